import type { Appointment } from '@telehealth/shared-api';
import { bookedWhen, doctorTitle, localWhen, localWhenIfDifferent, toAppointmentView } from './appointment-view';
import { at, makeAppointment } from '@telehealth/shared-ui/testing';

describe('the client form of an appointment (spec §3)', () => {
  it('maps the populated doctor and patient', () => {
    const view = toAppointmentView(
      makeAppointment({ start: at(2026, 11, 25, 10, 30), doctorName: 'Sarah Chen', patientName: 'Alex Morgan' }),
    );
    expect(view).toMatchObject({
      doctorName: 'Sarah Chen',
      doctorSpecialty: 'Cardiology',
      doctorExperience: 12,
      patientName: 'Alex Morgan',
      consultationType: 'Video Consultation',
      status: 'scheduled',
      date: '2026-11-25',
      time: '10:30 AM',
      paidAmount: 750,
    });
  });

  it('falls back to Unknown Doctor, General, Unknown Patient, 0 years and Video Consultation', () => {
    const bare = {
      ...makeAppointment(),
      doctorId: null,
      patientId: { _id: 'p', user_id: null, profileImage: null },
      consultationType: '',
      status: undefined,
    } as unknown as Appointment;
    expect(toAppointmentView(bare)).toMatchObject({
      doctorName: 'Unknown Doctor',
      doctorSpecialty: 'General',
      doctorExperience: 0,
      patientName: 'Unknown Patient',
      consultationType: 'Video Consultation',
      status: 'scheduled',
    });
  });

  it("carries the doctor's notes as the visit summary once the server gives them", () => {
    expect(toAppointmentView(makeAppointment({ visitSummary: '  Rest and fluids.  ' })).visitSummary).toBe('Rest and fluids.');
    expect(toAppointmentView(makeAppointment({ visitSummary: null })).visitSummary).toBe('');
  });

  it("reads 'cancelled' as canceled", () => {
    expect(toAppointmentView(makeAppointment({ status: 'cancelled' as Appointment['status'] })).status).toBe('canceled');
  });

  it("says 'Dr.' once", () => {
    expect(doctorTitle('Sarah Chen')).toBe('Dr. Sarah Chen');
    expect(doctorTitle('Dr. Sarah Chen')).toBe('Dr. Sarah Chen');
  });
});

describe('when an appointment is, on screen', () => {
  it('reads dd MMM yyyy @ the booked slot', () => {
    expect(bookedWhen(toAppointmentView(makeAppointment({ start: at(2026, 11, 5, 9, 0) })))).toBe('05 Nov 2026 @ 09:00 AM');
  });

  it('adds nothing when the doctor books in the viewer’s own time', () => {
    expect(localWhenIfDifferent(toAppointmentView(makeAppointment({ start: at(2026, 11, 25, 10, 30) })))).toBeNull();
  });

  it('gives the viewer’s local time when the doctor’s slot reads differently', () => {
    const start = at(2026, 11, 25, 16, 30);
    // The doctor's zone calls this instant 10:30 AM on the 25th.
    const view = toAppointmentView(makeAppointment({ start, timeSlot: '10:30 AM', doctorTimeZone: 'Somewhere/Else' }));
    expect(bookedWhen(view)).toBe('25 Nov 2026 @ 10:30 AM');
    expect(localWhenIfDifferent(view)).toBe('25 Nov 2026 @ 04:30 PM');
  });

  it('reads the local clock as hh:mm AM/PM around midnight and noon', () => {
    expect(localWhen(at(2026, 11, 25, 0, 5).toISOString())).toBe('25 Nov 2026 @ 12:05 AM');
    expect(localWhen(at(2026, 11, 25, 12, 0).toISOString())).toBe('25 Nov 2026 @ 12:00 PM');
    expect(localWhen(at(2026, 11, 25, 23, 59).toISOString())).toBe('25 Nov 2026 @ 11:59 PM');
    expect(localWhen('not a date')).toBe('');
  });
});
