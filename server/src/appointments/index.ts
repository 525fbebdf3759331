// Appointments after booking: reading, cancelling, moving, no-shows, reviews and the calendar
// file. Payments books through its port (AppointmentBooking) and hears cancellations as
// `refund.due`; appointments never calls payments.
import type { AccessRecordService } from '../access-record';
import { defineFeature, type Lifecycle } from '../feature';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { appointmentBooking, subscribeAppointmentRefunds, type AppointmentBooking } from './appointment-booking';
import { subscribeAppointmentNotices } from './appointment-notices';
import { appointmentsPlugin } from './appointment-routes';
import { AppointmentService, type SlotRules } from './appointment-service';
import { subscribeDoctorSuspension } from './doctor-suspension';

export type { AppointmentBooking } from './appointment-booking';
export { appointmentMessages, displayDate } from './appointment-messages';
export { APPOINTMENT_MESSAGES, findAppointmentRecord, findAppointmentRecords, type AppointmentRecord } from './appointment-repository';
export { appointmentSchema, toAppointment } from './appointment-serializer';
export { AppointmentService } from './appointment-service';
export { calendarFileOf } from './calendar-file';

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'events' | 'realtime'> & {
  /** Doctors' slot rules (DoctorService): a move goes only to a slot booking would offer. */
  doctors: SlotRules;
  notifications: NotificationService;
  accessRecord: AccessRecordService;
};

export const appointmentsFeature = defineFeature({
  name: 'appointments',
  build: (needs: Needs, life: Lifecycle): { appointments: AppointmentService; appointmentBooking: AppointmentBooking } => {
    const { config, database, clock, events, realtime, notifications, doctors } = needs;
    const appointments = new AppointmentService({ db: database.db, clock, events, slots: doctors });
    subscribeAppointmentNotices(events, { notifications, realtime });
    subscribeAppointmentRefunds(events);
    subscribeDoctorSuspension(events, { clock });
    // A video visit whose doctor never joined is cancelled and refunded in full (doctor-no-show.ts).
    life.every(config.checkoutSweepSeconds, 'doctor no-show sweep', () => appointments.cancelDoctorNoShows());
    return { appointments, appointmentBooking };
  },
  plugins: [appointmentsPlugin],
});
