import { DateTime } from 'luxon';
import { BOOKING_LEAD_MS, joinableSlot, type SlotChoice } from '../../../e2e/support/joinable-slot';
import { computeDateAvailability, slotInstants } from '../../src/availability/slot-availability';
import { consultationAccess } from '../../src/consultation/consultation-rules';

/**
 * The browser journeys' choice of consultation slot (e2e/support/joinable-slot.ts) against the
 * product's own rules: checkout sells it, its room opens as soon as any slot's room could, and
 * it is the soonest slot of any time zone a doctor can choose. The times of day when even that
 * slot makes the journey wait are listed, so a change of either side shows here.
 */

const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;

/** Every zone a doctor profile can name: what Intl lists, and the fixed Etc/GMT offsets it leaves out. */
const ALL_ZONES = [
  ...Intl.supportedValuesOf('timeZone'),
  ...Array.from({ length: 27 }, (_, i) => i - 14).map((hours) =>
    hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`,
  ),
];

/** Start instants of every slot on the UTC days around `day`, in every zone, ascending. */
function everySlotStart(day: string): number[] {
  const dates = [-1, 0, 1, 2].map((shift) => DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: shift }).toISODate()!);
  const starts = new Set<number>();
  for (const zone of ALL_ZONES) for (const date of dates) for (const at of slotInstants(date, zone)) starts.add(at.getTime());
  return [...starts].sort((a, b) => a - b);
}

const PATIENT = 'patient-user';

function roomOpen(choice: SlotChoice, at: number): boolean {
  const facts = {
    status: 'scheduled' as const,
    startsAt: new Date(choice.startsAt),
    doctorUserId: 'doctor-user',
    patientUserId: PATIENT,
    startedAt: null,
    endedAt: null,
  };
  return consultationAccess(facts, PATIENT, new Date(at)).allowed;
}

/** Checks one choice against the product's rules and every zone; returns how long its room stays shut. */
function checkChoice(now: number, starts: readonly number[]): number {
  const choice = joinableSlot(now);
  const label = `at ${new Date(now).toISOString()}: ${choice.date} ${choice.time} in ${choice.timeZone}`;

  // Checkout sells it: the product lists it available for that doctor's date at `now`.
  const offered = computeDateAvailability({
    date: choice.date,
    timeZone: choice.timeZone,
    weeklySlots: null,
    active: true,
    now: new Date(now),
    reservations: [],
  }).times.find((slot) => slot.time === choice.time);
  expect({ label, status: offered?.status, startsAt: offered && Date.parse(offered.startsAt) }).toEqual({
    label,
    status: 'available',
    startsAt: choice.startsAt,
  });

  // No zone has a slot that starts sooner yet far enough ahead to book.
  const soonest = starts.find((start) => start - now >= BOOKING_LEAD_MS);
  expect({ label, startsAt: choice.startsAt }).toEqual({ label, startsAt: soonest });

  // The room lets the patient in from `joinableAt`, and not a moment sooner when that is later than now.
  expect({ label, open: roomOpen(choice, choice.joinableAt) }).toEqual({ label, open: true });
  if (choice.joinableAt > now) expect({ label, open: roomOpen(choice, choice.joinableAt - 1) }).toEqual({ label, open: false });
  return choice.joinableAt - now;
}

function quarterHoursThatWait(day: string): string[] {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const starts = everySlotStart(day);
  const waiting: string[] = [];
  for (let quarter = 0; quarter < 96; quarter += 1) {
    const now = midnight + quarter * QUARTER_MS;
    const wait = checkChoice(now, starts);
    expect(wait).toBeLessThanOrEqual(QUARTER_MS);
    if (wait > 0) waiting.push(new Date(now).toISOString().slice(11, 16));
  }
  return waiting;
}

/** 'HH:MM' every half hour from `from` to `to` (UTC). */
function halfHours(from: string, to: string): string[] {
  const list: string[] = [];
  for (let at = Date.parse(`2000-01-01T${from}Z`); at <= Date.parse(`2000-01-01T${to}Z`); at += 2 * QUARTER_MS) {
    list.push(new Date(at).toISOString().slice(11, 16));
  }
  return list;
}

describe('the slot the consultation journeys book', () => {
  // Chatham is on +13:45 in the southern summer: its 09:00 AM slot starts at 19:15 UTC.
  it('is open at once at every quarter hour of a November day except on the hour and half hour from 12:00 to 18:30 UTC', () => {
    expect(quarterHoursThatWait('2026-11-25')).toEqual(halfHours('12:00', '18:30'));
  });

  // On +12:45 in July its first slot starts at 20:15 UTC: an hour longer without :15/:45 slots.
  it('is open at once at every quarter hour of a July day except on the hour and half hour from 12:00 to 19:30 UTC', () => {
    expect(quarterHoursThatWait('2026-07-15')).toEqual(halfHours('12:00', '19:30'));
  });

  it('waits at most the booking lead outside those hours, and never longer than 15 minutes and the lead, minute by minute', () => {
    const day = '2026-11-25';
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const starts = everySlotStart(day);
    let waitingMinutes = 0;
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const now = midnight + minute * MINUTE_MS + 30_000;
      const wait = checkChoice(now, starts);
      expect(wait).toBeLessThanOrEqual(QUARTER_MS + BOOKING_LEAD_MS);
      const utcHour = minute / 60;
      if (utcHour < 11.75 || utcHour >= 19) expect({ minute, wait: Math.min(wait, BOOKING_LEAD_MS) }).toEqual({ minute, wait });
      if (wait > BOOKING_LEAD_MS) waitingMinutes += 1;
    }
    // From 11:59:30 to 18:43:30 UTC: the minute before and the 14 after each hour and half hour.
    expect(waitingMinutes).toBe(14 * 15);
  });
});
