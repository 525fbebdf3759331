/**
 * The operations console's wire types and rules: the access record (who read which patient's
 * records, and every operator decision), payments, message delivery and system health.
 */

/**
 * What an access record entry says happened. Reads of a patient's records, by the patient, the
 * doctor or (for prescriptions) a pharmacist's scan; and every operator decision.
 */
export const ACCESS_RECORD_KINDS = [
  'prescription-list',
  'prescription-read',
  'prescription-pdf',
  'prescription-print',
  'prescription-verify',
  'appointment-list',
  'appointment-read',
  'notes-read',
  'doctor-approve',
  'doctor-reject',
  'doctor-suspend',
  'doctor-restore',
  'refund-retry',
  'mail-retry',
] as const;
export type AccessRecordKind = (typeof ACCESS_RECORD_KINDS)[number];

/** Each kind in everyday words (the console's filter and table, the CSV). */
export const ACCESS_RECORD_KIND_LABELS: Record<AccessRecordKind, string> = {
  'prescription-list': 'Listed prescriptions',
  'prescription-read': 'Opened a prescription',
  'prescription-pdf': 'Downloaded a prescription PDF',
  'prescription-print': 'Printed a prescription',
  'prescription-verify': 'Pharmacy check of a prescription',
  'appointment-list': 'Listed appointments',
  'appointment-read': 'Opened an appointment',
  'notes-read': 'Read consultation notes',
  'doctor-approve': 'Approved a doctor',
  'doctor-reject': "Rejected a doctor's licence",
  'doctor-suspend': 'Suspended a doctor',
  'doctor-restore': 'Restored a doctor',
  'refund-retry': 'Retried a refund',
  'mail-retry': 'Resent an email',
};

/** Who acted: a signed-in role, or `public` (a pharmacist's scan of the printed code). */
export type AccessActorRole = 'patient' | 'doctor' | 'admin' | 'public';

export const ACCESS_RECORD_PAGE_SIZE_DEFAULT = 50;
export const ACCESS_RECORD_PAGE_SIZE_MAX = 200;
/** The most rows one CSV export holds (newest first); narrow the filters for older ones. */
export const ACCESS_RECORD_EXPORT_MAX_ROWS = 10_000;

/** One entry of the access record as the console shows it. */
export interface AccessRecordEntry {
  id: string;
  /** ISO date-time. */
  occurredAt: string;
  kind: AccessRecordKind;
  actor: { id: string | null; name: string | null; email: string | null; role: AccessActorRole };
  patient: { id: string; name: string } | null;
  doctor: { id: string; name: string } | null;
  /** The prescription, appointment, checkout or message it was about. */
  subjectId: string | null;
  /** A decision's reason, or what was read (a medication name is never stored). */
  detail: string;
  ip: string;
}

/** One page of entries, newest first, and how many match the filters. */
export interface AccessRecordPage {
  entries: AccessRecordEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A checkout's refund: none; owed (decided, being made); failed (the payment company refused or
 * did not answer; retried automatically with growing waits, or by an operator); refunded.
 */
export type ConsoleRefundState = 'none' | 'owed' | 'failed' | 'refunded';

/** A checkout as the payments page lists it. */
export interface ConsoleCheckout {
  id: string;
  status: string;
  provider: string;
  /** Whole currency units. */
  amount: number;
  currency: string;
  patient: { id: string; name: string };
  doctor: { id: string; name: string };
  /** ISO date-time of the visit it was for. */
  startsAt: string;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  refund: {
    state: ConsoleRefundState;
    /** Why it is owed (the slot went to someone else, the visit was cancelled, the doctor was suspended). */
    reason: string | null;
    /** What is owed, or what was refunded. */
    amount: number | null;
  };
}

export const CONSOLE_MAIL_STATES = ['queued', 'sent', 'failed'] as const;

/** An email as the delivery page lists it (never its body). */
export interface ConsoleMailMessage {
  id: string;
  kind: string;
  /** 'email', or 'sms' (`to` is then a phone number, `subject` a label). */
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** What the system health page shows. */
export interface SystemHealth {
  database: { ok: boolean; kind: 'pglite' | 'postgres'; latencyMs: number | null; error: string | null };
  /** null: not configured (one instance, in-process). */
  redis: { ok: boolean; latencyMs: number | null; error: string | null } | null;
  jobs: { ok: boolean; queues: { name: string; queued: number; active: number; failed: number }[]; error: string | null };
  sockets: { connected: number };
  /** ISO date-time the figures were taken. */
  checkedAt: string;
}
