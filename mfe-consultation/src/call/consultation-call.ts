/**
 * One participant's side of a consultation: the room on the socket (spec §7 "Real-time
 * channel"), the peer link, the chat with its outbox, connection quality and the session's
 * phase. Plain TypeScript with a subscribe/snapshot store, so React reads it with
 * useSyncExternalStore and tests drive it with a fake socket.
 *
 * Continuity rules: every (re)connect of the socket rejoins the room and re-sends unconfirmed
 * chat; a fresh peer connection (first join, a reload) announces itself with
 * `ready-for-offer`, and the other side rebuilds its own on `trigger-offer`; a socket reconnect
 * with the peer connection still alive keeps it and restarts ICE only if it is not connected.
 */
import type { ConsultationChatMessage, ConsultationUser, MediaState } from '@telehealth/shared-api';
import { gradeQuality, POOR_VIDEO_READINGS_BEFORE_OFFER, sampleStats } from './connection-quality';
import type { QualityReading, StatsSample } from './connection-quality';
import { isPolite, PeerLink } from './peer-link';
import type { PeerLinkOptions } from './peer-link';

/** The part of a socket.io socket the call uses. */
export interface CallSocket {
  readonly connected: boolean;
  on(event: string, handler: (payload: never) => void): unknown;
  off(event: string, handler: (payload: never) => void): unknown;
  emit(event: string, payload: unknown): unknown;
}

export type CallPhase = 'idle' | 'joining' | 'waiting' | 'live' | 'ended' | 'refused';

/** A chat message as shown: confirmed by the server, or still on its way. */
export interface ChatEntry extends ConsultationChatMessage {
  pending: boolean;
  mine: boolean;
}

export interface CallNotice {
  severity: 'info' | 'warning' | 'error';
  title: string;
  message: string;
}

export interface CallSnapshot {
  phase: CallPhase;
  /** The other participant is in the room. */
  peerPresent: boolean;
  /**
   * The other participant left the room (Leave Session, or gone past the server's grace): the
   * call waits for them to rejoin; their absence is not a poor connection.
   */
  peerLeft: boolean;
  /** The peer connection reports connected (spec §4 "Connected flag"). */
  connected: boolean;
  /** The socket or the media path is being recovered: show "Reconnecting…". */
  reconnecting: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** Messages in time order, de-duplicated by id. */
  messages: ChatEntry[];
  /** When the session went live (ms since epoch), for the call timer. */
  startedAt: number | null;
  quality: QualityReading | null;
  /** Video stayed poor: offer to continue with audio only. */
  suggestAudioOnly: boolean;
  /** Why the server refused the room, when it did. */
  refusal: string | null;
  /** The ended message (spec §8 "Session ended"). */
  endedMessage: string | null;
  /** Patient in the waiting room: the doctor has been told (issue 11 "waiting"). */
  doctorNotified: boolean;
  /** The other side's microphone and camera switches, once they said (null: not known yet). */
  peerMedia: MediaState | null;
}

export interface ConsultationCallOptions {
  room: string;
  self: ConsultationUser;
  peer: ConsultationUser;
  getIceServers: () => Promise<RTCIceServer[]>;
  /** The peer link's dependencies (tests pass their own RTCPeerConnection). */
  link?: Partial<Pick<PeerLinkOptions, 'createPeerConnection' | 'createMediaStream' | 'restartDelayMs'>>;
  onNotice?: (notice: CallNotice) => void;
  /** How often connection quality is read (ms). */
  statsIntervalMs?: number;
  newId?: () => string;
  now?: () => Date;
}

const EMPTY: CallSnapshot = {
  phase: 'idle',
  peerPresent: false,
  peerLeft: false,
  connected: false,
  reconnecting: false,
  localStream: null,
  remoteStream: null,
  messages: [],
  startedAt: null,
  quality: null,
  suggestAudioOnly: false,
  refusal: null,
  endedMessage: null,
  doctorNotified: false,
  peerMedia: null,
};

