import {
  CONSULTATION_MESSAGES,
  type ClientEventPayload,
  type ClientToServerEvents,
  type ConsultationRefusal,
  type ConsultationUser,
  type SessionStateEvent,
} from '@telehealth/shared-api/core';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { SOCKET_MESSAGES, type RoomKind, type SocketContext, type SocketFeatures } from '../realtime/realtime';
import type { ConsultationRecord } from './consultation-repository';
import {
  consultationWindow,
  nextStatus,
  readChatMessage,
  readIceCandidate,
  readSessionDescription,
  type ConsultationSide,
} from './consultation-rules';
import { toConsultationState } from './consultation-service';
import type { SessionService } from '../sessions/sessions';
import type { ConsultationService } from './consultation-service';

/** Events allowed in a window: `points` per `durationSeconds`. */
export interface EventLimit {
  points: number;
  durationSeconds: number;
}

/** Offers, answers and ICE candidates per socket: a call's trickle and an ICE restart fit easily. */
export const SIGNAL_LIMIT: EventLimit = { points: 50, durationSeconds: 10 };
/** Chat messages per user (on one instance): a brisk conversation, not a flood. */
export const CHAT_LIMIT: EventLimit = { points: 10, durationSeconds: 10 };

export const CONSULTATION_SOCKET_MESSAGES = {
  replaced: 'You joined this consultation from another window; this one has left the call.',
  chatInvalid: `${CONSULTATION_MESSAGES.chatEmpty} (1 to 2000 characters)`,
  chatIdInvalid: 'A chat message needs an id of up to 64 letters, digits, dots, dashes, colons or underscores.',
  chatIdTaken: 'That message id is already used in this consultation.',
  signalInvalid: 'This call setup message is not valid.',
  mediaStateInvalid: 'The microphone and camera state must say true or false for each.',
} as const;

/** Server-side event (instance to instance) naming consultations whose copies must go. */

/** The room kind's name (socket.io room `room:consultation:<roomId>`). */
export const CONSULTATION_ROOM_KIND = 'consultation';

interface Membership {
  socket: SocketContext;
  roomId: string;
  appointmentId: string;
  userId: string;
  sessionId: string;
  /** The keep-alive stops counting this socket after this moment (the call cannot last longer). */
  activeUntilMs: number;
}

interface Guarded {
  socket: SocketContext;
  record: ConsultationRecord;
  side: ConsultationSide;
  user: ConsultationUser;
}

const userOf = (record: ConsultationRecord, side: ConsultationSide): ConsultationUser =>
  side === 'doctor'
    ? { id: record.doctorUserId, name: record.doctorName, role: 'doctor' }
    : { id: record.patientUserId, name: record.patientName, role: 'patient' };

const otherSide = (side: ConsultationSide): ConsultationSide => (side === 'doctor' ? 'patient' : 'doctor');

export interface ConsultationSocketOptions {
  graceMs: number;
  signalLimit?: EventLimit;
  chatLimit?: EventLimit;
}

/**
 * The consultation's socket events (spec §7 "Real-time channel"). Every event is checked
 * against the appointment, every time: the sender must be in the room, be its doctor or patient,
 * and the consultation must be open for them now (consultationAccess, on this instance's copy
 * of the room with the current clock; see ConsultationService.byRoom). Relays go to the other
 * participant only; state lives in the database, so any instance can serve either side.
 */
