/**
 * Paid booking and the appointment lifecycle (spec §2 Book an appointment, Payment success,
 * Appointments, Dashboard; §4; issue 4): a patient books a slot and pays on the sandbox card
 * page, lands on the success page and then on the dashboard with the appointment; the doctor,
 * signed in in a second browser, sees it arrive live with a notification, and Mark Complete
 * waits for the start. A visit that has taken place (the demo seed's) is marked complete, the
 * patient reviews it and the doctor's rating changes. A declined card books nothing; a
 * cancellation frees the slot for another patient.
 *
 * Every journey has its own doctor (fresh, so 'New' before the first review) in UTC, the time
 * zone the browser runs in, so slot labels read the same on both sides.
 */
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import {
  DEMO_PASSWORD,
  api,
  apiLogin,
  eventually,
  expectPath,
  expectVisible,
  main,
  openSignedIn,
  toast,
  type ApiSession,
} from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';
import { bookThroughApi, dayAhead, GOOD_CARD } from '../support/booking';

const { journey } = browserSuite(__filename);

const TEXT = {
  paymentSuccessful: 'Payment Successful',
  confirmed: 'Your appointment has been confirmed.',
  bookedToast: 'Appointment booked successfully! 🎉',
  declined: 'Your card was declined. Try another card.',
  statusUpdated: 'Appointment status updated',
  canceled: 'Appointment canceled successfully',
  completeOpens: 'Mark Complete opens when the appointment starts.',
} as const;

/** The seed's past visit that is still scheduled (server/src/seed/demo-care.ts DEMO_HELD_VISIT). */
const HELD_VISIT = { doctor: 'kenji.watanabe@demo.health', patient: 'mia.thompson@demo.health' } as const;

const DECLINED_CARD = '4000 0000 0000 0002';

interface Party {
  name: string;
  session: ApiSession;
}
interface Doctor extends Party {
  doctorId: string;
  fee: number;
}
interface Patient extends Party {
  patientId: string;
}

async function newDoctor(fee = 640): Promise<Doctor> {
  const { user, session } = await registeredPerson('doctor');
  const doctor = await apiCreateDoctorProfile(session.token, {
    specialization: 'Cardiology',
    fees: fee,
    qualification: 'MBBS, MD (Cardiology)',
    experience: 9,
    about: 'Heart rhythm and blood pressure care by video.',
    languages: ['English'],
    timeZone: 'UTC',
  });
  return { name: user.name, session, doctorId: doctor._id, fee };
}

async function newPatient(): Promise<Patient> {
  const { user, session } = await registeredPerson('patient');
  const profile = await apiCreatePatientProfile(session.token, { date_of_birth: '1991-06-02', gender: 'Female', blood_group: 'A+' });
  return { name: user.name, session, patientId: profile._id };
}

/** A time button on the booking page by its slot label ('10:00 AM'). */
function slotButton(page: Page, time: string) {
  return main(page).getByRole('group', { name: 'Available times' }).getByRole('button', { name: time, exact: true });
}

