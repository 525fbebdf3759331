import { slotInstants } from '../../availability/slot-availability';
import type { DoctorRow } from '../../db/schema';
import { DateTime } from 'luxon';
import { dateCanMatch, DateMatcher, DateReservations, datesOfReservation, reservationRange } from './search-date-filter';

// These pin what a kept DateReservations must keep right.

const DATE = '2030-06-12'; // a Wednesday
const doctor = (timeZone: string, wednesday: number | null): DoctorRow =>
  ({ id: 'doc-1', timeZone, weeklySlots: wednesday === null ? null : [0, 0, wednesday, 0, 0, 0, 0] }) as unknown as DoctorRow;

describe('search date filter', () => {
  const now = new Date('2030-06-01T12:00:00.000Z');

  it('counts a hold only until it expires, also when the masks were worked out before', () => {
    const [nine] = slotInstants(DATE, 'Asia/Tokyo');
    const expiresAt = new Date(now.getTime() + 60_000);
    const reservations = DateReservations.of(DATE, [{ doctorId: 'doc-1', startsAt: nine!, expiresAt }]);
    expect(reservations.heldMask('doc-1', 'Asia/Tokyo', now.getTime())).toBe(1);
    expect(new DateMatcher(DATE, now, reservations).matches(doctor('Asia/Tokyo', 1))).toBe(false);
    const later = new Date(expiresAt.getTime());
    expect(reservations.heldMask('doc-1', 'Asia/Tokyo', later.getTime())).toBe(0);
    expect(new DateMatcher(DATE, later, reservations).matches(doctor('Asia/Tokyo', 1))).toBe(true);
  });

  it('places a reservation in the zone the doctor has now, and ignores instants that start no slot', () => {
    const [nine] = slotInstants(DATE, 'Asia/Tokyo');
    const reservations = DateReservations.of(DATE, [
      { doctorId: 'doc-1', startsAt: nine!, expiresAt: null },
      { doctorId: 'doc-1', startsAt: new Date(nine!.getTime() + 3_600_000 + 10 * 60_000), expiresAt: null },
    ]);
    expect(reservations.heldMask('doc-1', 'Asia/Tokyo', now.getTime())).toBe(1);
    // 09:00 in Tokyo is 00:00 UTC: no slot in UTC.
    expect(reservations.heldMask('doc-1', 'UTC', now.getTime())).toBe(0);
    expect(reservations.heldMask('doc-2', 'UTC', now.getTime())).toBe(0);
  });

  it('closes the dates outside the doctor’s window and the slots started today', () => {
    const none = DateReservations.of(DATE, []);
    expect(new DateMatcher(DATE, now, none).matches(doctor('UTC', null))).toBe(true);
    expect(new DateMatcher('2030-07-02', now, DateReservations.of('2030-07-02', [])).matches(doctor('UTC', null))).toBe(false);
    // 12:00 UTC: in UTC the slots up to 12:00 have started; 5:30 PM is still open, 9:00 AM is not.
    const today = '2030-06-01';
    const saturday = (mask: number) => ({ id: 'doc-1', timeZone: 'UTC', weeklySlots: [0, 0, 0, 0, 0, mask, 0] }) as unknown as DoctorRow;
    const matcher = new DateMatcher(today, now, DateReservations.of(today, []));
    expect(matcher.matches(saturday(1))).toBe(false);
    expect(matcher.matches(saturday(1 << 17))).toBe(true);
    expect(dateCanMatch('2030-05-31', now)).toBe(true);
    expect(dateCanMatch('2030-05-30', now)).toBe(false);
    expect(dateCanMatch('2030-07-02', now)).toBe(true);
    expect(dateCanMatch('2030-07-03', now)).toBe(false);
    expect(reservationRange(DATE)).toEqual({ from: new Date('2030-06-11T10:00:00.000Z'), to: new Date('2030-06-13T12:00:00.000Z') });
  });

  it('names every date a reservation can fall on, in any zone from UTC-12 to UTC+14', () => {
    expect(datesOfReservation(new Date('2030-06-12T11:00:00.000Z'))).toEqual(['2030-06-11', '2030-06-12', '2030-06-13']);
    expect(datesOfReservation(new Date('2030-06-12T05:00:00.000Z'))).toEqual(['2030-06-11', '2030-06-12']);
    expect(datesOfReservation(new Date('2030-06-12T23:30:00.000Z'))).toEqual(['2030-06-12', '2030-06-13']);
    const zones = ['Etc/GMT+12', 'Pacific/Pago_Pago', 'America/St_Johns', 'UTC', 'Asia/Kathmandu', 'Pacific/Chatham', 'Pacific/Kiritimati'];
    for (let minutes = 0; minutes < 2 * 24 * 60; minutes += 30) {
      const startsAt = new Date(Date.parse('2030-06-12T00:00:00.000Z') + minutes * 60_000);
      const dates = datesOfReservation(startsAt);
      for (const zone of zones) expect(dates).toContain(DateTime.fromJSDate(startsAt, { zone }).toISODate());
    }
  });

  it('finds no free slot on a day off, and the usual ones the day after', () => {
    const none = DateReservations.of(DATE, []);
    const timeOff = [{ startDate: '2030-06-11', endDate: DATE }];
    expect(new DateMatcher(DATE, now, none).matches(doctor('UTC', 1), timeOff)).toBe(false);
    expect(new DateMatcher('2030-06-13', now, DateReservations.of('2030-06-13', [])).matches(doctor('UTC', null), timeOff)).toBe(true);
  });
});
