/**
 * See a doctor now (issue 23 point 1) in Chromium with fake camera and microphone, at any hour:
 * the demo doctor signs in and switches "Available now" on in the header; the demo patient finds
 * her under "See a doctor now" on the dashboard, pays on the sandbox card page and lands in the
 * visit room; the doctor's browser is alerted live and "Join now" takes her to the same room,
 * where the call connects. Both screens are checked at 320 px. Afterwards the doctor's start
 * has turned "Available now" off, and the doctor ends the visit, so the demo practice is left
 * as it was found (the visit ended and marked completed).
 */
import type { Page } from 'playwright-core';
import {
  api,
  apiLogin,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  eventually,
  expectNoHorizontalScroll,
  expectVisible,
  main,
  signInThroughUi,
} from '../support/app';
import { browserSuite, FAKE_MEDIA_ARGS } from '../support/browser';

const { journey } = browserSuite(__filename, { extraArgs: FAKE_MEDIA_ARGS });

const MINUTE_MS = 60_000;

async function pressWhenReady(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expectVisible(button, name, 20_000);
  await eventually(() => button.isEnabled(), `${name} enabled (camera ready)`, 15_000);
  await button.click();
}

async function payWithCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Alex Morgan');
  await page.getByRole('button', { name: /^Pay / }).click();
}

journey(
  'the demo doctor switches on Available now, the demo patient sees her now, and both reach the call',
  async ({ page: doctorPage, newContext }) => {
    // The demo doctor starts from "off", whatever an earlier run left.
    const sarah = await apiLogin(DEMO_ACCOUNTS.doctor, DEMO_PASSWORD);
    await api('/doctor/available-now', { method: 'PUT', token: sarah.token, body: { availableNow: false } });

    await signInThroughUi(doctorPage, DEMO_ACCOUNTS.doctor, DEMO_PASSWORD);
    const header = doctorPage.getByRole('banner');
    const headerSwitch = header.getByRole('switch', { name: 'Available now' });
    await expectVisible(headerSwitch, 'the header switch');
    await headerSwitch.click();
    await eventually(async () => (await headerSwitch.getAttribute('aria-checked')) === 'true', 'the header switch on');
    // The dashboard card shows the same switch, on.
    const card = main(doctorPage).getByRole('region', { name: 'See patients now' });
    await eventually(
      async () => (await card.getByRole('switch', { name: 'Available now' }).getAttribute('aria-checked')) === 'true',
      'the dashboard switch on',
    );
    await doctorPage.setViewportSize({ width: 320, height: 720 });
    await expectVisible(headerSwitch, 'the header switch at 320 px');
    await expectNoHorizontalScroll(doctorPage, 'the doctor dashboard at 320 px');
    await doctorPage.setViewportSize({ width: 1280, height: 800 });

    const { page: patientPage } = await newContext();
    await signInThroughUi(patientPage, DEMO_ACCOUNTS.patient, DEMO_PASSWORD);
    const seeNowCard = main(patientPage).getByRole('region', { name: 'See a doctor now' });
    const seeSarah = seeNowCard.getByRole('button', { name: /^See now: Dr\. Sarah Chen,/ });
    await expectVisible(seeSarah, 'Dr. Sarah Chen under See a doctor now', 20_000);
    await patientPage.setViewportSize({ width: 320, height: 720 });
    await expectVisible(seeSarah, 'See now at 320 px');
    await expectNoHorizontalScroll(patientPage, 'the patient dashboard at 320 px');
    await patientPage.setViewportSize({ width: 1280, height: 800 });

    await seeSarah.click();
    await patientPage.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { waitUntil: 'domcontentloaded' });
    await payWithCard(patientPage);
    await expectVisible(
      patientPage.getByText('Your visit starts now. Your doctor has been told you are waiting.'),
      'the visit confirmed',
      20_000,
    );
    await patientPage.waitForURL((url) => url.pathname.startsWith('/consultation/'), { timeout: 20_000 });
    const room = new URL(patientPage.url()).pathname;
    await expectVisible(patientPage.getByRole('heading', { level: 1, name: 'Video Consultation' }), 'the patient in the room');

    // The doctor is alerted live and joins from the alert.
    const alert = doctorPage
      .getByRole('alert')
      .filter({ hasText: 'Alex Morgan booked a visit now and is waiting for you.' })
      .filter({ has: doctorPage.getByRole('link', { name: 'Join now' }) });
    await expectVisible(alert, "the doctor's live alert", 20_000);
    await alert.getByRole('link', { name: 'Join now' }).click();
    await eventually(async () => new URL(doctorPage.url()).pathname === room, 'the doctor in the same room');
    await expectVisible(doctorPage.getByRole('heading', { level: 1, name: 'Doctor Consultation' }), 'the doctor view');

    await pressWhenReady(doctorPage, 'Start Consultation');
    await pressWhenReady(patientPage, 'Join Video Consultation');
    await expectVisible(doctorPage.getByText('Call connected'), 'doctor: the call connected', 30_000);
    await expectVisible(patientPage.getByText('Call connected'), 'patient: the call connected', 30_000);

    // Starting the visit turned Available now off.
    await eventually(async () => {
      const state = await api<{ availableNow: boolean }>('/doctor/available-now', { token: sarah.token });
      return state.body?.data?.availableNow === false;
    }, 'Available now off once the visit started');

    // Leave the demo practice as it was: the doctor ends the visit and marks it completed.
    await doctorPage.getByRole('button', { name: 'End Session' }).click();
    const confirmEnd = doctorPage.getByRole('dialog', { name: 'End the consultation?' });
    await confirmEnd.getByRole('button', { name: 'End Session' }).click();
    await expectVisible(doctorPage.getByText('The consultation session has been ended.'), 'the ended visit');
    const appointmentId = decodeURIComponent(room.split('/').pop()!);
    const completed = await api(`/appointment/update/${appointmentId}`, {
      method: 'PATCH',
      token: sarah.token,
      body: { status: 'completed' },
    });
    if (completed.status !== 200) throw new Error(`completing the visit answered ${completed.status} ${completed.body?.message ?? ''}`);
  },
  { timeoutMs: 5 * MINUTE_MS },
);