/** Opens the booking page of `doctor` on `date`, picks `time`, writes a reason and goes to checkout. */
async function bookThroughUi(page: Page, doctor: Doctor, date: string, time: string, reason: string): Promise<void> {
  await page.goto(`/book-appointment/${doctor.doctorId}?date=${date}`);
  await expectVisible(main(page).getByRole('heading', { name: `Dr. ${doctor.name}` }), "the doctor's card");
  await slotButton(page, time).click();
  await main(page).getByLabel('Reason for visit').fill(reason);
  await main(page).getByRole('button', { name: 'Book Appointment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { waitUntil: 'domcontentloaded' });
}

/** Fills the sandbox card page and pays. */
async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Patient');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function patientAppointments(patient: Patient) {
  const answer = await api<{ appointments: Array<{ _id: string; status: string; timeSlot: string; appointmentDate: string }> }>(
    `/appointment/patient/${patient.patientId}`,
    { token: patient.session.token },
  );
  if (answer.status !== 200) throw new Error(`listing appointments failed: ${answer.status} ${answer.body?.message}`);
  return answer.body!.data!.appointments;
}

// ---------------------------------------------------------------- journeys

journey(
  'a patient books and pays, and the doctor sees it live but cannot complete it before it starts',
  async ({ page, newContext }) => {
    const doctor = await newDoctor();
    const patient = await newPatient();
    const date = dayAhead(3);

    // The doctor works from the dashboard in their own browser.
    const { page: doctorPage } = await newContext();
    await openSignedIn(doctorPage, doctor.session.token, '/dashboard');
    const management = main(doctorPage).getByRole('tablist', { name: /Appointment Management/i });
    await expectVisible(management, 'the Appointment Management tabs');
    const bell = doctorPage.getByRole('banner').getByRole('button', { name: /notifications/i });
    // The bell is described by '{n} unread', a visually hidden text beside it in the header.
    const unreadText = doctorPage.getByRole('banner').getByText(/^\d+ unread$/);
    const unread = async () => ((await unreadText.count()) ? Number.parseInt((await unreadText.textContent()) ?? '0', 10) : 0);
    await eventually(async () => (await unread()) > 0, 'the welcome notification to be counted');
    const unreadBefore = await unread();

    await openSignedIn(page, patient.session.token, '/dashboard');
    await bookThroughUi(page, doctor, date, '10:00 AM', 'Palpitations after exercise');
    await expectVisible(page.getByText(`Dr. ${doctor.name}`), 'the doctor on the card page');
    await payWithCard(page, GOOD_CARD);

    await expectPath(page, '/success');
    await expectVisible(main(page).getByRole('heading', { name: TEXT.paymentSuccessful }), `'${TEXT.paymentSuccessful}'`);
    await expectVisible(main(page).getByText(TEXT.confirmed), `'${TEXT.confirmed}'`);
    await expectVisible(toast(page, TEXT.bookedToast), 'the booked toast');
    // Redirected to the dashboard after 3 seconds, where the appointment is upcoming.
    await expectPath(page, '/dashboard', 10_000);
    const myAppointments = main(page)
      .getByRole('region', { name: /My Appointments/i })
      .or(main(page).locator('section', { hasText: 'My Appointments' }));
    await expectVisible(myAppointments.getByRole('article', { name: `Dr. ${doctor.name}` }), 'the booked appointment on the dashboard');

    // The doctor sees it arrive without reloading: a notification and the Upcoming tab.
    await eventually(
      async () => (await unread()) === unreadBefore + 1,
      `the unread badge to count the new booking (was ${unreadBefore}, now ${await unread()}: ${await bell.textContent()})`,
    );
    await bell.click();
    await expectVisible(
      doctorPage.getByRole('menu').or(doctorPage.getByRole('dialog')).getByText(new RegExp(patient.name)),
      'the new-appointment notification',
    );
    await doctorPage.keyboard.press('Escape');
    await main(doctorPage)
      .getByRole('tab', { name: /^Upcoming/ })
      .click();
    const row = main(doctorPage).getByRole('article', { name: patient.name });
    await expectVisible(row, "the patient's appointment in the doctor's Upcoming tab");
    // Completing comes with the start of the visit (the server refuses it before, too).
    const markComplete = row.getByRole('button', { name: 'Mark Complete' });
    await expectVisible(markComplete, 'Mark Complete');
    expect(await markComplete.isDisabled()).toBe(true);
    const hint = row.getByText(TEXT.completeOpens);
    await expectVisible(hint, `'${TEXT.completeOpens}'`);
    expect(await markComplete.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
  },
  { timeoutMs: 90_000 },
);

journey(
  'the doctor completes a visit that has taken place, and the review changes the rating',
  async ({ page, newContext }) => {
    // The demo seed leaves one visit of days ago scheduled: a doctor without reviews and a patient.
    const doctor = await apiLogin(HELD_VISIT.doctor, DEMO_PASSWORD);
    const patient = await apiLogin(HELD_VISIT.patient, DEMO_PASSWORD);
    const profile = await api<{ _id: string }>('/doctor/profile', { token: doctor.token });
    const doctorId = profile.body?.data?._id;
    if (!doctorId) throw new Error(`The demo doctor has no profile: ${profile.status} ${profile.body?.message ?? ''}`);

    // Nobody has reviewed this doctor yet.
    await openSignedIn(page, patient.token, `/doctors/${doctorId}`);
    await expectVisible(main(page).getByText('New', { exact: true }), "'New' instead of a rating");

    const { page: doctorPage } = await newContext();
    await openSignedIn(doctorPage, doctor.token, '/appointments');
    const row = main(doctorPage).getByRole('article', { name: patient.user.name });
    await expectVisible(row, "the held visit in the doctor's Scheduled tab");
    await row.getByRole('button', { name: 'Mark Complete' }).click();
    await expectVisible(toast(doctorPage, TEXT.statusUpdated), `'${TEXT.statusUpdated}'`);

    // The patient reviews the completed appointment.
    await page.goto('/appointments?tab=completed');
    const card = main(page).getByRole('article', { name: new RegExp(`Dr\\. ${doctor.user.name}`) });
    await expectVisible(card, 'the completed appointment');
    await card.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('dialog');
    // As a patient does: click the fifth star (its radio is inside the star's label, visually hidden).
    const fiveStars = dialog.getByRole('radio', { name: /^5 Stars?/i });
    await dialog.locator('label', { has: page.getByRole('radio', { name: /^5 Stars?/i }) }).click();
    await eventually(() => fiveStars.isChecked(), 'five stars chosen');
    await dialog.getByLabel('Your review').fill('Clear explanations and a careful plan.');
    await dialog.getByRole('button', { name: /^(Submit|Submit Review|Post Review)$/ }).click();
    await expectVisible(card.getByLabel('Rated 5 out of 5'), 'the stars given');

    // The doctor's rating is real: 5.0 from one review.
    await page.goto(`/doctors/${doctorId}`);
    await expectVisible(main(page).getByText(/5\.0/), "the doctor's new rating");
    await expectVisible(main(page).getByText(/1 review\b/), 'the review count');
  },
  { timeoutMs: 90_000 },
);

journey(
  'a declined card books nothing, and leaving the checkout frees the slot',
  async ({ page }) => {
    const doctor = await newDoctor(480);
    const patient = await newPatient();
    const date = dayAhead(4);
    await openSignedIn(page, patient.session.token, '/dashboard');

    await bookThroughUi(page, doctor, date, '11:00 AM', 'Chest tightness');
    await payWithCard(page, DECLINED_CARD);
    await expectVisible(page.getByRole('alert').filter({ hasText: TEXT.declined }), `'${TEXT.declined}'`);
    expect(await patientAppointments(patient)).toEqual([]);

    await page.getByRole('button', { name: 'Cancel and return to booking' }).click();
    await expectPath(page, `/book-appointment/${doctor.doctorId}`);
    await eventually(
      async () => (await slotButton(page, '11:00 AM').count()) === 1 && (await slotButton(page, '11:00 AM').isEnabled()),
      'the released slot to be bookable again',
    );
    expect(await patientAppointments(patient)).toEqual([]);
  },
  { timeoutMs: 60_000 },
);

journey(
  'a cancellation frees the slot for another patient',
  async ({ page, newContext }) => {
    const doctor = await newDoctor(520);
    const first = await newPatient();
    const second = await newPatient();
    const date = dayAhead(5);
    await bookThroughApi(first, doctor, date, '02:00 PM');

    // The slot is taken for everyone else.
    const { page: otherPage } = await newContext();
    await openSignedIn(otherPage, second.session.token, `/book-appointment/${doctor.doctorId}?date=${date}`);
    await expectVisible(
      main(otherPage)
        .getByRole('group', { name: 'Available times' })
        .getByRole('button', { name: /^02:00 PM Booked/ }),
      'the taken slot shown as booked',
    );

    await openSignedIn(page, first.session.token, '/appointments');
    const card = main(page).getByRole('article', { name: new RegExp(`Dr\\. ${doctor.name}`) });
    await card.getByRole('button', { name: 'Cancel Appointment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectVisible(toast(page, TEXT.canceled), `'${TEXT.canceled}'`);
    const [appointment] = await patientAppointments(first);
    expect(appointment?.status).toBe('canceled');

    await otherPage.reload();
    await slotButton(otherPage, '02:00 PM').click();
    await main(otherPage).getByRole('button', { name: 'Book Appointment' }).click();
    await otherPage.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { waitUntil: 'domcontentloaded' });
    await expectVisible(otherPage.getByText('02:00 PM'), 'the freed slot on the card page');
  },
  { timeoutMs: 60_000 },
);
