import { defaultWeeklyAvailability, TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api/core';
import {
  bookingWindow,
  computeDateAvailability,
  hasAvailableSlot,
  slotInstants,
  weekDayOf,
  type DateAvailabilityInput,
} from './slot-availability';
import {
  ALL_SLOTS_MASK,
  availabilityFromWeeklySlots,
  countNewlyOfferedSlots,
  DEFAULT_WEEKLY_SLOTS,
  weeklySlotsFromAvailability,
} from './weekly-slots';

const at = (iso: string) => new Date(iso);
const statuses = (input: DateAvailabilityInput) => computeDateAvailability(input).times.map((slot) => slot.status);
const availableTimes = (input: DateAvailabilityInput) =>
  computeDateAvailability(input)
    .times.filter((slot) => slot.status === 'available')
    .map((slot) => slot.time);

/** A week offering only the given slot indexes on the given weekday (0 = Monday). */
function weekWith(dayIndex: number, ...slotIndexes: number[]): number[] {
  const masks = WEEK_DAYS.map(() => 0);
  for (const index of slotIndexes) masks[dayIndex]! |= 1 << index;
  return masks;
}

const base = (overrides: Partial<DateAvailabilityInput> = {}): DateAvailabilityInput => ({
  date: '2026-06-10',
  timeZone: 'UTC',
  weeklySlots: null,
  active: true,
  now: at('2026-06-01T12:00:00Z'),
  reservations: [],
  ...overrides,
});

describe('weekly slots', () => {
  it('defaults a doctor without stored slots to every slot of every day (spec §4)', () => {
    expect(availabilityFromWeeklySlots(null)).toEqual(defaultWeeklyAvailability());
    expect(DEFAULT_WEEKLY_SLOTS).toEqual(WEEK_DAYS.map(() => ALL_SLOTS_MASK));
    expect(statuses(base())).toEqual(TIME_SLOTS.map(() => 'available'));
  });

  it('round-trips the wire shape, treating a day or time left out as not offered', () => {
    const masks = weeklySlotsFromAvailability([
      {
        day: 'Tuesday',
        times: [
          { time: '09:00 AM', status: 'available' },
          { time: '09:30 AM', status: 'booked' },
          { time: '05:30 PM', status: 'available' },
        ],
      },
    ]);
    expect(masks).toEqual([0, 1 | (1 << 17), 0, 0, 0, 0, 0]);
    const wire = availabilityFromWeeklySlots(masks);
    expect(wire.map((day) => day.day)).toEqual([...WEEK_DAYS]);
    expect(wire[1]!.times.filter((slot) => slot.status === 'available').map((slot) => slot.time)).toEqual(['09:00 AM', '05:30 PM']);
    expect(wire[0]!.times.every((slot) => slot.status === 'booked')).toBe(true);
    expect(weeklySlotsFromAvailability(wire)).toEqual(masks);
  });

  it('counts only newly offered slots', () => {
    expect(countNewlyOfferedSlots(weekWith(0, 1, 2), weekWith(0, 1, 2, 3))).toBe(1);
    expect(countNewlyOfferedSlots(weekWith(0, 1, 2), weekWith(0, 1))).toBe(0);
    expect(countNewlyOfferedSlots(null, weekWith(0, 1))).toBe(0);
  });
});

describe('slot availability of a date', () => {
  it('names the weekday of the date as WEEK_DAYS does', () => {
    expect(weekDayOf('2026-06-08')).toBe('Monday');
    expect(weekDayOf('2026-06-14')).toBe('Sunday');
    expect(computeDateAvailability(base({ date: '2026-06-14' })).day).toBe('Sunday');
  });

  it('books every slot of an inactive doctor', () => {
    expect(statuses(base({ active: false })).every((status) => status === 'booked')).toBe(true);
  });

  it('offers only the slots the doctor marked available on that weekday', () => {
    // 2026-06-10 is a Wednesday (index 2).
    const input = base({ weeklySlots: weekWith(2, 0, 5, 17) });
    expect(availableTimes(input)).toEqual(['09:00 AM', '11:30 AM', '05:30 PM']);
    expect(availableTimes(base({ weeklySlots: weekWith(3, 0, 5, 17) }))).toEqual([]);
  });

  it('answers every slot with its exact start instant', () => {
    const answer = computeDateAvailability(base({ timeZone: 'Asia/Kolkata' }));
    expect(answer).toMatchObject({ date: '2026-06-10', day: 'Wednesday', timeZone: 'Asia/Kolkata' });
    expect(answer.times).toHaveLength(18);
    expect(answer.times[0]).toEqual({ time: '09:00 AM', status: 'available', startsAt: '2026-06-10T03:30:00.000Z' });
    expect(answer.times[17]).toEqual({ time: '05:30 PM', status: 'available', startsAt: '2026-06-10T12:00:00.000Z' });
  });

  describe('time zones', () => {
    it('places slots in the doctor zone, not the server or the patient zone', () => {
      expect(slotInstants('2026-06-10', 'America/New_York')[0]!.toISOString()).toBe('2026-06-10T13:00:00.000Z');
      expect(slotInstants('2026-06-10', 'Europe/London')[0]!.toISOString()).toBe('2026-06-10T08:00:00.000Z');
      expect(slotInstants('2026-06-10', 'Asia/Tokyo')[0]!.toISOString()).toBe('2026-06-10T00:00:00.000Z');
    });

    it('follows the end of daylight saving time in New York (2026-11-01)', () => {
      expect(weekDayOf('2026-11-01')).toBe('Sunday');
      const before = slotInstants('2026-10-31', 'America/New_York');
      const after = slotInstants('2026-11-01', 'America/New_York');
      expect(before[0]!.toISOString()).toBe('2026-10-31T13:00:00.000Z'); // 09:00 EDT (UTC-4)
      expect(after[0]!.toISOString()).toBe('2026-11-01T14:00:00.000Z'); // 09:00 EST (UTC-5)
      expect(after[17]!.toISOString()).toBe('2026-11-01T22:30:00.000Z');
      // Slots stay 30 minutes apart on the day of the change.
      expect(after[1]!.getTime() - after[0]!.getTime()).toBe(30 * 60_000);
    });

    it('follows the start of summer time in London (2026-03-29)', () => {
      expect(slotInstants('2026-03-28', 'Europe/London')[0]!.toISOString()).toBe('2026-03-28T09:00:00.000Z'); // GMT
      expect(slotInstants('2026-03-29', 'Europe/London')[0]!.toISOString()).toBe('2026-03-29T08:00:00.000Z'); // BST
    });

    it('books the slot whose instant is reserved across a DST change', () => {
      const reserved = { startsAt: at('2026-11-01T14:00:00Z'), expiresAt: null };
      const input = base({ date: '2026-11-01', timeZone: 'America/New_York', now: at('2026-10-20T12:00:00Z'), reservations: [reserved] });
      expect(statuses(input)[0]).toBe('booked');
      expect(
        statuses(input)
          .slice(1)
          .every((status) => status === 'available'),
      ).toBe(true);
      // The same wall-clock time a day earlier is another instant and stays free.
      expect(statuses({ ...input, date: '2026-10-31' })[0]).toBe('available');
    });

    it("uses the doctor's today, which may differ from UTC's", () => {
      // 2026-06-10T20:00Z is already 2026-06-11 in Tokyo (05:00) and still 2026-06-10 in New York.
      const now = at('2026-06-10T20:00:00Z');
      expect(bookingWindow('Asia/Tokyo', now).firstDate).toBe('2026-06-11');
      expect(bookingWindow('America/New_York', now).firstDate).toBe('2026-06-10');
      expect(hasAvailableSlot(computeDateAvailability(base({ date: '2026-06-10', timeZone: 'Asia/Tokyo', now })))).toBe(false);
      // 16:00 in New York: 04:30 PM, 05:00 PM and 05:30 PM are still ahead.
      expect(availableTimes(base({ date: '2026-06-10', timeZone: 'America/New_York', now }))).toEqual(['04:30 PM', '05:00 PM', '05:30 PM']);
    });
  });

  describe('the booking window', () => {
    const now = at('2026-06-01T12:00:00Z');

    it('offers dates from today to 30 days ahead', () => {
      expect(bookingWindow('UTC', now)).toEqual({ firstDate: '2026-06-01', lastDate: '2026-07-01' });
      expect(hasAvailableSlot(computeDateAvailability(base({ date: '2026-07-01', now })))).toBe(true);
      expect(statuses(base({ date: '2026-07-01', now })).every((status) => status === 'available')).toBe(true);
    });

    it('books every slot of a date beyond 30 days or in the past', () => {
      expect(statuses(base({ date: '2026-07-02', now })).every((status) => status === 'booked')).toBe(true);
      expect(statuses(base({ date: '2026-05-31', now })).every((status) => status === 'booked')).toBe(true);
    });

    it('books the slots of today that have started', () => {
      // 12:00 UTC: 09:00 AM to 12:00 PM have started; 12:30 PM onwards are ahead.
      const today = statuses(base({ date: '2026-06-01', now }));
      expect(today.slice(0, 7).every((status) => status === 'booked')).toBe(true);
      expect(today.slice(7).every((status) => status === 'available')).toBe(true);
      // A slot starting exactly now has started.
      expect(availableTimes(base({ date: '2026-06-01', now: at('2026-06-01T09:00:00Z') }))[0]).toBe('09:30 AM');
      expect(availableTimes(base({ date: '2026-06-01', now: at('2026-06-01T08:59:59Z') }))[0]).toBe('09:00 AM');
    });
  });

  describe('reservations', () => {
    const now = at('2026-06-01T12:00:00Z');
    const tenAm = at('2026-06-10T10:00:00Z');

    it('books a slot held by an appointment', () => {
      const input = base({ now, reservations: [{ startsAt: tenAm, expiresAt: null }] });
      expect(statuses(input)[2]).toBe('booked');
      expect(statuses(input).filter((status) => status === 'booked')).toHaveLength(1);
    });

    it('books a slot held by a checkout hold that has not expired', () => {
      expect(statuses(base({ now, reservations: [{ startsAt: tenAm, expiresAt: at('2026-06-01T12:10:00Z') }] }))[2]).toBe('booked');
    });

    it('frees a slot whose checkout hold has expired', () => {
      expect(statuses(base({ now, reservations: [{ startsAt: tenAm, expiresAt: at('2026-06-01T11:59:59Z') }] }))[2]).toBe('available');
      expect(statuses(base({ now, reservations: [{ startsAt: tenAm, expiresAt: now }] }))[2]).toBe('available');
    });

    it('ignores reservations of other dates and instants off the slot grid', () => {
      const reservations = [
        { startsAt: at('2026-06-11T10:00:00Z'), expiresAt: null },
        { startsAt: at('2026-06-10T10:10:00Z'), expiresAt: null },
      ];
      expect(statuses(base({ now, reservations })).every((status) => status === 'available')).toBe(true);
    });

    it('needs the slot offered as well as free', () => {
      const input = base({ now, weeklySlots: weekWith(2, 2), reservations: [{ startsAt: tenAm, expiresAt: null }] });
      expect(hasAvailableSlot(computeDateAvailability(input))).toBe(false);
    });
  });
});

describe('time off in the slot rule', () => {
  it('offers nothing on a day inside a time off range, and the days around it as usual', () => {
    const timeOff = [{ startDate: '2026-06-10', endDate: '2026-06-12' }];
    for (const date of ['2026-06-10', '2026-06-11', '2026-06-12']) {
      expect(availableTimes(base({ date, timeOff }))).toEqual([]);
    }
    expect(availableTimes(base({ date: '2026-06-09', timeOff }))).toHaveLength(TIME_SLOTS.length);
    expect(availableTimes(base({ date: '2026-06-13', timeOff }))).toHaveLength(TIME_SLOTS.length);
  });

  it('reads the range as the doctor’s calendar dates, whatever their zone', () => {
    const timeOff = [{ startDate: '2026-06-10', endDate: '2026-06-10' }];
    expect(availableTimes(base({ timeZone: 'Pacific/Kiritimati', timeOff }))).toEqual([]);
    expect(availableTimes(base({ timeZone: 'Pacific/Pago_Pago', timeOff }))).toEqual([]);
    expect(availableTimes(base({ timeZone: 'Pacific/Pago_Pago', date: '2026-06-11', timeOff }))).toHaveLength(TIME_SLOTS.length);
  });
});

describe('the minimum booking notice in the slot rule', () => {
  it('leaves out the slots that start within the notice, and says from when slots are bookable', () => {
    const input = base({ date: '2026-06-10', now: at('2026-06-10T10:05:00Z'), bookingNoticeMinutes: 120 });
    expect(availableTimes(input)[0]).toBe('12:30 PM');
    expect(computeDateAvailability(input).bookableAfter).toBe('2026-06-10T12:05:00.000Z');
    expect(availableTimes({ ...input, bookingNoticeMinutes: 0 })[0]).toBe('10:30 AM');
  });

  it('reaches into the next days when the notice is long, in every zone and through the shortcut', () => {
    // Two days ahead is open in every zone without a notice; a two-day notice closes its morning.
    const input = base({ date: '2026-06-12', now: at('2026-06-10T10:05:00Z'), bookingNoticeMinutes: 2880 });
    expect(availableTimes(input)[0]).toBe('10:30 AM');
    expect(availableTimes({ ...input, timeZone: 'Pacific/Kiritimati' })).toEqual([]);
    expect(availableTimes({ ...input, date: '2026-06-13', timeZone: 'Pacific/Kiritimati' })).toHaveLength(TIME_SLOTS.length);
  });
});
