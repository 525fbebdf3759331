/**
 * Doctors and patients (spec §2 Doctor search, Doctor profile and Profile, §5, §8): a new
 * doctor completes their profile with a photo and sets availability; a new patient completes
 * theirs; the patient finds the doctor by specialty and name and reads the schedule; doctors
 * see no booking buttons; the dashboard's Find a Doctor deep-links into the search.
 *
 * The journeys run in order and hand their doctor and patient on; run alone, a journey sets
 * up the same doctor or patient through the API instead.
 */
import type { Locator, Page } from 'playwright-core';
import { TIME_SLOTS, WEEK_DAYS } from '../../shared-api/src/core/constants';
import { baseUrl, browserSuite } from '../support/browser';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  apiLogin,
  escapeRegExp,
  eventually,
  expectHidden,
  expectNoHorizontalScroll,
  expectPath,
  expectVisible,
  field,
  main,
  openSignedIn,
  signUpThroughUi,
  storedToken,
  toast,
  userMenuButton,
  type TestUser,
} from '../support/app';
import {
  apiCreateDoctorProfile,
  apiCreatePatientProfile,
  apiSetTimeSlots,
  chooseOption,
  combobox,
  distinctUser,
  registeredPerson,
  writeTestPng,
  type DoctorRecordAnswer,
} from '../support/care';
import { apiVerifyDoctor } from '../support/operator';

const { journey } = browserSuite(__filename);

/** Texts of spec §8 and of the profile remote's success toasts. */
const TEXT = {
  doctorCreated: 'Doctor profile created successfully',
  patientCreated: 'Patient profile created successfully',
  availabilityUpdated: 'Availability updated successfully',
} as const;

/** The doctor the first journey creates; a specialty of spec §9 SPECIALTIES, and a fee under the slider's default. */
const DOCTOR_PROFILE = {
  specialization: 'Dermatology',
  fees: 750,
  experience: 12,
  qualification: 'MBBS, MD (Dermatology)',
  about: 'Skin, hair and nail conditions for adults and children, by video.',
  languages: ['Spanish'],
  timeZone: 'Asia/Kolkata',
};
/** The Monday slots the doctor switches off. */
const SWITCHED_OFF = ['09:00 AM', '09:30 AM'];

const PATIENT_PROFILE = {
  date_of_birth: '1988-04-17',
  shownDateOfBirth: 'Apr 17, 1988',
  gender: 'Female',
  blood_group: 'O+',
  emergency_contact: 'Sam Rivera, +1 555 0100',
  About: 'Allergic to penicillin.',
};

interface Person {
  user: TestUser;
  token: string;
}
interface CreatedDoctor extends Person {
  doctorId: string;
}

let doctorFromJourney: CreatedDoctor | undefined;
let patientFromJourney: Person | undefined;

/** The doctor of the first journey, or the same doctor set up through the API. */
async function theDoctor(): Promise<CreatedDoctor> {
  if (doctorFromJourney) return doctorFromJourney;
  const { user, session } = await registeredPerson('doctor');
  const doctor = await apiCreateDoctorProfile(session.token, DOCTOR_PROFILE);
  const week: DoctorRecordAnswer['available_time_slots'] = WEEK_DAYS.map((day) => ({
    day,
    times: TIME_SLOTS.map((time) => ({ time, status: day === 'Monday' && SWITCHED_OFF.includes(time) ? 'booked' : 'available' })),
  }));
  await apiSetTimeSlots(session.token, doctor._id, week);
  doctorFromJourney = { user, token: session.token, doctorId: doctor._id };
  return doctorFromJourney;
}

/** The patient of the second journey, or the same patient set up through the API. */
async function thePatient(): Promise<Person> {
  if (patientFromJourney) return patientFromJourney;
  const { user, session } = await registeredPerson('patient');
  const { shownDateOfBirth: _shown, ...fields } = PATIENT_PROFILE;
  await apiCreatePatientProfile(session.token, fields);
  patientFromJourney = { user, token: session.token };
  return patientFromJourney;
}

// ---------------------------------------------------------------- helpers of this area

