import {
  CONSULTATION_MESSAGES,
  consultationPath,
  type ConsultationChatMessage,
  type ConsultationNotes,
  type ConsultationState,
  type ConsultationStatus,
  type IceServersResult,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { ConsultationMessageRow } from '../db/schema';
import { Forbidden, NotFound } from '../http/errors';
import type { NotificationService } from '../notifications/notification-service';
import {
  claimWaitingNotice,
  findConsultationByAppointment,
  findConsultationByRoom,
  insertChatMessages,
  type NewChatMessage,
  listChatMessages,
  markEnded,
  markStarted,
  saveNotes,
  setStatus,
  type ConsultationRecord,
} from './consultation-repository';
import {
  chatTime,
  consultationAccess,
  consultationWindow,
  iceServersFor,
  sideOf,
  type ConsultationAccess,
  type ConsultationSide,
  type TurnSettings,
} from './consultation-rules';

export const CONSULTATION_NOT_FOUND = 'Consultation not found';

export interface ConsultationServiceDeps {
  db: Db;
  clock: Clock;
  notifications: NotificationService;
  stunUrls: readonly string[];
  /** TURN with coturn REST credentials; undefined when not configured. */
  turn: TurnSettings | undefined;
  log: FastifyBaseLogger;
}

/** A stored chat message on the wire (spec §3). */
export function toChatMessage(row: ConsultationMessageRow, timeZone: string): ConsultationChatMessage {
  return {
    id: row.clientId,
    sender: row.senderRole,
    senderName: row.senderName,
    text: row.text,
    time: chatTime(row.sentAt, timeZone),
    sentAt: row.sentAt.toISOString(),
  };
}

/** The session's state as `side` sees it, with whether that side may join now. */
export function toConsultationState(record: ConsultationRecord, side: ConsultationSide, access: ConsultationAccess): ConsultationState {
  const window = consultationWindow(record.startsAt);
  return {
    appointmentId: record.appointmentId,
    roomId: record.roomId,
    status: record.endedAt ? 'ended' : record.consultationStatus,
    startedAt: record.startedAt?.toISOString() ?? null,
    endedAt: record.endedAt?.toISOString() ?? null,
    durationSeconds:
      record.startedAt && record.endedAt ? Math.max(0, Math.round((record.endedAt.getTime() - record.startedAt.getTime()) / 1000)) : null,
    startsAt: record.startsAt.toISOString(),
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    rejoinUntil: window.rejoinUntil.toISOString(),
    canJoin: access.allowed,
    refusal: access.allowed ? null : access.reason,
    role: side,
  };
}

/**
 * The consultation's state, chat and notes. Every read takes the caller: someone who is neither
 * the appointment's doctor nor its patient gets NotFound, as for any appointment not theirs.
 */
/** How long an event's check may reuse a room's appointment and session state read by this instance. */
export const ROOM_STATE_CACHE_MS = 3_000;
const ROOM_STATE_CACHE_MAX = 10_000;

export class ConsultationService {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  /** Recent reads of rooms (see byRoom). */
  private readonly roomCache = new Map<string, { record: ConsultationRecord; readAtMs: number }>();
  /** Chat messages waiting for the next batched insert. */
  private chatQueue: Array<{ message: NewChatMessage; done: (result: { row: ConsultationMessageRow; created: boolean } | Error) => void }> =
    [];

  constructor(private readonly deps: ConsultationServiceDeps) {}

  get log(): FastifyBaseLogger {
    return this.deps.log;
  }

  /**
   * Runs `task` after `ms` (or every `ms` with `repeat`) unless the app closes first: the
   * consultation's timers (disconnect grace, session keep-alive) never outlive the database.
   */
  schedule(ms: number, task: () => Promise<void>, options: { repeat?: boolean } = {}): () => void {
    if (this.stopped) return () => undefined;
    const run = () => {
      if (!options.repeat) this.timers.delete(timer);
      task().catch((error: unknown) => this.deps.log.error({ err: error }, 'consultation task failed'));
    };
    const timer = options.repeat ? setInterval(run, ms) : setTimeout(run, ms);
    timer.unref();
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  /** Cancels every pending timer (the app is closing). */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private get db(): Db {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.clock();
  }

  /**
   * The consultation of a room, for the socket handlers (they apply the access rule). With
   * `recent`, a read this instance made in the last ROOM_STATE_CACHE_MS may answer: the checks
   * of a call's stream of events (candidates, chat) then cost no query each. Joins and this
   * instance's own changes read afresh; an end elsewhere also takes every socket out of the
   * room, which the handlers check first, so what may lag is a cancel or completion made
   * elsewhere, by at most that long.
   */
  async byRoom(roomId: string, options: { recent?: boolean } = {}): Promise<ConsultationRecord | undefined> {
    const nowMs = Date.now();
    if (options.recent) {
      const hit = this.roomCache.get(roomId);
      if (hit && nowMs - hit.readAtMs < ROOM_STATE_CACHE_MS) return hit.record;
    }
    const record = await findConsultationByRoom(this.db, roomId);
    this.roomCache.delete(roomId);
    if (record) {
      this.roomCache.set(roomId, { record, readAtMs: nowMs });
      if (this.roomCache.size > ROOM_STATE_CACHE_MAX) this.roomCache.delete(this.roomCache.keys().next().value!);
    }
    return record;
  }

  /** Drops this instance's copy of a room after changing it. */
  private forget(record: ConsultationRecord): void {
    this.roomCache.delete(record.roomId);
  }

  access(record: ConsultationRecord, userId: string): ConsultationAccess {
    return consultationAccess(record, userId, this.now());
  }

  /** The appointment's consultation when the caller is its doctor or patient; NotFound otherwise. */
  private async visibleTo(userId: string, appointmentId: string): Promise<{ record: ConsultationRecord; side: ConsultationSide }> {
    const record = await findConsultationByAppointment(this.db, appointmentId);
    const side = record && sideOf(record, userId);
    if (!record || !side) throw new NotFound(CONSULTATION_NOT_FOUND);
    return { record, side };
  }

  async stateFor(userId: string, appointmentId: string): Promise<ConsultationState> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    return toConsultationState(record, side, this.access(record, userId));
  }

  /** STUN and TURN servers, only for a participant who may join now. */
  async iceServers(userId: string, appointmentId: string): Promise<IceServersResult> {
    const { record } = await this.visibleTo(userId, appointmentId);
    const access = this.access(record, userId);
    if (!access.allowed) throw new Forbidden(CONSULTATION_MESSAGES.refusal[access.reason]);
    const { iceServers, expiresAt } = iceServersFor(this.deps.stunUrls, this.deps.turn, userId, this.now());
    return { iceServers, expiresAt: expiresAt?.toISOString() ?? null };
  }

  async messagesFor(userId: string, appointmentId: string): Promise<ConsultationChatMessage[]> {
    const { record } = await this.visibleTo(userId, appointmentId);
    return this.history(record);
  }

  async history(record: ConsultationRecord): Promise<ConsultationChatMessage[]> {
    return (await listChatMessages(this.db, record.appointmentId)).map((row) => toChatMessage(row, record.timeZone));
  }

  async notesFor(userId: string, appointmentId: string): Promise<ConsultationNotes> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    return notesAsSeenBy(record, side);
  }

  /** Saves the caller's own notes: Medical Notes for the doctor, Personal Notes for the patient. */
  async saveNotesOf(userId: string, appointmentId: string, text: string): Promise<ConsultationNotes> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    const stored = text.trim().length === 0 ? null : text;
    const row = await saveNotes(this.db, record.appointmentId, side === 'doctor' ? 'medical' : 'personal', stored, this.now());
    return notesAsSeenBy(
      {
        ...record,
        medicalNotes: row.medicalNotes,
        medicalNotesUpdatedAt: row.medicalNotesUpdatedAt,
        personalNotes: row.personalNotes,
        personalNotesUpdatedAt: row.personalNotesUpdatedAt,
        endedAt: row.endedAt,
      },
      side,
    );
  }

  // ---- Session state (the socket handlers decide when)

  /** The doctor's first join; true when this call started the session. */
  async start(record: ConsultationRecord): Promise<Date | undefined> {
    const row = await markStarted(this.db, record.appointmentId, this.now());
    this.forget(record);
    return row?.startedAt ?? undefined;
  }

  /** Moves the status to `status` only from one of `from` (so racing joins and leaves cannot undo each other). */
  async setStatus(record: ConsultationRecord, status: 'waiting' | 'live', from: ConsultationStatus[]): Promise<boolean> {
    const changed = await setStatus(this.db, record.appointmentId, status, from, this.now());
    this.forget(record);
    return changed;
  }

  /** Ends the session; answers the end time when this call ended it. */
  async end(record: ConsultationRecord): Promise<Date | undefined> {
    const row = await markEnded(this.db, record.appointmentId, this.now());
    this.forget(record);
    return row?.endedAt ?? undefined;
  }

  /** Tells the doctor, once per consultation, that the patient is in the waiting room (stored and live). */
  async tellDoctorPatientWaits(record: ConsultationRecord): Promise<boolean> {
    if (!(await claimWaitingNotice(this.db, record.appointmentId, this.now()))) return false;
    await this.deps.notifications.notify(record.doctorUserId, CONSULTATION_MESSAGES.patientWaiting(record.patientName), 'appointment', {
      link: consultationPath(record.appointmentId),
    });
    return true;
  }

  /** Queues a message for the next batched insert (one statement for every call's chat of this turn). */
  private storeChat(message: NewChatMessage): Promise<{ row: ConsultationMessageRow; created: boolean }> {
    return new Promise((resolve, reject) => {
      this.chatQueue.push({ message, done: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      if (this.chatQueue.length === 1) setImmediate(() => void this.flushChat());
    });
  }

  private async flushChat(): Promise<void> {
    const batch = this.chatQueue;
    this.chatQueue = [];
    try {
      const results = await insertChatMessages(
        this.db,
        batch.map((entry) => entry.message),
      );
      batch.forEach((entry, index) => entry.done(results[index]!));
    } catch (error) {
      for (const entry of batch) entry.done(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Stores a chat message once per client id; `created` is false for a resend. */
  async postChat(
    record: ConsultationRecord,
    sender: { userId: string; side: ConsultationSide; name: string },
    message: { clientId: string; text: string },
  ): Promise<{ message: ConsultationChatMessage; created: boolean; senderUserId: string }> {
    const { row, created } = await this.storeChat({
      appointmentId: record.appointmentId,
      clientId: message.clientId,
      senderUserId: sender.userId,
      senderRole: sender.side,
      senderName: sender.name,
      text: message.text,
      sentAt: this.now(),
    });
    return { message: toChatMessage(row, record.timeZone), created, senderUserId: row.senderUserId };
  }
}

function notesAsSeenBy(record: ConsultationRecord, side: ConsultationSide): ConsultationNotes {
  if (side === 'doctor') {
    return {
      appointmentId: record.appointmentId,
      medicalNotes: record.medicalNotes,
      medicalNotesUpdatedAt: record.medicalNotesUpdatedAt?.toISOString() ?? null,
      personalNotes: null,
      personalNotesUpdatedAt: null,
    };
  }
  const summaryVisible = medicalNotesVisibleToPatient(record);
  return {
    appointmentId: record.appointmentId,
    medicalNotes: summaryVisible ? record.medicalNotes : null,
    medicalNotesUpdatedAt: summaryVisible ? (record.medicalNotesUpdatedAt?.toISOString() ?? null) : null,
    personalNotes: record.personalNotes,
    personalNotesUpdatedAt: record.personalNotesUpdatedAt?.toISOString() ?? null,
  };
}

/** The patient reads the doctor's Medical Notes once the visit is over: the session ended, or the appointment was completed. */
export function medicalNotesVisibleToPatient(record: { endedAt: Date | null; status: string }): boolean {
  return record.endedAt !== null || record.status === 'completed';
}
