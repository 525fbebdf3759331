// The platform's Intl does the formatting: every signed-in page shows dates, and date-fns'
// formatter and locale tables cost the dashboard 7 kB of gzip (bench/README.md, page-weight).

/** What the formatters accept: a Date, an ISO string ('2026-11-21', '2026-11-21T15:05:00Z') or epoch ms. */
export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a DateInput; date-only strings are local days (not UTC midnight). Invalid → null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const day = DATE_ONLY.exec(value);
    date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

type Part = Intl.DateTimeFormatPartTypes;

const dateParts = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const shortDateParts = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/**
 * Lays out the named parts with plain spaces: ICU puts a narrow no-break space before AM/PM in
 * some versions, and the texts must read the same in every browser and in tests.
 */
function layout(formatter: Intl.DateTimeFormat, value: DateInput, order: ReadonlyArray<Part | string>): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = new Map<string, string>();
  for (const part of formatter.formatToParts(date)) parts.set(part.type, part.value);
  return order.map((item) => parts.get(item) ?? item).join('');
}

/** 'Nov 21, 2026' (US English). Invalid → ''. */
export function formatDate(value: DateInput): string {
  return layout(dateParts, value, ['month', ' ', 'day', ', ', 'year']);
}

/** 'Nov 21, 2026, 3:05 PM' (US English). Invalid → ''. */
export function formatDateTime(value: DateInput): string {
  return layout(dateTimeParts, value, ['month', ' ', 'day', ', ', 'year', ', ', 'hour', ':', 'minute', ' ', 'dayPeriod']);
}

/** '21 Nov 2026' (dd MMM yyyy, as appointment cards show dates). Invalid → ''. */
export function formatShortDate(value: DateInput): string {
  return layout(shortDateParts, value, ['day', ' ', 'month', ' ', 'year']);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** Largest unit first: [unit, its length in seconds, from how many seconds it is used]. */
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number, number]> = [
  ['year', 365.25 * 86_400, 320 * 86_400],
  ['month', 30.44 * 86_400, 26 * 86_400],
  ['day', 86_400, 22 * 3_600],
  ['hour', 3_600, 45 * 60],
  ['minute', 60, 45],
];

/** '5 minutes ago' / 'in 2 days' / 'just now' relative to now. Invalid → ''. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const unit = UNITS.find(([, , from]) => Math.abs(seconds) >= from);
  if (!unit) return 'just now';
  const amount = Math.max(1, Math.round(Math.abs(seconds) / unit[1]));
  return relative.format(seconds < 0 ? -amount : amount, unit[0]);
}
