// Negotiation scenarios of two PeerLinks over real WebRTC (libwebrtc for Node, @roamhq/wrtc),
// wired by an in-memory signalling channel that delivers messages asynchronously and in order,
// as a socket does. Run by peer-link.test.ts in a child process: `node --import tsx
// peer-link.scenarios.ts <name>` prints one JSON line and exits with process.exit, because
// @roamhq/wrtc crashes (SIGSEGV) in Node's own teardown on Linux.
import { createRequire } from 'node:module';
import { PeerLink } from './peer-link';

type Wrtc = typeof import('@roamhq/wrtc');
const wrtc = createRequire(import.meta.url)('@roamhq/wrtc') as Wrtc;

interface Side {
  link: PeerLink;
  sent: string[];
  remoteKinds: () => string;
}

function videoTrack(): MediaStreamTrack {
  return new wrtc.nonstandard.RTCVideoSource().createTrack() as unknown as MediaStreamTrack;
}

function audioTrack(): MediaStreamTrack {
  return new wrtc.nonstandard.RTCAudioSource().createTrack() as unknown as MediaStreamTrack;
}

function newStream(): MediaStream {
  return new wrtc.MediaStream() as unknown as MediaStream;
}

/** While true, every message is lost (a socket that dropped). */
const channel = { down: false };

/** A polite and an impolite link whose messages reach the other after `delayMs`. */
function pair(delayMs: number, hold: { polite?: boolean; impolite?: boolean } = {}): [Side, Side] {
  const sides: Side[] = [];
  const make = (polite: boolean, other: () => Side): Side => {
    const sent: string[] = [];
    let remote: MediaStream | null = null;
    let queue = Promise.resolve();
    const deliver = (task: () => Promise<void>) => {
      if (channel.down) return;
      queue = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, delayMs))).then(task);
    };
    const link = new PeerLink({
      polite,
      holdFirstOffer: polite ? hold.polite : hold.impolite,
      iceServers: [],
      createPeerConnection: (configuration) => new wrtc.RTCPeerConnection(configuration) as unknown as RTCPeerConnection,
      createMediaStream: newStream,
      signalling: {
        sendDescription: (description) => {
          sent.push(description.type ?? '');
          deliver(() => other().link.receiveDescription(description));
        },
        sendCandidate: (candidate) => deliver(() => other().link.receiveCandidate(candidate)),
      },
      onRemoteStream: (stream) => {
        remote = stream;
      },
    });
    return {
      link,
      sent,
      remoteKinds: () =>
        remote
          ? remote
              .getTracks()
              .map((t) => t.kind)
              .sort()
              .join()
          : '',
    };
  };
  sides.push(make(true, () => sides[1]));
  sides.push(make(false, () => sides[0]));
  return [sides[0], sides[1]];
}

async function until(condition: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const bothConnected = (a: Side, b: Side) => () => a.link.state === 'connected' && b.link.state === 'connected';
const bothStable = (a: Side, b: Side) => () =>
  a.link.connection.signalingState === 'stable' && b.link.connection.signalingState === 'stable';

function report(a: Side, b: Side) {
  return {
    polite: { state: a.link.state, signaling: a.link.connection.signalingState, sent: a.sent, remote: a.remoteKinds() },
    impolite: { state: b.link.state, signaling: b.link.connection.signalingState, sent: b.sent, remote: b.remoteKinds() },
  };
}

/** Both sides add camera and microphone in the same tick, then wait until each has the other's media. */
async function bothAddMedia(hold: { polite?: boolean; impolite?: boolean } = {}) {
  const [polite, impolite] = pair(20, hold);
  for (const side of [polite, impolite]) {
    const stream = newStream();
    side.link.addTrack(videoTrack(), stream);
    side.link.addTrack(audioTrack(), stream);
  }
  await until(bothConnected(polite, impolite), 'both connected');
  await until(() => polite.remoteKinds() === 'audio,video' && impolite.remoteKinds() === 'audio,video', 'both have media');
  await until(bothStable(polite, impolite), 'both stable');
  return report(polite, impolite);
}

const scenarios: Record<string, () => Promise<unknown>> = {
  /** Only the impolite side has media: it offers, the polite side answers. */
  async 'one-offer'() {
    const [polite, impolite] = pair(5);
    const stream = newStream();
    impolite.link.addTrack(videoTrack(), stream);
    impolite.link.addTrack(audioTrack(), stream);
    await until(bothConnected(polite, impolite), 'both connected');
    await until(() => polite.remoteKinds() === 'audio,video', 'the polite side has audio and video');
    await until(bothStable(polite, impolite), 'both stable');
    return report(polite, impolite);
  },
  /**
   * A newcomer (here the polite side) holds its first offer: both add media, only the side
   * already there offers, and the newcomer answers (no glare, no rollback).
   */
  'held-offer': () => bothAddMedia({ polite: true }),
  /** A held offer goes out when the other side asks for it (offerNow), and not before. */
  async 'held-offer-asked'() {
    const [polite, impolite] = pair(5, { impolite: true });
    const stream = newStream();
    impolite.link.addTrack(videoTrack(), stream);
    impolite.link.addTrack(audioTrack(), stream);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentBeforeAsked = impolite.sent.length;
    impolite.link.offerNow();
    await until(bothConnected(polite, impolite), 'both connected');
    await until(bothStable(polite, impolite), 'both stable');
    return { sentBeforeAsked, ...report(polite, impolite) };
  },
  /** Both add media in the same tick: two offers cross (glare). */
  glare: () => bothAddMedia(),
  /** The offer is lost while the channel is down; resume() sends it again once it is back. */
  async 'lost-offer'() {
    const [polite, impolite] = pair(5);
    channel.down = true;
    impolite.link.addTrack(audioTrack(), newStream());
    await until(() => impolite.link.connection.signalingState === 'have-local-offer', 'the offer is out');
    await new Promise((resolve) => setTimeout(resolve, 200));
    channel.down = false;
    impolite.link.resume();
    await until(bothConnected(polite, impolite), 'both connected');
    await until(bothStable(polite, impolite), 'both stable');
    return report(polite, impolite);
  },
  /** A connected call restarts ICE (what a `disconnected` connection does after its wait). */
  async 'ice-restart'() {
    const [polite, impolite] = pair(5);
    polite.link.addTrack(audioTrack(), newStream());
    await until(bothConnected(polite, impolite), 'both connected');
    await until(bothStable(polite, impolite), 'both stable');
    const offersBefore = polite.sent.filter((type) => type === 'offer').length;
    polite.link.restartIce();
    await until(() => polite.sent.filter((type) => type === 'offer').length > offersBefore, 'a new offer');
    await until(bothStable(polite, impolite), 'both stable again');
    await until(bothConnected(polite, impolite), 'both connected again');
    return { ...report(polite, impolite), offersBefore };
  },
};

const name = process.argv[2] ?? '';
const scenario = scenarios[name];
if (!scenario) {
  console.log(JSON.stringify({ error: `No scenario ${name}` }));
  process.exit(2);
}
scenario().then(
  (result) => {
    console.log(JSON.stringify({ result }));
    process.exit(0);
  },
  (error: unknown) => {
    console.log(JSON.stringify({ error: String(error instanceof Error ? error.message : error) }));
    process.exit(1);
  },
);
