import { findAppointmentRecord } from '../appointments';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { findDoctorById } from '../doctors';
import type { Delivery, EventStream } from '../events';
import type { WaitlistService } from './waitlist-service';

/**
 * The waitlist as a subscriber of the appointment events: a slot freed by a cancellation or a
 * move is offered to the first in line of its day, and a booking ends its patient's entry of
 * that day. The offer is made in the event's delivery (once, whatever crashes); its notice is
 * pushed after that commits.
 */
export function subscribeWaitlist(events: EventStream, deps: { waitlist: WaitlistService; clock: Clock }): void {
  const { waitlist, clock } = deps;

  /** Offers a doctor's freed slot, unless the doctor takes no bookings now (suspended, say). */
  async function offer(delivery: Delivery, slot: { doctorId: string; date: string; time: string; startsAt: Date }) {
    const doctor = await findDoctorById(delivery.tx, slot.doctorId);
    if (!doctor || doctor.doctor.status !== 'active' || doctor.doctor.verification !== 'verified') return;
    const done = await waitlist.within(delivery.tx, (tx: Db, after) =>
      waitlist.offerFreedSlot(tx, { ...slot, timeZone: doctor.doctor.timeZone, doctorName: doctor.owner.name }, clock(), after),
    );
    delivery.afterCommit(done.afterCommit);
  }

  events.handle('appointment.cancelled', async (event, delivery) => {
    const record = await findAppointmentRecord(delivery.tx, event.data.appointmentId);
    if (!record) return;
    const { appointment } = record;
    await offer(delivery, {
      doctorId: appointment.doctorId,
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
      startsAt: appointment.startsAt,
    });
  });

  events.handle('appointment.rescheduled', async (event, delivery) => {
    const record = await findAppointmentRecord(delivery.tx, event.data.appointmentId);
    if (!record) return;
    const { previousDate, previousTime, previousStartsAt } = event.data;
    await offer(delivery, {
      doctorId: record.appointment.doctorId,
      date: previousDate,
      time: previousTime,
      startsAt: new Date(previousStartsAt),
    });
  });

  events.handle('appointment.booked', async (event, delivery) => {
    const record = await findAppointmentRecord(delivery.tx, event.data.appointmentId);
    if (!record) return;
    const { appointment } = record;
    const done = await waitlist.within(delivery.tx, (tx, after) =>
      waitlist.markBooked(
        tx,
        {
          patientId: appointment.patientId,
          doctorId: appointment.doctorId,
          date: appointment.appointmentDate,
          startsAt: appointment.startsAt,
        },
        clock(),
        after,
      ),
    );
    delivery.afterCommit(done.afterCommit);
  });
}
