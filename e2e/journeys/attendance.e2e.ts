/**
 * Before and after a visit (issue 23, points 4 and 6), on a product whose clock the journey
 * moves (support/time-shift.ts) and a browser whose clock moves with it: past times and times
 * inside the doctor's minimum booking notice are not offered; the device check opens from the
 * appointment; 15 minutes after the start of a video visit the patient never joined, the doctor
 * marks "Patient did not attend", and the patient is told there is no refund.
 *
 * The doctor works in UTC, the time zone the browser runs in, so both read the same times.
 */
import { api, escapeRegExp, expectVisible, main, openSignedIn, toast } from '../support/app';
import { browserSuite, FAKE_MEDIA_ARGS } from '../support/browser';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';
import { bookSlotThroughApi } from '../support/consultation';
import { browserClockAt, startShiftedProduct, type ShiftedProduct } from '../support/time-shift';

const { journey } = browserSuite(__filename, { extraArgs: FAKE_MEDIA_ARGS });

const TEXT = {
  noShow: 'Patient did not attend',
  confirm: 'Yes, mark as not attended',
  marked: 'Marked as patient did not attend',
  noRefund: 'Missed visits are not refunded.',
  notice: 'This doctor needs at least 1 hour notice before a visit. Please choose a later time.',
} as const;

let shifted: ShiftedProduct | undefined;
let suiteBaseUrl: string | undefined;

beforeAll(async () => {
  shifted = await startShiftedProduct();
  suiteBaseUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = shifted.product.baseUrl;
}, 120_000);
afterAll(async () => {
  process.env.E2E_BASE_URL = suiteBaseUrl;
  await shifted?.stop();
});

journey(
  'offers no past or too-soon times, and lets the doctor mark a patient who never joined as not attended',
  async ({ page, context, newContext }) => {
    // Tomorrow (UTC) at 10:05: the first slots have passed and a new doctor's notice is one hour.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const beforeVisit = new Date(`${day}T10:05:00.000Z`);
    shifted!.moveTo(beforeVisit);

    const doctor = await registeredPerson('doctor');
    const profile = await apiCreateDoctorProfile(doctor.session.token, {
      specialization: 'General Medicine',
      fees: 90,
      qualification: 'MBBS',
      experience: 9,
      about: 'Everyday health questions by video.',
      languages: ['English'],
      timeZone: 'UTC',
    });
    const patient = await registeredPerson('patient');
    await apiCreatePatientProfile(patient.session.token, { date_of_birth: '1990-05-06', gender: 'Male', blood_group: 'A+' });

    // The booking page offers 11:30 AM first: 09:00 to 10:00 have passed, 10:30 and 11:00 are inside the hour's notice.
    await browserClockAt(context, beforeVisit);
    await openSignedIn(page, patient.session.token, `/book-appointment/${profile._id}?date=${day}`);
    const times = main(page).getByRole('group', { name: 'Available times' });
    await expectVisible(times.getByRole('button', { name: /^11:30 AM/ }), 'the first time after the notice');
    const offered = await times.getByRole('button').allTextContents();
    expect(offered[0]).toMatch(/^11:30 AM/);
    for (const gone of ['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']) {
      expect(offered.some((text) => text.startsWith(gone))).toBe(false);
    }
    expect(offered.some((text) => /Unavailable/.test(text))).toBe(false);

    // The server refuses a time inside the notice whatever the page offers.
    const refused = await api('/payment/create-checkout-session', {
      method: 'POST',
      token: patient.session.token,
      body: {
        doctorId: profile._id,
        date: day,
        time: '10:30 AM',
        consultationType: 'Video Consultation',
        reason: 'Sore throat',
        userId: patient.session.user._id,
        doctorName: doctor.user.name,
        price: 90,
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe(TEXT.notice);

    await bookSlotThroughApi(patient.session, { doctorId: profile._id, doctorName: doctor.user.name, fee: 90 }, day, '11:30 AM');

    // Before the room opens, the appointment offers the device check.
    await page.goto('/appointments');
    const visit = main(page).getByRole('article', { name: new RegExp(escapeRegExp(doctor.user.name)) });
    await visit.getByRole('link', { name: 'Test camera and microphone' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Device check' }), 'the device check page');
    await expectVisible(page.getByRole('region', { name: 'Camera and microphone check' }), "the room's camera and microphone check");
    await expectVisible(page.getByRole('button', { name: 'Play test sound' }), 'the speaker test');

    // 16 minutes after the start, the patient never having joined.
    const afterStart = new Date(`${day}T11:46:00.000Z`);
    shifted!.moveTo(afterStart);
    const doctorSide = await newContext();
    await browserClockAt(doctorSide.context, afterStart);
    await openSignedIn(doctorSide.page, doctor.session.token, '/appointments');
    const card = main(doctorSide.page).getByRole('article', { name: new RegExp(escapeRegExp(patient.user.name)) });
    await card.getByRole('button', { name: TEXT.noShow }).click();
    const dialog = doctorSide.page.getByRole('dialog', { name: 'Patient did not attend?' });
    await expectVisible(dialog.getByText(/They do not get their money back/), 'the no-refund warning');
    await dialog.getByRole('button', { name: TEXT.confirm }).click();
    await expectVisible(toast(doctorSide.page, TEXT.marked), 'the confirmation');
    await doctorSide.page.getByRole('tab', { name: 'Completed' }).click();
    await expectVisible(card.getByText(TEXT.noShow, { exact: true }), 'the status chip under Completed');

    // The patient is told, in everyday words, that there is no refund.
    const notices = await api<{ notifications: Array<{ message: string }> }>('/notifications?limit=50', { token: patient.session.token });
    expect(notices.body?.data?.notifications.some((n) => n.message.includes(TEXT.noRefund))).toBe(true);
    await context.clock.setSystemTime(afterStart);
    await page.goto('/appointments?tab=completed');
    await expectVisible(visit.getByText(TEXT.noShow, { exact: true }), "the patient's status chip");
    await expectVisible(visit.getByText(new RegExp(escapeRegExp(TEXT.noRefund))), "the patient's no-refund notice");
  },
  { timeoutMs: 120_000 },
);
