/** Today's calendar date (yyyy-MM-dd) in an IANA time zone: the doctor's today, whatever the browser's zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date for reading: 'Thu, Dec 3, 2026' (the date as written, not moved by any zone). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T00:00:00.000Z`),
  );
}

/** A time off for reading: one day, or 'first – last'. */
export function formatRange(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}
