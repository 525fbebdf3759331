import { findAppointmentRecord } from '../appointments';
import type { Clock } from '../clock';
import type { EventStream } from '../events';
import type { FollowUpService } from './follow-up-service';

/**
 * Follow-ups as a subscriber of `appointment.booked`: a checkout that booked a proposed time
 * for its patient confirms the proposal (and its doctor is told), in the event's delivery.
 */
export function subscribeFollowUps(events: EventStream, deps: { followUps: FollowUpService; clock: Clock }): void {
  const { followUps, clock } = deps;
  events.handle('appointment.booked', async (event, delivery) => {
    const record = await findAppointmentRecord(delivery.tx, event.data.appointmentId);
    if (!record) return;
    const { appointment } = record;
    const done = await followUps.within(delivery.tx, (tx, after) =>
      followUps.markBooked(
        tx,
        { appointmentId: appointment.id, patientId: appointment.patientId, doctorId: appointment.doctorId, startsAt: appointment.startsAt },
        clock(),
        after,
      ),
    );
    delivery.afterCommit(done.afterCommit);
  });
}
