/**
 * One RTCPeerConnection to the other participant, negotiated with the W3C "perfect negotiation"
 * pattern: either side may add a track (and so start an offer) at any time, and when both offer
 * at once the polite side rolls its own offer back while the impolite side ignores the other's.
 * Which side is polite comes from the participants' ids (`isPolite`), so both agree without a
 * round trip.
 *
 * Plain TypeScript with no React and no socket: the signalling transport is two callbacks, so a
 * test can wire two links to each other.
 */

/** What a link sends to the other side (over the socket, in the product). */
export interface Signalling {
  sendDescription: (description: RTCSessionDescriptionInit) => void;
  sendCandidate: (candidate: RTCIceCandidateInit) => void;
}

export interface PeerLinkOptions {
  polite: boolean;
  iceServers: RTCIceServer[];
  signalling: Signalling;
  /** The remote side's media, whenever a track arrives (the same stream object each time). */
  onRemoteStream?: (stream: MediaStream) => void;
  /** `connectionState` changes (connected, disconnected, failed ...). */
  onConnectionState?: (state: RTCPeerConnectionState) => void;
  /** A negotiation step failed (logged by the caller; the link keeps going). */
  onError?: (error: unknown) => void;
  /** How long a `disconnected` connection may recover by itself before an ICE restart. */
  restartDelayMs?: number;
  /** Builds the connection (the browser's by default; a test may pass another implementation). */
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  /** Builds the remote stream (the browser's MediaStream by default). */
  createMediaStream?: () => MediaStream;
  /**
   * Holds this side's first offer until `offerNow` (or until the other side's offer arrives): a
   * newcomer that announced itself lets the side already there offer, so both do not offer at once.
   */
  holdFirstOffer?: boolean;
}

/** Wait before restarting ICE on `disconnected`: short losses usually heal on their own. */
export const ICE_RESTART_DELAY_MS = 2500;

/**
 * The polite side is the one whose user id sorts first. Both sides compute it from the same two
 * ids, so exactly one of them is polite.
 */
export function isPolite(ownId: string, peerId: string): boolean {
  return ownId < peerId;
}

export class PeerLink {
  readonly connection: RTCPeerConnection;
  private readonly options: PeerLinkOptions;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswerPending = false;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private remoteStream: MediaStream | null = null;
  private closed = false;
  /** This connection reached `connected` at least once (it belongs to a call that happened). */
  everConnected = false;
  private readonly earlyCandidates: RTCIceCandidateInit[] = [];
  /** An offer of the other side is being applied and answered (see onnegotiationneeded). */
  private acceptingOffer = false;
  /** The first offer waits for `offerNow` (holdFirstOffer); `offerHeld`: one was asked for meanwhile. */
  private holding: boolean;
  private offerHeld = false;

