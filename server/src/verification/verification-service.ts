import { VERIFICATION_MESSAGES, type DoctorVerificationState, type LicenceDetailsValues } from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { isUuid, publishDoctorChanged } from '../doctors';
import { BadRequest, Conflict, NotFound } from '../http/errors';
import { publish, type EventStream } from '../events';
import type { NotificationService } from '../notifications';
import { processLicenceDocument } from './licence-document';
import {
  deleteLicenceDocument,
  findLicenceDocument,
  findLicenceRecord,
  findLicenceRecordOfUser,
  insertLicenceDocument,
  listLicenceRecords,
  moveVerification,
  recordDecision,
  upsertLicence,
  type LicenceRecord,
} from './licence-repository';

export interface VerificationServiceDeps {
  db: Db;
  clock: Clock;
  notifications: NotificationService;
  log: FastifyBaseLogger;
  /** Flushed after each decision (search reads the doctor again; a suspension cancels the doctor's coming visits). */
  events: Pick<EventStream, 'flush'>;
}

/** What a doctor still has to do before patients can book them, in everyday words. */
export function missingSteps(record: LicenceRecord | undefined): string[] {
  if (!record) return ['Complete your doctor profile', 'Send your licence details and a scan or photo of your licence'];
  switch (record.doctor.verification) {
    case 'pending':
      return ['Send your licence details and a scan or photo of your licence'];
    case 'rejected':
      return ['Send corrected licence details'];
    case 'submitted':
      return ['Wait while we check your licence (you will get a notification)'];
    case 'suspended':
      return ['Contact us: your account is suspended'];
    case 'verified':
      return [];
    default:
      return ['Send your licence details and a scan or photo of your licence'];
  }
}

/** The operator's decisions a doctor is told of (a notification with the reason). */
const DECISION_MESSAGES = {
  approved: 'Your licence has been checked and approved. Patients can now find and book you, and you can write prescriptions.',
  rejected: (reason: string) => `We could not approve your licence: ${reason}. Please send corrected details from your dashboard.`,
  suspended: (reason: string) => `Your account has been suspended: ${reason}. Patients cannot book you and you cannot write prescriptions.`,
  restored: 'Your account is active again. Patients can find and book you.',
} as const;

/**
 * Clinician verification: the doctor sends licence details and a scan; an operator approves,
 * rejects (with a reason), suspends or restores. Only 'verified' doctors practise (checkout and
 * prescriptions ask `isVerified`; search lists only them).
 */
/** Writes an operator's decision into another record (the access record) in the decision's own transaction. */
export type DecisionRecorder = (tx: Db, doctorId: string) => Promise<void>;

export class VerificationService {
  constructor(private readonly deps: VerificationServiceDeps) {}

  /** The signed-in doctor's own state; undefined when they have no profile yet. */
  ownRecord(user: UserRow): Promise<LicenceRecord | undefined> {
    return findLicenceRecordOfUser(this.deps.db, user.id);
  }

