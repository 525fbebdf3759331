/**
 * The waitlist (issue 23, point 7): patient B joins the waitlist of a doctor's full day on a
 * phone-sized screen; patient A cancels their visit of that day; the freed time is held for B,
 * who is told live, follows the notification to the booking page with the held time chosen
 * and a countdown, and books and pays for it.
 *
 * The doctor works in UTC, the time zone the browser runs in, and offers one time a day, so one
 * booking fills a day.
 */
import { browserSuite } from '../support/browser';
import { api, expectNoHorizontalScroll, expectPath, expectVisible, main, openSignedIn, toast, type ApiSession } from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, apiSetTimeSlots, registeredPerson } from '../support/care';
import { bookThroughApi, dayAhead, GOOD_CARD, notificationBell } from '../support/booking';

const { journey } = browserSuite(__filename);

const TIME = '10:00 AM';
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

interface Party {
  name: string;
  session: ApiSession;
}

async function newPatient(): Promise<Party> {
  const { user, session } = await registeredPerson('patient');
  await apiCreatePatientProfile(session.token, { date_of_birth: '1990-05-06', gender: 'Male', blood_group: 'O+' });
  return { name: user.name, session };
}

journey(
  'patient B joins the waitlist of a full day, patient A cancels, and B is offered the time and books it',
  async ({ page, newContext }) => {
    const { user: doctorUser, session: doctorSession } = await registeredPerson('doctor');
    const doctor = await apiCreateDoctorProfile(doctorSession.token, {
      specialization: 'Orthopedics',
      fees: 95,
      qualification: 'MD',
      experience: 9,
      about: 'Joints and back.',
      languages: ['English'],
      timeZone: 'UTC',
    });
    await apiSetTimeSlots(
      doctorSession.token,
      doctor._id,
      WEEK.map((day) => ({ day, times: [{ time: TIME, status: 'available' as const }] })),
    );
    const target = { doctorId: doctor._id, name: doctorUser.name, fee: 95 };
    const date = dayAhead(3);
    const a = await newPatient();
    const b = await newPatient();
    await bookThroughApi(a, target, date, TIME, 'Back pain');

    // B, on a phone: the day is full, so B joins its waitlist after a confirmation.
    await page.setViewportSize({ width: 320, height: 740 });
    await openSignedIn(page, b.session.token, `/book-appointment/${doctor._id}?date=${date}`);
    const waitlist = main(page).getByRole('region', { name: 'Waitlist' });
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist?' });
    await expectVisible(dialog.getByText(/we hold it for you for 10 minutes/), 'the confirmation saying how the waitlist works');
    await expectNoHorizontalScroll(page, 'The booking page with the waitlist confirmation at 320 px');
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await expectVisible(waitlist.getByText(/You are on the waitlist for this day\. You are number 1 in line\./), 'the place in line');
    await openSignedIn(page, b.session.token, '/appointments');
    const mine = main(page).getByRole('region', { name: 'Waitlists' });
    await expectVisible(mine.getByText(/You are number 1 in line/), 'the waitlist on the appointments page');
    await expectNoHorizontalScroll(page, 'The appointments page with a waitlist at 320 px');

    // A cancels the visit in their own browser.
    const { page: aPage } = await newContext();
    await openSignedIn(aPage, a.session.token, '/appointments');
    const card = main(aPage).getByRole('article', { name: `Dr. ${doctorUser.name}` });
    await card.getByRole('button', { name: 'Cancel Appointment' }).click();
    await aPage.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectVisible(toast(aPage, 'Appointment canceled successfully'), 'the cancelled toast');

    // B is told live and follows the notification to the booking page, the held time chosen.
    await notificationBell(page).click();
    const offer = page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`A time opened with Dr\\. ${doctorUser.name}`) });
    await expectVisible(offer, 'the offer notification');
    await offer.click();
    await expectPath(page, `/book-appointment/${doctor._id}`);
    const held = main(page)
      .getByRole('group', { name: 'Available times' })
      .getByRole('button', { name: /^10:00 AM Held for you/ });
    await expectVisible(held, 'the held time');
    if ((await held.getAttribute('aria-pressed')) !== 'true') throw new Error('the held time is not chosen');
    await expectVisible(main(page).getByRole('timer'), 'the countdown of the hold');
    await expectNoHorizontalScroll(page, 'The booking page with a held time at 320 px');

    // Others see it taken meanwhile.
    const other = await newPatient();
    const slots = await api<Array<{ times: Array<{ time: string; status: string }> }>>(
      `/doctor/available-slots-for-doctor/${doctor._id}?date=${date}`,
      { token: other.session.token },
    );
    if (slots.body?.data?.[0]?.times.find((slot) => slot.time === TIME)?.status !== 'booked')
      throw new Error('the held time is offered to others');

    // B books and pays.
    await main(page).getByLabel('Reason for visit').fill('Knee pain when running');
    await main(page).getByRole('button', { name: 'Book Appointment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Card number').fill(GOOD_CARD);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Test Patient');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectPath(page, '/success');
    await expectVisible(main(page).getByRole('heading', { name: 'Payment Successful' }), 'the payment success page');

    await openSignedIn(page, b.session.token, '/appointments');
    await expectVisible(
      main(page)
        .getByRole('article', { name: `Dr. ${doctorUser.name}` })
        .getByText(/@ 10:00 AM/),
      'the booked visit',
    );
    await expectVisible(
      main(page)
        .getByRole('region', { name: 'Waitlists' })
        .getByText(/You are not on any waitlist/),
      'the waitlist entry done',
    );
  },
);
