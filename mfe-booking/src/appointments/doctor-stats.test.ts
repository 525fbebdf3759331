import { toAppointmentView } from './appointment-view';
import { doctorStats } from './doctor-stats';
import { at, doctorStatsMix, makeAppointment } from '@telehealth/shared-ui/testing';

const NOW = at(2026, 11, 21, 12, 0);

describe("the doctor's stat cards, from their appointments", () => {
  it('counts total, upcoming, distinct patients and the completion rate', () => {
    const list = doctorStatsMix().map(toAppointmentView);
    expect(doctorStats(list, NOW)).toEqual({ total: 7, upcoming: 1, patients: 4, past: 5, completed: 3, completionRate: 60 });
  });

  it('has no completion rate before any appointment has an outcome', () => {
    expect(doctorStats([toAppointmentView(makeAppointment({ start: at(2026, 11, 25, 10, 0) }))], NOW).completionRate).toBeNull();
    expect(doctorStats([], NOW)).toEqual({ total: 0, upcoming: 0, patients: 0, past: 0, completed: 0, completionRate: null });
  });
});
