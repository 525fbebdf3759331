/**
 * The video consultation (spec §2/§4 "Consultation", §7 "Real-time channel", issue 11) in
 * Chromium with fake camera and microphone: the doctor starts, the patient joins, both see and
 * hear each other over a real peer connection (inbound video frames decoded rising on both
 * sides, read from getStats), chat both ways, the patient reloads mid-call and the call comes
 * back, the doctor ends the session and the patient sees it ended. A browser that blocks the
 * camera gets the permission guidance; a third user is refused.
 *
 * The appointment must be inside its join window (15 minutes before the slot), and checkout
 * only sells slots that are still ahead, so the doctor's time zone is chosen for a slot that
 * starts within the next 15 minutes (slots fall on :00 and :30 in whole-hour zones, on :15 and
 * :45 in Kathmandu, Eucla and Chatham). When no zone has one right now the journey waits for
 * the window to open (at most a quarter of an hour).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { api, apiRegister, expectVisible, eventually, openSignedIn, type ApiSession } from '../support/app';
import { baseUrl, browserSuite, FAKE_MEDIA_ARGS, launchChromium } from '../support/browser';
import { apiCreateDoctorProfile, apiCreatePatientProfile, distinctUser } from '../support/care';

const { journey } = browserSuite(__filename, { extraArgs: FAKE_MEDIA_ARGS });

const GOOD_CARD = '4242 4242 4242 4242';
const MINUTE_MS = 60_000;
const JOIN_OPENS_BEFORE_MS = 15 * MINUTE_MS;

const TEXT = {
  start: 'Start Consultation',
  join: 'Join Video Consultation',
  connected: 'Call connected',
  endSession: 'End Session',
  endedForPatient: 'The consultation session has been ended by the doctor.',
  blocked: 'Your browser is blocking access to your camera or microphone.',
  notFound: 'Appointment not found',
} as const;

// ---------------------------------------------------------------- a slot inside the window

const WHOLE_HOUR_ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((hours) =>
  hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`,
);
const QUARTER_HOUR_ZONES = ['Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham'];
const SLOT_MINUTES = Array.from({ length: 18 }, (_, i) => 9 * 60 + i * 30);

function slotLabel(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 > 12 ? h24 - 12 : h24;
  return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h24 >= 12 ? 'PM' : 'AM'}`;
}

interface SlotChoice {
  timeZone: string;
  date: string;
  time: string;
  startsAt: number;
}

/** The slot starting soonest (but not within the next minute) in any candidate zone. */
function nextSlot(now = Date.now()): SlotChoice {
  let best: SlotChoice | null = null;
  for (const timeZone of [...WHOLE_HOUR_ZONES, ...QUARTER_HOUR_ZONES]) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(now))
        .map((part) => [part.type, part.value]),
    );
    const localMinutes = Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60;
    for (const slot of SLOT_MINUTES) {
      const startsAt = now + (slot - localMinutes) * MINUTE_MS;
      if (startsAt - now < MINUTE_MS) continue;
      if (!best || startsAt < best.startsAt)
        best = { timeZone, date: `${parts.year}-${parts.month}-${parts.day}`, time: slotLabel(slot), startsAt };
      break;
    }
  }
  if (!best) throw new Error('No slot found in any time zone');
  return best;
}

interface Person {
  name: string;
  session: ApiSession;
}

/** A doctor in `timeZone`, a patient, and a paid appointment at the slot: its id. */
async function bookedVisit(slot: SlotChoice): Promise<{ doctor: Person; patient: Person; appointmentId: string }> {
  const doctorUser = distinctUser('doctor');
  const doctorSession = await apiRegister(doctorUser);
  const fee = 300;
  const doctorRecord = await apiCreateDoctorProfile(doctorSession.token, {
    specialization: 'General Medicine',
    fees: fee,
    qualification: 'MBBS',
    experience: 7,
    about: 'Video consultations for everyday health questions.',
    languages: ['English'],
    timeZone: slot.timeZone,
  });
  const patientUser = distinctUser('patient');
  const patientSession = await apiRegister(patientUser);
  await apiCreatePatientProfile(patientSession.token, { date_of_birth: '1988-03-14', gender: 'Male', blood_group: 'O+' });

  const checkout = await api<{ id: string; url: string }>('/payment/create-checkout-session', {
    method: 'POST',
    token: patientSession.token,
    body: {
      doctorId: doctorRecord._id,
      date: slot.date,
      time: slot.time,
      consultationType: 'Video Consultation',
      reason: 'Persistent cough',
      userId: patientSession.user._id,
      doctorName: doctorUser.name,
      price: fee,
    },
  });
  if (checkout.status >= 300) throw new Error(`checkout failed: ${checkout.status} ${checkout.body?.message}`);
  const pay = await fetch(new URL(checkout.body!.data!.url, process.env.E2E_BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: GOOD_CARD, expiry: '12/34', cvc: '123', cardName: 'Test Patient' }).toString(),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`sandbox payment answered ${pay.status}`);
  const confirm = await api<{ status: string; appointment: { _id: string } }>(
    `/payment/confirm-stripe-session?session_id=${checkout.body!.data!.id}`,
    { token: patientSession.token },
  );
  if (confirm.body?.data?.status !== 'confirmed') throw new Error(`confirmation answered ${confirm.body?.data?.status}`);
  return {
    doctor: { name: doctorUser.name, session: doctorSession },
    patient: { name: patientUser.name, session: patientSession },
    appointmentId: confirm.body.data.appointment._id,
  };
}

async function untilJoinWindow(slot: SlotChoice): Promise<void> {
  const wait = slot.startsAt - JOIN_OPENS_BEFORE_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 2_000));
}

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
    const slot = nextSlot();
    const { doctor, patient, appointmentId } = await bookedVisit(slot);
    await untilJoinWindow(slot);
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

    // The doctor ends the session; the patient sees it ended.
    await doctorPage.getByRole('button', { name: TEXT.endSession }).click();
    await expectVisible(doctorPage.getByText('The consultation session has been ended.'), 'the doctor’s ended state');
    await expectVisible(patientPage.getByText(TEXT.endedForPatient), 'the patient’s ended state');
  },
  { timeoutMs: 20 * MINUTE_MS },
);

journey(
  'a browser that blocks the camera gets the guidance, and a third user is refused',
  async ({ newContext, watch }) => {
    const slot = nextSlot();
    const { patient, appointmentId } = await bookedVisit(slot);
    await untilJoinWindow(slot);
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
  { timeoutMs: 20 * MINUTE_MS },
);
