import type { ConsultationUser } from '@telehealth/shared-api';
import { FakePeerConnection, fakeStream } from '../testing/media-fakes';
import { ConsultationCall } from './consultation-call';
import type { CallSocket, ConsultationCallOptions } from './consultation-call';

const ROOM = 'room-1';
const doctor: ConsultationUser = { id: 'user-doctor', name: 'Sarah Chen', role: 'doctor' };
const patient: ConsultationUser = { id: 'user-patient', name: 'Alex Morgan', role: 'patient' };

/** A connected socket.io stand-in: records emits, delivers server events. */
function socketStandIn() {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const emitted: { event: string; payload: unknown }[] = [];
  const socket: CallSocket & { push: (event: string, payload?: unknown) => void; emitted: typeof emitted } = {
    connected: true,
    on: (event, handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event, handler) => handlers.get(event)?.delete(handler),
    emit: (event, payload) => emitted.push({ event, payload }),
    push: (event, payload) => handlers.get(event)?.forEach((handler) => handler(payload as never)),
    emitted,
  };
  return socket;
}

type StatsEntry = Record<string, unknown> & { type: string; id: string };

/** getStats answers: video arriving at `fps` frames per second, read every 20 ms. */
function videoStats(connection: FakePeerConnection, fps: () => number) {
  let frames = 0;
  let packets = 0;
  connection.getStats = async () => {
    frames += fps() / 50;
    packets += 2;
    return new Map<string, StatsEntry>([
      ['cp', { type: 'candidate-pair', id: 'cp', nominated: true, state: 'succeeded', currentRoundTripTime: 0.03 }],
      ['v', { type: 'inbound-rtp', id: 'v', kind: 'video', packetsReceived: packets, packetsLost: 0, framesDecoded: frames }],
    ]) as never;
  };
}

async function joinedCall(self: ConsultationUser, peer: ConsultationUser, extra: Partial<ConsultationCallOptions> = {}) {
  const made: FakePeerConnection[] = [];
  const call = new ConsultationCall({
    room: ROOM,
    self,
    peer,
    getIceServers: async () => [],
    statsIntervalMs: 20,
    link: {
      createPeerConnection: (configuration) => {
        const connection = new FakePeerConnection(configuration);
        made.push(connection);
        return connection as unknown as RTCPeerConnection;
      },
      createMediaStream: () => fakeStream([]),
    },
    ...extra,
  });
  const socket = socketStandIn();
  call.attachSocket(socket);
  await call.start(fakeStream());
  socket.push('session-state', { room: ROOM, state: { status: 'live' }, participants: [self, peer] });
  return { call, socket, made };
}

async function until(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 3000) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('ConsultationCall', () => {
  it('sends nothing to the room before the server confirms the join', async () => {
    const call = new ConsultationCall({ room: ROOM, self: patient, peer: doctor, getIceServers: async () => [] });
    const socket = socketStandIn();
    call.attachSocket(socket);
    await call.start(null);
    call.sendMessage('Hello?');
    expect(socket.emitted.map((e) => e.event)).toEqual(['join-room']);
    call.dispose();
  });

  it('offers audio only when received video stays poor, and grades the connection', async () => {
    const { call, made } = await joinedCall(patient, doctor);
    const link = made.at(-1)!;
    let fps = 30;
    videoStats(link, () => fps);
    link.report('connected', fakeStream(['video']));
    await until(() => call.getSnapshot().quality !== null);
    expect(call.getSnapshot().quality).toMatchObject({ remote: 'good', videoPoor: false });
    expect(call.getSnapshot().suggestAudioOnly).toBe(false);
    fps = 2;
    await until(() => call.getSnapshot().suggestAudioOnly);
    expect(call.getSnapshot().quality).toMatchObject({ remote: 'poor', videoPoor: true });
    call.dismissAudioOnly();
    expect(call.getSnapshot().suggestAudioOnly).toBe(false);
    call.dispose();
  });

  it('a peer who leaves is not a poor connection: not connected, no Reconnecting…, no audio-only offer; their rejoin reconnects', async () => {
    const notices: string[] = [];
    const { call, socket, made } = await joinedCall(doctor, patient, { onNotice: (notice) => notices.push(notice.message) });
    const link = made.at(-1)!;
    let fps = 30;
    videoStats(link, () => fps);
    link.report('connected', fakeStream(['video']));
    fps = 2;
    await until(() => call.getSnapshot().suggestAudioOnly);

    // The patient presses Leave Session: their video stops and the server tells the room.
    fps = 0;
    socket.push('user-disconnected', { room: ROOM, user: patient });
    expect(notices).toEqual(['The patient has left the session.']);
    expect(call.getSnapshot()).toMatchObject({
      peerPresent: false,
      peerLeft: true,
      connected: false,
      reconnecting: false,
      suggestAudioOnly: false,
      quality: null,
    });
    // Our side of the connection notices later that nobody is there any more.
    link.report('disconnected');
    link.report('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(call.getSnapshot()).toMatchObject({ connected: false, reconnecting: false, suggestAudioOnly: false, quality: null });

    // They join again with a fresh connection: ours is rebuilt and the call connects as before.
    socket.push('user-connected', { room: ROOM, user: patient });
    socket.push('trigger-offer', { room: ROOM, user: patient });
    const again = made.at(-1)!;
    expect(again).not.toBe(link);
    expect(call.getSnapshot()).toMatchObject({ peerPresent: true, peerLeft: false });
    again.report('connected', fakeStream(['video']));
    expect(call.getSnapshot()).toMatchObject({ connected: true, reconnecting: false, phase: 'live' });
    call.dispose();
  });

  it('a connection that drops while the peer is still in the room shows Reconnecting…, until the server says they left', async () => {
    const { call, socket, made } = await joinedCall(doctor, patient);
    const link = made.at(-1)!;
    link.report('connected', fakeStream(['video']));
    expect(call.getSnapshot()).toMatchObject({ connected: true, reconnecting: false });

    link.report('disconnected');
    expect(call.getSnapshot()).toMatchObject({ connected: false, reconnecting: true, peerPresent: true, peerLeft: false });

    // Away past the server's grace: now they count as gone, waiting for their rejoin.
    socket.push('user-disconnected', { room: ROOM, user: patient });
    expect(call.getSnapshot()).toMatchObject({ reconnecting: false, peerLeft: true });

    // Back with the connection they had (a socket rejoin): it recovers in place.
    socket.push('user-connected', { room: ROOM, user: patient });
    expect(call.getSnapshot()).toMatchObject({ reconnecting: true, peerLeft: false, peerPresent: true });
    link.report('connected');
    expect(made.at(-1)).toBe(link);
    expect(call.getSnapshot()).toMatchObject({ connected: true, reconnecting: false });
    call.dispose();
  });

  it('a session-ended from the server ends the call for the patient with the spec text', async () => {
    const { call, socket, made } = await joinedCall(patient, doctor);
    socket.push('session-ended', { room: ROOM, message: 'x', endedAt: new Date().toISOString() });
    expect(call.getSnapshot()).toMatchObject({ phase: 'ended', endedMessage: 'The consultation session has been ended by the doctor.' });
    expect(made.at(-1)!.closed).toBe(true);
  });

  it('ignores signalling of another room', async () => {
    const { call, socket, made } = await joinedCall(doctor, patient);
    made.at(-1)!.report('connected');
    const before = made.length;
    socket.push('trigger-offer', { room: 'room-other', user: patient });
    expect(made).toHaveLength(before);
    socket.push('trigger-offer', { room: ROOM, user: patient });
    expect(made).toHaveLength(before + 1);
    call.dispose();
  });
});
