import {
  appointmentsInTab,
  appointmentTabs,
  describeCancellationPolicy,
  isInJoinWindow,
  normalizeAppointmentStatus,
  refundAmountFor,
  refundPercentFor,
} from './appointment-rules';
import { appointmentStatusSchema, checkoutSessionSchema, APPOINTMENT_MESSAGES } from './appointment-schemas';

// Local-time instants: "today" is the viewer's calendar day.
const at = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi);
const appt = (start: Date, status?: string) => ({ startsAt: start.toISOString(), status });
const tabs = (role: 'patient' | 'doctor', start: Date, now: Date, status?: string) =>
  [...appointmentTabs(role, appt(start, status), now)].sort();

const NOW = at(2026, 11, 21, 12, 0);

describe('tab membership (spec §4)', () => {
  it('patient: later today and scheduled is Today and Upcoming', () => {
    expect(tabs('patient', at(2026, 11, 21, 15), NOW)).toEqual(['today', 'upcoming']);
  });
  it('doctor: later today is Today only (Upcoming excludes today)', () => {
    expect(tabs('doctor', at(2026, 11, 21, 15), NOW)).toEqual(['today']);
  });
  it('both: a future day, scheduled, is Upcoming only', () => {
    expect(tabs('patient', at(2026, 11, 25, 9), NOW)).toEqual(['upcoming']);
    expect(tabs('doctor', at(2026, 11, 25, 9), NOW)).toEqual(['upcoming']);
  });
  it('both: a past day is Past whatever its status', () => {
    for (const status of ['scheduled', 'completed', 'canceled', 'cancelled', undefined]) {
      expect(tabs('patient', at(2026, 11, 20, 9), NOW, status)).toEqual(['past']);
      expect(tabs('doctor', at(2026, 11, 20, 9), NOW, status)).toEqual(['past']);
    }
  });
  it('both: a completed or canceled future appointment is Past, never Upcoming', () => {
    for (const status of ['completed', 'canceled', 'cancelled']) {
      expect(tabs('patient', at(2026, 11, 25, 9), NOW, status)).toEqual(['past']);
      expect(tabs('doctor', at(2026, 11, 25, 9), NOW, status)).toEqual(['past']);
      expect(tabs('patient', at(2026, 11, 21, 15), NOW, status)).toEqual(['past', 'today']);
    }
  });
  it('an appointment in progress is Today only; once its slot ends it is also Past', () => {
    expect(tabs('patient', at(2026, 11, 21, 11, 45), NOW)).toEqual(['today']);
    expect(tabs('patient', at(2026, 11, 21, 11, 30), NOW)).toEqual(['past', 'today']);
    expect(tabs('doctor', at(2026, 11, 21, 9), NOW)).toEqual(['past', 'today']);
  });
  it('a missing status counts as scheduled', () => {
    expect(tabs('patient', at(2026, 11, 25, 9), NOW, undefined)).toEqual(['upcoming']);
    expect(normalizeAppointmentStatus(undefined)).toBe('scheduled');
    expect(normalizeAppointmentStatus('cancelled')).toBe('canceled');
  });
  it('lists a tab earliest first, and Past latest first', () => {
    const list = [appt(at(2026, 11, 27, 9)), appt(at(2026, 11, 22, 9)), appt(at(2026, 11, 19, 9)), appt(at(2026, 11, 18, 9))];
    expect(appointmentsInTab('patient', list, 'upcoming', NOW).map((a) => a.startsAt)).toEqual([list[1]!.startsAt, list[0]!.startsAt]);
    expect(appointmentsInTab('patient', list, 'past', NOW).map((a) => a.startsAt)).toEqual([list[2]!.startsAt, list[3]!.startsAt]);
  });
});

describe('join window (spec §4: 15 min before to 30 min after, same day)', () => {
  const start = at(2026, 11, 21, 14, 0);
  it.each([
    ['16 min before', at(2026, 11, 21, 13, 44), false],
    ['exactly 15 min before', at(2026, 11, 21, 13, 45), true],
    ['at the start', at(2026, 11, 21, 14, 0), true],
    ['exactly 30 min after', at(2026, 11, 21, 14, 30), true],
    ['31 min after', at(2026, 11, 21, 14, 31), false],
  ])('%s', (_label, now, open) => {
    expect(isInJoinWindow(appt(start), now)).toBe(open);
  });
  it('never on another day, even within the minutes', () => {
    const lateStart = at(2026, 11, 21, 23, 50);
    // 10 minutes before midnight start, now is 00:05 the next day: 15 minutes after, other day.
    expect(isInJoinWindow(appt(lateStart), at(2026, 11, 22, 0, 5))).toBe(false);
    expect(isInJoinWindow(appt(lateStart), at(2026, 11, 21, 23, 40))).toBe(true);
    expect(isInJoinWindow(appt(at(2026, 11, 22, 14)), at(2026, 11, 21, 14))).toBe(false);
  });
  it('only for scheduled appointments', () => {
    expect(isInJoinWindow(appt(start, 'completed'), at(2026, 11, 21, 14))).toBe(false);
    expect(isInJoinWindow(appt(start, 'cancelled'), at(2026, 11, 21, 14))).toBe(false);
  });
});

describe('cancellation policy', () => {
  const start = at(2026, 11, 25, 10);
  it('refunds in full 24 hours or more ahead, half from 2 hours, nothing later', () => {
    expect(refundPercentFor(start, at(2026, 11, 24, 10))).toBe(100);
    expect(refundPercentFor(start, at(2026, 11, 24, 10, 1))).toBe(50);
    expect(refundPercentFor(start, at(2026, 11, 25, 8))).toBe(50);
    expect(refundPercentFor(start, at(2026, 11, 25, 8, 1))).toBe(0);
    expect(refundAmountFor(755, start, at(2026, 11, 25, 7))).toBe(377);
  });
  it('is described in words', () => {
    expect(describeCancellationPolicy()).toEqual([
      'Cancel at least 24 hours before the appointment for a full refund.',
      'Cancel between 2 and 24 hours before for a 50% refund.',
      'Cancellations less than 2 hours before get no refund.',
    ]);
  });
});

describe('schemas', () => {
  it("accepts 'cancelled' and stores 'canceled'", async () => {
    expect(await appointmentStatusSchema.validate({ status: 'cancelled' })).toEqual({ status: 'canceled' });
    await expect(appointmentStatusSchema.validate({ status: 'done' })).rejects.toThrow(APPOINTMENT_MESSAGES.statusInvalid);
  });
  it('requires date and time for checkout with the spec message', async () => {
    const base = { doctorId: 'd', userId: 'u', price: 500, doctorName: 'Dr', reason: '' };
    await expect(checkoutSessionSchema.validate({ ...base, time: '09:00 AM' })).rejects.toThrow(APPOINTMENT_MESSAGES.incomplete);
    await expect(checkoutSessionSchema.validate({ ...base, date: '2026-02-30', time: '09:00 AM' })).rejects.toThrow(
      APPOINTMENT_MESSAGES.dateInvalid,
    );
    await expect(checkoutSessionSchema.validate({ ...base, date: '2026-12-01', time: '09:10 AM' })).rejects.toThrow(
      APPOINTMENT_MESSAGES.timeInvalid,
    );
    const ok = await checkoutSessionSchema.validate({ ...base, date: '2026-12-01', time: '09:00 AM' });
    expect(ok.consultationType).toBe('Video Consultation');
  });
});
