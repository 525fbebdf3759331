/**
 * Time off (issue 23, point 3): a doctor adds a day off in the Time off section of their
 * profile; a patient then finds no free times that day, on the doctor's Schedule tab and on
 * the booking page, while the next day still offers times. The section also fits 320 px.
 *
 * The doctor works in UTC, the time zone the browser runs in, so both read the same dates.
 */
import { browserSuite } from '../support/browser';
import { expectNoHorizontalScroll, expectVisible, main, openSignedIn, toast } from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';

const { journey } = browserSuite(__filename);

const TEXT = {
  noConflicts: 'No booked visits on these days.',
  added: 'Time off added',
  noTimes: 'No available times',
  noSlots: 'No available slots for the selected date. Please try another date.',
} as const;

journey('a doctor adds a day off and a patient then finds no free times that day', async ({ page, newContext }) => {
  const doctor = await registeredPerson('doctor');
  const profile = await apiCreateDoctorProfile(doctor.session.token, {
    specialization: 'Dermatology',
    fees: 90,
    qualification: 'MD',
    experience: 6,
    about: 'Skin care by video.',
    languages: ['English'],
    timeZone: 'UTC',
  });
  const patient = await registeredPerson('patient');
  await apiCreatePatientProfile(patient.session.token, { date_of_birth: '1990-03-04', gender: 'Male', blood_group: 'O+' });

  // The doctor's and the patient's days, read in the browser (UTC): the day off is in three days.
  const { page: doctorPage } = await newContext();
  await openSignedIn(doctorPage, doctor.session.token, '/profile?tab=profile');
  const days = await doctorPage.evaluate(() =>
    [3, 4].map((ahead) => {
      const now = new Date();
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead);
      const pad = (n: number) => String(n).padStart(2, '0');
      const weekday = day.toLocaleDateString('en-US', { weekday: 'long' });
      return {
        iso: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
        heading: `${weekday}, ${day.getDate()} ${day.toLocaleDateString('en-GB', { month: 'short' })}`,
      };
    }),
  );
  const [dayOff, nextDay] = days as [{ iso: string; heading: string }, { iso: string; heading: string }];

  const section = main(doctorPage).getByRole('region', { name: 'Time off' });
  await expectVisible(section.getByText('No time off planned.'), 'the empty time off list');
  await section.getByLabel(/First day off/).fill(dayOff.iso);
  await section.getByLabel(/Note/).fill('Conference');
  await expectVisible(section.getByText(TEXT.noConflicts), 'the visits check');
  await section.getByRole('button', { name: 'Add time off' }).click();
  await expectVisible(toast(doctorPage, TEXT.added), 'the added toast');
  const list = section.getByRole('list', { name: 'Your time off' });
  await expectVisible(list.getByText('Conference'), 'the new day off in the list');

  // The section fits a phone's 320 px.
  await doctorPage.setViewportSize({ width: 320, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(doctorPage, 'The Time off section at 320 px');

  // The patient: the Schedule tab shows no free times that day, and the next day still has some.
  await openSignedIn(page, patient.session.token, `/doctors/${profile._id}?tab=schedule`);
  const offDay = main(page).getByRole('region', { name: dayOff.heading, exact: true });
  await expectVisible(offDay.getByText(TEXT.noTimes), `'${TEXT.noTimes}' on the day off`);
  const openDay = main(page).getByRole('region', { name: nextDay.heading, exact: true });
  await expectVisible(openDay.getByText(/times available$/), 'free times the next day');

  // Booking that day offers nothing either.
  await page.goto(`/book-appointment/${profile._id}?date=${dayOff.iso}`);
  await expectVisible(main(page).getByText(TEXT.noSlots), 'no slots on the booking page');
});
