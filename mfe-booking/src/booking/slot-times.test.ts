import { isBookable, isOffered, localSlotTime, offeredSlots, readsDifferentlyHere, sortSlots } from './slot-times';

// The browser runs in UTC here (TZ of the test machines).
const slot = (time: string, startsAt: string, status: 'available' | 'booked' = 'available') => ({ time, status, startsAt });

describe('slot times for a patient in another time zone', () => {
  it("gives the slot's start in the browser's zone", () => {
    expect(localSlotTime(slot('09:00 AM', '2026-11-11T14:00:00.000Z'), '2026-11-11')).toBe('2:00 PM');
  });

  it('names the weekday when the start falls on another local day', () => {
    // 09:00 AM in Tokyo on Wed 11 Nov is 00:00 UTC that day; 08:30 AM is Tue 10 Nov in UTC.
    expect(localSlotTime(slot('09:00 AM', '2026-11-11T00:00:00.000Z'), '2026-11-11')).toBe('12:00 AM');
    expect(localSlotTime(slot('08:30 AM', '2026-11-10T23:30:00.000Z'), '2026-11-11')).toBe('Tue 11:30 PM');
  });

  it('books only available slots that have not started', () => {
    const now = new Date('2026-11-11T14:10:00.000Z');
    expect(isBookable(slot('09:00 AM', '2026-11-11T14:00:00.000Z'), now)).toBe(false);
    expect(isBookable(slot('09:30 AM', '2026-11-11T14:30:00.000Z'), now)).toBe(true);
    expect(isBookable(slot('10:00 AM', '2026-11-11T15:00:00.000Z', 'booked'), now)).toBe(false);
  });

  it('orders slots by their start', () => {
    const later = slot('01:00 PM', '2026-11-11T18:00:00.000Z');
    const earlier = slot('09:00 AM', '2026-11-11T14:00:00.000Z');
    expect(sortSlots([later, earlier]).map((s) => s.time)).toEqual(['09:00 AM', '01:00 PM']);
  });

  it('says the times read differently only when the clocks differ that day', () => {
    // London in November is on UTC: same clock, no need for local times.
    expect(
      readsDifferentlyHere([slot('09:00 AM', '2026-11-11T09:00:00.000Z'), slot('09:30 AM', '2026-11-11T09:30:00.000Z')], '2026-11-11'),
    ).toBe(false);
    // New York is five hours behind.
    expect(readsDifferentlyHere([slot('09:00 AM', '2026-11-11T14:00:00.000Z')], '2026-11-11')).toBe(true);
    // Same clock time but another local day.
    expect(readsDifferentlyHere([slot('09:00 AM', '2026-11-10T09:00:00.000Z')], '2026-11-11')).toBe(true);
    expect(readsDifferentlyHere([], '2026-11-11')).toBe(false);
  });
});

describe('which slots are offered at all', () => {
  const now = new Date('2026-11-11T14:10:00.000Z');
  it('leaves out past slots and those inside the booking notice, whatever their status', () => {
    const bookableAfter = '2026-11-11T15:10:00.000Z';
    expect(isOffered(slot('09:00 AM', '2026-11-11T14:00:00.000Z'), bookableAfter, now)).toBe(false);
    expect(isOffered(slot('10:00 AM', '2026-11-11T15:00:00.000Z'), bookableAfter, now)).toBe(false);
    expect(isOffered(slot('10:30 AM', '2026-11-11T15:30:00.000Z', 'booked'), bookableAfter, now)).toBe(true);
    expect(isOffered(slot('10:30 AM', '2026-11-11T15:30:00.000Z'), undefined, now)).toBe(true);
  });

  it('answers the offered slots of a day in order', () => {
    const day = {
      date: '2026-11-11',
      day: 'Wednesday' as const,
      timeZone: 'UTC',
      bookableAfter: '2026-11-11T15:10:00.000Z',
      times: [
        slot('11:00 AM', '2026-11-11T16:00:00.000Z'),
        slot('10:00 AM', '2026-11-11T15:00:00.000Z'),
        slot('10:30 AM', '2026-11-11T15:30:00.000Z'),
      ],
    };
    expect(offeredSlots(day, now).map((s) => s.time)).toEqual(['10:30 AM', '11:00 AM']);
  });
});
