import type { Clock } from '../clock';
import type { EventStream } from '../events';
import { cancelInTransaction } from './appointment-cancel';
import { listAppointmentsOfDoctor } from './appointment-repository';

/**
 * A suspended doctor's coming visits are cancelled as a doctor's cancellation: refunded in full,
 * the patients told (appointment-notices.ts), the slots freed. All in the delivery of
 * `doctor.suspended`, so they are cancelled once even if the server stops half-way.
 */
export function subscribeDoctorSuspension(events: EventStream, deps: { clock: Clock }): void {
  events.handle('doctor.suspended', async (event, { tx }) => {
    const now = deps.clock();
    const coming = (await listAppointmentsOfDoctor(tx, event.data.doctorId)).filter(
      (record) => record.appointment.status === 'scheduled' && record.appointment.startsAt.getTime() > now.getTime(),
    );
    for (const record of coming) {
      await cancelInTransaction(tx, record.appointment.id, 'doctor', record.checkout?.amount ?? 0, now);
    }
  });
}
