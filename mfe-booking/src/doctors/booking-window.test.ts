import { bookingPath, bookingWindow, isInBookingWindow, parseIsoDay, toIsoDay, tomorrowIsoDay, windowDayOrNull } from './booking-window';

// 21 Nov 2026, 23:30 local: late in the day, so "today" must not slip to tomorrow.
const NOW = new Date(2026, 10, 21, 23, 30);

describe('the find/booking date window', () => {
  it('runs from today to 30 days ahead, as local days', () => {
    const { first, last } = bookingWindow(NOW);
    expect(toIsoDay(first)).toBe('2026-11-21');
    expect(toIsoDay(last)).toBe('2026-12-21');
  });

  it('accepts today and the 30th day, refuses yesterday and the 31st', () => {
    expect(isInBookingWindow(new Date(2026, 10, 21), NOW)).toBe(true);
    expect(isInBookingWindow(new Date(2026, 11, 21), NOW)).toBe(true);
    expect(isInBookingWindow(new Date(2026, 10, 20), NOW)).toBe(false);
    expect(isInBookingWindow(new Date(2026, 11, 22), NOW)).toBe(false);
  });

  it('reads only real yyyy-MM-dd days', () => {
    expect(parseIsoDay('2026-11-25')).toEqual(new Date(2026, 10, 25));
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('25/11/2026')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
  });

  it('drops a linked day that is past or too far ahead', () => {
    expect(windowDayOrNull('2026-11-25', NOW)).toBe('2026-11-25');
    expect(windowDayOrNull('2026-11-01', NOW)).toBeNull();
    expect(windowDayOrNull('2027-01-15', NOW)).toBeNull();
  });

  it('books tomorrow by default, else the searched day', () => {
    expect(tomorrowIsoDay(NOW)).toBe('2026-11-22');
    expect(bookingPath('d1', null, NOW)).toBe('/book-appointment/d1?date=2026-11-22');
    expect(bookingPath('d1', '2026-12-03', NOW)).toBe('/book-appointment/d1?date=2026-12-03');
    expect(bookingPath('d1', '2026-10-03', NOW)).toBe('/book-appointment/d1?date=2026-11-22');
  });
});
