import {
  prescriptionExpiry,
  prescriptionStatus,
  PRESCRIPTIONS_PATH,
  SOCKET_EVENTS,
  VERIFICATION_MESSAGES,
  type PrescriptionAccessKind,
  type RenewalRequestStatus,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../clock';
import { isUniqueViolation, type Db } from '../db/client';
import type { PrescriptionVersionRow, UserRow } from '../db/schema';
import { findDoctorByUserId, isUuid } from '../doctors';
import { publish, type EventStream } from '../events';
import { EncodedAnswer } from './encoded-answer';
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from '../http/errors';
import type { NotificationService } from '../notifications';
import { findPatientByUserId } from '../patients';
import type { Realtime } from '../realtime/realtime';
import {
  appendVersion,
  decideRenewal,
  findAppointmentRow,
  findPrescription,
  findPrescriptionByCode,
  findPrescriptionByToken,
  findRenewal,
  hasSeenPatient,
  insertAccess,
  insertPrescription,
  insertRenewal,
  listAccess,
  listRenewals,
  listVersions,
  lockPrescription,
  markRevoked,
  readPatientList,
  type PatientList,
  type PrescriptionContent,
  type PrescriptionDocument,
  type PrescriptionRecord,
  type RenewalRecord,
  type StampedRecord,
} from './prescription-repository';
import { patchable, PrescriptionListCache, statusWindow, type KeptItem, type ListEntry } from './prescription-list-cache';
import { newVerificationCode, newVerificationToken } from './verification-codes';

export const PRESCRIPTION_ERRORS = {
  doctorNotFound: 'Doctor not found',
  notFound: 'Prescription not found',
  patientNotFound: 'Patient not found',
  appointmentNotFound: 'Appointment not found',
  notYourDoctorProfile: 'doctorId must be your own doctor profile',
  neverSeen: 'You can only prescribe for a patient who has an appointment with you',
  appointmentCanceled: 'A prescription cannot be written from a canceled appointment',
  appointmentOtherPatient: "patientId must be the appointment's patient",
  onlyAuthorChanges: 'Only the prescribing doctor can change this prescription',
  onlyAuthorRevokes: 'Only the prescribing doctor can revoke this prescription',
  revoked: 'This prescription has been revoked',
  renewalNotFound: 'Renewal request not found',
  renewalOnlyPatient: 'Only the patient of this prescription can ask for its renewal',
  renewalPending: 'A renewal request for this prescription is already pending',
  renewalRevoked: 'A revoked prescription cannot be renewed',
  renewalAnswered: 'This renewal request has already been answered',
  patientProfileRequired: 'Patient profile not found.',
  notYourPatient: 'You can only see your own prescriptions, or those of a patient you treat',
  verifyRateLimited: 'Too many verification attempts. Please wait a minute and try again.',
} as const;

/** Newest entries of the access history answered at once. */
export const ACCESS_HISTORY_LIMIT = 200;

export interface PrescriptionServiceDeps {
  db: Db;
  clock: Clock;
  notifications: NotificationService;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Prescriptions issued and renewals decided are published with them (email tells the patient). */
  events: Pick<EventStream, 'flush'>;
  /** Verification page requests per client address (shared by every instance with Redis). */
  verifyLimiter: RateLimiterAbstract;
  /** Reuse a patient's last list answer while the list is unchanged (default on). */
  listCacheEnabled?: boolean;
}

/** Who reads: a signed-in user and the address the request came from. */
export interface Reader {
  user: UserRow;
  ip: string;
}

export interface PrescriptionDetailRecord {
  record: PrescriptionDocument;
  versions: PrescriptionVersionRow[];
}

/** How the list's answer is written: each item alone, so that an unchanged one can be kept. */
export interface ListEncoding {
  item(record: PrescriptionRecord, now: Date): string;
  /** The answer, of the items' JSON in order. */
  list(items: readonly string[]): string;
}

/** How a list answer was served: reused whole, patched from kept items, or built anew. */
export type ListOutcome = 'hit' | 'patch' | 'miss';

/**
 * The rules of prescriptions: who writes, reads, changes and revokes them, renewal requests,
 * and the access record every read leaves.
 */
export class PrescriptionService {
  private readonly listCache: PrescriptionListCache | null;

  constructor(private readonly deps: PrescriptionServiceDeps) {
    this.listCache = deps.listCacheEnabled === false ? null : new PrescriptionListCache();
  }

  // ---- writing ----

  /** The signed-in doctor writes a prescription for a patient they have (or had) a non-canceled appointment with. */
  async create(
    user: UserRow,
    input: PrescriptionContent & { doctorId?: string; patientId?: string; appointmentId?: string },
  ): Promise<PrescriptionRecord> {
    const { db } = this.deps;
    const doctor = await this.practisingDoctorOf(user);
    if (input.doctorId && input.doctorId !== doctor.id) throw new Forbidden(PRESCRIPTION_ERRORS.notYourDoctorProfile);

    let patientId = input.patientId;
    let appointmentId: string | null = null;
    if (input.appointmentId) {
      const appointment = isUuid(input.appointmentId) ? await findAppointmentRow(db, input.appointmentId) : undefined;
      if (!appointment || appointment.doctorId !== doctor.id) throw new NotFound(PRESCRIPTION_ERRORS.appointmentNotFound);
      if (appointment.status === 'canceled') throw new Conflict(PRESCRIPTION_ERRORS.appointmentCanceled);
      if (patientId && patientId !== appointment.patientId) throw new BadRequest(PRESCRIPTION_ERRORS.appointmentOtherPatient);
      patientId = appointment.patientId;
      appointmentId = appointment.id;
    }
    if (!patientId || !isUuid(patientId)) throw new NotFound(PRESCRIPTION_ERRORS.patientNotFound);
    if (!appointmentId && !(await hasSeenPatient(db, doctor.id, patientId))) throw new Forbidden(PRESCRIPTION_ERRORS.neverSeen);

    const record = await this.write({ doctorId: doctor.id, patientId, appointmentId, renewedFromId: null, content: input });
    await this.tellPatientOfNew(record);
    return record;
  }

  /** The author writes a new version; the earlier versions stay as they were. */
  async update(user: UserRow, id: string, changes: Partial<PrescriptionContent>): Promise<PrescriptionDetailRecord> {
    const record = await this.authored(user, id, PRESCRIPTION_ERRORS.onlyAuthorChanges);
    await this.practisingDoctorOf(user);
    const { db, clock } = this.deps;
    const now = clock();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockPrescription(tx, record.prescription.id);
      if (!row) throw new NotFound(PRESCRIPTION_ERRORS.notFound);
      if (row.revokedAt) throw new Conflict(PRESCRIPTION_ERRORS.revoked);
      const content: PrescriptionContent = {
        medication: changes.medication ?? row.medication,
        dosage: changes.dosage ?? row.dosage,
        instructions: changes.instructions ?? row.instructions,
        quantity: changes.quantity === undefined ? row.quantity : changes.quantity,
        refills: changes.refills === undefined ? row.refills : changes.refills,
      };
      await appendVersion(tx, row.id, row.version + 1, content, now);
    });
    const detail = await this.detailOf(record.prescription.id);
    await this.tellPatientOfChange(
      detail.record,
      'changed',
      `Dr. ${detail.record.doctorUser.name} changed your prescription for ${detail.record.prescription.medication}`,
    );
    return detail;
  }

  /** The author revokes it with a reason; nothing is erased, and it shows as Revoked everywhere. */
  async revoke(user: UserRow, id: string, reason: string): Promise<PrescriptionDetailRecord> {
    const record = await this.authored(user, id, PRESCRIPTION_ERRORS.onlyAuthorRevokes);
    const { db, clock } = this.deps;
    const now = clock();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockPrescription(tx, record.prescription.id);
      if (!row) throw new NotFound(PRESCRIPTION_ERRORS.notFound);
      if (row.revokedAt) throw new Conflict(PRESCRIPTION_ERRORS.revoked);
      await markRevoked(tx, row.id, reason, now);
    });
    const detail = await this.detailOf(record.prescription.id);
    await this.tellPatientOfChange(
      detail.record,
      'revoked',
      `Dr. ${detail.record.doctorUser.name} revoked your prescription for ${detail.record.prescription.medication}`,
    );
    return detail;
  }

  // ---- reading (each read leaves one access record) ----

  /**
   * A patient's prescriptions, as the bytes of the answer `encode` writes: the patient themself,
   * or a doctor who treats them. Anyone else is refused (403), as the other routes that name a
   * patient profile are: the id is compared with the caller's own profile or their patients,
   * without telling whether it exists. The last answer of each patient is reused while the
   * database's fingerprint of the list is unchanged, and patched when it is not (see
   * PrescriptionListCache).
   */
  async listForPatient(reader: Reader, patientId: string, encode: ListEncoding): Promise<{ answer: EncodedAnswer; outcome: ListOutcome }> {
    const { db, clock } = this.deps;
    if (!isUuid(patientId) || !(await this.mayReadPatient(reader.user, patientId))) {
      throw new Forbidden(PRESCRIPTION_ERRORS.notYourPatient);
    }
    const now = clock();
    const kept = this.listCache?.valid(patientId, now.getTime());
    // With a kept answer, one statement reads the fingerprint, and the stamps only when it changed.
    const current = kept && (await readPatientList(db, patientId, 'stamps', { unless: kept.fingerprint }));
    let answer = current && !current.stamps ? this.listCache!.get(patientId, current.fingerprint, now.getTime()) : undefined;
    let outcome: ListOutcome = 'hit';
    if (!answer)
      ({ answer, outcome } = await this.buildList(patientId, now, encode, kept && current?.stamps ? { kept, current } : undefined));
    await this.record(reader, patientId, null, 'list');
    return { answer, outcome };
  }

  /** A list answer patched from the kept items whose stamps are unchanged ('patch'), or built whole ('miss'). */
  private async buildList(
    patientId: string,
    now: Date,
    encode: ListEncoding,
    from: { kept: ListEntry; current: PatientList } | undefined,
  ): Promise<{ answer: EncodedAnswer; outcome: 'miss' | 'patch' }> {
    const itemOf = ({ record, stamp }: StampedRecord): KeptItem => ({
      id: record.prescription.id,
      stamp,
      json: encode.item(record, now),
      expiresAt: record.prescription.expiresAt,
      revokedAt: record.prescription.revokedAt,
    });
    const patched = from && (await this.patchedItems(patientId, from.kept, from.current, itemOf));
    const list = patched ? from!.current : await readPatientList(this.deps.db, patientId, 'records');
    const items = patched ?? (list?.records ?? []).map(itemOf);
    const answer = EncodedAnswer.of(encode.list(items.map((item) => item.json)));
    if (list) {
      const window = statusWindow(items, now.getTime());
      this.listCache?.set(patientId, { fingerprint: list.fingerprint, parties: list.parties, ...window, answer, items });
    }
    return { answer, outcome: patched ? 'patch' : 'miss' };
  }

  /** The kept items with the changed ones read again, in the current order; undefined when patching does not pay. */
  private async patchedItems(
    patientId: string,
    kept: ListEntry,
    current: PatientList,
    itemOf: (row: StampedRecord) => KeptItem,
  ): Promise<KeptItem[] | undefined> {
    const stamps = current.stamps!;
    const patch = patchable(kept, current.parties, stamps);
    if (!patch) return undefined;
    const fresh = new Map<string, KeptItem>();
    if (patch.stale.length > 0) {
      // Read after the stamps: an item is never older than the stamp it is kept under.
      const stampOf = new Map(stamps);
      const read = await readPatientList(this.deps.db, patientId, 'records', { onlyIds: patch.stale });
      for (const row of read?.records ?? []) {
        const id = row.record.prescription.id;
        fresh.set(id, itemOf({ ...row, stamp: stampOf.get(id)! }));
      }
    }
    // A prescription gone between the two reads (its patient or doctor deleted) is left out.
    return patch.items.flatMap((item, index) => item ?? fresh.get(stamps[index]![0]) ?? []);
  }

  /** One prescription with its versions, for its patient and the doctors who treat that patient. */
  async read(
    reader: Reader,
    id: string,
    kind: Extract<PrescriptionAccessKind, 'detail' | 'print' | 'pdf'>,
  ): Promise<PrescriptionDetailRecord> {
    const record = await this.readable(reader.user, id);
    const versions = kind === 'pdf' ? [] : await listVersions(this.deps.db, record.prescription.id);
    await this.record(reader, record.patient.id, record.prescription.id, kind);
    return { record, versions };
  }

  /** The access record of the signed-in patient's prescriptions, newest first. */
  async accessHistory(user: UserRow, prescriptionId: string | undefined) {
    const patient = await findPatientByUserId(this.deps.db, user.id);
    if (!patient) throw new NotFound(PRESCRIPTION_ERRORS.patientProfileRequired);
    if (prescriptionId !== undefined && !isUuid(prescriptionId)) throw new NotFound(PRESCRIPTION_ERRORS.notFound);
    return listAccess(this.deps.db, patient.patient.id, prescriptionId, ACCESS_HISTORY_LIMIT);
  }

  // ---- verification ----

  /** Counts a verification page request of this address; throws TooManyRequests past the limit. */
  async limitVerification(ip: string): Promise<void> {
    try {
      await this.deps.verifyLimiter.consume(ip);
    } catch (error) {
      if (error instanceof Error) throw error;
      throw new TooManyRequests(PRESCRIPTION_ERRORS.verifyRateLimited, (error as { msBeforeNext?: number }).msBeforeNext ?? 60_000);
    }
  }

  /** The prescription of a token or a printed code (recorded as a scan), or undefined. */
  async verify(lookup: { token: string } | { code: string }, ip: string): Promise<PrescriptionDocument | undefined> {
    const { db, clock } = this.deps;
    const record = 'token' in lookup ? await findPrescriptionByToken(db, lookup.token) : await findPrescriptionByCode(db, lookup.code);
    if (!record) return undefined;
    await insertAccess(db, {
      patientId: record.patient.id,
      prescriptionId: record.prescription.id,
      actorUserId: null,
      role: 'public',
      kind: 'verify',
      ip,
      createdAt: clock(),
    });
    return record;
  }

  // ---- renewal requests ----

  async requestRenewal(user: UserRow, prescriptionId: string, note: string): Promise<RenewalRecord> {
    const { db, clock } = this.deps;
    const record = await this.readable(user, prescriptionId);
    if (record.patient.userId !== user.id) throw new Forbidden(PRESCRIPTION_ERRORS.renewalOnlyPatient);
    if (record.prescription.revokedAt) throw new Conflict(PRESCRIPTION_ERRORS.renewalRevoked);
    let id: string;
    try {
      id = (
        await insertRenewal(db, {
          prescriptionId: record.prescription.id,
          doctorId: record.doctor.id,
          patientId: record.patient.id,
          note,
          createdAt: clock(),
        })
      ).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(PRESCRIPTION_ERRORS.renewalPending);
      throw error;
    }
    const renewal = (await findRenewal(db, id))!;
    await this.safely(async () => {
      await this.deps.notifications.notify(
        record.doctor.userId,
        `${record.patientUser.name} asked you to renew ${record.prescription.medication}`,
        'system',
        { link: PRESCRIPTIONS_PATH },
      );
      this.deps.realtime.emitToUser(record.doctor.userId, SOCKET_EVENTS.renewalRequested, {
        requestId: id,
        prescriptionId: record.prescription.id,
        patientName: record.patientUser.name,
      });
    });
    return renewal;
  }

  /** A patient's own requests, or the requests addressed to a doctor. */
  async listRenewals(user: UserRow, status: RenewalRequestStatus | undefined): Promise<RenewalRecord[]> {
    const { db } = this.deps;
    if (user.role === 'doctor') return listRenewals(db, { doctorId: (await this.doctorOf(user)).id }, status);
    const patient = await findPatientByUserId(db, user.id);
    if (!patient) return [];
    return listRenewals(db, { patientId: patient.patient.id }, status);
  }

  /** The doctor approves: a new prescription, linked to the earlier one, with its current content. */
  async approveRenewal(user: UserRow, requestId: string): Promise<{ renewal: RenewalRecord; prescription: PrescriptionRecord }> {
    const { db, clock } = this.deps;
    const pending = await this.pendingRenewalOf(user, requestId);
    await this.practisingDoctorOf(user);
    const earlier = (await findPrescription(db, pending.request.prescriptionId))!;
    if (earlier.prescription.revokedAt) throw new Conflict(PRESCRIPTION_ERRORS.renewalRevoked);
    const now = clock();
    const record = await this.write(
      {
        doctorId: earlier.doctor.id,
        patientId: earlier.patient.id,
        appointmentId: null,
        renewedFromId: earlier.prescription.id,
        content: earlier.prescription,
      },
      async (tx, prescriptionId) => {
        const decided = await decideRenewal(tx, pending.request.id, {
          status: 'approved',
          declineReason: null,
          renewalPrescriptionId: prescriptionId,
          decidedAt: now,
        });
        if (!decided) throw new Conflict(PRESCRIPTION_ERRORS.renewalAnswered);
        await publish(tx, {
          type: 'prescription.renewal-decided',
          aggregateId: earlier.prescription.id,
          data: {
            requestId: pending.request.id,
            prescriptionId: earlier.prescription.id,
            decision: 'approved',
            renewalPrescriptionId: prescriptionId,
          },
        });
      },
    );
    const renewal = (await findRenewal(db, pending.request.id))!;
    await this.tellPatientOfAnswer(renewal, `Dr. ${renewal.doctor.name} renewed your prescription for ${renewal.medication}`);
    await this.tellPatientOfNew(record, false);
    return { renewal, prescription: record };
  }

  async declineRenewal(user: UserRow, requestId: string, reason: string): Promise<RenewalRecord> {
    const { db, clock } = this.deps;
    const pending = await this.pendingRenewalOf(user, requestId);
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const decided = await decideRenewal(tx, pending.request.id, {
        status: 'declined',
        declineReason: reason,
        renewalPrescriptionId: null,
        decidedAt: clock(),
      });
      if (!decided) throw new Conflict(PRESCRIPTION_ERRORS.renewalAnswered);
      await publish(tx, {
        type: 'prescription.renewal-decided',
        aggregateId: pending.request.prescriptionId,
        data: {
          requestId: pending.request.id,
          prescriptionId: pending.request.prescriptionId,
          decision: 'declined',
          renewalPrescriptionId: null,
        },
      });
    });
    await this.deps.events.flush();
    const renewal = (await findRenewal(db, pending.request.id))!;
    await this.tellPatientOfAnswer(renewal, `Dr. ${renewal.doctor.name} declined to renew ${renewal.medication}: ${reason}`);
    return renewal;
  }

  // ---- helpers ----

  /** The caller's doctor profile, refused until their licence is checked (or while suspended). */
  private async practisingDoctorOf(user: UserRow) {
    const doctor = await this.doctorOf(user);
    if (doctor.verification !== 'verified') throw new Forbidden(VERIFICATION_MESSAGES.notVerifiedPrescribing);
    return doctor;
  }

  private async doctorOf(user: UserRow) {
    const doctor = user.role === 'doctor' ? await findDoctorByUserId(this.deps.db, user.id) : undefined;
    if (!doctor) throw new NotFound(PRESCRIPTION_ERRORS.doctorNotFound);
    return doctor.doctor;
  }

  /** The patient themself, or a doctor with a non-canceled appointment with them. */
  private async mayReadPatient(user: UserRow, patientId: string): Promise<boolean> {
    const { db } = this.deps;
    if (user.role === 'doctor') {
      const doctor = await findDoctorByUserId(db, user.id);
      return Boolean(doctor) && (await hasSeenPatient(db, doctor!.doctor.id, patientId));
    }
    const patient = await findPatientByUserId(db, user.id);
    return patient?.patient.id === patientId;
  }

  /** The prescription if the user may read it; anyone else is answered not found (revealing nothing). */
  private async readable(user: UserRow, id: string): Promise<PrescriptionDocument> {
    const record = isUuid(id) ? await findPrescription(this.deps.db, id) : undefined;
    if (!record) throw new NotFound(PRESCRIPTION_ERRORS.notFound);
    if (record.patient.userId === user.id || record.doctor.userId === user.id) return record;
    if (user.role === 'doctor' && (await this.mayReadPatient(user, record.patient.id))) return record;
    throw new NotFound(PRESCRIPTION_ERRORS.notFound);
  }

  /** The prescription if the user wrote it; a reader who did not is refused, anyone else gets not found. */
  private async authored(user: UserRow, id: string, refusal: string): Promise<PrescriptionRecord> {
    const record = await this.readable(user, id);
    if (record.doctor.userId !== user.id) throw new Forbidden(refusal);
    return record;
  }

  private async pendingRenewalOf(user: UserRow, requestId: string): Promise<RenewalRecord> {
    const doctor = await this.doctorOf(user);
    const renewal = isUuid(requestId) ? await findRenewal(this.deps.db, requestId) : undefined;
    if (!renewal || renewal.request.doctorId !== doctor.id) throw new NotFound(PRESCRIPTION_ERRORS.renewalNotFound);
    if (renewal.request.status !== 'pending') throw new Conflict(PRESCRIPTION_ERRORS.renewalAnswered);
    return renewal;
  }

  private async detailOf(id: string): Promise<PrescriptionDetailRecord> {
    const record = (await findPrescription(this.deps.db, id))!;
    return { record, versions: await listVersions(this.deps.db, id) };
  }

  /** Writes a prescription with a fresh token and code (drawn again on the rare collision). */
  private async write(
    spec: {
      doctorId: string;
      patientId: string;
      appointmentId: string | null;
      renewedFromId: string | null;
      content: PrescriptionContent | (Partial<PrescriptionContent> & Pick<PrescriptionContent, 'medication' | 'dosage' | 'instructions'>);
    },
    alsoInTransaction?: (tx: Db, prescriptionId: string) => Promise<void>,
  ): Promise<PrescriptionRecord> {
    const { db, clock } = this.deps;
    const createdAt = clock();
    for (let attempt = 1; ; attempt += 1) {
      try {
        const id = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const row = await insertPrescription(tx, {
            doctorId: spec.doctorId,
            patientId: spec.patientId,
            appointmentId: spec.appointmentId,
            renewedFromId: spec.renewedFromId,
            medication: spec.content.medication,
            dosage: spec.content.dosage,
            instructions: spec.content.instructions,
            quantity: spec.content.quantity ?? null,
            refills: spec.content.refills ?? null,
            expiresAt: prescriptionExpiry(createdAt),
            verificationToken: newVerificationToken(),
            verificationCode: newVerificationCode(),
            createdAt,
          });
          await alsoInTransaction?.(tx, row.id);
          await publish(tx, {
            type: 'prescription.issued',
            aggregateId: row.id,
            data: { prescriptionId: row.id, renewedFromId: spec.renewedFromId },
          });
          return row.id;
        });
        await this.deps.events.flush();
        return (await findPrescription(db, id))!;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  private async record(reader: Reader, patientId: string, prescriptionId: string | null, kind: PrescriptionAccessKind): Promise<void> {
    await insertAccess(this.deps.db, {
      patientId,
      prescriptionId,
      actorUserId: reader.user.id,
      role: reader.user.role === 'doctor' ? 'doctor' : 'patient',
      kind,
      ip: reader.ip,
      createdAt: this.deps.clock(),
    });
  }

  private async tellPatientOfNew(record: PrescriptionRecord, withNotification = true): Promise<void> {
    await this.safely(async () => {
      if (withNotification) {
        await this.deps.notifications.notify(
          record.patient.userId,
          `New prescription from Dr. ${record.doctorUser.name}: ${record.prescription.medication}`,
          'system',
          { link: PRESCRIPTIONS_PATH },
        );
      }
      this.deps.realtime.emitToUser(record.patient.userId, SOCKET_EVENTS.prescriptionCreated, {
        prescriptionId: record.prescription.id,
        doctorName: record.doctorUser.name,
        medication: record.prescription.medication,
      });
    });
  }

  private async tellPatientOfChange(record: PrescriptionRecord, change: 'changed' | 'revoked', message: string): Promise<void> {
    await this.safely(async () => {
      await this.deps.notifications.notify(record.patient.userId, message, 'system', { link: PRESCRIPTIONS_PATH });
      this.deps.realtime.emitToUser(record.patient.userId, SOCKET_EVENTS.prescriptionUpdated, {
        prescriptionId: record.prescription.id,
        change,
        status: prescriptionStatus(record.prescription, this.deps.clock()),
      });
    });
  }

  private async tellPatientOfAnswer(renewal: RenewalRecord, message: string): Promise<void> {
    await this.safely(async () => {
      await this.deps.notifications.notify(renewal.patient.userId, message, 'system', { link: PRESCRIPTIONS_PATH });
      this.deps.realtime.emitToUser(renewal.patient.userId, SOCKET_EVENTS.renewalAnswered, {
        requestId: renewal.request.id,
        prescriptionId: renewal.request.prescriptionId,
        status: renewal.request.status as 'approved' | 'declined',
        renewalPrescriptionId: renewal.request.renewalPrescriptionId,
      });
    });
  }

  /** A notice that fails is logged: what was written stays written. */
  private async safely(send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.deps.log.error({ err: error }, 'prescription notice failed');
    }
  }
}
