import type { Notification } from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { NotificationDraft, NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import type { AppointmentRecord } from './appointment-repository';
import { AppointmentEvents } from './appointment-events';

const record = {
  appointment: { id: 'appointment-1', appointmentDate: '2026-11-25', timeSlot: '10:00 AM' },
  doctor: { timeZone: 'America/New_York' },
  doctorUser: { id: 'doctor-user', name: 'Sarah Chen' },
  patientUser: { id: 'patient-user', name: 'Alex Morgan' },
} as unknown as AppointmentRecord;

function harness(options: { failPush?: boolean } = {}) {
  const stored: Array<{ tx: Db; drafts: readonly NotificationDraft[] }> = [];
  const pushed: Notification[] = [];
  const emitted: Array<{ userId: string; event: string }> = [];
  const errors: unknown[] = [];
  const notifications: NotificationService = {
    notify: async () => ({}) as never,
    notifyMany: async () => [],
    store: async (tx, drafts) => {
      stored.push({ tx, drafts });
      return drafts.map((draft, index) => ({ ...draft, id: `n${index}`, isRead: false, createdAt: '' }) as Notification);
    },
    push: (sent) => {
      if (options.failPush) throw new Error('adapter closed');
      pushed.push(...sent);
    },
  };
  const realtime = { emitToUser: (userId: string, event: string) => emitted.push({ userId, event }) } as unknown as Realtime;
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { events: new AppointmentEvents({ notifications, realtime, log }), stored, pushed, emitted, errors };
}

describe('appointment created notifications', () => {
  it("stores the doctor's and the patient's notification through the booking's transaction, pushing nothing yet", async () => {
    const { events, stored, pushed, emitted } = harness();
    const tx = { transaction: 'booking' } as unknown as Db;
    const notices = await events.storeCreated(tx, record);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tx).toBe(tx);
    expect(stored[0]!.drafts).toEqual([
      {
        userId: 'doctor-user',
        message: 'New appointment: Alex Morgan on Nov 25, 2026 at 10:00 AM (America/New York)',
        type: 'appointment',
      },
      {
        userId: 'patient-user',
        message: 'Appointment booked with Dr. Sarah Chen on Nov 25, 2026 at 10:00 AM (America/New York)',
        type: 'appointment',
      },
    ]);
    expect(notices).toHaveLength(2);
    expect(pushed).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('after the commit, tells the doctor live and pushes exactly the stored notifications', async () => {
    const { events, pushed, emitted } = harness();
    const notices = await events.storeCreated({} as Db, record);
    events.announceCreated(record, notices);
    expect(emitted).toEqual([{ userId: 'doctor-user', event: 'appointment-created' }]);
    expect(pushed).toEqual(notices);
  });

  it('logs a push that fails after the commit instead of throwing (the booking stands)', async () => {
    const { events, errors } = harness({ failPush: true });
    const notices = await events.storeCreated({} as Db, record);
    expect(() => events.announceCreated(record, notices)).not.toThrow();
    expect(errors).toHaveLength(1);
  });
});

describe('slot-lost refund notice', () => {
  const refund = {
    patientUserId: 'patient-user',
    doctorName: 'Sarah Chen',
    slot: { date: '2026-11-25', time: '10:00 AM', timeZone: 'America/New_York' },
  };

  it("stores the patient's notice through the refund's transaction, in the words of the reason, pushing nothing yet", async () => {
    const { events, stored, pushed } = harness();
    const tx = { transaction: 'refund' } as unknown as Db;
    await events.storeSlotLostRefund(tx, { ...refund, reason: 'taken' });
    await events.storeSlotLostRefund(tx, { ...refund, reason: 'passed' });
    expect(stored.map((each) => each.tx)).toEqual([tx, tx]);
    expect(stored.flatMap((each) => each.drafts)).toEqual([
      {
        userId: 'patient-user',
        message:
          'Your payment for the appointment with Dr. Sarah Chen on Nov 25, 2026 at 10:00 AM (America/New York) was refunded because the time slot was taken by another patient.',
        type: 'appointment',
      },
      {
        userId: 'patient-user',
        message:
          'Your payment for the appointment with Dr. Sarah Chen on Nov 25, 2026 at 10:00 AM (America/New York) was refunded because the time slot has already passed.',
        type: 'appointment',
      },
    ]);
    expect(pushed).toEqual([]);
  });

  it('after the commit, pushes the stored notice, and logs a push that fails instead of throwing', async () => {
    const ok = harness();
    const notices = await ok.events.storeSlotLostRefund({} as Db, { ...refund, reason: 'taken' });
    ok.events.announceRefund('chk_1', notices);
    expect(ok.pushed).toEqual(notices);

    const failing = harness({ failPush: true });
    expect(() => failing.events.announceRefund('chk_1', notices)).not.toThrow();
    expect(failing.errors).toHaveLength(1);
  });
});