  async submit(user: UserRow, details: LicenceDetailsValues, documentBytes: Buffer | null): Promise<LicenceRecord> {
    const { db, clock } = this.deps;
    const current = await findLicenceRecordOfUser(db, user.id);
    if (!current) throw new Conflict('Please complete your doctor profile first, then send your licence.');
    if (current.doctor.verification === 'verified') throw new Conflict(VERIFICATION_MESSAGES.alreadyVerified);
    if (current.doctor.verification === 'suspended') throw new Conflict(VERIFICATION_MESSAGES.suspendedResubmit);
    if (!documentBytes) throw new BadRequest(VERIFICATION_MESSAGES.documentMissing);
    const document = await processLicenceDocument(documentBytes);
    const now = clock();
    const previousDocument = current.licence?.documentName;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const documentName = await insertLicenceDocument(tx, document, user.id);
      await upsertLicence(tx, current.doctor.id, { ...details, documentName }, now);
      if (!(await moveVerification(tx, current.doctor.id, ['pending', 'rejected', 'submitted'], 'submitted', now))) {
        throw new Conflict(VERIFICATION_MESSAGES.alreadyVerified);
      }
      await deleteLicenceDocument(tx, previousDocument);
    });
    return (await findLicenceRecord(db, current.doctor.id))!;
  }

  async ownDocument(user: UserRow): Promise<{ contentType: string; content: Buffer }> {
    const record = await findLicenceRecordOfUser(this.deps.db, user.id);
    return this.documentOf(record);
  }

  // ---- operators ----

  queue(states: readonly DoctorVerificationState[]): Promise<LicenceRecord[]> {
    return listLicenceRecords(this.deps.db, states);
  }

  async documentOfDoctor(doctorId: string): Promise<{ contentType: string; content: Buffer }> {
    return this.documentOf(await this.recordOf(doctorId));
  }

  approve(admin: UserRow, doctorId: string, record?: DecisionRecorder): Promise<LicenceRecord> {
    return this.decide(
      admin,
      doctorId,
      ['submitted'],
      'verified',
      null,
      VERIFICATION_MESSAGES.nothingToDecide,
      DECISION_MESSAGES.approved,
      record,
    );
  }

  reject(admin: UserRow, doctorId: string, reason: string, record?: DecisionRecorder): Promise<LicenceRecord> {
    return this.decide(
      admin,
      doctorId,
      ['submitted'],
      'rejected',
      reason,
      VERIFICATION_MESSAGES.nothingToDecide,
      DECISION_MESSAGES.rejected(reason),
      record,
    );
  }

  /**
   * Hides the doctor and stops bookings and prescriptions; `doctor.suspended`, published with the
   * decision, has appointments cancel their coming visits with full refunds and tell the patients.
   */
  suspend(admin: UserRow, doctorId: string, reason: string, record?: DecisionRecorder): Promise<LicenceRecord> {
    return this.decide(
      admin,
      doctorId,
      ['verified'],
      'suspended',
      reason,
      VERIFICATION_MESSAGES.notVerified,
      DECISION_MESSAGES.suspended(reason),
      record,
    );
  }

  restore(admin: UserRow, doctorId: string, record?: DecisionRecorder): Promise<LicenceRecord> {
    return this.decide(
      admin,
      doctorId,
      ['suspended'],
      'verified',
      null,
      VERIFICATION_MESSAGES.notSuspended,
      DECISION_MESSAGES.restored,
      record,
    );
  }

  private async decide(
    admin: UserRow,
    doctorId: string,
    from: readonly DoctorVerificationState[],
    to: DoctorVerificationState,
    reason: string | null,
    refusal: string,
    message: string,
    recordElsewhere?: DecisionRecorder,
  ): Promise<LicenceRecord> {
    const { db, clock, notifications, log } = this.deps;
    const record = await this.recordOf(doctorId);
    const now = clock();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await moveVerification(tx, record.doctor.id, from, to, now))) throw new Conflict(refusal);
      await recordDecision(tx, record.doctor.id, admin.id, reason, now);
      await recordElsewhere?.(tx, record.doctor.id);
      // Search and the other copies of doctors learn of it as of any change to a doctor.
      await publishDoctorChanged(tx, record.doctor.id);
      if (to === 'suspended') {
        await publish(tx, { type: 'doctor.suspended', aggregateId: record.doctor.id, data: { doctorId: record.doctor.id } });
      }
    });
    // The coming visits are cancelled (and refunds asked for) before the operator sees the answer.
    await this.deps.events.flush();
    try {
      await notifications.notify(record.doctor.userId, message, 'system', { link: '/dashboard' });
    } catch (error) {
      // The decision stands; the doctor still sees it on their dashboard.
      log.error({ err: error, doctorId }, 'could not notify the doctor of a verification decision');
    }
    return (await findLicenceRecord(db, record.doctor.id))!;
  }

  private async recordOf(doctorId: string): Promise<LicenceRecord> {
    const record = isUuid(doctorId) ? await findLicenceRecord(this.deps.db, doctorId) : undefined;
    if (!record) throw new NotFound(VERIFICATION_MESSAGES.doctorNotFound);
    return record;
  }

  private async documentOf(record: LicenceRecord | undefined): Promise<{ contentType: string; content: Buffer }> {
    const name = record?.licence?.documentName;
    const document = name ? await findLicenceDocument(this.deps.db, name) : undefined;
    if (!document) throw new NotFound(VERIFICATION_MESSAGES.noDocument);
    return document;
  }
}
