import { appointmentTabs, normalizeAppointmentStatus } from './appointment-rules';
import { bookingNoticeLabel, bookingNoticeRefusal, canMarkPatientNoShow, PATIENT_NO_SHOW_MINUTES } from './attendance';

const start = new Date('2026-11-21T10:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const visit = { status: 'scheduled', startsAt: start.toISOString(), consultationType: 'Video Consultation' };

describe('a patient no-show', () => {
  it('may be marked from start + 15 minutes, only on a scheduled video visit', () => {
    expect(PATIENT_NO_SHOW_MINUTES).toBe(15);
    expect(canMarkPatientNoShow(visit, minutesAfter(14))).toBe(false);
    expect(canMarkPatientNoShow(visit, minutesAfter(15))).toBe(true);
    expect(canMarkPatientNoShow({ ...visit, consultationType: 'In-person Consultation' }, minutesAfter(30))).toBe(false);
    expect(canMarkPatientNoShow({ ...visit, status: 'no-show' }, minutesAfter(30))).toBe(false);
  });

  it('is a status of its own, listed under Past on both dashboards', () => {
    expect(normalizeAppointmentStatus('no-show')).toBe('no-show');
    const missed = { startsAt: start.toISOString(), status: 'no-show' };
    expect([...appointmentTabs('patient', missed, minutesAfter(16))]).toEqual(expect.arrayContaining(['past']));
    expect(appointmentTabs('doctor', missed, minutesAfter(16)).has('upcoming')).toBe(false);
    expect(appointmentTabs('doctor', missed, minutesAfter(16)).has('past')).toBe(true);
  });
});

describe('the booking notice', () => {
  it('reads in everyday words', () => {
    expect([0, 30, 60, 120, 1440, 2880].map(bookingNoticeLabel)).toEqual([
      'no notice',
      '30 minutes',
      '1 hour',
      '2 hours',
      '1 day',
      '2 days',
    ]);
    expect(bookingNoticeRefusal(60)).toBe('This doctor needs at least 1 hour notice before a visit. Please choose a later time.');
  });
});
