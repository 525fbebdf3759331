import type { AccessRecordEntry } from '@telehealth/shared-api/core';
import { accessRecordCsv, csvField } from './access-record-csv';

describe('access record CSV', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvField('said "no"')).toBe('"said ""no"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %j text a spreadsheet will not run',
    (value) => {
      expect(csvField(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes a header and one line per entry, with everyday words for the kind', () => {
    const entry: AccessRecordEntry = {
      id: 'r-1',
      occurredAt: '2026-11-27T10:00:00.000Z',
      kind: 'prescription-read',
      actor: { id: 'u-1', name: '=cmd|calc', email: 'doc@example.com', role: 'doctor' },
      patient: { id: 'p-1', name: 'Ada, Lovelace' },
      doctor: { id: 'd-1', name: 'Dr Who' },
      subjectId: 'rx-1',
      detail: '',
      ip: '127.0.0.1',
    };
    const lines = accessRecordCsv([entry]).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('When (UTC),What,Who,Email,Role,Patient,Patient id,Doctor,Doctor id,About (id),Detail,IP address');
    expect(lines[1]).toBe(
      '2026-11-27T10:00:00.000Z,Opened a prescription,\'=cmd|calc,doc@example.com,doctor,"Ada, Lovelace",p-1,Dr Who,d-1,rx-1,,127.0.0.1',
    );
    expect(lines[2]).toBe('');
  });
});