  constructor(options: PeerLinkOptions) {
    this.options = options;
    this.holding = options.holdFirstOffer ?? false;
    const create = options.createPeerConnection ?? ((configuration: RTCConfiguration) => new RTCPeerConnection(configuration));
    const pc = create({ iceServers: options.iceServers });
    this.connection = pc;

    pc.onnegotiationneeded = () => {
      // While an offer of the other side is being taken, the connection passes through `stable`
      // (after the rollback): an offer of ours made there would be rolled back again and left
      // Chromium's ICE without candidates. Once the answer is set, the browser asks again if needed.
      if (this.acceptingOffer) return;
      if (this.holding) {
        this.offerHeld = true;
        return;
      }
      void this.makeOffer();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && !this.closed) this.options.signalling.sendCandidate(candidate.toJSON());
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = this.remoteStreamFor(streams);
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.options.onRemoteStream?.(stream);
    };
    pc.onconnectionstatechange = () => this.onConnectionStateChange();
  }

  private async makeOffer(): Promise<void> {
    const pc = this.connection;
    try {
      this.makingOffer = true;
      await setLocalDescription(pc, 'offer');
      if (pc.localDescription && !this.closed) this.options.signalling.sendDescription(toInit(pc.localDescription));
    } catch (error) {
      // An offer from the other side was applied meanwhile: that negotiation goes on instead.
      if (pc.signalingState !== 'have-remote-offer') this.options.onError?.(error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** Sends a local track; a connection that needs negotiating offers by itself. */
  addTrack(track: MediaStreamTrack, stream: MediaStream): RTCRtpSender {
    return this.connection.addTrack(track, stream);
  }

  /**
   * Swaps what a sender of this kind sends (screen share and back, another camera) without
   * renegotiating. Returns false when no sender of that kind exists.
   */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<boolean> {
    const sender = this.connection
      .getTransceivers()
      .find((t) => t.receiver.track?.kind === kind && t.currentDirection !== 'stopped')?.sender;
    if (!sender) return false;
    await sender.replaceTrack(track);
    return true;
  }

  /** A description from the other side (offer or answer). */
  async receiveDescription(description: RTCSessionDescriptionInit): Promise<void> {
    if (this.closed) return;
    const pc = this.connection;
    let accepting = false;
    try {
      // An offer collides with ours when we are making one, or already have one out, unless
      // the only thing pending is an answer we are applying.
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswerPending);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.options.polite && offerCollision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswerPending = description.type === 'answer';
      accepting = description.type === 'offer';
      if (accepting) {
        this.acceptingOffer = true;
        // Answering covers what a held offer would have asked; a later need fires again.
        this.holding = false;
        this.offerHeld = false;
      }
      // The polite side gives its own offer up (an explicit rollback: the same as the implicit
      // one of current browsers, and understood by older implementations too).
      if (offerCollision && pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
      await pc.setRemoteDescription(description);
      this.settingRemoteAnswerPending = false;
      await this.addEarlyCandidates();
      if (description.type === 'offer') {
        await setLocalDescription(pc, 'answer');
        if (pc.localDescription && !this.closed) this.options.signalling.sendDescription(toInit(pc.localDescription));
      }
    } catch (error) {
      this.settingRemoteAnswerPending = false;
      this.options.onError?.(error);
    } finally {
      if (accepting) this.acceptingOffer = false;
    }
  }

  /** A trickled candidate from the other side. */
  async receiveCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (this.closed) return;
    // The relay may deliver a candidate before the description it belongs to: keep it until then.
    if (!this.connection.remoteDescription) {
      this.earlyCandidates.push(candidate);
      return;
    }
    try {
      await this.connection.addIceCandidate(candidate);
    } catch (error) {
      // Candidates of an offer we ignored belong to nothing here.
      if (!this.ignoreOffer) this.options.onError?.(error);
    }
  }

  /** Restarts ICE: a new offer with fresh credentials goes out through negotiationneeded. */
  restartIce(): void {
    if (this.closed) return;
    this.clearRestartTimer();
    this.connection.restartIce();
  }

  /**
   * After the signalling channel was away: an offer sent meanwhile may have been lost, so it
   * goes again; a connection that is not connected restarts ICE.
   */
  resume(): void {
    if (this.closed) return;
    const pc = this.connection;
    if (pc.signalingState === 'have-local-offer' && pc.localDescription) {
      this.options.signalling.sendDescription(toInit(pc.localDescription));
    } else if (pc.connectionState !== 'connected') {
      this.restartIce();
    }
  }

  /**
   * The other side is ready for an offer: the pending one goes again (it may have gone out
   * before anyone was there to take it), or a held first offer is made now.
   */
  offerNow(): void {
    const pc = this.connection;
    if (this.closed) return;
    this.holding = false;
    if (pc.signalingState === 'have-local-offer' && pc.localDescription) {
      this.options.signalling.sendDescription(toInit(pc.localDescription));
    } else if (this.offerHeld && pc.signalingState === 'stable') {
      this.offerHeld = false;
      void this.makeOffer();
    }
  }

  get state(): RTCPeerConnectionState {
    return this.connection.connectionState;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearRestartTimer();
    const pc = this.connection;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private async addEarlyCandidates(): Promise<void> {
    const candidates = this.earlyCandidates.splice(0);
    for (const candidate of candidates) await this.receiveCandidate(candidate);
  }

  private remoteStreamFor(streams: readonly MediaStream[]): MediaStream {
    if (!this.remoteStream) {
      this.remoteStream = streams[0] ?? (this.options.createMediaStream ?? (() => new MediaStream()))();
    }
    return this.remoteStream;
  }

  private onConnectionStateChange(): void {
    const state = this.connection.connectionState;
    this.options.onConnectionState?.(state);
    if (state === 'connected') {
      this.everConnected = true;
      this.clearRestartTimer();
    } else if (state === 'failed') this.restartIce();
    else if (state === 'disconnected' && !this.restartTimer) {
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        if (this.connection.connectionState === 'disconnected' || this.connection.connectionState === 'failed') this.restartIce();
      }, this.options.restartDelayMs ?? ICE_RESTART_DELAY_MS);
    }
  }

  private clearRestartTimer(): void {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }
}

/**
 * The argument-less setLocalDescription of current browsers (it creates the offer or answer
 * for the state the connection is in at that moment, so no remote offer can slip in between);
 * implementations without it (libwebrtc for Node in the tests) get createOffer/createAnswer.
 */
async function setLocalDescription(pc: RTCPeerConnection, kind: 'offer' | 'answer'): Promise<void> {
  try {
    await pc.setLocalDescription();
    return;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  const description = kind === 'offer' ? await pc.createOffer() : await pc.createAnswer();
  if (kind === 'offer' && pc.signalingState !== 'stable') return;
  await pc.setLocalDescription(description);
}

function toInit(description: RTCSessionDescription): RTCSessionDescriptionInit {
  return { type: description.type, sdp: description.sdp };
}