export function registerConsultationSockets(
  realtime: SocketFeatures,
  services: { consultations: ConsultationService; sessions: SessionService },
  options: ConsultationSocketOptions,
): void {
  const { consultations, sessions } = services;
  const signalLimit = options.signalLimit ?? SIGNAL_LIMIT;
  const chatLimit = options.chatLimit ?? CHAT_LIMIT;
  // Per socket (signalling) and per user (chat), in memory: a socket lives on one instance.
  const signalLimiter = new RateLimiterMemory({ points: signalLimit.points, duration: signalLimit.durationSeconds, keyPrefix: 'signal' });
  const chatLimiter = new RateLimiterMemory({ points: chatLimit.points, duration: chatLimit.durationSeconds, keyPrefix: 'chat' });
  /** The consultation each local socket is in. */
  const memberships = new Map<string, Membership>();
  /** Pending "did they come back?" checks, per room and user. */
  const graceChecks = new Map<string, () => void>();
  const graceKey = (roomId: string, userId: string) => `${roomId}\u0000${userId}`;

  const rooms: RoomKind = realtime.rooms.define(CONSULTATION_ROOM_KIND, {
    // join() runs this; the handlers below check every event themselves, with the reason.
    authorize: async (auth, roomId) => {
      const record = await consultations.byRoom(roomId, { recent: true });
      return !!record && consultations.access(record, auth.user.id).allowed;
    },
    recheckOnEvent: true,
    onDisconnect: (socket, roomId) => {
      const membership = memberships.get(socket.id);
      memberships.delete(socket.id);
      if (membership?.roomId === roomId) scheduleGraceCheck(roomId, membership.userId);
    },
  });

  const refuse = (socket: SocketContext, event: string, reason: ConsultationRefusal) =>
    socket.fail({ code: 'forbidden', message: CONSULTATION_MESSAGES.refusal[reason], event, reason });

  /** Consumes one point; on refusal tells the socket once per window and answers false. */
  const withinLimit = async (limiter: RateLimiterMemory, limit: EventLimit, key: string, socket: SocketContext, event: string) => {
    try {
      await limiter.consume(key);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === limit.points + 1) socket.fail({ code: 'rate-limited', message: SOCKET_MESSAGES.rateLimited, event });
      return false;
    }
  };

  const presence = async (record: ConsultationRecord) => {
    const members = await rooms.members(record.roomId);
    const present = new Set(members.map((member) => member.userId));
    return {
      members,
      doctorPresent: present.has(record.doctorUserId),
      patientPresent: present.has(record.patientUserId),
      participants: [
        ...(present.has(record.doctorUserId) ? [userOf(record, 'doctor')] : []),
        ...(present.has(record.patientUserId) ? [userOf(record, 'patient')] : []),
      ],
    };
  };

  const stateEvent = (record: ConsultationRecord, side: ConsultationSide, participants: ConsultationUser[]): SessionStateEvent => {
    const userId = side === 'doctor' ? record.doctorUserId : record.patientUserId;
    return {
      room: record.roomId,
      appointmentId: record.appointmentId,
      state: toConsultationState(record, side, consultations.access(record, userId)),
      participants,
    };
  };

  /** Moves the status after a leave (live → waiting) and tells whoever remains. */
  const afterLeave = async (roomId: string, user: ConsultationUser) => {
    const record = await consultations.byRoom(roomId);
    if (!record || record.endedAt) return;
    rooms.emitToOthers(roomId, 'user-disconnected', { room: roomId, user }, user.id);
    const now = await presence(record);
    const status = nextStatus(record.consultationStatus, { kind: 'left', ...now });
    if (status === 'waiting' && record.consultationStatus === 'live' && (await consultations.setStatus(record, 'waiting', ['live']))) {
      record.consultationStatus = 'waiting';
      rooms.emitToOthers(roomId, 'session-state', stateEvent(record, otherSide(user.role), now.participants), user.id);
    }
  };

  /** After the grace period: if the user has no socket in the room (on any instance), they left. */
  function scheduleGraceCheck(roomId: string, userId: string): void {
    const key = graceKey(roomId, userId);
    graceChecks.get(key)?.();
    const cancel = consultations.schedule(options.graceMs, async () => {
      graceChecks.delete(key);
      const record = await consultations.byRoom(roomId);
      if (!record) return;
      const members = await rooms.members(roomId);
      if (members.some((member) => member.userId === userId)) return;
      const side = userId === record.doctorUserId ? 'doctor' : 'patient';
      await afterLeave(roomId, userOf(record, side));
    });
    graceChecks.set(key, cancel);
  }

  /**
   * Runs `handler` for an event of a consultation the socket is in and may still be in: not
   * in the room, not a participant, or no longer allowed (ended, canceled, too late) is an
   * `error` with the reason, and the handler does not run.
   */
  function on<E extends keyof ClientToServerEvents>(
    event: E,
    handler: (context: Guarded, payload: ClientEventPayload<E>) => Promise<void> | void,
  ): void {
    realtime.on(event, async (socket, payload) => {
      const roomId = (payload as { room?: unknown }).room;
      if (typeof roomId !== 'string') {
        socket.fail({ code: 'invalid', message: SOCKET_MESSAGES.invalid, event });
        return;
      }
      let record = await consultations.byRoom(roomId, { recent: true });
      // Not in the room (never joined, or taken out when the session ended elsewhere): answer
      // with the current reason, not a recent copy's.
      if (record && !rooms.has(socket, roomId)) record = await consultations.byRoom(roomId);
      if (!record) {
        refuse(socket, event, 'not-found');
        return;
      }
      const access = consultations.access(record, socket.auth.user.id);
      if (!access.allowed) {
        if (rooms.has(socket, roomId)) {
          await rooms.leave(socket, roomId);
          memberships.delete(socket.id);
        }
        refuse(socket, event, access.reason);
        return;
      }
      if (!rooms.has(socket, roomId)) {
        socket.fail({ code: 'forbidden', message: SOCKET_MESSAGES.notInRoom, event });
        return;
      }
      await handler({ socket, record, side: access.side, user: userOf(record, access.side) }, payload);
    });
  }

  // ---- Join

  realtime.on('join-room', async (socket, payload) => {
    const roomId = payload.room;
    if (typeof roomId !== 'string') {
      socket.fail({ code: 'invalid', message: SOCKET_MESSAGES.invalid, event: 'join-room' });
      return;
    }
    const record = await consultations.byRoom(roomId);
    if (!record) {
      refuse(socket, 'join-room', 'not-found');
      return;
    }
    const userId = socket.auth.user.id;
    const access = consultations.access(record, userId);
    if (!access.allowed) {
      refuse(socket, 'join-room', access.reason);
      return;
    }
    const { side } = access;
    const user = userOf(record, side);

    // One socket per user in a call: another window of the same user leaves it.
    const earlier = (await rooms.members(roomId)).filter((member) => member.userId === userId && member.socketId !== socket.id);
    if (earlier.length > 0) {
      rooms.evict(
        roomId,
        earlier.map((member) => member.socketId),
      );
      for (const member of earlier) {
        rooms.emitToSocket(member.socketId, 'error', {
          code: 'forbidden',
          message: CONSULTATION_SOCKET_MESSAGES.replaced,
          event: 'join-room',
        });
      }
    }
    const previous = memberships.get(socket.id);
    if (previous && previous.roomId !== roomId) {
      await rooms.leave(socket, previous.roomId);
      memberships.delete(socket.id);
      scheduleGraceCheck(previous.roomId, previous.userId);
    }
    if (!(await rooms.join(socket, roomId))) return;
    if (side === 'patient') await consultations.patientJoined(record);
    graceChecks.get(graceKey(roomId, userId))?.();
    graceChecks.delete(graceKey(roomId, userId));
    memberships.set(socket.id, {
      socket,
      roomId,
      appointmentId: record.appointmentId,
      userId,
      sessionId: socket.auth.sessionId,
      activeUntilMs: consultationWindow(record.startsAt).rejoinUntil.getTime(),
    });

    if (side === 'doctor' && !record.startedAt) {
      const startedAt = await consultations.start(record);
      if (startedAt) {
        record.startedAt = startedAt;
        rooms.emit(roomId, 'session-started', { room: roomId, startedAt: startedAt.toISOString(), user });
      }
    }

    const now = await presence(record);
    const status = nextStatus(record.consultationStatus, { kind: 'joined', side, ...now });
    let changed = false;
    if (status === 'live') changed = await consultations.setStatus(record, 'live', ['not-started', 'waiting']);
    else if (status === 'waiting') changed = await consultations.setStatus(record, 'waiting', ['not-started']);
    if (changed) record.consultationStatus = status;

    socket.emit('session-state', stateEvent(record, side, now.participants));
    if (changed) rooms.emitToOthers(roomId, 'session-state', stateEvent(record, otherSide(side), now.participants), userId);
    socket.emit('chat-history', { room: roomId, messages: await consultations.history(record, { seedChat: true }) });
    rooms.emitToOthers(roomId, 'user-connected', { room: roomId, user }, userId);

    if (side === 'patient' && !record.startedAt) {
      await consultations.tellDoctorPatientWaits(record);
      socket.emit('waiting', {
        room: roomId,
        doctorNotified: true,
        startsAt: record.startsAt.toISOString(),
        doctor: { id: record.doctorUserId, name: record.doctorName },
      });
    }
  });

  // ---- Presence and readiness

  on('user-connected', ({ record, user }) => {
    rooms.emitToOthers(record.roomId, 'user-connected', { room: record.roomId, user }, user.id);
  });

  on('ready-for-offer', ({ record, user }) => {
    rooms.emitToOthers(record.roomId, 'ready', { room: record.roomId, user }, user.id);
    rooms.emitToOthers(record.roomId, 'trigger-offer', { room: record.roomId, user }, user.id);
  });

  on('leave-room', async ({ socket, record, user }) => {
    await rooms.leave(socket, record.roomId);
    memberships.delete(socket.id);
    const members = await rooms.members(record.roomId);
    if (!members.some((member) => member.userId === user.id)) await afterLeave(record.roomId, user);
  });

  // ---- Signalling: relayed to the other participant only, rebuilt from known fields.

  on('offer', async ({ socket, record, user }, payload) => {
    if (!(await withinLimit(signalLimiter, signalLimit, socket.id, socket, 'offer'))) return;
    const offer = readSessionDescription(payload.offer, 'offer');
    if (!offer) {
      socket.fail({ code: 'invalid', message: CONSULTATION_SOCKET_MESSAGES.signalInvalid, event: 'offer' });
      return;
    }
    rooms.emitToOthers(record.roomId, 'offer', { room: record.roomId, offer, from: user }, user.id);
  });

  on('answer', async ({ socket, record, user }, payload) => {
    if (!(await withinLimit(signalLimiter, signalLimit, socket.id, socket, 'answer'))) return;
    const answer = readSessionDescription(payload.answer, 'answer');
    if (!answer) {
      socket.fail({ code: 'invalid', message: CONSULTATION_SOCKET_MESSAGES.signalInvalid, event: 'answer' });
      return;
    }
    rooms.emitToOthers(record.roomId, 'answer', { room: record.roomId, answer, from: user }, user.id);
  });

  on('ice-candidate', async ({ socket, record, user }, payload) => {
    if (!(await withinLimit(signalLimiter, signalLimit, socket.id, socket, 'ice-candidate'))) return;
    const candidate = readIceCandidate(payload.candidate);
    if (!candidate) {
      socket.fail({ code: 'invalid', message: CONSULTATION_SOCKET_MESSAGES.signalInvalid, event: 'ice-candidate' });
      return;
    }
    rooms.emitToOthers(record.roomId, 'ice-candidate', { room: record.roomId, candidate, from: user }, user.id);
  });

  // Microphone and camera switches: two booleans, rebuilt (nothing else a client sends is relayed).
  on('media-state', async ({ socket, record, user }, payload) => {
    if (!(await withinLimit(signalLimiter, signalLimit, socket.id, socket, 'media-state'))) return;
    const media = (payload as { media?: unknown }).media as { audio?: unknown; video?: unknown } | null | undefined;
    if (!media || typeof media !== 'object' || typeof media.audio !== 'boolean' || typeof media.video !== 'boolean') {
      socket.fail({ code: 'invalid', message: CONSULTATION_SOCKET_MESSAGES.mediaStateInvalid, event: 'media-state' });
      return;
    }
    rooms.emitToOthers(
      record.roomId,
      'media-state',
      { room: record.roomId, media: { audio: media.audio, video: media.video }, from: user },
      user.id,
    );
  });

  // ---- Chat: relayed to the other side at once, then stored (batched) once per client id; the
  // sender's own copy comes back once stored, and confirms it (the client resends what is not).

  on('send-message', async ({ socket, record, side, user }, payload) => {
    if (!(await withinLimit(chatLimiter, chatLimit, user.id, socket, 'send-message'))) return;
    const read = readChatMessage(payload.message);
    if (!read.ok) {
      const message = read.problem === 'id' ? CONSULTATION_SOCKET_MESSAGES.chatIdInvalid : CONSULTATION_SOCKET_MESSAGES.chatInvalid;
      socket.fail({ code: 'invalid', message, event: 'send-message' });
      return;
    }
    const chat = consultations.acceptChat(record, { userId: user.id, side, name: user.name }, read);
    if (chat.repeat && chat.senderUserId !== user.id) {
      socket.fail({ code: 'invalid', message: CONSULTATION_SOCKET_MESSAGES.chatIdTaken, event: 'send-message' });
      return;
    }
    // The sender's own copy comes back once stored, and confirms it. Not awaited: this socket's
    // events are handled in order, and its next offer or candidate must not wait for a batch's
    // flush. A failed store leaves the copy unconfirmed, and the sender resends it.
    const failed = () => socket.fail({ code: 'failed', message: SOCKET_MESSAGES.failed, event: 'send-message' });
    if (chat.repeat) {
      chat.stored.then(() => socket.emit('receive-message', chat.message), failed);
      return;
    }
    rooms.emitToOthers(record.roomId, 'receive-message', chat.message, user.id);
    chat.stored.then((stored) => {
      if (stored.created || stored.senderUserId === user.id) socket.emit('receive-message', stored.message);
      else socket.fail({ code: 'invalid', message: CONSULTATION_SOCKET_MESSAGES.chatIdTaken, event: 'send-message' });
    }, failed);
  });

  // ---- End: the doctor only; both sides are told and nobody stays in (or may rejoin) the room.

  on('end-session', async ({ socket, record, side }) => {
    if (side !== 'doctor') {
      socket.fail({ code: 'forbidden', message: CONSULTATION_MESSAGES.onlyDoctorEnds, event: 'end-session' });
      return;
    }
    const endedAt = (await consultations.end(record)) ?? consultations.now();
    // Out of the room first, then told (in this order on every instance), so nobody who heard
    // the end can still slip an event into the call.
    const members = await rooms.members(record.roomId);
    rooms.evict(record.roomId);
    for (const member of members) {
      rooms.emitToSocket(member.socketId, 'session-ended', {
        room: record.roomId,
        message: CONSULTATION_MESSAGES.sessionEnded,
        endedAt: endedAt.toISOString(),
      });
    }
    for (const [socketId, membership] of memberships) if (membership.roomId === record.roomId) memberships.delete(socketId);
  });

  // ---- A call in progress keeps its HTTP sessions in use (media flows peer to peer, so the
  // socket can stay quiet for the whole call while the idle timeout runs).
  consultations.schedule(
    sessions.touchEveryMs,
    async () => {
      const nowMs = consultations.now().getTime();
      const live = new Set<string>();
      for (const [socketId, membership] of memberships) {
        // Ended elsewhere (another instance took the room's sockets out): no longer in a call.
        if (!rooms.has(membership.socket, membership.roomId)) memberships.delete(socketId);
        else if (membership.activeUntilMs > nowMs) live.add(membership.sessionId);
      }
      if (live.size > 0) await sessions.keepAlive([...live]);
    },
    { repeat: true },
  );
}
