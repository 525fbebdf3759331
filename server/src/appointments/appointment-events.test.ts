import type { FastifyBaseLogger } from 'fastify';
import type { NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import type { AppointmentRecord } from './appointment-repository';
import { AppointmentEvents } from './appointment-events';

describe('appointment created notifications', () => {
  it("still stores the patient's notification when the doctor's cannot be stored, and logs the failure", async () => {
    const stored: string[] = [];
    const notifications: NotificationService = {
      notify: async (userId) => {
        if (userId === 'doctor-user') throw Object.assign(new Error('No space left on device'), { code: '53100' });
        stored.push(userId);
        return {} as never;
      },
      notifyMany: async () => [],
    };
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const realtime = { emitToUser: () => undefined } as unknown as Realtime;
    const record = {
      appointment: { id: 'appointment-1', appointmentDate: '2026-11-25', timeSlot: '10:00' },
      doctorUser: { id: 'doctor-user', name: 'Doctor' },
      patientUser: { id: 'patient-user', name: 'Patient' },
    } as unknown as AppointmentRecord;

    await new AppointmentEvents({ notifications, realtime, log }).created(record);

    expect(stored).toEqual(['patient-user']);
    expect(errors).toHaveLength(1);
  });
});
