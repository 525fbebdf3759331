import { randomUUID } from 'node:crypto';
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
import { publish, type EventStream } from '../events';
import { switchOffForVisit } from '../see-now';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { ConsultationMessageRow } from '../db/schema';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import type { NotificationService } from '../notifications';
import {
  claimWaitingNotice,
  findConsultationByAppointment,
  findConsultationByRoom,
  insertChatMessages,
  type NewChatMessage,
  listChatMessages,
  markEnded,
  markReopened,
  markPatientJoined,
  markStarted,
  publishVisitSummary,
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
  /** An appointment canceled or completed, on any instance, drops every instance's copy of its consultation. */
  events?: EventStream;
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
 * How long an event's check may reuse a room's record this instance read, when no change was
 * announced: a backstop for an announcement lost while Redis was away (see byRoom).
 */
export const ROOM_STATE_CACHE_MS = 60_000;
const ROOM_STATE_CACHE_MAX = 10_000;
/** How long a chat message waits to be stored with the others (one insert for every call's chat of that moment). */
export const CHAT_FLUSH_MS = 100;

/** A chat message this instance relayed in a room, or read from its history at a join. */
interface KnownChat {
  senderUserId: string;
  message: ConsultationChatMessage;
  /** Settles once stored (rejects when the store failed). */
  stored: Promise<unknown>;
}

/** What became of a chat message handed to acceptChat. */
export type AcceptedChat =
  /** A new id: relay `message` now; `stored` settles once written (a resend found by the database: created false). */
  | {
      repeat: false;
      message: ConsultationChatMessage;
      stored: Promise<{ message: ConsultationChatMessage; created: boolean; senderUserId: string }>;
    }
  /** An id this instance knows in the room: not relayed again; `stored` settles once the first copy is written. */
  | { repeat: true; message: ConsultationChatMessage; senderUserId: string; stored: Promise<unknown> };

type StoredChat = { row: ConsultationMessageRow; created: boolean };

/**
 * The consultation's state, chat and notes. Every read takes the caller: someone who is neither
 * the appointment's doctor nor its patient gets NotFound, as for any appointment not theirs.
 */
export class ConsultationService {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  /** The rooms this instance read, kept until a change (see byRoom). */
  private readonly roomCache = new Map<string, { record: ConsultationRecord; readAtMs: number }>();
  private readonly roomOfAppointment = new Map<string, string>();
  /** Reads under way: one that overlapped a change of its room is not kept (it may predate the change). */
  private readonly reads = new Set<{ roomId: string; stale: boolean }>();
  /** Tells this instance's `consultation.changed` from the others' (its own copy is already right). */
  private readonly origin = randomUUID();
  private readonly unsubscribe: () => void;
  /** Per room, the chat ids this instance knows (de-duplication before the relay). */
  private readonly chats = new Map<string, Map<string, KnownChat>>();
  /** Chat messages waiting for the next batched insert. */
  private chatQueue: Array<{ message: NewChatMessage; done: (result: StoredChat | Error) => void }> = [];
  private chatTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ConsultationServiceDeps) {
    // Every instance hears the event (through Redis), so none announces it again.
    const stops = (['appointment.cancelled', 'appointment.completed', 'appointment.no_show', 'appointment.rescheduled'] as const).map(
      (type) => deps.events?.on(type, (event) => this.invalidate([event.aggregateId])),
    );
    // Another instance changed a consultation (started, status, ended, reopened): drop the copy.
    stops.push(
      deps.events?.on('consultation.changed', (event) => {
        if (event.data.origin !== this.origin) this.invalidate(event.data.appointmentIds);
      }),
    );
    this.unsubscribe = () => stops.forEach((stop) => stop?.());
  }

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

  /** Cancels every pending timer and stores the chat still queued (the app is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.flushChat();
  }

  private get db(): Db {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.clock();
  }

  /**
   * The consultation of a room, for the socket handlers (they apply the access rule with the
   * current clock). With `recent`, this instance's copy answers for the life of the call, so
   * a call's stream of events (candidates, chat) costs no query. The copy takes this
   * instance's own changes (start, status) and goes at an end, when its appointment is
   * canceled or completed, and when another instance changes it (`consultation.changed`; the
   * domain events reach every instance); after ROOM_STATE_CACHE_MS it is read again in case an
   * announcement was lost. Joins read afresh.
   */
  async byRoom(roomId: string, options: { recent?: boolean } = {}): Promise<ConsultationRecord | undefined> {
    if (options.recent) {
      const hit = this.roomCache.get(roomId);
      if (hit && Date.now() - hit.readAtMs < ROOM_STATE_CACHE_MS) return hit.record;
    }
    const readAtMs = Date.now();
    const read = { roomId, stale: false };
    this.reads.add(read);
    let record: ConsultationRecord | undefined;
    try {
      record = await findConsultationByRoom(this.db, roomId);
    } finally {
      this.reads.delete(read);
    }
    if (!read.stale) {
      this.uncache(roomId);
      if (record) {
        this.roomCache.set(roomId, { record, readAtMs });
        this.roomOfAppointment.set(record.appointmentId, roomId);
        if (this.roomCache.size > ROOM_STATE_CACHE_MAX) this.uncache(this.roomCache.keys().next().value!);
      }
    }
    return record;
  }

  private uncache(roomId: string): void {
    const hit = this.roomCache.get(roomId);
    if (!hit) return;
    this.roomCache.delete(roomId);
    this.roomOfAppointment.delete(hit.record.appointmentId);
  }

  /** Reads of the room (every room when unknown) under way are not kept. */
  private markStale(roomId: string | undefined): void {
    for (const read of this.reads) if (roomId === undefined || read.roomId === roomId) read.stale = true;
  }

  /** Drops this instance's copies of these consultations. */
  private invalidate(appointmentIds: string[]): void {
    for (const appointmentId of appointmentIds) {
      const roomId = this.roomOfAppointment.get(appointmentId);
      if (roomId !== undefined) this.uncache(roomId);
      this.markStale(roomId);
    }
  }

  /** Drops this instance's copy of a room whose write found it changed already (another request or instance did). */
  private forget(record: ConsultationRecord): void {
    this.invalidate([record.appointmentId]);
  }

  /**
   * Runs `write` of one consultation and, when `wrote` says it changed the row, publishes
   * `consultation.changed` in the same transaction: the other instances drop their copies.
   */
  private async changing<T>(appointmentId: string, write: (tx: Db) => Promise<T>, wrote: (result: T) => boolean): Promise<T> {
    const result = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const written = await write(tx);
      if (wrote(written)) {
        await publish(tx, {
          type: 'consultation.changed',
          aggregateId: appointmentId,
          data: { appointmentIds: [appointmentId], origin: this.origin },
        });
      }
      return written;
    });
    if (wrote(result))
      this.deps.events?.flush().catch((error: unknown) => this.deps.log.error({ err: error }, 'consultation change delivery failed'));
    return result;
  }

  /**
   * This instance made `update` true of the room: its copy takes it (so the call's first
   * events after a join need no read), and the other instances drop theirs.
   */
  private changed(record: ConsultationRecord, update: Partial<ConsultationRecord>): void {
    const hit = this.roomCache.get(record.roomId);
    if (hit) Object.assign(hit.record, update);
    this.markStale(record.roomId);
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

  /** The stored chat; `seedChat` (a join) also makes its ids known to this instance's de-duplication. */
  async history(record: ConsultationRecord, options: { seedChat?: boolean } = {}): Promise<ConsultationChatMessage[]> {
    const rows = await listChatMessages(this.db, record.appointmentId);
    const messages = rows.map((row) => toChatMessage(row, record.timeZone));
    if (options.seedChat) {
      const known = this.chatOf(record.roomId);
      rows.forEach((row, index) => {
        if (!known.has(row.clientId))
          known.set(row.clientId, { senderUserId: row.senderUserId, message: messages[index]!, stored: STORED });
      });
    }
    return messages;
  }

  /** The room's known chat ids (the oldest room's go first beyond ROOM_STATE_CACHE_MAX rooms). */
  private chatOf(roomId: string): Map<string, KnownChat> {
    let known = this.chats.get(roomId);
    if (!known) {
      known = new Map();
      this.chats.set(roomId, known);
      if (this.chats.size > ROOM_STATE_CACHE_MAX) this.chats.delete(this.chats.keys().next().value!);
    }
    return known;
  }

  async notesFor(userId: string, appointmentId: string): Promise<ConsultationNotes> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    return notesAsSeenBy(record, side);
  }

  /** Saves the doctor's draft of the visit summary; the patient reads nothing of it until it is published. */
  async saveVisitSummaryOf(userId: string, appointmentId: string, text: string): Promise<ConsultationNotes> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    if (side !== 'doctor') throw new Forbidden(CONSULTATION_MESSAGES.summaryDoctorOnly);
    const stored = text.trim().length === 0 ? null : text;
    const row = await saveNotes(this.db, record.appointmentId, 'summary', stored, this.now());
    return notesAsSeenBy({ ...record, ...summaryOf(row) }, side);
  }

  /** Publishes the draft: from now on the patient reads it, and is told so (stored and live). */
  async publishVisitSummaryOf(userId: string, appointmentId: string): Promise<ConsultationNotes> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    if (side !== 'doctor') throw new Forbidden(CONSULTATION_MESSAGES.summaryDoctorOnly);
    const published = await publishVisitSummary(this.db, record.appointmentId, this.now());
    if (!published) throw new BadRequest(CONSULTATION_MESSAGES.summaryEmpty);
    if (published.changed) {
      await this.deps.notifications.notify(record.patientUserId, CONSULTATION_MESSAGES.summaryPublished(record.doctorName), 'appointment', {
        link: '/appointments?tab=completed',
      });
    }
    return notesAsSeenBy({ ...record, ...summaryOf(published.row) }, side);
  }

  /**
   * The doctor reopens a consultation ended by mistake: only while the appointment is scheduled
   * and until the rejoin window closes (start + 2 hours); both may then join again.
   */
  async reopenBy(userId: string, appointmentId: string): Promise<ConsultationState> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    if (side !== 'doctor') throw new Forbidden(CONSULTATION_MESSAGES.reopenDoctorOnly);
    if (!record.endedAt) throw new Conflict(CONSULTATION_MESSAGES.reopenNotEnded);
    if (record.status !== 'scheduled') throw new Conflict(CONSULTATION_MESSAGES.reopenNotScheduled);
    if (this.now().getTime() > consultationWindow(record.startsAt).rejoinUntil.getTime())
      throw new Conflict(CONSULTATION_MESSAGES.reopenTooLate);
    const row = await this.changing(
      record.appointmentId,
      (tx) => markReopened(tx, record.appointmentId, this.now()),
      (done) => !!done,
    );
    if (!row) throw new Conflict(CONSULTATION_MESSAGES.reopenNotEnded);
    this.changed(record, { endedAt: null, consultationStatus: 'not-started' });
    return this.stateFor(userId, appointmentId);
  }

  /** Saves the caller's own notes: Medical Notes for the doctor, Personal Notes for the patient. */
  async saveNotesOf(userId: string, appointmentId: string, text: string): Promise<ConsultationNotes> {
    const { record, side } = await this.visibleTo(userId, appointmentId);
    const stored = text.trim().length === 0 ? null : text;
    const row = await saveNotes(this.db, record.appointmentId, side === 'doctor' ? 'medical' : 'personal', stored, this.now());
    return notesAsSeenBy(
      {
        ...record,
        ...summaryOf(row),
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
    const row = await this.changing(
      record.appointmentId,
      (tx) => markStarted(tx, record.appointmentId, this.now()),
      (done) => !!done?.startedAt,
    );
    if (row?.startedAt) this.changed(record, { startedAt: row.startedAt });
    else this.forget(record);
    // A doctor who starts a visit is no longer "Available now" (see-now/).
    if (row?.startedAt && (await switchOffForVisit(this.db, record.doctorUserId, row.startedAt))) await this.deps.events?.flush();
    return row?.startedAt ?? undefined;
  }

  /** Moves the status to `status` only from one of `from` (so racing joins and leaves cannot undo each other). */
  async setStatus(record: ConsultationRecord, status: 'waiting' | 'live', from: ConsultationStatus[]): Promise<boolean> {
    const changed = await this.changing(
      record.appointmentId,
      (tx) => setStatus(tx, record.appointmentId, status, from, this.now()),
      (done) => done,
    );
    if (changed) this.changed(record, { consultationStatus: status });
    else this.forget(record);
    return changed;
  }

  /** Ends the session; answers the end time when this call ended it. */
  async end(record: ConsultationRecord): Promise<Date | undefined> {
    const row = await this.changing(
      record.appointmentId,
      (tx) => markEnded(tx, record.appointmentId, this.now()),
      (done) => !!done,
    );
    this.forget(record);
    this.chats.delete(record.roomId);
    return row?.endedAt ?? undefined;
  }

  /** Records that the patient joined (the first time only). */
  async patientJoined(record: ConsultationRecord): Promise<void> {
    await markPatientJoined(this.db, record.appointmentId, this.now());
  }

  /** Tells the doctor, once per consultation, that the patient is in the waiting room (stored and live). */
  async tellDoctorPatientWaits(record: ConsultationRecord): Promise<boolean> {
    if (!(await claimWaitingNotice(this.db, record.appointmentId, this.now()))) return false;
    await this.deps.notifications.notify(record.doctorUserId, CONSULTATION_MESSAGES.patientWaiting(record.patientName), 'appointment', {
      link: consultationPath(record.appointmentId),
    });
    return true;
  }

  /** Queues a message for the next batched insert (one statement for every call's chat of CHAT_FLUSH_MS). */
  private storeChat(message: NewChatMessage): Promise<StoredChat> {
    return new Promise((resolve, reject) => {
      this.chatQueue.push({ message, done: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      if (this.stopped) void this.flushChat();
      else if (!this.chatTimer) this.chatTimer = setTimeout(() => void this.flushChat(), CHAT_FLUSH_MS);
    });
  }

  /** Stores what is queued, after the batch before it (so a resend's lookup sees its first copy). */
  private flushChat(): Promise<void> {
    clearTimeout(this.chatTimer);
    this.chatTimer = undefined;
    const batch = this.chatQueue;
    this.chatQueue = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        const results = await insertChatMessages(
          this.db,
          batch.map((entry) => entry.message),
        );
        batch.forEach((entry, index) => entry.done(results[index]!));
      } catch (error) {
        // One message the database refuses must not fail the other calls' messages: each alone.
        if (batch.length === 1) batch[0]!.done(error instanceof Error ? error : new Error(String(error)));
        else for (const entry of batch) await this.storeAlone(entry);
      }
    });
    return this.flushing;
  }

  private async storeAlone(entry: { message: NewChatMessage; done: (result: StoredChat | Error) => void }): Promise<void> {
    try {
      const [result] = await insertChatMessages(this.db, [entry.message]);
      entry.done(result!);
    } catch (error) {
      this.deps.log.warn({ err: error, appointmentId: entry.message.appointmentId }, 'a chat message could not be stored');
      entry.done(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /**
   * Takes a chat message to relay at once and store right after (batched): a new id answers
   * the message to relay and the store's outcome to await; an id this instance already knows
   * in the room is a repeat, not relayed again. The database's unique (appointment, client id)
   * stays the final word for what this instance has not seen (a resend reaching another
   * instance): `created` false. A failed store forgets the id, so a resend is taken again.
   */
  acceptChat(
    record: ConsultationRecord,
    sender: { userId: string; side: ConsultationSide; name: string },
    input: { clientId: string; text: string },
  ): AcceptedChat {
    const known = this.chatOf(record.roomId);
    const earlier = known.get(input.clientId);
    if (earlier) return { repeat: true, message: earlier.message, senderUserId: earlier.senderUserId, stored: earlier.stored };
    const sentAt = this.now();
    const message: ConsultationChatMessage = {
      id: input.clientId,
      sender: sender.side,
      senderName: sender.name,
      text: input.text,
      time: chatTime(sentAt, record.timeZone),
      sentAt: sentAt.toISOString(),
    };
    const stored = this.storeChat({
      appointmentId: record.appointmentId,
      clientId: input.clientId,
      senderUserId: sender.userId,
      senderRole: sender.side,
      senderName: sender.name,
      text: input.text,
      sentAt,
    }).then(
      ({ row, created }) => ({ message: toChatMessage(row, record.timeZone), created, senderUserId: row.senderUserId }),
      (error: unknown) => {
        if (known.get(input.clientId)?.stored === stored) known.delete(input.clientId);
        throw error;
      },
    );
    // A repeat waiting on this store must not leave its failure unhandled when nobody else awaits it.
    stored.catch(() => undefined);
    known.set(input.clientId, { senderUserId: sender.userId, message, stored });
    return { repeat: false, message, stored };
  }
}

/** What a message read from the history waits for: nothing. */
const STORED: Promise<unknown> = Promise.resolve();

type SummaryFields = Pick<
  ConsultationRecord,
  'visitSummary' | 'visitSummaryUpdatedAt' | 'publishedVisitSummary' | 'visitSummaryPublishedAt'
>;

function summaryOf(row: SummaryFields): SummaryFields {
  return {
    visitSummary: row.visitSummary,
    visitSummaryUpdatedAt: row.visitSummaryUpdatedAt,
    publishedVisitSummary: row.publishedVisitSummary,
    visitSummaryPublishedAt: row.visitSummaryPublishedAt,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The notes as one side may read them. Clinical notes go to the doctor only; the patient gets
 * the published visit summary and never the draft.
 */
function notesAsSeenBy(record: ConsultationRecord, side: ConsultationSide): ConsultationNotes {
  const published = { publishedVisitSummary: record.publishedVisitSummary, visitSummaryPublishedAt: iso(record.visitSummaryPublishedAt) };
  if (side === 'doctor') {
    return {
      appointmentId: record.appointmentId,
      medicalNotes: record.medicalNotes,
      medicalNotesUpdatedAt: iso(record.medicalNotesUpdatedAt),
      personalNotes: null,
      personalNotesUpdatedAt: null,
      visitSummary: record.visitSummary,
      visitSummaryUpdatedAt: iso(record.visitSummaryUpdatedAt),
      ...published,
    };
  }
  return {
    appointmentId: record.appointmentId,
    medicalNotes: null,
    medicalNotesUpdatedAt: null,
    personalNotes: record.personalNotes,
    personalNotesUpdatedAt: iso(record.personalNotesUpdatedAt),
    visitSummary: record.publishedVisitSummary,
    visitSummaryUpdatedAt: iso(record.visitSummaryPublishedAt),
    ...published,
  };
}