/** The value shown for `label` in a description list (dt/dd) inside `scope`. */
function detail(scope: Page | Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function expectDetail(scope: Page | Locator, label: string, value: string | RegExp): Promise<void> {
  const cell = detail(scope, label);
  await expectVisible(cell, `the ${label} value`);
  const text = (await cell.first().innerText()).trim();
  if (typeof value === 'string') expect(text).toBe(value);
  else expect(text).toMatch(value);
}

/** Opens /profile from the header's user menu and selects a tab. */
async function openProfileTab(page: Page, tab: 'Doctor Profile' | 'Patient Profile'): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: /^profile$/i }).click();
  await expectPath(page, '/profile');
  await page.getByRole('tab', { name: tab }).click();
  await eventually(
    async () => (await page.getByRole('tab', { name: tab }).getAttribute('aria-selected')) === 'true',
    `the ${tab} tab to be selected`,
  );
}

/** The header avatar's picture on /profile (the doctor or patient profile's photo). */
async function expectProfilePhotoFromUploads(page: Page, name: string): Promise<string> {
  const photo = main(page).getByRole('img', { name, exact: true }).first();
  await expectVisible(photo, `${name}'s photo on the profile header`);
  await eventually(
    () => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    'the photo to load',
  );
  const src = await photo.evaluate((img) => (img as HTMLImageElement).src);
  const url = new URL(src, baseUrl());
  expect(url.origin).toBe(baseUrl());
  expect(url.pathname).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  // Re-encoded to WebP by the server, whatever was uploaded (a PNG here).
  const served = await fetch(url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^image\/webp/);
  return url.pathname;
}

