import {
  ACCESS_RECORD_EXPORT_MAX_ROWS,
  type AccessActorRole,
  type AccessRecordEntry,
  type AccessRecordKind,
  type AccessRecordPage,
} from '@telehealth/shared-api/core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import {
  countAccessRecords,
  insertAccessRecord,
  insertAccessRecords,
  insertAppointmentAccess,
  listAccessRecords,
  type AccessRecordFilters,
  type AccessRecordListRow,
} from './access-record-repository';

/** Who did it and from where: the signed-in caller of a request. */
export interface Reader {
  user: Pick<UserRow, 'id' | 'role'>;
  ip: string;
}

const roleOf = (user: Pick<UserRow, 'role'>): AccessActorRole => user.role;

function toEntry(row: AccessRecordListRow): AccessRecordEntry {
  const { record } = row;
  return {
    id: record.id,
    occurredAt: record.occurredAt.toISOString(),
    kind: record.kind as AccessRecordKind,
    actor: { id: record.actorUserId, name: row.actorName, email: row.actorEmail, role: record.actorRole as AccessActorRole },
    patient: record.patientId ? { id: record.patientId, name: row.patientName ?? '' } : null,
    doctor: record.doctorId ? { id: record.doctorId, name: row.doctorName ?? '' } : null,
    subjectId: record.subjectId,
    detail: record.detail,
    ip: record.ip,
  };
}

/**
 * The access record: reads of a patient's appointments and consultation notes (prescription
 * reads are written by prescriptions' own log, into the same table) and every operator decision;
 * listed and exported for the operations console.
 */
export class AccessRecordService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async appointmentRead(reader: Reader, appointmentId: string, kind: 'appointment-read' | 'notes-read'): Promise<void> {
    await insertAppointmentAccess(this.deps.db, {
      kind,
      actor: { userId: reader.user.id, role: roleOf(reader.user) },
      appointmentId,
      ip: reader.ip,
      occurredAt: this.deps.clock(),
    });
  }

  /** A list of appointments read: one entry per patient whose appointments were in it. */
  async appointmentsListed(reader: Reader, listed: readonly { patientId: string; doctorId: string }[]): Promise<void> {
    const now = this.deps.clock();
    const seen = new Map<string, { patientId: string; doctorId: string }>();
    for (const item of listed) {
      const key = `${item.patientId}:${item.doctorId}`;
      if (!seen.has(key)) seen.set(key, item);
    }
    await insertAccessRecords(
      this.deps.db,
      [...seen.values()].map((item) => ({
        kind: 'appointment-list' as const,
        actor: { userId: reader.user.id, role: roleOf(reader.user) },
        patientId: item.patientId,
        doctorId: item.doctorId,
        subjectId: null,
        ip: reader.ip,
        occurredAt: now,
      })),
    );
  }

  /** An operator's decision about a doctor, a refund or a message; inside `tx`, it commits with the decision. */
  async decision(
    reader: Reader,
    input: { kind: AccessRecordKind; patientId?: string | null; doctorId?: string | null; subjectId: string | null; detail?: string },
    tx: Db = this.deps.db,
  ): Promise<void> {
    await insertAccessRecord(tx, {
      kind: input.kind,
      actor: { userId: reader.user.id, role: roleOf(reader.user) },
      patientId: input.patientId ?? null,
      doctorId: input.doctorId ?? null,
      subjectId: input.subjectId,
      detail: input.detail,
      ip: reader.ip,
      occurredAt: this.deps.clock(),
    });
  }

  async page(filters: AccessRecordFilters, page: number, pageSize: number): Promise<AccessRecordPage> {
    const [rows, total] = await Promise.all([
      listAccessRecords(this.deps.db, filters, pageSize, (page - 1) * pageSize),
      countAccessRecords(this.deps.db, filters),
    ]);
    return { entries: rows.map(toEntry), total, page, pageSize };
  }

  /** The newest ACCESS_RECORD_EXPORT_MAX_ROWS entries matching the filters, for the CSV. */
  async exportRows(filters: AccessRecordFilters): Promise<AccessRecordEntry[]> {
    return (await listAccessRecords(this.deps.db, filters, ACCESS_RECORD_EXPORT_MAX_ROWS, 0)).map(toEntry);
  }
}
