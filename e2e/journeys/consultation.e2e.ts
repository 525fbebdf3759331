/**
 * The video consultation (spec §2/§4 "Consultation", §7 "Real-time channel", issue 11) in
 * Chromium with fake camera and microphone: the doctor starts, the patient joins, both see and
 * hear each other over a real peer connection (inbound video frames decoded rising on both
 * sides, read from getStats), chat both ways, the patient reloads mid-call and the call comes
 * back, the doctor ends the session and the patient sees it ended. A browser that blocks the
 * camera gets the permission guidance; a third user is refused.
 *
 * The appointment is booked through checkout with a doctor whose time zone puts a slot inside
 * its join window now (support/joinable-slot.ts); at the times of day when no real time zone has
 * one (about half of 12:00-19:00 UTC) it is a "See a doctor now" visit instead, whose room opens
 * at once, so the journey never waits for the clock.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiRegister, expectVisible, eventually, openSignedIn } from '../support/app';
import { baseUrl, browserSuite, FAKE_MEDIA_ARGS, launchChromium } from '../support/browser';
import { distinctUser } from '../support/care';
import { visitOpenNow } from '../support/consultation';

const { journey } = browserSuite(__filename, { extraArgs: FAKE_MEDIA_ARGS });

const MINUTE_MS = 60_000;

const TEXT = {
  start: 'Start Consultation',
  join: 'Join Video Consultation',
  connected: 'Call connected',
  endSession: 'End Session',
  endedForPatient: 'The consultation session has been ended by the doctor.',
  blocked: 'Your browser is blocking access to your camera or microphone.',
  notFound: 'Appointment not found',
} as const;

// ---------------------------------------------------------------- the call, from the page

/** Keeps every RTCPeerConnection the page makes, so the journey can read its getStats. */
async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Video frames decoded so far by the page's live peer connection (0 without one). */
async function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const live = made.filter((pc) => pc.connectionState === 'connected').at(-1);
    if (!live) return 0;
    let frames = 0;
    (await live.getStats()).forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
      if (entry.type === 'inbound-rtp' && entry.kind === 'video') frames += entry.framesDecoded ?? 0;
    });
    return frames;
  });
}

/** The page's call is connected and the video it receives keeps decoding new frames. */
async function expectVideoFlowing(page: Page, who: string): Promise<void> {
  await expectVisible(page.getByText(TEXT.connected), `${who}: the call connected`, 20_000);
  let first = 0;
  await eventually(async () => (first = await framesDecoded(page)) > 0, `${who}: video frames decoded`, 15_000);
  await eventually(async () => (await framesDecoded(page)) > first, `${who}: video frames decoded keep rising`, 15_000);
}

async function pressWhenReady(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expectVisible(button, name);
  await eventually(() => button.isEnabled(), `${name} enabled (camera ready)`, 15_000);
  await button.click();
}