/** The list item of one time on the doctor page's Schedule tab. */
function scheduleSlot(day: Locator, time: string): Locator {
  return day.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(time)}`) });
}

/** The doctor's card in the search results. */
function doctorCard(page: Page, name: string): Locator {
  return main(page).getByRole('article', { name: `Dr. ${name}`, exact: true });
}

/** Waits for the results heading ('1 doctor', '12 doctors'). */
async function expectResultCount(page: Page, count: number): Promise<void> {
  const text = `${count} ${count === 1 ? 'doctor' : 'doctors'}`;
  await expectVisible(main(page).getByRole('heading', { level: 2, name: text, exact: true }), `the results heading '${text}'`);
}

/** The Schedule tab's seven days from the browser's today: weekday and heading ('Monday, 30 Nov'). */
async function scheduleWeek(page: Page): Promise<{ weekday: string; heading: string }[]> {
  return page.evaluate(() => {
    const now = new Date();
    return Array.from({ length: 7 }, (_, i) => {
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
      const weekday = day.toLocaleDateString('en-US', { weekday: 'long' });
      return { weekday, heading: `${weekday}, ${day.getDate()} ${day.toLocaleDateString('en-GB', { month: 'short' })}` };
    });
  });
}

/** yyyy-MM-dd and 'MMM d, yyyy' of the browser's local day `days` from today. */
async function browserDay(page: Page, days: number): Promise<{ iso: string; shown: string }> {
  return page.evaluate((ahead) => {
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      iso: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
      shown: day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    };
  }, days);
}

// ---------------------------------------------------------------- journeys

journey(
  'a new doctor creates their profile with a photo, sees it read-only with the fee in the charged currency, and switches Monday slots off',
  async ({ page, context }) => {
    const doctor = distinctUser('doctor');
    await signUpThroughUi(page, doctor);
    await openProfileTab(page, 'Doctor Profile');

    await expectVisible(page.getByText('Complete your profile', { exact: true }), 'the create-profile prompt');
    await page.getByRole('button', { name: 'Create Doctor Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Doctor Profile' });
    await expectVisible(dialog, 'the Create Doctor Profile dialog');

    // Spec §5: the required fields say what is missing before anything is sent.
    await dialog.getByRole('button', { name: 'Create Profile' }).click();
    for (const message of [
      'Specialization is required',
      'Qualification is required',
      'About is required',
      'At least one language is required',
    ]) {
      await expectVisible(dialog.getByText(message, { exact: true }), `'${message}'`);
    }

    // A real picture (about 300 kB of PNG), sent over a throttled upload so its progress shows.
    const photo = writeTestPng('doctor-photo.png', 320, 320);
    await dialog.getByLabel(/choose photo/i).setInputFiles(photo);
    await expectVisible(
      dialog.getByText('doctor-photo.png will be uploaded when you save.', { exact: true }),
      'the chosen photo named in the form',
    );
    await expectVisible(dialog.getByRole('img', { name: doctor.name, exact: true }), 'the photo preview');

    await chooseOption(page, combobox(dialog, 'Specialization'), DOCTOR_PROFILE.specialization);
    await field(dialog, 'Qualification').fill(DOCTOR_PROFILE.qualification);
    await field(dialog, 'Consultation fee').fill(String(DOCTOR_PROFILE.fees));
    await field(dialog, 'Experience').fill(String(DOCTOR_PROFILE.experience));
    await chooseOption(page, combobox(dialog, 'Language'), DOCTOR_PROFILE.languages[0]);
    await field(dialog, 'Time zone').selectOption(DOCTOR_PROFILE.timeZone);
    await field(dialog, 'About').fill(DOCTOR_PROFILE.about);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/doctor/create') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create Profile' }).click();
    await expectVisible(dialog.getByRole('progressbar', { name: 'Photo upload progress' }), 'the photo upload progress');
    const answer = await created;
    expect(answer.status()).toBe(201);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const doctorId = ((await answer.json()) as { data: { _id: string } }).data._id;
    // Patients find and book only checked doctors; the check itself is verification.e2e.ts's subject.
    await apiVerifyDoctor((await storedToken(page))!, doctorId);

    await expectVisible(toast(page, TEXT.doctorCreated), `the toast '${TEXT.doctorCreated}'`);
    await expectHidden(dialog, 'the Create Doctor Profile dialog');

    // The read-only view: fee in rupees (spec §9), status Active, the chosen time zone.
    const panel = page.getByRole('tabpanel');
    await expectVisible(panel.getByRole('heading', { name: 'Doctor Profile', exact: true }), 'the Doctor Profile heading');
    await expectVisible(panel.getByRole('button', { name: 'Update Profile' }), 'the Update Profile button');
    await expectDetail(panel, 'Specialization', DOCTOR_PROFILE.specialization);
    await expectDetail(panel, 'Experience', '12 years');
    await expectDetail(panel, 'Qualification', DOCTOR_PROFILE.qualification);
    await expectDetail(panel, 'Consultation fee', '$750');
    await expectDetail(panel, 'Languages', 'Spanish');
    await expectDetail(panel, 'Time zone', /^Asia\/Kolkata \(GMT\+5:30\)$/);
    await expectDetail(panel, 'About', DOCTOR_PROFILE.about);
    await expectVisible(panel.getByText('Active', { exact: true }), 'the status Active');
    const photoPath = await expectProfilePhotoFromUploads(page, doctor.name);

    // Availability: every slot offered until the doctor says otherwise (spec §4).
    const availability = panel.getByRole('region', { name: 'Weekly Availability' });
    await expectVisible(availability.getByText('18 of 18 available').first(), 'a full week of slots');
    await availability.getByRole('button', { name: 'Manage Availability' }).click();
    const manager = availability.getByRole('region', { name: 'Availability manager' });
    await expectVisible(manager, 'the availability manager');
    const days = manager.getByRole('tablist', { name: 'Days of the week' }).getByRole('tab');
    expect(await days.allInnerTexts()).toEqual([...WEEK_DAYS]);
    expect(await manager.getByRole('tab', { name: 'Monday' }).getAttribute('aria-selected')).toBe('true');
    expect(await manager.getByRole('switch').count()).toBe(TIME_SLOTS.length);
    for (const time of SWITCHED_OFF) {
      const slot = manager.getByRole('switch', { name: `Monday ${time}` });
      expect(await slot.isChecked()).toBe(true);
      await slot.uncheck();
      expect(await slot.isChecked()).toBe(false);
    }
    await expectVisible(
      manager.getByText('Monday: 16 of 18 slots available', { exact: true }),
      'the Monday count after switching two slots off',
    );

    // Another day's tab keeps its own slots.
    await manager.getByRole('tab', { name: 'Tuesday' }).click();
    expect(await manager.getByRole('switch', { name: 'Tuesday 09:00 AM' }).isChecked()).toBe(true);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/doctor/time-slots/${doctorId}`) && r.request().method() === 'PATCH',
    );
    await manager.getByRole('button', { name: 'Save Availability' }).click();
    expect((await saved).status()).toBe(200);
    await expectVisible(toast(page, TEXT.availabilityUpdated), `the toast '${TEXT.availabilityUpdated}'`);
    await expectHidden(manager.getByText('Unsaved changes', { exact: true }), "the manager's unsaved-changes mark");

    // After a reload the availability card lists Monday's two slots as booked, the rest available.
    await page.reload();
    const reloadedPanel = page.getByRole('tabpanel');
    const card = reloadedPanel.getByRole('region', { name: 'Weekly Availability' });
    await expectVisible(card, 'the availability card after reload');
    const monday = card.getByRole('list', { name: 'Monday times' });
    await expectVisible(monday, 'the Monday times');
    await expectVisible(card.getByText('16 of 18 available', { exact: true }), "Monday's count after reload");
    for (const time of TIME_SLOTS) {
      const status = SWITCHED_OFF.includes(time) ? 'booked' : 'available';
      // The status is read out to screen readers; on screen the chip's colour carries it.
      const spoken = await monday.getByRole('listitem').filter({ hasText: time }).textContent();
      expect(`${time}: ${spoken?.replace(/\s+/g, ' ').trim()}`).toBe(`${time}: ${time} ${status}`);
    }
    await expectVisible(card.getByRole('list', { name: 'Tuesday times' }), 'the Tuesday times');
    expect(await card.getByText('18 of 18 available', { exact: true }).count()).toBe(6);
    expect(await expectProfilePhotoFromUploads(page, doctor.name)).toBe(photoPath);

    const token = await storedToken(page);
    expect(token).toBeTruthy();
    doctorFromJourney = { user: doctor, token: token!, doctorId };

    // The availability card fits the window (its screen-reader-only status texts included).
    await expectNoHorizontalScroll(page, 'The Doctor Profile tab');
  },
);

