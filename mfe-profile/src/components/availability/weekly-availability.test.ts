import { TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api';
import { availableCount, fullWeek, rebaseWeek, sameWeek, withSlot, withWholeDay } from './weekly-availability';

describe('weekly availability', () => {
  it('offers every slot of every day when nothing is stored', () => {
    for (const week of [fullWeek(undefined), fullWeek(null), fullWeek([])]) {
      expect(week.map((day) => day.day)).toEqual([...WEEK_DAYS]);
      expect(week.every((day) => day.times.length === TIME_SLOTS.length && availableCount(day) === TIME_SLOTS.length)).toBe(true);
    }
  });

  it('orders a stored week Monday to Sunday and treats what is missing as booked', () => {
    const week = fullWeek([
      { day: 'Sunday', times: [{ time: '09:00 AM', status: 'available' }] },
      { day: 'Monday', times: TIME_SLOTS.map((time) => ({ time, status: 'available' as const })) },
    ]);
    expect(week.map((day) => day.day)).toEqual([...WEEK_DAYS]);
    expect(availableCount(week[0])).toBe(18);
    expect(availableCount(week[1])).toBe(0);
    expect(week[6].times[0]).toEqual({ time: '09:00 AM', status: 'available' });
    expect(week[6].times[1]).toEqual({ time: '09:30 AM', status: 'booked' });
  });

  it('changes one slot or a whole day without touching the rest', () => {
    const week = fullWeek([]);
    const oneOff = withSlot(week, 'Tuesday', '10:00 AM', 'booked');
    expect(availableCount(oneOff[1])).toBe(17);
    expect(oneOff[1].times[2]).toEqual({ time: '10:00 AM', status: 'booked' });
    expect(sameWeek(oneOff, week)).toBe(false);
    expect(availableCount(withWholeDay(week, 'Friday', 'booked')[4])).toBe(0);
    expect(sameWeek(withWholeDay(oneOff, 'Tuesday', 'available'), week)).toBe(true);
  });

  it('redoes only the own edits on a week saved since elsewhere', () => {
    const base = fullWeek([]);
    const edited = withSlot(base, 'Monday', '05:30 PM', 'booked');
    const latest = withWholeDay(base, 'Wednesday', 'booked');
    const rebased = rebaseWeek(base, edited, latest);
    expect(sameWeek(rebased, withSlot(latest, 'Monday', '05:30 PM', 'booked'))).toBe(true);
    expect(sameWeek(rebaseWeek(base, base, latest), latest)).toBe(true);
  });
});
