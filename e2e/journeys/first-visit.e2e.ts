/**
 * What a new person meets first, and the frame around every page (issue 24): a first booking
 * that asks for the missing patient profile on the booking page, the first dashboard's
 * "Welcome", the skip link, the phone menu, the signed-in 404, and the doctor dashboard's
 * appointment rows from 1024 to 1440 px and on phones.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  TEXT,
  apiLogin,
  eventually,
  expectNoHorizontalScroll,
  expectVisible,
  main,
  openSignedIn,
} from '../support/app';
import { apiCreateDoctorProfile, apiSetTimeSlots, chooseOption, combobox, registeredPerson } from '../support/care';
import { dayAhead } from '../support/booking';

const { journey } = browserSuite(__filename);

/** Screenshots of the layouts checked, for a person to look at (not compared). */
const SCREENSHOTS_DIR = join(__dirname, '..', 'artifacts', 'layouts');

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

journey('a new patient books without leaving the booking page: the missing profile is asked there', async ({ page }) => {
  const { user: doctorUser, session: doctorSession } = await registeredPerson('doctor');
  const doctor = await apiCreateDoctorProfile(doctorSession.token, {
    specialization: 'Dermatology',
    fees: 420,
    qualification: 'MBBS, MD (Dermatology)',
    experience: 6,
    about: 'Skin care by video.',
    languages: ['English'],
    timeZone: 'UTC',
  });
  await apiSetTimeSlots(
    doctorSession.token,
    doctor._id,
    WEEK.map((day) => ({ day, times: [{ time: '10:00 AM', status: 'available' as const }] })),
  );
  const { session } = await registeredPerson('patient');
  const date = dayAhead(2);

  await openSignedIn(page, session.token, `/book-appointment/${doctor._id}?date=${date}`);
  await expectVisible(main(page).getByRole('heading', { name: `Dr. ${doctorUser.name}` }), "the doctor's card");
  await main(page).getByRole('group', { name: 'Available times' }).getByRole('button', { name: '10:00 AM', exact: true }).click();
  await main(page).getByLabel('Reason for visit').fill('A rash that will not go');

  // Asked here, before Book: no "Patient profile not found" after choosing everything.
  const details = main(page).getByRole('region', { name: 'About you' });
  await expectVisible(details, 'the patient details on the booking page');
  await details.getByLabel(/Date of birth/).fill('1993-04-21');
  await chooseOption(page, combobox(details, 'Gender'), 'Other');
  await chooseOption(page, combobox(details, 'Blood group'), "Don't know");
  await main(page).getByRole('button', { name: 'Book Appointment' }).click();

  // Straight to the checkout with the slot and reason kept: no detour through /profile.
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { waitUntil: 'domcontentloaded' });
  await expectVisible(page.getByText('10:00 AM').first(), 'the chosen time on the checkout');
});

journey('a brand-new account is welcomed once, and greeted as returning after a reload', async ({ page }) => {
  const { user, session } = await registeredPerson('patient');
  await openSignedIn(page, session.token, '/dashboard');
  await expectVisible(main(page).getByRole('heading', { level: 1, name: `Welcome, ${user.name}` }), '"Welcome", not "Welcome back"');
  await expectVisible(main(page).getByRole('region', { name: 'Set up your health profile' }), 'the setup prompt');
  await page.reload();
  await expectVisible(main(page).getByRole('heading', { level: 1, name: `Welcome back, ${user.name}` }), '"Welcome back" after a reload');
  if (await main(page).getByRole('region', { name: 'Set up your health profile' }).count())
    throw new Error('The setup prompt showed again after a reload');
});

journey('the first Tab reaches a visible skip link that moves focus to the main content', async ({ page }) => {
  const { session } = await registeredPerson('patient');
  await openSignedIn(page, session.token, '/dashboard');
  await expectVisible(main(page).getByRole('heading', { level: 1 }), 'the dashboard');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await eventually(() => skip.evaluate((link) => link === document.activeElement), 'the skip link to have focus');
  const box = await skip.boundingBox();
  if (!box || box.y < 0 || box.width < 40) throw new Error(`The focused skip link is not on screen: ${JSON.stringify(box)}`);
  await page.keyboard.press('Enter');
  await eventually(() => main(page).evaluate((area) => area === document.activeElement), 'the main content to have focus');
});

journey('the phone menu offers every sidebar entry, the AI Assistant included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { session } = await registeredPerson('patient');
  await openSignedIn(page, session.token, '/dashboard');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expectVisible(menu.getByRole('link', { name: 'AI Assistant' }), 'AI Assistant in the phone menu');
  const labels = await menu.getByRole('link').allTextContents();
  expect(labels).toEqual(['Dashboard', 'Find Doctors', 'Prescriptions', 'Appointments', 'AI Assistant']);
});

journey('an unknown address keeps the header and sidebar for a signed-in person', async ({ page }) => {
  const { session } = await registeredPerson('patient');
  await openSignedIn(page, session.token, '/no-such-page/here');
  await expectVisible(page.getByRole('heading', { name: TEXT.notFound }), `'${TEXT.notFound}'`);
  await expectVisible(page.getByRole('navigation', { name: 'Main' }), 'the sidebar');
  await expectVisible(page.getByRole('button', { name: 'Toggle sidebar' }), 'the header');
});

/** Widths of each appointment row's details, and anything inside a row that sticks out of it. */
async function appointmentRowLayout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article')].map((row) => {
      const rowBox = row.getBoundingClientRect();
      const heading = row.querySelector('h3');
      const details = heading?.parentElement?.parentElement;
      const overflowing = [...row.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > rowBox.right + 1 || box.left < rowBox.left - 1);
        })
        .map((element) => (element.textContent ?? '').slice(0, 60));
      return { name: heading?.textContent ?? '', detailsWidth: details?.getBoundingClientRect().width ?? 0, overflowing };
    }),
  );
}

journey("keeps the doctor dashboard's appointment rows readable from 1024 to 1440 px and on phones", async ({ page }) => {
  const doctor = await apiLogin(DEMO_ACCOUNTS.doctor, DEMO_PASSWORD);
  await openSignedIn(page, doctor.token, '/dashboard');
  // The demo doctor's coming visits in Appointment Management (today's tab may be empty at this hour).
  await main(page)
    .getByRole('tab', { name: /^Upcoming/ })
    .click();
  for (const [width, minDetails] of [
    [1024, 240],
    [1280, 240],
    [1440, 240],
    [390, 200],
    [320, 160],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expectVisible(main(page).getByRole('article').first(), `appointment rows at ${width} px`);
    await page.waitForTimeout(300);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `doctor-dashboard-${width}.png`), fullPage: true });
    await expectNoHorizontalScroll(page, `The doctor dashboard at ${width} px`);
    for (const row of await appointmentRowLayout(page)) {
      if (row.detailsWidth < minDetails)
        throw new Error(`At ${width} px the row of ${row.name} leaves ${Math.round(row.detailsWidth)} px for name, date and reason`);
      if (row.overflowing.length) throw new Error(`At ${width} px the row of ${row.name} overflows: ${row.overflowing.join(' | ')}`);
    }
  }
});