journey('a new patient completes their patient profile and sees it read-only after a reload', async ({ page }) => {
  const patient = distinctUser('patient');
  await signUpThroughUi(page, patient);
  await openProfileTab(page, 'Patient Profile');

  await expectVisible(page.getByText('Complete your profile', { exact: true }), 'the create-profile prompt');
  await page.getByRole('button', { name: 'Create Patient Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Patient Profile' });
  await expectVisible(dialog, 'the Create Patient Profile dialog');

  // Spec §5: date of birth, gender and blood group are required; the rest is optional.
  await dialog.getByRole('button', { name: 'Create Profile' }).click();
  for (const message of ['Date of birth is required', 'Gender is required', 'Blood group is required']) {
    await expectVisible(dialog.getByText(message, { exact: true }), `'${message}'`);
  }

  await field(dialog, 'Date of birth').fill(PATIENT_PROFILE.date_of_birth);
  await chooseOption(page, combobox(dialog, 'Gender'), PATIENT_PROFILE.gender);
  await chooseOption(page, combobox(dialog, 'Blood group'), PATIENT_PROFILE.blood_group);
  await field(dialog, 'Emergency contact').fill(PATIENT_PROFILE.emergency_contact);
  await field(dialog, 'About').fill(PATIENT_PROFILE.About);
  // Address left empty: optional, shown as N/A.
  await dialog.getByRole('button', { name: 'Create Profile' }).click();
  await expectVisible(toast(page, TEXT.patientCreated), `the toast '${TEXT.patientCreated}'`);
  await expectHidden(dialog, 'the Create Patient Profile dialog');

  const expectView = async () => {
    const panel = page.getByRole('tabpanel');
    await expectVisible(panel.getByRole('heading', { name: 'Patient Profile', exact: true }), 'the Patient Profile heading');
    await expectVisible(panel.getByRole('button', { name: 'Update Profile' }), 'the Update Profile button');
    await expectDetail(panel, 'Date of birth', PATIENT_PROFILE.shownDateOfBirth);
    await expectDetail(panel, 'Gender', PATIENT_PROFILE.gender);
    await expectDetail(panel, 'Blood group', PATIENT_PROFILE.blood_group);
    await expectDetail(panel, 'Emergency contact', PATIENT_PROFILE.emergency_contact);
    await expectDetail(panel, 'Address', 'N/A');
    await expectDetail(panel, 'About', PATIENT_PROFILE.About);
    expect(await panel.getByRole('textbox').count()).toBe(0);
  };
  await expectView();
  await page.reload();
  await expectPath(page, '/profile');
  expect(await page.getByRole('tab', { name: 'Patient Profile' }).getAttribute('aria-selected')).toBe('true');
  await expectView();

  const token = await storedToken(page);
  expect(token).toBeTruthy();
  patientFromJourney = { user: patient, token: token! };
});

