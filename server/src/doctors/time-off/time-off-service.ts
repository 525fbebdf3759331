import {
  TIME_OFF_MAX_ENTRIES,
  TIME_OFF_MESSAGES,
  type TimeOff,
  type TimeOffConflict,
  type TimeOffValues,
} from '@telehealth/shared-api/core';
import { bookingWindow, zoneDay } from '../../availability';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { DoctorTimeOffRow } from '../../db/schema';
import type { EventStream } from '../../events';
import { BadRequest, NotFound } from '../../http/errors';
import { isUuid, publishDoctorChanged, type DoctorRecord } from '../doctor-repository';
import { deleteTimeOff, insertTimeOff, listTimeOff, scheduledVisitsBetween, timeOffCovering } from './time-off-repository';

export interface TimeOffServiceDeps {
  db: Db;
  clock: Clock;
  /** Every change publishes `doctor.changed`: search keeps each doctor's time off with the doctor. */
  events: Pick<EventStream, 'flush'>;
}

/** A validated range: `endDate` filled in (a single day when it was left out). */
export interface TimeOffRange {
  startDate: string;
  endDate: string;
}

export function toTimeOff(row: DoctorTimeOffRow): TimeOff {
  return { id: row.id, startDate: row.startDate, endDate: row.endDate, note: row.note, createdAt: row.createdAt.toISOString() };
}

/**
 * A doctor's own time off: whole calendar dates in their time zone on which they offer no slot
 * (the rule is in availability/slot-availability.ts). Every method takes the caller's own
 * profile (DoctorService.ownRecord): nobody else's time off can be named.
 */
export class TimeOffService {
  constructor(private readonly deps: TimeOffServiceDeps) {}

  /** Time off that has not ended (in the doctor's zone), earliest first. */
  async list(record: DoctorRecord): Promise<TimeOff[]> {
    const { firstDate } = bookingWindow(record.doctor.timeZone, this.deps.clock());
    return (await listTimeOff(this.deps.db, record.doctor.id, firstDate)).map(toTimeOff);
  }

  /** The ranges covering `date` (for one date's availability). */
  covering(record: DoctorRecord, date: string): Promise<TimeOffRange[]> {
    return timeOffCovering(this.deps.db, record.doctor.id, date);
  }

  /** Scheduled visits that would fall in the range: the doctor sees them before saving. */
  async conflicts(record: DoctorRecord, range: { startDate: string; endDate?: string }): Promise<TimeOffConflict[]> {
    const { startDate, endDate } = this.checkedRange(record, range);
    const { timeZone } = record.doctor;
    const rows = await scheduledVisitsBetween(
      this.deps.db,
      record.doctor.id,
      new Date(zoneDay(startDate, timeZone).start),
      new Date(zoneDay(endDate, timeZone).end),
    );
    return rows.map((row) => ({
      appointmentId: row.appointmentId,
      patientName: row.patientName,
      appointmentDate: row.appointmentDate,
      timeSlot: row.timeSlot,
      startsAt: row.startsAt.toISOString(),
    }));
  }

  /**
   * Adds time off. Visits already booked inside it are kept (the doctor saw them in the
   * preview); its free slots stop being offered at once.
   */
  async add(record: DoctorRecord, input: TimeOffValues): Promise<TimeOff> {
    const range = this.checkedRange(record, input);
    const { firstDate } = bookingWindow(record.doctor.timeZone, this.deps.clock());
    if ((await listTimeOff(this.deps.db, record.doctor.id, firstDate)).length >= TIME_OFF_MAX_ENTRIES) {
      throw new BadRequest(TIME_OFF_MESSAGES.tooMany);
    }
    const row = await this.changing(record, (tx) =>
      insertTimeOff(tx, record.doctor.id, { ...range, note: input.note ?? '' }, this.deps.clock()),
    );
    return toTimeOff(row!);
  }

  /** Removes one of the doctor's own time off entries; 404 for anything else. */
  async remove(record: DoctorRecord, id: string): Promise<TimeOff> {
    const row = isUuid(id) ? await this.changing(record, (tx) => deleteTimeOff(tx, record.doctor.id, id, this.deps.clock())) : undefined;
    if (!row) throw new NotFound(TIME_OFF_MESSAGES.notFound);
    return toTimeOff(row);
  }

  /** Runs `write` and, when it wrote a row, publishes `doctor.changed` in one transaction; delivers it before answering. */
  private async changing(
    record: DoctorRecord,
    write: (tx: Db) => Promise<DoctorTimeOffRow | undefined>,
  ): Promise<DoctorTimeOffRow | undefined> {
    const row = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const written = await write(tx);
      if (written) await publishDoctorChanged(tx, record.doctor.id);
      return written;
    });
    await this.deps.events.flush();
    return row;
  }

  /** The range with its end filled in; refused when it starts before the doctor's today. */
  private checkedRange(record: DoctorRecord, range: { startDate: string; endDate?: string }): TimeOffRange {
    const { firstDate } = bookingWindow(record.doctor.timeZone, this.deps.clock());
    if (range.startDate < firstDate) throw new BadRequest(TIME_OFF_MESSAGES.inThePast);
    return { startDate: range.startDate, endDate: range.endDate ?? range.startDate };
  }
}
