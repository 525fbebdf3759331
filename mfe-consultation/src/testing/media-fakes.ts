/**
 * Stand-ins for the browser's media and WebRTC APIs, which jsdom lacks: camera and microphone
 * streams, getUserMedia with a scripted outcome, and an RTCPeerConnection that records what the
 * page does with it (negotiation itself is tested over real WebRTC in peer-link.test.ts).
 */
export interface FakeTrack {
  kind: 'audio' | 'video';
  enabled: boolean;
  readyState: 'live' | 'ended';
  stop: () => void;
  addEventListener: (event: string, handler: () => void) => void;
}

export function fakeTrack(kind: 'audio' | 'video'): FakeTrack {
  const track: FakeTrack = {
    kind,
    enabled: true,
    readyState: 'live',
    stop: () => {
      track.readyState = 'ended';
    },
    addEventListener: () => undefined,
  };
  return track;
}

export function fakeStream(kinds: ('audio' | 'video')[] = ['audio', 'video']): MediaStream {
  const tracks = kinds.map(fakeTrack);
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    addTrack: (track: FakeTrack) => tracks.push(track),
  } as unknown as MediaStream;
}

/** A DOMException-like failure as getUserMedia rejects with. */
export function mediaError(name: string): Error {
  return Object.assign(new Error(`${name} (fake)`), { name });
}

export type GetUserMedia = jest.Mock<Promise<MediaStream>, [MediaStreamConstraints]>;

/** Installs navigator.mediaDevices; each getUserMedia call takes the next outcome (the last repeats). */
export function installMediaDevices(...outcomes: (MediaStream | Error)[]): GetUserMedia {
  // jsdom has <video> without playback.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  const queue = [...outcomes];
  const getUserMedia: GetUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    return constraints.video ? next : fakeStream(['audio']);
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      getDisplayMedia: async () => fakeStream(['video']),
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'cam-1', label: 'Front camera', groupId: 'g' },
        { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone', groupId: 'g' },
      ],
    },
  });
  return getUserMedia;
}

/** The RTCPeerConnections the page created. */
export const peerConnections: FakePeerConnection[] = [];

export class FakePeerConnection {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  tracks: FakeTrack[] = [];
  /** One per added track; `sender.track` is what is being sent now (replaceTrack changes it). */
  transceivers: {
    receiver: { track: { kind: string } };
    sender: { track: FakeTrack | null; replaceTrack: (track: FakeTrack | null) => Promise<void> };
    currentDirection: string;
  }[] = [];
  closed = false;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: MediaStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  readonly configuration: RTCConfiguration;

  constructor(configuration: RTCConfiguration) {
    this.configuration = configuration;
    peerConnections.push(this);
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
    const sender = {
      track: track as FakeTrack | null,
      replaceTrack: async (next: FakeTrack | null) => {
        sender.track = next;
      },
    };
    this.transceivers.push({ receiver: { track: { kind: track.kind } }, sender, currentDirection: 'sendrecv' });
    return sender;
  }
  getTransceivers() {
    return this.transceivers;
  }
  /** What is being sent for one kind. */
  sending(kind: 'audio' | 'video'): FakeTrack | null | undefined {
    return this.transceivers.find((t) => t.receiver.track.kind === kind)?.sender.track;
  }
  async createOffer() {
    return { type: 'offer', sdp: 'fake' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'fake' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription() {}
  async addIceCandidate() {}
  async getStats() {
    return new Map();
  }
  restartIce() {}
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
  /** Plays the browser reporting a connection state and, when connected, the peer's media. */
  report(state: RTCPeerConnectionState, remote?: MediaStream) {
    this.connectionState = state;
    if (remote) for (const track of remote.getTracks()) this.ontrack?.({ track: track as unknown as FakeTrack, streams: [remote] });
    this.onconnectionstatechange?.();
  }
}

export function installPeerConnection(): void {
  peerConnections.length = 0;
  (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = FakePeerConnection;
}