journey(
  "the patient finds the doctor by specialty and name, opens their page and sees the schedule with Monday's switched-off slots not available",
  async ({ page }) => {
    const doctor = await theDoctor();
    const patient = await thePatient();
    const name = `Dr. ${doctor.user.name}`;
    await openSignedIn(page, patient.token, '/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Find Doctors' }).first().click();
    await expectPath(page, '/doctors');
    await expectVisible(main(page).getByRole('heading', { level: 1, name: 'Find a Doctor' }), 'the Find a Doctor heading');

    const filters = main(page).getByRole('search', { name: 'Doctor filters' });
    await chooseOption(page, combobox(filters, 'Specialty'), DOCTOR_PROFILE.specialization);
    await eventually(
      () => new URL(page.url()).searchParams.get('specialization') === DOCTOR_PROFILE.specialization,
      'the specialty in the URL',
    );
    await filters.getByRole('searchbox', { name: 'Doctor name' }).fill(doctor.user.name);
    await eventually(() => new URL(page.url()).searchParams.get('name') === doctor.user.name, 'the name in the URL');
    await expectResultCount(page, 1);

    const card = doctorCard(page, doctor.user.name);
    await expectVisible(card, `${name}'s card`);
    await expectVisible(card.getByText(DOCTOR_PROFILE.specialization, { exact: true }), 'the specialty on the card');
    const services = card.getByRole('list', { name: 'Services' });
    expect((await services.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Online Consultation', 'Prescription']);
    await expectVisible(card.getByText('$750 per session', { exact: true }), 'the fee in dollars per session');
    await expectVisible(card.getByText('New', { exact: true }), "the 'New' rating of a doctor without reviews");
    await expectVisible(card.getByText('12 years experience', { exact: true }), 'the experience');
    const bookNow = card.getByRole('link', { name: 'Book Now' });
    await expectVisible(bookNow, 'Book Now on the card');
    expect(await bookNow.getAttribute('href')).toMatch(new RegExp(`^/book-appointment/${doctor.doctorId}\\?date=\\d{4}-\\d{2}-\\d{2}$`));

    await expectNoHorizontalScroll(page, 'Doctor search');
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expectPath(page, `/doctors/${doctor.doctorId}`);
    const header = main(page).getByRole('region', { name });
    await expectVisible(header.getByRole('heading', { level: 1, name, exact: true }), "the doctor's name as the page heading");
    await expectVisible(header.getByText('$750 per session', { exact: true }), 'the fee in the charged currency on the doctor page');
    await expectVisible(header.getByRole('link', { name: 'Book Now' }), 'Book Now on the doctor page');
    const tabs = main(page).getByRole('tablist', { name: 'Doctor profile sections' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['About', 'Schedule', 'Reviews']);
    await expectVisible(main(page).getByRole('tabpanel').getByText(DOCTOR_PROFILE.about, { exact: true }), 'the About text');
    await expectVisible(main(page).getByRole('heading', { name: 'Similar Doctors' }), 'the Similar Doctors section');
    await expectVisible(
      main(page).getByRole('region', { name: 'Similar Doctors' }).getByRole('link').first(),
      'another Dermatology doctor under Similar Doctors',
    );

    await main(page).getByRole('tab', { name: 'Schedule' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('tab') === 'schedule', 'the Schedule tab in the URL');
    const schedule = main(page).getByRole('tabpanel');
    await expectVisible(schedule.getByText('India Standard Time', { exact: false }).first(), "the doctor's time zone");
    // The tab shows the next seven dated days as the server has them. Today's count depends on the
    // hour, so only later days are checked exactly; each weekday occurs once in the seven.
    const week = await scheduleWeek(page);
    for (const [index, day] of week.entries()) {
      const section = schedule.getByRole('region', { name: day.heading, exact: true });
      await expectVisible(section, `${day.heading} on the schedule`);
      if (index === 0) continue;
      const count = day.weekday === 'Monday' ? 16 : 18;
      await expectVisible(section.getByText(`${count} times available`, { exact: true }), `${day.heading}'s count`);
    }
    const monday = schedule.getByRole('region', { name: week.find((day) => day.weekday === 'Monday')!.heading, exact: true });
    for (const time of SWITCHED_OFF) {
      const slot = scheduleSlot(monday, time);
      expect(await slot.getAttribute('data-status')).toBe('unavailable');
      expect((await slot.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${time} taken`);
    }
    // Tomorrow in the browser is never past in the doctor's zone (India is at most 5.5 hours ahead).
    const tomorrow = schedule.getByRole('region', { name: week[1].heading, exact: true });
    const open = scheduleSlot(tomorrow, '10:00 AM');
    expect((await open.innerText()).replace(/\s+/g, ' ').trim()).toBe('10:00 AM available');
    // 'available' is styled green (spec §2); taken times are not.
    const colour = (slot: Locator) => slot.getByText(/^(available|taken)$/).evaluate((el) => getComputedStyle(el).color);
    const [green, grey] = [await colour(open), await colour(scheduleSlot(monday, '09:00 AM'))];
    const [r, g, b] = green.match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
    expect(grey).not.toBe(green);
    await expectNoHorizontalScroll(page, "The doctor page's Schedule tab");
  },
);

journey('a doctor sees the doctor list and a doctor page with no Book Now buttons', async ({ page }) => {
  const doctor = await theDoctor();
  const sarah = await apiLogin(DEMO_ACCOUNTS.doctor, DEMO_PASSWORD);
  await openSignedIn(page, sarah.token, '/doctors');
  const cards = main(page).getByRole('list', { name: 'Doctors' }).getByRole('article');
  await expectVisible(cards, 'doctor cards');
  expect(await cards.count()).toBeGreaterThan(1);
  expect(await main(page).getByRole('link', { name: 'View Profile' }).count()).toBe(await cards.count());
  expect(
    await page
      .getByRole('link', { name: 'Book Now' })
      .or(page.getByRole('button', { name: 'Book Now' }))
      .count(),
  ).toBe(0);

  // The new doctor's page, as another doctor sees it.
  await page.goto(`/doctors/${doctor.doctorId}?tab=schedule`);
  const name = `Dr. ${doctor.user.name}`;
  await expectVisible(main(page).getByRole('heading', { level: 1, name, exact: true }), "the doctor's page");
  const [today] = await scheduleWeek(page);
  await expectVisible(main(page).getByRole('region', { name: today.heading, exact: true }), 'the schedule');
  await expectVisible(main(page).getByRole('heading', { name: 'Similar Doctors' }), 'Similar Doctors');
  expect(
    await page
      .getByRole('link', { name: 'Book Now' })
      .or(page.getByRole('button', { name: 'Book Now' }))
      .count(),
  ).toBe(0);
  expect(
    await page
      .getByRole('link', { name: /book/i })
      .or(page.getByRole('button', { name: /book/i }))
      .count(),
  ).toBe(0);
});

journey("the patient dashboard's Find a Doctor opens the search with the specialty and date applied", async ({ page }) => {
  const doctor = await theDoctor();
  const patient = await thePatient();
  await openSignedIn(page, patient.token, '/dashboard');
  const widget = main(page).getByRole('region', { name: 'Find a Doctor' });
  await expectVisible(widget, 'the Find a Doctor widget');
  const day = await browserDay(page, 3);

  await chooseOption(page, combobox(widget, 'Specialty'), DOCTOR_PROFILE.specialization);
  await widget.getByLabel(/^Date/).fill(day.iso);
  await widget.getByRole('button', { name: 'Find Doctors' }).click();

  await expectPath(page, '/doctors');
  const params = new URL(page.url()).searchParams;
  expect(params.get('specialization')).toBe(DOCTOR_PROFILE.specialization);
  expect(params.get('date')).toBe(day.iso);
  const filters = main(page).getByRole('search', { name: 'Doctor filters' });
  await expectVisible(
    combobox(filters, 'Specialty').filter({ hasText: DOCTOR_PROFILE.specialization }),
    'the specialty filter set to Dermatology',
  );
  await expectVisible(main(page).getByText(`With a free slot on ${day.shown}`, { exact: true }), 'the date filter applied');

  // Every doctor listed is a dermatologist with a free slot that day, the new doctor among them.
  const cards = main(page).getByRole('list', { name: 'Doctors' }).getByRole('article');
  await expectVisible(cards, 'doctor cards');
  const dermatologists = cards.filter({ has: page.getByText(DOCTOR_PROFILE.specialization, { exact: true }) });
  expect(await dermatologists.count()).toBe(await cards.count());
  await filters.getByRole('searchbox', { name: 'Doctor name' }).fill(doctor.user.name);
  await expectResultCount(page, 1);
  await expectVisible(doctorCard(page, doctor.user.name), "the new doctor's card for that day");
  const after = new URL(page.url()).searchParams;
  expect([after.get('specialization'), after.get('date')]).toEqual([DOCTOR_PROFILE.specialization, day.iso]);
});
