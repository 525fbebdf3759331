/**
 * Follow-ups (issue 23, point 5), on a product whose clock the journey moves (support/time-shift.ts)
 * and browsers whose clocks move with it: the doctor completes a visit that has taken place and
 * proposes a follow-up in 2 weeks; the patient is told, follows the notification to the
 * proposal on a phone-sized screen, confirms and pays at the sandbox checkout; the appointment
 * appears for both, and the doctor sees the proposal confirmed.
 *
 * The doctor works in UTC, the time zone the browser runs in, so both read the same times.
 */
import { escapeRegExp, expectNoHorizontalScroll, expectPath, expectVisible, main, openSignedIn, toast } from '../support/app';
import { GOOD_CARD, notificationBell } from '../support/booking';
import { browserSuite } from '../support/browser';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';
import { bookSlotThroughApi } from '../support/consultation';
import { browserClockAt, startShiftedProduct, type ShiftedProduct } from '../support/time-shift';

const { journey } = browserSuite(__filename);

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
  'the doctor completes a visit and proposes a follow-up in 2 weeks; the patient confirms and pays, and both see it booked',
  async ({ page, context, newContext }) => {
    // Tomorrow (UTC) at 10:05: the visit of 11:30 AM is booked; at 11:45 it has taken place.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    shifted!.moveTo(new Date(`${day}T10:05:00.000Z`));
    const doctor = await registeredPerson('doctor');
    const profile = await apiCreateDoctorProfile(doctor.session.token, {
      specialization: 'Cardiology',
      fees: 120,
      qualification: 'MD',
      experience: 11,
      about: 'Heart health by video.',
      languages: ['English'],
      timeZone: 'UTC',
    });
    const patient = await registeredPerson('patient');
    await apiCreatePatientProfile(patient.session.token, { date_of_birth: '1988-03-04', gender: 'Female', blood_group: 'B+' });
    await bookSlotThroughApi(patient.session, { doctorId: profile._id, doctorName: doctor.user.name, fee: 120 }, day, '11:30 AM');

    const afterVisit = new Date(`${day}T11:45:00.000Z`);
    shifted!.moveTo(afterVisit);
    const doctorSide = await newContext();
    await browserClockAt(doctorSide.context, afterVisit);
    const doctorPage = doctorSide.page;

    // The doctor completes the visit, then proposes a follow-up from it.
    await openSignedIn(doctorPage, doctor.session.token, '/appointments');
    const visit = main(doctorPage).getByRole('article', { name: new RegExp(escapeRegExp(patient.user.name)) });
    await visit.getByRole('button', { name: 'Mark Complete' }).click();
    await expectVisible(toast(doctorPage, 'Appointment status updated'), 'the completed toast');
    await main(doctorPage).getByRole('tab', { name: 'Completed' }).click();
    await visit.getByRole('button', { name: 'Propose follow-up' }).click();
    const dialog = doctorPage.getByRole('dialog', { name: 'Propose a follow-up visit' });
    await dialog.getByRole('radio', { name: 'In 2 weeks (first free time)' }).check();
    await dialog.getByRole('button', { name: 'Propose' }).click();
    await expectVisible(toast(doctorPage, 'Follow-up proposed. The patient has been notified.'), 'the proposed toast');
    const doctorFollowUps = main(doctorPage).getByRole('region', { name: 'Follow-ups' });
    await expectVisible(doctorFollowUps.getByText('Waiting for the patient'), "the proposal in the doctor's follow-ups");

    // The patient, on a phone, follows the notification to the proposal.
    const followUpDay = new Date(Date.parse(`${day}T00:00:00.000Z`) + 14 * 86_400_000);
    const shown = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      followUpDay,
    );
    await browserClockAt(context, afterVisit);
    await page.setViewportSize({ width: 320, height: 740 });
    await openSignedIn(page, patient.session.token, '/dashboard');
    await notificationBell(page).click();
    const notice = page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`Dr\\. ${escapeRegExp(doctor.user.name)} proposes a follow-up`) });
    await expectVisible(notice, 'the follow-up notification');
    await notice.click();
    await expectPath(page, '/appointments');
    const proposal = main(page)
      .getByRole('region', { name: 'Follow-ups' })
      .getByRole('listitem', { name: `Follow-up with Dr. ${doctor.user.name}` });
    await expectVisible(proposal.getByText(`${shown} at 09:00 AM · $120`), 'the proposed date, time and price');
    await expectNoHorizontalScroll(page, 'The appointments page with a follow-up at 320 px');

    // Confirm and pay at the sandbox checkout.
    await proposal.getByRole('button', { name: /^Confirm and pay \$120/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Card number').fill(GOOD_CARD);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Test Patient');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectPath(page, '/success');
    await expectVisible(main(page).getByRole('heading', { name: 'Payment Successful' }), 'the payment success page');

    // The appointment is there for both; the doctor sees the follow-up confirmed.
    await openSignedIn(page, patient.session.token, '/appointments');
    await expectVisible(
      main(page)
        .getByRole('article', { name: `Dr. ${doctor.user.name}` })
        .getByText(/@ 09:00 AM/),
      "the follow-up in the patient's scheduled appointments",
    );
    await expectVisible(main(page).getByText('No follow-up visits are waiting for your answer.'), 'the proposal answered');
    await doctorPage.goto('/appointments');
    await expectVisible(
      main(doctorPage)
        .getByRole('article', { name: new RegExp(escapeRegExp(patient.user.name)) })
        .getByText(/@ 09:00 AM/),
      "the follow-up in the doctor's scheduled appointments",
    );
    await expectVisible(main(doctorPage).getByRole('region', { name: 'Follow-ups' }).getByText('Confirmed'), 'the proposal confirmed');
  },
  { timeoutMs: 150_000 },
);
