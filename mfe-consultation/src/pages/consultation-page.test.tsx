import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectSocket, disconnectSocket } from '@telehealth/shared-api';
import type { Appointment } from '@telehealth/shared-api';
import {
  at,
  fail,
  heldAnswer,
  installFakeApi,
  lastFakeSocket,
  makeAppointment,
  ok,
  renderInShell,
  SIGNED_IN_TOKEN,
  signOut,
} from '@telehealth/shared-ui/testing';
import type { FakeSocket } from '@telehealth/shared-ui/testing';
import { ConsultationPage } from './consultation-page';
import {
  consultationRoutes,
  DOCTOR_USER_ID,
  doctorUser,
  makeConsultationState,
  makeNotes,
  PATIENT_USER_ID,
  patientUser,
} from '../testing/consultation-fixtures';
import { fakeStream, installMediaDevices, installPeerConnection, mediaError, peerConnections } from '../testing/media-fakes';
import { notesDraftKey } from '../hooks/use-notes-draft';

jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

const PATH = '/consultation/:appointmentId';

function appointmentNow(overrides: Parameters<typeof makeAppointment>[0] = {}): Appointment {
  return makeAppointment({ start: new Date(), ...overrides });
}

async function openAs(role: 'doctor' | 'patient', appointment: Appointment) {
  const id = role === 'doctor' ? DOCTOR_USER_ID : PATIENT_USER_ID;
  const name = role === 'doctor' ? appointment.doctorId.user_id.name : appointment.patientId.user_id.name;
  const view = renderInShell(<ConsultationPage />, { route: `/consultation/${appointment._id}`, path: PATH, user: { role, id, name } });
  await act(async () => {
    await connectSocket(SIGNED_IN_TOKEN);
  });
  const socket = lastFakeSocket();
  act(() => socket.serverPush('connect'));
  return { ...view, socket };
}

/** Presses Start/Join once the camera check is ready, then lets the server confirm the join. */
async function joinCall(socket: FakeSocket, appointment: Appointment, label: RegExp, participants = [] as ReturnType<typeof doctorUser>[]) {
  const button = await screen.findByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() => expect(socket.emittedOf('join-room')).toHaveLength(1));
  act(() =>
    socket.serverPush('session-state', {
      room: appointment.roomId,
      appointmentId: appointment._id,
      state: makeConsultationState(appointment, { status: participants.length ? 'live' : 'waiting' }),
      participants,
    }),
  );
}

beforeEach(() => {
  signOut();
  sessionStorage.clear();
  installPeerConnection();
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.restoreAllMocks();
});

