import { ACCESS_RECORD_KIND_LABELS, type AccessRecordEntry } from '@telehealth/shared-api/core';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) is prefixed with a single quote first (OWASP "CSV injection"), so a name such as
 * `=HYPERLINK(...)` typed at sign-up shows as text.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const ACCESS_RECORD_CSV_HEADER = [
  'When (UTC)',
  'What',
  'Who',
  'Email',
  'Role',
  'Patient',
  'Patient id',
  'Doctor',
  'Doctor id',
  'About (id)',
  'Detail',
  'IP address',
];

/** The access record as CSV (header line first, CRLF line ends), one line per entry. */
export function accessRecordCsv(entries: readonly AccessRecordEntry[]): string {
  const lines = [ACCESS_RECORD_CSV_HEADER.map(csvField).join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.occurredAt,
        ACCESS_RECORD_KIND_LABELS[entry.kind] ?? entry.kind,
        entry.actor.name ?? (entry.actor.role === 'public' ? 'Pharmacy check (no account)' : ''),
        entry.actor.email,
        entry.actor.role,
        entry.patient?.name,
        entry.patient?.id,
        entry.doctor?.name,
        entry.doctor?.id,
        entry.subjectId,
        entry.detail,
        entry.ip,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
