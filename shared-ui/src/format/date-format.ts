import { format, formatDistance, isValid, parseISO } from 'date-fns';

/** What the formatters accept: a Date, an ISO string ('2026-11-21', '2026-11-21T15:05:00Z') or epoch ms. */
export type DateInput = Date | string | number | null | undefined;

/** Parses a DateInput; date-only strings are local days (not UTC midnight). Invalid → null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    date = parseISO(value);
    if (!isValid(date)) date = new Date(value);
  }
  return isValid(date) ? date : null;
}

function formatWith(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** 'Nov 21, 2026' (US English). Invalid → ''. */
export function formatDate(value: DateInput): string {
  return formatWith(value, 'MMM d, yyyy');
}

/** 'Nov 21, 2026, 3:05 PM' (US English). Invalid → ''. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, 'MMM d, yyyy, h:mm a');
}

/** '21 Nov 2026' (dd MMM yyyy, as appointment cards show dates). Invalid → ''. */
export function formatShortDate(value: DateInput): string {
  return formatWith(value, 'dd MMM yyyy');
}

/** '5 minutes ago' / 'in 2 days' relative to now. Invalid → ''. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  return formatDistance(date, now, { addSuffix: true });
}