describe('consultation page: loading and who sees what', () => {
  it("says 'Loading Appointment...' until the appointment arrives", async () => {
    const appointment = appointmentNow();
    const held = heldAnswer(ok(appointment));
    installFakeApi(consultationRoutes(appointment, { [`GET /appointment/${appointment._id}`]: held.promise }));
    installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    expect(screen.getByText('Loading Appointment...').closest('[role="status"]')).toBeInTheDocument();
    await act(async () => held.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Consultation' })).toBeInTheDocument();
  });

  it('shows the doctor view: patient, date, time, default reason and Start Consultation', async () => {
    const appointment = appointmentNow({ patientName: 'Alex Morgan', reason: '' });
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    await openAs('doctor', appointment);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Doctor Consultation' })).closest('header')!;
    expect(within(header).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(header).getByText(appointment.timeSlot)).toBeInTheDocument();
    expect(within(header).getByText('Reason: General consultation')).toBeInTheDocument();
    // The doctor's zone is this browser's: no zone label, no second time.
    expect(within(header).queryByText(/Your time/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Session Notes' })).toBeInTheDocument();
  });

  it('shows the patient view: doctor, default specialty, years of experience and Join Video Consultation', async () => {
    const appointment = appointmentNow({ doctorName: 'Sarah Chen' });
    appointment.doctorId.specialization = '';
    appointment.doctorId.experience = 12;
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Video Consultation' })).closest('header')!;
    expect(within(header).getByText('Dr. Sarah Chen')).toBeInTheDocument();
    expect(within(header).getByText('General Medicine')).toBeInTheDocument();
    expect(within(header).getByText('12 years of experience')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Video Consultation' })).toBeInTheDocument();
  });
});

describe("consultation page: the doctor's time zone", () => {
  it("names the doctor's zone in the header and adds the viewer's own time when it reads differently", async () => {
    // 01:30 PM in Kolkata is 08:00 AM here (the slot is booked in the doctor's zone).
    const appointment = makeAppointment({
      start: at(2026, 11, 25, 8, 0),
      appointmentDate: '2026-11-25',
      timeSlot: '01:30 PM',
      doctorTimeZone: 'Asia/Kolkata',
    });
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Video Consultation' })).closest('header')!;
    expect(within(header).getByText('Nov 25, 2026')).toBeInTheDocument();
    expect(within(header).getByText('01:30 PM (Asia/Kolkata)')).toBeInTheDocument();
    expect(within(header).getByText('Your time: 08:00 AM')).toBeInTheDocument();
  });

  it("gives the viewer's date too when their day differs", async () => {
    const appointment = makeAppointment({
      start: at(2026, 11, 24, 23, 0),
      appointmentDate: '2026-11-25',
      timeSlot: '04:30 AM',
      doctorTimeZone: 'Asia/Kolkata',
    });
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    await openAs('doctor', appointment);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Doctor Consultation' })).closest('header')!;
    expect(within(header).getByText('04:30 AM (Asia/Kolkata)')).toBeInTheDocument();
    expect(within(header).getByText('Your time: Nov 24, 2026, 11:00 PM')).toBeInTheDocument();
  });

  it("tells a waiting patient elsewhere the start in their own time, and stamps chat on the viewer's clock", async () => {
    const local = appointmentNow();
    // The same instant, with a slot that reads differently in the doctor's zone.
    const appointment = { ...local, timeSlot: local.timeSlot === '01:30 PM' ? '02:30 PM' : '01:30 PM' };
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/);
    act(() => socket.serverPush('waiting', { room: appointment.roomId, doctorNotified: true, startsAt: appointment.startsAt }));
    expect(
      screen.getByText(`Dr. Sarah Chen has been told you are here. Your appointment starts at ${local.timeSlot} your time.`),
    ).toBeInTheDocument();

    // The server's `time` is the doctor's clock; the stamp is this viewer's.
    const sentAt = at(2026, 11, 25, 8, 5);
    act(() =>
      socket.serverPush('receive-message', {
        id: 'm1',
        sender: 'doctor',
        senderName: 'Sarah Chen',
        text: 'Hello',
        time: '13:35',
        sentAt: sentAt.toISOString(),
      }),
    );
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Sarah Chen · 08:05')).toBeInTheDocument();
  });
});

describe('consultation page: a room that cannot be joined is a clear page', () => {
  it.each([
    [404, "someone else's appointment"],
    [400, 'a malformed appointment id'],
  ])('%s (%s) says the appointment is not found, with a way back', async (status) => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment, { [`GET /appointment/${appointment._id}`]: fail(status, 'Appointment not found') }));
    installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    expect(await screen.findByRole('heading', { name: 'Appointment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Join Video Consultation' })).not.toBeInTheDocument();
  });

  it('a canceled appointment', async () => {
    const appointment = appointmentNow({ status: 'canceled' });
    installFakeApi(consultationRoutes(appointment, {}, { canJoin: false, refusal: 'not-scheduled' }));
    installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    expect(await screen.findByRole('heading', { name: 'This appointment was canceled' })).toBeInTheDocument();
  });

  // Ending the call leaves the appointment Scheduled until the doctor marks it complete.
  it.each([
    ['scheduled', 'This consultation has ended. You can find it in your appointments.'],
    ['completed', 'This consultation has ended. You can find it under Completed in your appointments.'],
  ] as const)('an ended session of a %s appointment says where to find it', async (status, text) => {
    const appointment = appointmentNow({ status });
    installFakeApi(consultationRoutes(appointment, {}, { canJoin: false, refusal: 'ended' }));
    installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    expect(await screen.findByRole('heading', { name: 'Consultation ended' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('too early: says when the room opens and asks for no camera', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment, {}, { canJoin: false, refusal: 'too-early' }));
    const getUserMedia = installMediaDevices(fakeStream());
    await openAs('patient', appointment);
    expect(await screen.findByRole('heading', { name: 'It is too early to join' })).toBeInTheDocument();
    expect(screen.getByText(/opens 15 minutes before the appointment/)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('a join the server refuses shows its message instead of a broken call', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    const button = await screen.findByRole('button', { name: 'Join Video Consultation' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(socket.emittedOf('join-room')).toHaveLength(1));
    act(() =>
      socket.serverPush('error', {
        code: 'forbidden',
        event: 'join-room',
        reason: 'not-participant',
        message: 'Only the doctor and the patient of this appointment can join this consultation.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'You cannot join this consultation' })).toBeInTheDocument();
    expect(screen.getByText('Only the doctor and the patient of this appointment can join this consultation.')).toBeInTheDocument();
  });
});

describe('consultation page: camera and microphone check', () => {
  // The page logs the failure it explains.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('explains a denied permission with steps for this browser, and joins without camera', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    const getUserMedia = installMediaDevices(mediaError('NotAllowedError'), fakeStream(['audio']));
    const { socket } = await openAs('patient', appointment);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your browser is blocking access to your camera or microphone.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Video Consultation' })).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Join without camera' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: false }));
    await joinCall(socket, appointment, /Join Video Consultation/);
    // Audio only: the camera button cannot turn a missing camera on.
    expect(await screen.findByRole('button', { name: 'Turn camera off' })).toBeDisabled();
    expect(peerConnections.at(-1)!.tracks.map((t) => t.kind)).toEqual(['audio']);
  });

  it('says a camera in use by another app is the problem, and Retry tries again', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    const getUserMedia = installMediaDevices(mediaError('NotReadableError'), fakeStream());
    await openAs('doctor', appointment);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your camera or microphone is being used by another application.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Start Consultation' })).toBeEnabled();
  });

  it('says no device was found', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(mediaError('NotFoundError'));
    await openAs('patient', appointment);
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera or microphone was found.');
  });
});

describe('consultation page: the call', () => {
  it('joins the room, announces a fresh connection with ICE servers from the server, and waits for the patient', async () => {
    const appointment = appointmentNow({ patientName: 'Alex Morgan' });
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('doctor', appointment);
    await joinCall(socket, appointment, /Start Consultation/);
    expect(socket.emittedOf('join-room')).toEqual([{ room: appointment.roomId, user: doctorUser(appointment) }]);
    expect(socket.emittedOf('ready-for-offer')).toHaveLength(1);
    expect(peerConnections.at(-1)!.configuration.iceServers).toEqual([{ urls: 'stun:stun.example.test:3478' }]);
    expect(
      peerConnections
        .at(-1)!
        .tracks.map((t) => t.kind)
        .sort(),
    ).toEqual(['audio', 'video']);
    expect(await screen.findByText('Waiting for Alex Morgan to join...')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'You' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Prescription' })).toHaveAttribute(
      'href',
      `/prescriptions?appointmentId=${appointment._id}`,
    );
  });

  it('tells a patient in the waiting room that the doctor has been told, and when the appointment starts', async () => {
    const appointment = appointmentNow({ doctorName: 'Sarah Chen' });
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/);
    expect(await screen.findByText('Waiting for Dr. Sarah Chen to join...')).toBeInTheDocument();
    expect(screen.queryByText(/has been told you are here/)).not.toBeInTheDocument();
    act(() =>
      socket.serverPush('waiting', {
        room: appointment.roomId,
        doctorNotified: true,
        startsAt: appointment.startsAt,
        doctor: { id: DOCTOR_USER_ID, name: 'Sarah Chen' },
      }),
    );
    expect(
      screen.getByText(`Dr. Sarah Chen has been told you are here. Your appointment starts at ${appointment.timeSlot}.`),
    ).toBeInTheDocument();
  });

  it('mutes the microphone and turns the camera off on the tracks themselves', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    const stream = fakeStream();
    installMediaDevices(stream);
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/);
    await userEvent.click(await screen.findByRole('button', { name: 'Mute microphone' }));
    expect(stream.getAudioTracks()[0].enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(stream.getVideoTracks()[0].enabled).toBe(false);
  });

  it('tells the other side when the microphone or camera is switched (media-state), and again when they join', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/);
    const room = appointment.roomId;
    expect(socket.emittedOf('media-state').at(-1)).toEqual({ room, media: { audio: true, video: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mute microphone' }));
    expect(socket.emittedOf('media-state').at(-1)).toEqual({ room, media: { audio: false, video: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(socket.emittedOf('media-state').at(-1)).toEqual({ room, media: { audio: false, video: false } });
    const sent = socket.emittedOf('media-state').length;
    act(() => socket.serverPush('user-connected', { room, user: doctorUser(appointment) }));
    expect(socket.emittedOf('media-state')).toHaveLength(sent + 1);
    expect(socket.emittedOf('media-state').at(-1)).toEqual({ room, media: { audio: false, video: false } });
  });

  it("shows the other person's name and avatar, not a black tile, when their camera is off, and says when they are muted", async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('doctor', appointment);
    await joinCall(socket, appointment, /Start Consultation/, [patientUser(appointment)]);
    act(() => peerConnections.at(-1)!.report('connected', fakeStream()));
    expect(await screen.findByText('Call connected')).toBeInTheDocument();
    const patientName = appointment.patientId.user_id.name;
    const tile = screen.getByRole('figure', { name: patientName });
    expect(within(tile).queryByText('Camera is off')).not.toBeInTheDocument();

    const from = patientUser(appointment);
    act(() => socket.serverPush('media-state', { room: appointment.roomId, media: { audio: false, video: false }, from }));
    expect(within(tile).getByText('Camera is off')).toBeInTheDocument();
    // The avatar: the initials stand in for a photo the patient has not uploaded.
    expect(within(tile).getByText('AM')).toBeInTheDocument();
    expect(within(tile).getAllByText(patientName).length).toBeGreaterThanOrEqual(1);
    expect(within(tile).getByRole('status', { name: `${patientName}'s microphone is off` })).toHaveTextContent('Muted');

    act(() => socket.serverPush('media-state', { room: appointment.roomId, media: { audio: true, video: true }, from }));
    expect(within(tile).queryByText('Camera is off')).not.toBeInTheDocument();
    expect(within(tile).queryByRole('status', { name: /microphone is off/ })).not.toBeInTheDocument();
  });

  it('the doctor shares the screen in place of the camera, and goes back to the camera', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    const camera = fakeStream();
    installMediaDevices(camera);
    const { socket } = await openAs('doctor', appointment);
    await joinCall(socket, appointment, /Start Consultation/);
    const link = peerConnections.at(-1)!;
    expect(link.sending('video')).toBe(camera.getVideoTracks()[0]);
    await userEvent.click(await screen.findByRole('button', { name: 'Share screen' }));
    const stop = await screen.findByRole('button', { name: 'Stop sharing' });
    expect(link.sending('video')).not.toBe(camera.getVideoTracks()[0]);
    expect(link.sending('video')?.kind).toBe('video');
    await userEvent.click(stop);
    await waitFor(() => expect(link.sending('video')).toBe(camera.getVideoTracks()[0]));
    expect(screen.getByRole('button', { name: 'Share screen' })).toBeInTheDocument();
  });

  it('the patient has no screen sharing', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/);
    await screen.findByRole('button', { name: 'Mute microphone' });
    expect(screen.queryByRole('button', { name: 'Share screen' })).not.toBeInTheDocument();
  });

  it('rebuilds its connection when the other side comes with a fresh one, and shows the call connected', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('doctor', appointment);
    await joinCall(socket, appointment, /Start Consultation/);
    const first = peerConnections.at(-1)!;
    // A connection that never connected stays for the new peer (its offer may be in it already).
    act(() => socket.serverPush('trigger-offer', { room: appointment.roomId, user: patientUser(appointment) }));
    expect(peerConnections.at(-1)).toBe(first);
    // One that served a call (the patient reloads) starts over.
    act(() => first.report('connected'));
    act(() => socket.serverPush('trigger-offer', { room: appointment.roomId, user: patientUser(appointment) }));
    const second = peerConnections.at(-1)!;
    expect(first.closed).toBe(true);
    expect(second).not.toBe(first);
    act(() => second.report('connected', fakeStream()));
    expect(await screen.findByText('Call connected')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Call time' })).toHaveTextContent(/^00:0\d$/);
  });

  it('tells the doctor the patient left and waits for their rejoin, without Reconnecting… or an audio-only offer', async () => {
    const appointment = appointmentNow({ patientName: 'Alex Morgan' });
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('doctor', appointment);
    await joinCall(socket, appointment, /Start Consultation/, [patientUser(appointment)]);
    const link = peerConnections.at(-1)!;
    act(() => link.report('connected', fakeStream()));
    expect(await screen.findByText('Call connected')).toBeInTheDocument();

    // A drop while the patient is still in the room is a reconnect.
    act(() => link.report('disconnected'));
    expect((await screen.findAllByText('Reconnecting…')).length).toBeGreaterThan(0);
    act(() => link.report('connected'));
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument());

    // The patient presses Leave Session.
    act(() => socket.serverPush('user-disconnected', { room: appointment.roomId, user: patientUser(appointment) }));
    expect(await screen.findByText('Waiting for Alex Morgan to rejoin...')).toBeInTheDocument();
    expect(screen.getAllByText('The patient has left the session.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Call connected')).not.toBeInTheDocument();
    act(() => link.report('disconnected'));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to audio only' })).not.toBeInTheDocument();

    // They join again: the call connects as before.
    act(() => socket.serverPush('user-connected', { room: appointment.roomId, user: patientUser(appointment) }));
    act(() => socket.serverPush('trigger-offer', { room: appointment.roomId, user: patientUser(appointment) }));
    act(() => peerConnections.at(-1)!.report('connected', fakeStream()));
    expect(await screen.findByText('Call connected')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Alex Morgan to rejoin...')).not.toBeInTheDocument();
  });

  it('offers one click to start the sound when the browser blocks it (a reload mid-call)', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    let allowSound = false;
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      return this.muted || allowSound ? Promise.resolve() : Promise.reject(mediaError('NotAllowedError'));
    });
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/, [doctorUser(appointment)]);
    act(() => peerConnections.at(-1)!.report('connected', fakeStream()));
    const start = await screen.findByRole('button', { name: 'Start video and sound' });
    allowSound = true;
    await userEvent.click(start);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start video and sound' })).not.toBeInTheDocument());
  });

  it('shows Reconnecting… while the socket is away, then rejoins and sends what was typed, once', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/, [doctorUser(appointment)]);
    const link = peerConnections.at(-1)!;

    act(() => socket.serverPush('disconnect', 'transport close'));
    expect((await screen.findAllByText('Reconnecting…')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Can you hear me?{Enter}');
    expect(screen.getByText('Can you hear me?')).toBeInTheDocument();
    expect(socket.emittedOf('send-message')).toHaveLength(0);

    act(() => socket.serverPush('connect'));
    expect(socket.emittedOf('join-room')).toHaveLength(2);
    act(() =>
      socket.serverPush('session-state', {
        room: appointment.roomId,
        appointmentId: appointment._id,
        state: makeConsultationState(appointment, { status: 'live' }),
        participants: [doctorUser(appointment)],
      }),
    );
    const sent = socket.emittedOf('send-message') as { message: { id: string; text: string } }[];
    expect(sent).toHaveLength(1);
    expect(sent[0].message.text).toBe('Can you hear me?');
    // The live peer connection is kept: no fresh-connection announcement on a socket rejoin.
    expect(peerConnections.at(-1)).toBe(link);
    expect(socket.emittedOf('ready-for-offer')).toHaveLength(1);
    // The server's copy confirms it: no second send on the next reconnect.
    act(() =>
      socket.serverPush('receive-message', {
        id: sent[0].message.id,
        sender: 'patient',
        senderName: 'Alex Morgan',
        text: 'Can you hear me?',
        time: '10:31',
      }),
    );
    expect(screen.queryByText(/sending…/)).not.toBeInTheDocument();
  });

  it('a reload mid-call comes straight back into the call', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const first = await openAs('patient', appointment);
    await joinCall(first.socket, appointment, /Join Video Consultation/);
    first.unmount();
    act(() => disconnectSocket());

    const second = await openAs('patient', appointment);
    await waitFor(() => expect(second.socket.emittedOf('join-room')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Join Video Consultation' })).not.toBeInTheDocument();
  });

  it('the patient sees the ended state when the doctor ends the session', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/, [doctorUser(appointment)]);
    act(() =>
      socket.serverPush('session-ended', {
        room: appointment.roomId,
        message: 'The consultation session has been ended by the doctor.',
        endedAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Consultation ended' })).toBeInTheDocument();
    expect(screen.getByText('The consultation session has been ended by the doctor.')).toBeInTheDocument();
    expect(peerConnections.at(-1)!.closed).toBe(true);
  });

  it('End Session asks first, tells the server, and lets the doctor reopen a visit ended by mistake', async () => {
    const appointment = appointmentNow();
    const api = installFakeApi(
      consultationRoutes(appointment, {
        [`POST /consultation/${appointment._id}/reopen`]: ok(makeConsultationState(appointment, { status: 'not-started' })),
      }),
    );
    installMediaDevices(fakeStream());
    const { socket } = await openAs('doctor', appointment);
    await joinCall(socket, appointment, /Start Consultation/);

    await userEvent.click(await screen.findByRole('button', { name: 'End Session' }));
    const asked = await screen.findByRole('dialog', { name: 'End the consultation?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Keep the Call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(socket.emittedOf('end-session')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'End the consultation?' })).getByRole('button', { name: 'End Session' }),
    );
    expect(socket.emittedOf('end-session')).toEqual([{ room: appointment.roomId, user: doctorUser(appointment) }]);
    expect(await screen.findByText('The consultation session has been ended.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reopen Consultation' }));
    expect(await screen.findByRole('button', { name: /Start Consultation/ })).toBeInTheDocument();
    expect(api.callsTo(`POST /consultation/${appointment._id}/reopen`)).toHaveLength(1);
  });

  it('Leave Session goes to the dashboard', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket, router } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Session' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(socket.emittedOf('leave-room')).toHaveLength(1);
  });
});

