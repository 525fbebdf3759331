import { sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  MESSAGES,
  SOCKET_EVENTS,
  type DateAvailability,
  type DayAvailability,
  type DoctorProfileInput,
  type DoctorStatus,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { computeDateAvailability, isDayOff, slotInstants, countNewlyOfferedSlots, weeklySlotsFromAvailability } from '../availability';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { DoctorRow } from '../db/schema';
import type { EventStream } from '../events';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import type { NotificationService } from '../notifications';
import type { Realtime } from '../realtime/realtime';
import { processProfileImage, deleteImageByUrl, insertImage } from '../uploads';
import { setUserProfileImage } from '../users';
import {
  DOCTOR_MESSAGES,
  findDoctorById,
  findDoctorByUserId,
  insertDoctor,
  patientUserIdsOfDoctor,
  publishDoctorChanged,
  replaceWeeklySlots,
  setBookingNotice,
  setDoctorStatus,
  unreleasedReservationsAt,
  updateDoctorOfUser,
  type DoctorProfileFields,
  type DoctorRecord,
} from './doctor-repository';
import { TimeOffService } from './time-off/time-off-service';

export interface DoctorServiceDeps {
  db: Db;
  clock: Clock;
  notifications: NotificationService;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Every doctor row this service writes publishes `doctor.changed` (search keeps copies). */
  events: Pick<EventStream, 'flush'>;
}

export const newSlotsMessage = (doctorName: string) => `Dr. ${doctorName} has opened new appointment slots. Book a time that suits you.`;

/** Doctor profiles, weekly slots, status and slot availability. */
export class DoctorService {
  /** The doctors' days off (honoured by dateAvailability and search). */
  readonly timeOff: TimeOffService;

  constructor(private readonly deps: DoctorServiceDeps) {
    this.timeOff = new TimeOffService({ db: deps.db, clock: deps.clock, events: deps.events });
  }

  /**
   * The statuses of one date's slots for a doctor: the single place availability is worked
   * out for an answer (booking calls this too).
   */
  async dateAvailability(record: DoctorRecord, date: string): Promise<DateAvailability> {
    const { doctor } = record;
    const now = this.deps.clock();
    const [reservations, timeOff] = await Promise.all([
      unreleasedReservationsAt(this.deps.db, doctor.id, slotInstants(date, doctor.timeZone)),
      this.timeOff.covering(record, date),
    ]);
    return computeDateAvailability({
      date,
      timeZone: doctor.timeZone,
      weeklySlots: doctor.weeklySlots,
      active: doctor.status === 'active',
      now,
      reservations,
      timeOff,
      bookingNoticeMinutes: doctor.bookingNoticeMinutes,
    });
  }

  /** True when `date` is one of the doctor's days off (checkout names the reason it refuses). */
  async isDayOff(record: DoctorRecord, date: string): Promise<boolean> {
    return isDayOff(date, await this.timeOff.covering(record, date));
  }

  async create(userId: string, input: DoctorProfileInput, image: Buffer | null): Promise<DoctorRecord> {
    const fields = await this.fieldsOf(input);
    const { db } = this.deps;
    if (await findDoctorByUserId(db, userId)) throw new Conflict(DOCTOR_MESSAGES.alreadyExists);
    // The image is checked before anything is written.
    const processed = image ? await processProfileImage(image) : null;
    const profileImage = processed ? await insertImage(db, processed, userId) : null;
    try {
      await this.changeDoctor(async (tx) => {
        const row = await insertDoctor(tx, userId, { ...fields, timeZone: fields.timeZone ?? DEFAULT_TIME_ZONE, profileImage });
        if (profileImage) await setUserProfileImage(tx, userId, profileImage);
        return row;
      });
    } catch (error) {
      await deleteImageByUrl(db, profileImage);
      throw error;
    }
    return this.ownRecord(userId);
  }

  async update(userId: string, input: DoctorProfileInput): Promise<DoctorRecord> {
    const current = await this.ownRecord(userId);
    const fields = await this.fieldsOf(input);
    await this.changeDoctor((tx) =>
      updateDoctorOfUser(tx, userId, { ...fields, timeZone: fields.timeZone ?? current.doctor.timeZone }, this.deps.clock()),
    );
    return this.ownRecord(userId);
  }

  async replaceImage(userId: string, image: Buffer): Promise<DoctorRecord> {
    const current = await this.ownRecord(userId);
    const processed = await processProfileImage(image);
    const { db } = this.deps;
    const url = await insertImage(db, processed, userId);
    await this.changeDoctor(async (tx) => {
      const row = await updateDoctorOfUser(tx, userId, { profileImage: url }, this.deps.clock());
      await setUserProfileImage(tx, userId, url);
      return row;
    });
    await deleteImageByUrl(db, current.doctor.profileImage);
    return this.ownRecord(userId);
  }

  /**
   * Replaces the weekly slots of the caller's own profile, then tells their patients of new
   * slots. A week edited from `editedRevision` is refused (409, no news) when it was saved since.
   */
  async setWeeklySlots(userId: string, doctorId: string, days: DayAvailability[], editedRevision?: number): Promise<DoctorRecord> {
    const record = await this.ownedRecord(userId, doctorId);
    const changed = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const written = await replaceWeeklySlots(tx, record.doctor.id, weeklySlotsFromAvailability(days), editedRevision, this.deps.clock());
      if (written) await publishDoctorChanged(tx, record.doctor.id);
      return written;
    });
    if (!changed) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    await this.deps.events.flush();
    if (countNewlyOfferedSlots(changed.before, changed.after.weeklySlots ?? []) > 0) {
      await this.notifyPatientsOfNewSlots(record);
    }
    return { ...record, doctor: changed.after };
  }

  /** The doctor's minimum booking notice (minutes): slots starting sooner are no longer offered, at once. */
  async setBookingNotice(userId: string, doctorId: string, minutes: number): Promise<DoctorRecord> {
    const record = await this.ownedRecord(userId, doctorId);
    const updated = await this.changeDoctor((tx) => setBookingNotice(tx, record.doctor.id, minutes, this.deps.clock()));
    if (!updated) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    return { ...record, doctor: updated };
  }

  async setStatus(userId: string, doctorId: string, status: DoctorStatus): Promise<DoctorRecord> {
    const record = await this.ownedRecord(userId, doctorId);
    const updated = await this.changeDoctor((tx) => setDoctorStatus(tx, record.doctor.id, status, this.deps.clock()));
    if (!updated) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    return { ...record, doctor: updated };
  }

  /**
   * Runs `write` and publishes `doctor.changed` for the row it answers in one transaction, then
   * delivers the event before answering: search shows the change at once.
   */
  private async changeDoctor<T extends DoctorRow | undefined>(write: (tx: Db) => Promise<T>): Promise<T> {
    const row = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const written = await write(tx);
      if (written) await publishDoctorChanged(tx, written.id);
      return written;
    });
    await this.deps.events.flush();
    return row;
  }

  /** The caller's own profile; 404 'Doctor profile not found' when they have none. */
  async ownRecord(userId: string): Promise<DoctorRecord> {
    const record = await findDoctorByUserId(this.deps.db, userId);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    return record;
  }

  /** The profile `doctorId` when the caller owns it: 404 when unknown, 403 when someone else's. */
  async ownedRecord(userId: string, doctorId: string): Promise<DoctorRecord> {
    const record = await findDoctorById(this.deps.db, doctorId);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    if (record.doctor.userId !== userId) throw new Forbidden(DOCTOR_MESSAGES.notOwner);
    return record;
  }

  /**
   * spec §7 new-doctor-slot: a stored notification and the socket event, to every patient
   * who has booked with the doctor. Informative: a failure is logged, the saved slots stand.
   */
  private async notifyPatientsOfNewSlots(record: DoctorRecord): Promise<void> {
    try {
      const userIds = await patientUserIdsOfDoctor(this.deps.db, record.doctor.id);
      if (userIds.length === 0) return;
      const doctorName = record.owner.name;
      await this.deps.notifications.notifyMany(userIds, newSlotsMessage(doctorName), 'appointment');
      this.deps.realtime.emitToUsers(userIds, SOCKET_EVENTS.newDoctorSlot, { doctorName, doctorId: record.doctor.id });
    } catch (error) {
      this.deps.log.error({ err: error, doctorId: record.doctor.id }, 'could not notify patients of new slots');
    }
  }

  /** Profile columns from validated input; the zone must also be known to the database. */
  private async fieldsOf(input: DoctorProfileInput): Promise<Omit<DoctorProfileFields, 'timeZone'> & { timeZone?: string }> {
    if (input.timeZone !== undefined) await this.checkTimeZoneKnownToDatabase(input.timeZone);
    return {
      specialization: input.specialization,
      fees: input.fees,
      qualification: input.qualification,
      experience: input.experience,
      about: input.about,
      languages: [...new Set(input.languages)],
      timeZone: input.timeZone,
    };
  }

  /** Search converts instants to each doctor's zone in SQL: a zone the database lacks is refused here. */
  private async checkTimeZoneKnownToDatabase(timeZone: string): Promise<void> {
    try {
      await this.deps.db.execute(sql`SELECT now() AT TIME ZONE ${timeZone}`);
    } catch {
      throw new BadRequest(MESSAGES.timeZoneInvalid);
    }
  }
}
