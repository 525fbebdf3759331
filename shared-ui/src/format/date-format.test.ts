import { formatDate, formatDateTime, formatRelative, formatShortDate } from './date-format';

// Built from local parts so the expectations hold in any time zone.
const afternoon = new Date(2026, 10, 21, 15, 5);

describe('US English date formatting', () => {
  it('formats a date as "Nov 21, 2026"', () => {
    expect(formatDate(afternoon)).toBe('Nov 21, 2026');
  });

  it('formats a date and time as "Nov 21, 2026, 3:05 PM"', () => {
    expect(formatDateTime(afternoon)).toBe('Nov 21, 2026, 3:05 PM');
    expect(formatDateTime(new Date(2026, 0, 2, 9, 30))).toBe('Jan 2, 2026, 9:30 AM');
  });

  it('formats a short date as "21 Nov 2026"', () => {
    expect(formatShortDate(afternoon)).toBe('21 Nov 2026');
    expect(formatShortDate(new Date(2026, 2, 5))).toBe('05 Mar 2026');
  });

  it('reads a date-only string as that local day', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDateTime(afternoon.toISOString())).toBe('Nov 21, 2026, 3:05 PM');
    expect(formatDate(afternoon.getTime())).toBe('Nov 21, 2026');
  });

  it('gives an empty string for invalid or missing values', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatShortDate(new Date('nope'))).toBe('');
    expect(formatRelative('')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('describes a time relative to now', () => {
    const now = new Date(2026, 10, 21, 15, 10);
    expect(formatRelative(afternoon, now)).toBe('5 minutes ago');
    expect(formatRelative(new Date(2026, 10, 23, 15, 10), now)).toBe('in 2 days');
  });
});

describe('relative times', () => {
  const now = new Date(2026, 10, 21, 15, 10);
  const ago = (seconds: number) => formatRelative(new Date(now.getTime() - seconds * 1000), now);

  it.each([
    [0, 'just now'],
    [44, 'just now'],
    [45, '1 minute ago'],
    [44 * 60, '44 minutes ago'],
    [45 * 60, '1 hour ago'],
    [90 * 60, '2 hours ago'],
    [21 * 3600, '21 hours ago'],
    [22 * 3600, '1 day ago'],
    [3 * 86_400, '3 days ago'],
    [26 * 86_400, '1 month ago'],
    [200 * 86_400, '7 months ago'],
    [320 * 86_400, '1 year ago'],
    [3 * 365 * 86_400, '3 years ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('reads the future the same way', () => {
    expect(ago(-3 * 3600)).toBe('in 3 hours');
    expect(ago(-10)).toBe('just now');
  });

  it('lays out midnight and noon as a US clock', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 0, 5))).toBe('Nov 21, 2026, 12:05 AM');
    expect(formatDateTime(new Date(2026, 10, 21, 12, 0))).toBe('Nov 21, 2026, 12:00 PM');
  });
});