describe('consultation page: chat', () => {
  it('Enter sends, Shift+Enter starts a new line, and messages are text, never HTML', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/, [doctorUser(appointment)]);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'first line{Shift>}{Enter}{/Shift}<b>bold</b>');
    expect(socket.emittedOf('send-message')).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    const sent = socket.emittedOf('send-message') as { room: string; message: { id: string; text: string } }[];
    expect(sent).toEqual([{ room: appointment.roomId, message: { id: expect.any(String), text: 'first line\n<b>bold</b>' } }]);
    expect(box).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
  });

  it('counts unread messages from the other side on the Chat tab while the notes are open', async () => {
    const appointment = appointmentNow();
    installFakeApi(consultationRoutes(appointment));
    installMediaDevices(fakeStream());
    const { socket } = await openAs('patient', appointment);
    await joinCall(socket, appointment, /Join Video Consultation/, [doctorUser(appointment)]);
    await userEvent.click(screen.getByRole('tab', { name: 'Session Notes' }));
    const from = (id: string, text: string) => ({ id, sender: 'doctor', senderName: 'Sarah Chen', text, time: '10:32' });
    act(() => socket.serverPush('receive-message', from('m1', 'Hello')));
    act(() => socket.serverPush('receive-message', from('m2', 'How are you feeling?')));
    // The same message again (a resend) is one message.
    act(() => socket.serverPush('receive-message', from('m2', 'How are you feeling?')));
    expect(screen.getByRole('tab', { name: 'Chat, 2 unread' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Chat/ }));
    expect(screen.getByRole('tab', { name: 'Chat' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('consultation page: session notes', () => {
  it("the doctor's Medical Notes save, and say so", async () => {
    const appointment = appointmentNow();
    const api = installFakeApi(
      consultationRoutes(appointment, {
        [`GET /consultation/${appointment._id}/notes`]: ok(makeNotes({ medicalNotes: 'Earlier note' })),
        [`PUT /consultation/${appointment._id}/notes`]: (request) =>
          ok(makeNotes({ medicalNotes: (request.body as { text: string }).text })),
      }),
    );
    installMediaDevices(fakeStream());
    await openAs('doctor', appointment);
    await userEvent.click(await screen.findByRole('tab', { name: 'Session Notes' }));
    const notes = await screen.findByRole('textbox', { name: 'Medical Notes' });
    await waitFor(() => expect(notes).toHaveValue('Earlier note'));
    await userEvent.type(notes, '; BP 120/80');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /consultation/${appointment._id}/notes`)[0].body).toEqual({ text: 'Earlier note; BP 120/80' });
    expect(localStorage.getItem(notesDraftKey(appointment._id, DOCTOR_USER_ID))).toBeNull();
  });

  it('keeps clinical notes apart from the visit summary, which the doctor previews and publishes', async () => {
    const appointment = appointmentNow();
    const summary = 'Your blood pressure is a little high; walk daily.';
    const api = installFakeApi(
      consultationRoutes(appointment, {
        [`GET /consultation/${appointment._id}/notes`]: ok(makeNotes({ medicalNotes: 'Query hypertension' })),
        [`PUT /consultation/${appointment._id}/visit-summary`]: (request) =>
          ok(makeNotes({ visitSummary: (request.body as { text: string }).text })),
        [`POST /consultation/${appointment._id}/visit-summary/publish`]: ok(
          makeNotes({ visitSummary: summary, publishedVisitSummary: summary, visitSummaryPublishedAt: '2026-11-27T10:00:00.000Z' }),
        ),
      }),
    );
    installMediaDevices(fakeStream());
    await openAs('doctor', appointment);
    await userEvent.click(await screen.findByRole('tab', { name: 'Session Notes' }));
    expect(screen.getByText(/Clinical notes for clinicians only: the patient never sees them/)).toBeInTheDocument();
    expect(screen.queryByText(/Saved to the patient's medical record/)).not.toBeInTheDocument();
    const box = await screen.findByRole('textbox', { name: 'Visit summary' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(screen.getByText('Not shared with the patient yet.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await userEvent.click(box);
    await userEvent.paste(summary);

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'What the patient will see' });
    expect(within(preview).getByText(summary)).toBeInTheDocument();
    expect(within(preview).queryByText('Query hypertension')).not.toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Publish to Patient' }));
    expect(await screen.findByText('Visit summary published. The patient has been notified.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /consultation/${appointment._id}/visit-summary`)[0].body).toEqual({ text: summary });
    expect(api.callsTo(`POST /consultation/${appointment._id}/visit-summary/publish`)).toHaveLength(1);
    // From the summary, the doctor goes on to propose a follow-up of this visit.
    expect(screen.getByRole('link', { name: 'Propose a follow-up' })).toHaveAttribute(
      'href',
      `/appointments?proposeFollowUp=${appointment._id}`,
    );
  });

  it("keeps the patient's unsaved Personal Notes across a reload, and says when saving failed", async () => {
    const appointment = appointmentNow();
    installFakeApi(
      consultationRoutes(appointment, {
        [`GET /consultation/${appointment._id}/notes`]: ok(makeNotes({ personalNotes: 'Saved before' })),
        [`PUT /consultation/${appointment._id}/notes`]: fail(500, 'Database unavailable'),
      }),
    );
    installMediaDevices(fakeStream());
    const first = await openAs('patient', appointment);
    await userEvent.click(await screen.findByRole('tab', { name: 'Session Notes' }));
    const notes = await screen.findByRole('textbox', { name: 'Personal Notes' });
    await waitFor(() => expect(notes).toHaveValue('Saved before'));
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Ask about the dosage');
    first.unmount();
    act(() => disconnectSocket());

    await openAs('patient', appointment);
    await userEvent.click(await screen.findByRole('tab', { name: 'Session Notes' }));
    expect(await screen.findByRole('textbox', { name: 'Personal Notes' })).toHaveValue('Ask about the dosage');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText(/Your notes could not be saved: Database unavailable/)).toBeInTheDocument();
    expect(localStorage.getItem(notesDraftKey(appointment._id, PATIENT_USER_ID))).toBe('Ask about the dosage');
  });
});