async function sendChat(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

function messages(page: Page) {
  return page.getByRole('list', { name: 'Messages' });
}

async function blockedPatientSeesGuidance(page: Page, token: string, room: string): Promise<void> {
  await openSignedIn(page, token, room);
  const guidance = page.getByRole('alert').filter({ hasText: TEXT.blocked });
  await expectVisible(guidance, 'the permission guidance');
  await expectVisible(guidance.getByRole('button', { name: 'Retry' }), 'Retry');
  await expectVisible(guidance.getByRole('button', { name: 'Join without camera' }), 'Join without camera');
  await expectVisible(page.getByRole('button', { name: TEXT.join }), 'the join button');
  if (await page.getByRole('button', { name: TEXT.join }).isEnabled()) throw new Error('Join is possible without media');
}

// ---------------------------------------------------------------- journeys

journey(
  'a doctor and a patient meet by video, chat, survive a reload, and the doctor ends the session',
  async ({ page: doctorPage, context: doctorContext, newContext }) => {
    const { doctor, patient, appointmentId } = await visitOpenNow();
    const room = `/consultation/${appointmentId}`;

    await recordPeerConnections(doctorContext);
    await openSignedIn(doctorPage, doctor.session.token, room);
    await expectVisible(doctorPage.getByRole('heading', { level: 1, name: 'Doctor Consultation' }), 'the doctor view');
    await pressWhenReady(doctorPage, TEXT.start);
    await expectVisible(doctorPage.getByText(`Waiting for ${patient.name} to join...`), 'the doctor waits for the patient');

    const { page: patientPage, context: patientContext } = await newContext();
    await recordPeerConnections(patientContext);
    await openSignedIn(patientPage, patient.session.token, room);
    await expectVisible(patientPage.getByRole('heading', { level: 1, name: 'Video Consultation' }), 'the patient view');
    await pressWhenReady(patientPage, TEXT.join);

    await expectVideoFlowing(doctorPage, 'doctor');
    await expectVideoFlowing(patientPage, 'patient');

    // Chat both ways.
    await sendChat(doctorPage, 'Good morning, how is the cough?');
    await expectVisible(messages(patientPage).getByText('Good morning, how is the cough?'), 'the doctor’s message at the patient');
    await sendChat(patientPage, 'Better since Monday, thank you.');
    await expectVisible(messages(doctorPage).getByText('Better since Monday, thank you.'), 'the patient’s reply at the doctor');

    // The patient reloads mid-call: the call comes back without pressing Join, chat history too.
    const framesBefore = await framesDecoded(doctorPage);
    await patientPage.reload();
    await expectVisible(messages(patientPage).getByText('Good morning, how is the cough?'), 'the chat history after the reload', 20_000);
    await expectVideoFlowing(patientPage, 'patient after reload');
    await eventually(async () => (await framesDecoded(doctorPage)) > framesBefore, 'doctor: video from the reloaded patient', 20_000);
    await expectVideoFlowing(doctorPage, 'doctor after the patient reloaded');

    // The doctor ends the session (asked first); the patient sees it ended.
    await doctorPage.getByRole('button', { name: TEXT.endSession }).click();
    const confirmEnd = doctorPage.getByRole('dialog', { name: 'End the consultation?' });
    await expectVisible(confirmEnd, 'the end confirmation');
    await confirmEnd.getByRole('button', { name: TEXT.endSession }).click();
    await expectVisible(doctorPage.getByText('The consultation session has been ended.'), 'the doctor’s ended state');
    await expectVisible(patientPage.getByText(TEXT.endedForPatient), 'the patient’s ended state');
    // Ended by mistake: the doctor reopens it and may start again.
    await doctorPage.getByRole('button', { name: 'Reopen Consultation' }).click();
    await expectVisible(doctorPage.getByRole('button', { name: /Start Consultation/ }), 'the reopened room');
  },
  { timeoutMs: 3 * MINUTE_MS },
);

journey(
  "shows the other person's name, avatar and muted state when their camera and microphone are off",
  async ({ page: doctorPage, newContext }) => {
    const { doctor, patient, appointmentId } = await visitOpenNow();
    const room = `/consultation/${appointmentId}`;
    await openSignedIn(doctorPage, doctor.session.token, room);
    await pressWhenReady(doctorPage, TEXT.start);
    const { page: patientPage } = await newContext();
    await openSignedIn(patientPage, patient.session.token, room);
    await pressWhenReady(patientPage, TEXT.join);
    await expectVisible(doctorPage.getByText(TEXT.connected), 'doctor: the call connected', 20_000);
    await expectVisible(patientPage.getByText(TEXT.connected), 'patient: the call connected', 20_000);

    await patientPage.getByRole('button', { name: 'Turn camera off', exact: true }).click();
    await patientPage.getByRole('button', { name: 'Mute microphone', exact: true }).click();

    // The doctor sees who is there, not a black tile, and that they are muted.
    const tile = doctorPage.getByRole('figure', { name: patient.name });
    await expectVisible(tile.getByText('Camera is off'), 'the camera-off state on the patient tile');
    await expectVisible(tile.getByText(patient.name, { exact: true }).first(), "the patient's name on their tile");
    await expectVisible(tile.getByRole('status', { name: `${patient.name}'s microphone is off` }), 'the muted indicator');

    // My own camera-off switch stays a solid red control, hovered or not: it must not read as disabled.
    const cameraOn = patientPage.getByRole('button', { name: 'Turn camera on', exact: true });
    await cameraOn.hover();
    const look = await cameraOn.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        background: style.backgroundColor,
        color: style.color,
        opacity: style.opacity,
        disabled: (button as HTMLButtonElement).disabled,
      };
    });
    expect(look.disabled).toBe(false);
    expect(look.opacity).toBe('1');
    const [r, g, b, a = 1] = (look.background.match(/[\d.]+/g) ?? []).map(Number);
    if (!(a > 0.9 && r > 100 && r > 3 * g && r > 3 * b))
      throw new Error(`The hovered camera-off switch is not solid red: ${look.background}`);

    await patientPage.getByRole('button', { name: 'Turn camera on', exact: true }).click();
    await patientPage.getByRole('button', { name: 'Unmute microphone', exact: true }).click();
    await eventually(async () => (await tile.getByText('Camera is off').count()) === 0, 'the picture back on the patient tile');
    await eventually(async () => (await tile.getByRole('status', { name: /microphone is off/ }).count()) === 0, 'the muted indicator gone');
  },
  { timeoutMs: 3 * MINUTE_MS },
);

journey(
  'a browser that blocks the camera gets the guidance, and a third user is refused',
  async ({ newContext, watch }) => {
    const { patient, appointmentId } = await visitOpenNow();
    const room = `/consultation/${appointmentId}`;

    // The patient's browser blocks camera and microphone for the product. This file's browser
    // answers every permission prompt with yes (--use-fake-ui-for-media-stream, whatever the
    // site settings say), so this person uses a browser without that flag.
    const blockingBrowser = await launchChromium([FAKE_MEDIA_ARGS[0]]);
    try {
      const context = await blockingBrowser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
      watch.attach(context);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      for (const name of ['camera', 'microphone']) {
        await cdp.send('Browser.setPermission', { permission: { name }, setting: 'denied', origin: new URL(baseUrl()).origin });
      }
      await blockedPatientSeesGuidance(page, patient.session.token, room);
    } finally {
      await blockingBrowser.close();
    }

    // Someone who is neither the doctor nor the patient.
    const stranger = await apiRegister(distinctUser('patient'));
    const { page: strangerPage } = await newContext();
    await openSignedIn(strangerPage, stranger.token, room);
    await expectVisible(strangerPage.getByRole('heading', { name: TEXT.notFound }), 'the refusal page');
    if ((await strangerPage.getByRole('button', { name: TEXT.join }).count()) > 0) throw new Error('A stranger was offered the call');
  },
  { timeoutMs: 3 * MINUTE_MS },
);
