import { setUserProfileImage } from '../users';
import type { BloodGroup, Gender } from '@telehealth/shared-api/core';
import type { EventStream } from '../events';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { Conflict, NotFound } from '../http/errors';
import { processProfileImage, deleteImageByUrl, insertImage } from '../uploads';
import {
  countAppointmentsOfPatient,
  deletePatient,
  findPatientByUserId,
  findPatientVisibleTo,
  insertPatient,
  PATIENT_MESSAGES,
  updatePatientOfUser,
  type PatientProfileFields,
  type PatientRecord,
} from './patient-repository';

/** Validated patient form values (patientProfileSchema) plus the date of birth as sent. */
export interface PatientProfileInput {
  date_of_birth: Date;
  gender: string;
  blood_group: string;
  address?: string;
  About?: string;
  emergency_contact?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * yyyy-MM-dd of a validated date of birth. A typed `yyyy-MM-dd` (or an ISO date-time) is
 * kept as written, so no time zone can move it by a day.
 */
export function calendarDateOf(raw: unknown, parsed: Date): string {
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  return `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`;
}

function fieldsOf(input: PatientProfileInput, rawDateOfBirth: unknown): PatientProfileFields {
  return {
    dateOfBirth: calendarDateOf(rawDateOfBirth, input.date_of_birth),
    gender: input.gender as Gender,
    bloodGroup: input.blood_group as BloodGroup,
    address: input.address ?? '',
    about: input.About ?? '',
    emergencyContact: input.emergency_contact ?? '',
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Patient profiles: one per patient account, changed only by its owner. */
export class PatientService {
  constructor(private readonly deps: { db: Db; clock: Clock; events: Pick<EventStream, 'flush'> }) {}

  async create(userId: string, input: PatientProfileInput, rawDateOfBirth: unknown, image: Buffer | null): Promise<PatientRecord> {
    const { db } = this.deps;
    const fields = fieldsOf(input, rawDateOfBirth);
    if (await findPatientByUserId(db, userId)) throw new Conflict(PATIENT_MESSAGES.alreadyExists);
    const processed = image ? await processProfileImage(image) : null;
    const profileImage = processed ? await insertImage(db, processed, userId) : null;
    try {
      await insertPatient(db, userId, { ...fields, profileImage });
    } catch (error) {
      await deleteImageByUrl(db, profileImage);
      throw error;
    }
    if (profileImage) {
      await setUserProfileImage(db, userId, profileImage);
      await this.deps.events.flush();
    }
    return this.own(userId);
  }

  async update(userId: string, input: PatientProfileInput, rawDateOfBirth: unknown): Promise<PatientRecord> {
    await this.own(userId);
    await updatePatientOfUser(this.deps.db, userId, fieldsOf(input, rawDateOfBirth), this.deps.clock());
    return this.own(userId);
  }

  async replaceImage(userId: string, image: Buffer): Promise<PatientRecord> {
    const current = await this.own(userId);
    const processed = await processProfileImage(image);
    const url = await insertImage(this.deps.db, processed, userId);
    await updatePatientOfUser(this.deps.db, userId, { profileImage: url }, this.deps.clock());
    await setUserProfileImage(this.deps.db, userId, url);
    await this.deps.events.flush();
    await deleteImageByUrl(this.deps.db, current.patient.profileImage);
    return this.own(userId);
  }

  /** Deletes the caller's profile; refused while appointments (medical records) refer to it. */
  async remove(userId: string): Promise<void> {
    const { db } = this.deps;
    const current = await this.own(userId);
    if ((await countAppointmentsOfPatient(db, current.patient.id)) > 0) throw new Conflict(PATIENT_MESSAGES.hasAppointments);
    try {
      await deletePatient(db, current.patient.id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new Conflict(PATIENT_MESSAGES.hasAppointments);
      throw error;
    }
    if (current.patient.profileImage) {
      await setUserProfileImage(db, userId, null);
      await this.deps.events.flush();
    }
    await deleteImageByUrl(db, current.patient.profileImage);
  }

  async own(userId: string): Promise<PatientRecord> {
    const record = await findPatientByUserId(this.deps.db, userId);
    if (!record) throw new NotFound(PATIENT_MESSAGES.notFound);
    return record;
  }

  async visibleTo(id: string, viewerUserId: string): Promise<PatientRecord> {
    const record = await findPatientVisibleTo(this.deps.db, id, viewerUserId);
    if (!record) throw new NotFound(PATIENT_MESSAGES.notFound);
    return record;
  }
}
