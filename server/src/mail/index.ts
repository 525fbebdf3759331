// Email and SMS reminders: the delivery log, its sending jobs, the built-in mailbox, and the messages sent on
// domain events (confirmations, reminders, receipts, prescriptions, the doctor's agenda).
import { defineFeature, type Lifecycle } from '../feature';
import type { Platform } from '../platform';
import { sendReminder, subscribeAppointmentMail } from './appointment-mail';
import { AGENDA_SWEEP_CRON, sendDueAgendas } from './doctor-agenda';
import { MailService } from './mail-service';
import { mailboxPlugin } from './mailbox-routes';
import { messagesPlugin } from './message-routes';
import { subscribePrescriptionMail } from './prescription-mail';
import { subscribeReceiptMail } from './receipt-mail';
import { REMINDER_BATCHES, sendReminderBatch } from './reminder-batch';
import { SmsService } from './sms-service';

export { MailService, type MailTransportKind } from './mail-service';
export { SmsService } from './sms-service';
export { mailTemplates } from './mail-templates';
export { MAILBOX_PATH } from './mailbox-routes';

type Needs = Pick<Platform, 'config' | 'database' | 'clock' | 'log' | 'jobs' | 'events' | 'serverSecret' | 'siteOrigin'>;

export const mailFeature = defineFeature({
  name: 'mail',
  build: async ({ config, database, clock, log, jobs, events, serverSecret, siteOrigin }: Needs, life: Lifecycle) => {
    const mail = new MailService({
      db: database.db,
      jobs,
      log,
      smtpUrl: config.smtpUrl,
      sendTimeoutSeconds: config.mailSendTimeoutSeconds,
      concurrency: config.mailConcurrency,
      from: config.mailFrom,
      mailboxAllowed: config.nodeEnv !== 'production',
      siteOrigin,
      unsubscribeSecret: serverSecret,
      clock,
    });
    // The mail connections close after the last job that may send has stopped.
    life.onClose(async () => {
      await jobs.stop();
      mail.close();
    });
    await mail.start();
    const sms = new SmsService({
      db: database.db,
      jobs,
      log,
      account:
        config.smsAccountSid && config.smsAuthToken && config.smsFrom
          ? { apiUrl: config.smsApiUrl, accountSid: config.smsAccountSid, authToken: config.smsAuthToken, from: config.smsFrom }
          : undefined,
      timeoutMs: Math.max(1_000, Math.round((config.mailSendTimeoutSeconds * 1_000) / 3)),
      concurrency: config.mailConcurrency,
      clock,
    });
    await sms.start();
    const appointmentMail = { mail, jobs, db: database.db, clock, siteOrigin, sms };
    subscribeAppointmentMail(events, appointmentMail);
    subscribeReceiptMail(events, { mail, siteOrigin, currency: config.currency });
    subscribePrescriptionMail(events, { mail, siteOrigin });
    await jobs.work('doctor.agenda-sweep', async () => {
      await sendDueAgendas(appointmentMail, clock());
    });
    await jobs.schedule('doctor.agenda-sweep', AGENDA_SWEEP_CRON, {});
    if (config.mailConcurrency > 1) {
      // Batches of due reminders read, stored and sent by their own jobs (reminder-batch.ts).
      await jobs.workBatch(
        'appointment.reminder',
        (batch) => sendReminderBatch({ ...appointmentMail, log }, batch),
        REMINDER_BATCHES(config.mailConcurrency),
      );
    } else {
      await jobs.work('appointment.reminder', async (data) => {
        await sendReminder(appointmentMail, data.appointmentId, data.kind, data.startsAt);
      });
    }
    return { mail, sms };
  },
  plugins: [messagesPlugin, mailboxPlugin],
});
