import { appointmentFactory, at } from '../testing/appointment-factories';
import { toAppointmentView } from './appointment-view';
import { doctorStats } from './doctor-stats';

const NOW = at(2026, 11, 21, 12, 0);

describe("the doctor's stat cards, from their appointments", () => {
  it('counts total, upcoming, distinct patients and the completion rate', () => {
    const list = [
      appointmentFactory({ start: at(2026, 11, 25, 10, 0), patientProfileId: 'p1' }),
      appointmentFactory({ start: at(2026, 11, 21, 15, 0), patientProfileId: 'p2' }),
      appointmentFactory({ start: at(2026, 11, 20, 10, 0), patientProfileId: 'p1', status: 'completed' }),
      appointmentFactory({ start: at(2026, 11, 19, 10, 0), patientProfileId: 'p3', status: 'completed' }),
      appointmentFactory({ start: at(2026, 11, 18, 10, 0), patientProfileId: 'p3', status: 'completed' }),
      appointmentFactory({ start: at(2026, 11, 26, 10, 0), patientProfileId: 'p4', status: 'canceled' }),
      // Scheduled but its time has passed: not upcoming, no outcome yet.
      appointmentFactory({ start: at(2026, 11, 21, 9, 0), patientProfileId: 'p2' }),
    ].map(toAppointmentView);
    expect(doctorStats(list, NOW)).toEqual({ total: 7, upcoming: 2, patients: 4, completed: 3, canceled: 1, completionRate: 75 });
  });

  it('has no completion rate before any appointment has an outcome', () => {
    expect(doctorStats([toAppointmentView(appointmentFactory({ start: at(2026, 11, 25, 10, 0) }))], NOW).completionRate).toBeNull();
    expect(doctorStats([], NOW)).toEqual({ total: 0, upcoming: 0, patients: 0, completed: 0, canceled: 0, completionRate: null });
  });
});