/** The spec's texts (§8) for the other party leaving and the session ending. */
export const CALL_TEXTS = {
  userDisconnectedTitle: 'User Disconnected',
  patientLeft: 'The patient has left the session.',
  doctorLeft: 'The doctor has left the session.',
  endedForDoctor: 'The consultation session has been ended.',
  endedForPatient: 'The consultation session has been ended by the doctor.',
  connectionIssue: 'Connection Issue',
} as const;

/**
 * A new peer connection that is not connected this long after it was made, while the other side
 * is in the room, starts over (a fresh connection on both sides): a safety net for a negotiation
 * whose messages crossed with a rebuild.
 */
export const CONNECT_RETRY_MS = 5000;

/** Longest chat message the server takes (issue 11: 1–2,000 characters). */
export const CHAT_MAX_LENGTH = 2000;

function randomId(): string {
  const cryptoObject = globalThis.crypto as Crypto | undefined;
  if (cryptoObject?.randomUUID) return cryptoObject.randomUUID();
  return `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}

function isChatMessage(value: unknown): value is ConsultationChatMessage {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.text === 'string' &&
    (value.sender === 'doctor' || value.sender === 'patient') &&
    typeof value.senderName === 'string'
  );
}

export class ConsultationCall {
  private snapshot: CallSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly options: ConsultationCallOptions;
  private socket: CallSocket | null = null;
  private link: PeerLink | null = null;
  private localStream: MediaStream | null = null;
  private iceServers: RTCIceServer[] | null = null;
  /** The user asked to be in the room (Start / Join pressed, not yet left). */
  private inRoom = false;
  /** The server confirmed this socket's join (session-state): room events may be sent. */
  private joined = false;
  /** The next confirmed join needs a fresh peer connection (first join, a reload). */
  private freshLink = true;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private lastSample: StatsSample | null = null;
  private poorReadings = 0;
  private readonly handlers: Record<string, (payload: never) => void>;
  private disposed = false;
  private connectRetry: ReturnType<typeof setTimeout> | null = null;
  /** Our microphone and camera switches, told to the other side (media-state). */
  private localMedia: MediaState = { audio: true, video: true };

  constructor(options: ConsultationCallOptions) {
    this.options = options;
    this.handlers = {
      connect: () => this.onSocketConnect(),
      disconnect: () => this.onSocketDisconnect(),
      'session-state': (payload: unknown) => this.onSessionState(payload),
      'session-started': (payload: unknown) => this.onSessionStarted(payload),
      waiting: (payload: unknown) => {
        if (this.forThisRoom(payload) && payload.doctorNotified === true) this.update({ doctorNotified: true });
      },
      'user-connected': (payload: unknown) => this.onUserConnected(payload),
      // The server sends both `ready` and `trigger-offer` for one ready-for-offer: one rebuild.
      'trigger-offer': (payload: unknown) => this.onPeerFresh(payload),
      offer: (payload: unknown) => this.onDescription(payload, 'offer'),
      answer: (payload: unknown) => this.onDescription(payload, 'answer'),
      'ice-candidate': (payload: unknown) => this.onCandidate(payload),
      'user-disconnected': (payload: unknown) => this.onUserDisconnected(payload),
      'session-ended': (payload: unknown) => this.onSessionEnded(payload),
      'receive-message': (payload: unknown) => this.onMessage(payload),
      'chat-history': (payload: unknown) => this.onHistory(payload),
      'media-state': (payload: unknown) => this.onPeerMedia(payload),
      error: (payload: unknown) => this.onError(payload),
    };
  }

  // ---- store

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  private update(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private notice(notice: CallNotice): void {
    this.options.onNotice?.(notice);
  }

  // ---- socket

  /** Follows the live channel: pass the new socket whenever it changes (null when gone). */
  attachSocket(socket: CallSocket | null): void {
    if (socket === this.socket) return;
    if (this.socket) for (const [event, handler] of Object.entries(this.handlers)) this.socket.off(event, handler);
    this.socket = socket;
    if (!socket) {
      if (this.inRoom) this.update({ reconnecting: true });
      return;
    }
    for (const [event, handler] of Object.entries(this.handlers)) socket.on(event, handler);
    if (socket.connected) this.onSocketConnect();
  }

  private emit(event: string, payload: unknown): void {
    if (this.socket?.connected) this.socket.emit(event, payload);
  }

  /** Room events are refused until the join is confirmed: they wait for it. */
  private emitInRoom(event: string, payload: unknown): void {
    if (this.joined) this.emit(event, payload);
  }

  private roomUser() {
    return { room: this.options.room, user: this.options.self };
  }

  private forThisRoom(payload: unknown): payload is Record<string, unknown> {
    return isObject(payload) && (payload.room === undefined || payload.room === this.options.room);
  }

  private fromPeer(payload: Record<string, unknown>): boolean {
    const user = (payload.user ?? payload.from) as { id?: unknown } | undefined;
    return !user || user.id === this.options.peer.id;
  }

  // ---- joining and leaving

  /**
   * Enters the room with this media (null: listen only). Resolves once the peer connection is
   * set up; the server's answer arrives as events.
   */
  async start(stream: MediaStream | null): Promise<void> {
    if (this.disposed) return;
    this.localStream = stream;
    this.localMedia = {
      audio: !!stream?.getAudioTracks().some((track) => track.enabled),
      video: !!stream?.getVideoTracks().some((track) => track.enabled),
    };
    this.inRoom = true;
    this.update({ phase: 'joining', localStream: stream, refusal: null });
    if (!this.iceServers) {
      try {
        this.iceServers = await this.options.getIceServers();
      } catch {
        // Without the configured servers, host candidates still connect on one network.
        this.iceServers = [];
      }
    }
    if (this.disposed || !this.inRoom) return;
    this.freshLink = true;
    this.join();
  }

  /** Asks to (re)join; the rest happens when the server confirms (onJoined). */
  private join(): void {
    if (!this.socket?.connected || !this.inRoom) return;
    this.joined = false;
    this.emit('join-room', this.roomUser());
  }

  private onJoined(): void {
    this.joined = true;
    this.sendMedia();
    if (this.freshLink || !this.link) {
      this.freshLink = false;
      this.rebuildLink({ announce: true });
    } else {
      this.link.resume();
    }
    this.flushOutbox();
  }

  private onSocketConnect(): void {
    if (!this.inRoom) return;
    this.update({ reconnecting: !this.snapshot.connected && this.snapshot.peerPresent });
    // A first join waits for start() to have its ICE servers; a rejoin keeps the live link.
    if (this.iceServers) this.join();
  }

  private onSocketDisconnect(): void {
    this.joined = false;
    if (this.inRoom && this.snapshot.phase !== 'ended') this.update({ reconnecting: true });
  }

  /** Leaves the room and releases camera and microphone (Leave Session, or the page closing). */
  leave(): void {
    if (this.inRoom) this.emitInRoom('leave-room', this.roomUser());
    this.inRoom = false;
    this.joined = false;
    this.closeLink();
    this.stopStats();
    this.update({ connected: false, reconnecting: false, remoteStream: null, peerPresent: false, peerLeft: false });
  }

  /** Doctor only: ends the session for both (spec §7 end-session). */
  endSession(): void {
    this.emitInRoom('end-session', this.roomUser());
    this.finish(CALL_TEXTS.endedForDoctor);
  }

  dispose(): void {
    this.leave();
    this.attachSocket(null);
    this.disposed = true;
    this.listeners.clear();
  }

  private finish(message: string): void {
    this.inRoom = false;
    this.joined = false;
    this.closeLink();
    this.stopStats();
    this.update({ phase: 'ended', endedMessage: message, connected: false, reconnecting: false, remoteStream: null });
  }

  // ---- microphone and camera

  /** Our microphone or camera was switched: the other side shows it (name and avatar, muted). */
  setLocalMedia(media: MediaState): void {
    this.localMedia = { ...media };
    this.sendMedia();
  }

  private sendMedia(): void {
    this.emitInRoom('media-state', { room: this.options.room, media: this.localMedia });
  }

  private onPeerMedia(payload: unknown): void {
    if (!this.forThisRoom(payload) || !this.fromPeer(payload)) return;
    const media = payload.media;
    if (!isObject(media) || typeof media.audio !== 'boolean' || typeof media.video !== 'boolean') return;
    this.update({ peerMedia: { audio: media.audio, video: media.video } });
  }

  // ---- the peer link

  /**
   * A new peer connection. `announce`: a fresh one that tells the other side (ready-for-offer)
   * and holds its own first offer, so the side already there offers and the two do not collide;
   * without it, the answer to the other side's announcement, which offers at once.
   */
  private rebuildLink({ announce = false }: { announce?: boolean } = {}): void {
    this.closeLink();
    const { self, peer } = this.options;
    const room = this.options.room;
    const link = new PeerLink({
      polite: isPolite(self.id, peer.id),
      holdFirstOffer: announce,
      iceServers: this.iceServers ?? [],
      ...this.options.link,
      signalling: {
        sendDescription: (description) =>
          description.type === 'answer'
            ? this.emitInRoom('answer', { room, answer: description })
            : this.emitInRoom('offer', { room, offer: description }),
        sendCandidate: (candidate) => this.emitInRoom('ice-candidate', { room, candidate }),
      },
      onRemoteStream: (stream) => this.update({ remoteStream: stream }),
      onConnectionState: (state) => this.onLinkState(link, state),
      onError: (error) => console.error('Consultation negotiation step failed', error),
    });
    this.link = link;
    const stream = this.localStream;
    if (stream) for (const track of stream.getTracks()) link.addTrack(track, stream);
    this.update({ connected: false, remoteStream: null });
    this.connectRetry = setTimeout(() => {
      this.connectRetry = null;
      if (this.link !== link || link.state === 'connected' || !this.joined || !this.snapshot.peerPresent) return;
      this.rebuildLink({ announce: true });
    }, CONNECT_RETRY_MS);
    if (announce) this.emitInRoom('ready-for-offer', this.roomUser());
  }

  private closeLink(): void {
    if (this.connectRetry) clearTimeout(this.connectRetry);
    this.connectRetry = null;
    this.link?.close();
    this.link = null;
    this.lastSample = null;
  }

  private onLinkState(link: PeerLink, state: RTCPeerConnectionState): void {
    if (link !== this.link) return;
    if (state === 'connected') {
      this.update({
        connected: true,
        peerLeft: false,
        reconnecting: !this.socket?.connected,
        startedAt: this.snapshot.startedAt ?? Date.now(),
        phase: this.snapshot.phase === 'ended' ? 'ended' : 'live',
      });
      this.startStats();
    } else if (state === 'disconnected' || state === 'failed') {
      // With the other side gone from the room there is nothing to reconnect to: their rejoin
      // rebuilds the connection. Only our own socket being away is still a reconnect.
      this.update({ connected: false, reconnecting: this.snapshot.peerPresent || !this.socket?.connected });
    } else if (state === 'closed') {
      this.update({ connected: false });
    }
  }

  /** Swaps the video we send (screen share, back to the camera). */
  async replaceVideoTrack(track: MediaStreamTrack | null): Promise<boolean> {
    return (await this.link?.replaceTrack('video', track)) ?? false;
  }

  /** The join's confirmation (to us), and later status changes (to the room). */
  private onSessionState(payload: unknown): void {
    if (!this.forThisRoom(payload) || !this.inRoom) return;
    const state = isObject(payload.state) ? payload.state : {};
    const participants = Array.isArray(payload.participants) ? (payload.participants as ConsultationUser[]) : [];
    const peerPresent = participants.some((user) => user?.id === this.options.peer.id);
    if (state.status === 'ended') {
      this.finish(this.endedText());
      return;
    }
    const startedAt = typeof state.startedAt === 'string' ? Date.parse(state.startedAt) : NaN;
    this.update({
      phase: peerPresent || this.snapshot.connected ? 'live' : 'waiting',
      peerPresent,
      peerLeft: !peerPresent && this.snapshot.peerLeft,
      startedAt: Number.isFinite(startedAt) ? startedAt : this.snapshot.startedAt,
    });
    if (!this.joined) this.onJoined();
  }

  private onSessionStarted(payload: unknown): void {
    if (!this.forThisRoom(payload)) return;
    const startedAt = typeof payload.startedAt === 'string' ? Date.parse(payload.startedAt) : NaN;
    if (Number.isFinite(startedAt)) this.update({ startedAt });
  }

  private endedText(): string {
    return this.options.self.role === 'doctor' ? CALL_TEXTS.endedForDoctor : CALL_TEXTS.endedForPatient;
  }

  private onUserConnected(payload: unknown): void {
    if (!this.forThisRoom(payload) || !this.fromPeer(payload) || !this.inRoom) return;
    // They missed what we said before they (re)joined.
    this.sendMedia();
    const link = this.link;
    this.update({
      peerPresent: true,
      peerLeft: false,
      // Back with the connection we had: it is being recovered (an ICE restart, or their offer).
      reconnecting: this.snapshot.reconnecting || (!!link && (link.state === 'disconnected' || link.state === 'failed')),
      phase: this.snapshot.phase === 'joining' || this.snapshot.phase === 'waiting' ? 'live' : this.snapshot.phase,
    });
  }

  /** The other side has a fresh peer connection (it joined or reloaded): build ours anew. */
  private onPeerFresh(payload: unknown): void {
    if (!this.forThisRoom(payload) || !this.fromPeer(payload) || !this.joined) return;
    this.sendMedia();
    this.update({ peerPresent: true, peerLeft: false, phase: 'live' });
    // A connection that never connected is not stale: it stays, and offers now (again, if its
    // offer went out before anyone was there; or the first one it held). One that served a call
    // starts over.
    const link = this.link;
    if (link && !link.everConnected && link.state !== 'failed' && link.state !== 'closed') link.offerNow();
    else this.rebuildLink();
  }

  private onDescription(payload: unknown, type: 'offer' | 'answer'): void {
    if (!this.forThisRoom(payload) || !this.fromPeer(payload) || !this.link) return;
    const description = payload[type] as RTCSessionDescriptionInit | undefined;
    if (!isObject(description) || description.type !== type) return;
    void this.link.receiveDescription(description);
  }

  private onCandidate(payload: unknown): void {
    if (!this.forThisRoom(payload) || !this.fromPeer(payload) || !this.link) return;
    const candidate = payload.candidate as RTCIceCandidateInit | undefined;
    if (!isObject(candidate)) return;
    void this.link.receiveCandidate(candidate);
  }

  private onUserDisconnected(payload: unknown): void {
    if (!this.forThisRoom(payload) || !this.fromPeer(payload) || !this.inRoom) return;
    // They left on purpose (or stayed away past the server's grace): the call is not connected,
    // and neither a reconnect nor a poor-video reading applies. The link stays, so a return
    // with a connection still alive recovers it; a fresh rejoin rebuilds it (trigger-offer).
    this.stopStats();
    this.update({
      peerPresent: false,
      peerLeft: true,
      connected: false,
      reconnecting: !this.socket?.connected,
      quality: null,
      suggestAudioOnly: false,
    });
    this.notice({
      severity: 'info',
      title: CALL_TEXTS.userDisconnectedTitle,
      message: this.options.peer.role === 'patient' ? CALL_TEXTS.patientLeft : CALL_TEXTS.doctorLeft,
    });
  }

  private onSessionEnded(payload: unknown): void {
    if (!this.forThisRoom(payload)) return;
    if (this.snapshot.phase === 'ended') return;
    this.finish(this.endedText());
  }

  private onError(payload: unknown): void {
    if (!isObject(payload)) return;
    const message = typeof payload.message === 'string' ? payload.message : 'The server refused this consultation.';
    if (payload.reason === 'ended') {
      if (this.snapshot.phase !== 'ended') this.finish(this.endedText());
      return;
    }
    // A refused join, or an event refused because the consultation may no longer go on.
    const refused = payload.event === 'join-room' || (typeof payload.reason === 'string' && this.inRoom);
    if (refused) {
      this.inRoom = false;
      this.closeLink();
      this.update({ phase: 'refused', refusal: message, reconnecting: false });
      return;
    }
    this.notice({ severity: 'error', title: CALL_TEXTS.connectionIssue, message });
  }

  // ---- chat

  /** Sends a chat message now, or as soon as the room is back. Returns false for empty text. */
  sendMessage(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed) return false;
    const { self } = this.options;
    const message: ConsultationChatMessage = {
      id: (this.options.newId ?? randomId)(),
      sender: self.role === 'doctor' ? 'doctor' : 'patient',
      senderName: self.name,
      text: trimmed.slice(0, CHAT_MAX_LENGTH),
      time: clockTime((this.options.now ?? (() => new Date()))()),
    };
    this.update({ messages: [...this.snapshot.messages, { ...message, pending: true, mine: true }] });
    if (this.canSend()) this.emitInRoom('send-message', { room: this.options.room, message: { id: message.id, text: message.text } });
    return true;
  }

  private canSend(): boolean {
    return this.inRoom && this.joined && !!this.socket?.connected;
  }

  /** Re-sends every unconfirmed message (the server de-duplicates by id). */
  private flushOutbox(): void {
    for (const entry of this.snapshot.messages) {
      if (!entry.pending) continue;
      this.emitInRoom('send-message', { room: this.options.room, message: { id: entry.id, text: entry.text } });
    }
  }

  private onMessage(payload: unknown): void {
    const message = isObject(payload) && isChatMessage(payload.message) ? payload.message : payload;
    if (!isChatMessage(message)) return;
    this.mergeMessages([message]);
  }

  private onHistory(payload: unknown): void {
    if (isObject(payload) && !this.forThisRoom(payload)) return;
    const list = Array.isArray(payload) ? payload : isObject(payload) && Array.isArray(payload.messages) ? payload.messages : [];
    this.mergeMessages(list.filter(isChatMessage));
  }

  private mergeMessages(incoming: ConsultationChatMessage[]): void {
    if (incoming.length === 0) return;
    const messages = [...this.snapshot.messages];
    const mySender = this.options.self.role === 'doctor' ? 'doctor' : 'patient';
    for (const message of incoming) {
      const index = messages.findIndex((entry) => entry.id === message.id);
      const entry: ChatEntry = { ...message, pending: false, mine: message.sender === mySender };
      if (index >= 0) messages[index] = entry;
      else messages.push(entry);
    }
    this.update({ messages });
  }

  // ---- quality

  private startStats(): void {
    if (this.statsTimer) return;
    this.statsTimer = setInterval(() => void this.readStats(), this.options.statsIntervalMs ?? 2000);
  }

  private stopStats(): void {
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    this.lastSample = null;
    this.poorReadings = 0;
  }

  private async readStats(): Promise<void> {
    const link = this.link;
    if (!link) return;
    let report: RTCStatsReport;
    try {
      report = await link.connection.getStats();
    } catch {
      return;
    }
    // Stopped meanwhile (the other side left): a late reading must not grade a call that is gone.
    if (link !== this.link || !this.statsTimer) return;
    const sample = sampleStats(report, Date.now());
    const previous = this.lastSample;
    this.lastSample = sample;
    if (!previous) return;
    const remoteVideo = this.snapshot.remoteStream?.getVideoTracks().some((track) => track.readyState === 'live') ?? false;
    const quality = gradeQuality(previous, sample, remoteVideo);
    if (!link || link.state !== 'connected') quality.remote = 'lost';
    this.poorReadings = quality.videoPoor ? this.poorReadings + 1 : 0;
    this.update({
      quality,
      suggestAudioOnly: this.snapshot.suggestAudioOnly || this.poorReadings >= POOR_VIDEO_READINGS_BEFORE_OFFER,
    });
  }

  /** The audio-only offer was answered (accepted or dismissed). */
  dismissAudioOnly(): void {
    this.poorReadings = 0;
    this.update({ suggestAudioOnly: false });
  }
}
