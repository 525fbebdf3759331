/**
 * Reschedule and the doctor's cancellation (issue 23, point 2): a patient moves a paid
 * appointment to another free time of the same doctor from /appointments (same appointment,
 * same payment, the doctor told), on a phone-sized screen; a doctor cancels a visit with a
 * reason, and the patient reads that reason in their notifications and on the appointment.
 *
 * The doctors work in UTC, the time zone the browser runs in, so both read the same dates.
 */
import { browserSuite } from '../support/browser';
import { api, eventually, expectNoHorizontalScroll, expectVisible, main, openSignedIn, toast, type ApiSession } from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';
import { bookThroughApi, dayAhead, notificationBell } from '../support/booking';

const { journey } = browserSuite(__filename);

const TEXT = {
  moved: 'Appointment moved',
  doctorCancelled: 'Appointment cancelled. The patient is refunded in full and told why.',
  reason: 'I have to attend an emergency at the hospital that morning.',
} as const;

interface Party {
  name: string;
  session: ApiSession;
}

async function newDoctor(): Promise<Party & { doctorId: string; fee: number }> {
  const { user, session } = await registeredPerson('doctor');
  const doctor = await apiCreateDoctorProfile(session.token, {
    specialization: 'Dermatology',
    fees: 80,
    qualification: 'MD',
    experience: 7,
    about: 'Skin care by video.',
    languages: ['English'],
    timeZone: 'UTC',
  });
  return { name: user.name, session, doctorId: doctor._id, fee: 80 };
}

async function newPatient(): Promise<Party & { patientId: string }> {
  const { user, session } = await registeredPerson('patient');
  const profile = await apiCreatePatientProfile(session.token, { date_of_birth: '1988-02-03', gender: 'Female', blood_group: 'B+' });
  return { name: user.name, session, patientId: profile._id };
}

interface BookedAppointment {
  _id: string;
  appointmentDate: string;
  timeSlot: string;
  status: string;
  cancelReason?: string | null;
  rescheduleCount?: number;
  payment: { sessionId: string; amount: number; refundedAmount: number } | null;
}

async function appointmentAs(token: string, id: string): Promise<BookedAppointment> {
  const answer = await api<BookedAppointment>(`/appointment/${id}`, { token });
  if (answer.status !== 200) throw new Error(`reading the appointment failed: ${answer.status} ${answer.body?.message}`);
  return answer.body!.data!;
}

async function notificationsOf(token: string): Promise<string[]> {
  const answer = await api<{ notifications: Array<{ message: string }> }>('/notifications?limit=50', { token });
  return answer.body?.data?.notifications.map((notification) => notification.message) ?? [];
}

journey('a patient moves a paid appointment to another free time of the same doctor, on a phone', async ({ page }) => {
  const doctor = await newDoctor();
  const patient = await newPatient();
  const date = dayAhead(3);
  const booked = await bookThroughApi<BookedAppointment>(patient, doctor, date, '10:00 AM', 'Rash on the arm');

  await page.setViewportSize({ width: 320, height: 740 });
  await openSignedIn(page, patient.session.token, '/appointments');
  const card = main(page).getByRole('article', { name: `Dr. ${doctor.name}` });
  await expectVisible(card.getByText(/@ 10:00 AM/), 'the booked time on the card');
  await card.getByRole('button', { name: 'Reschedule' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expectVisible(dialog.getByText(/Your payment stays as it is/), 'the dialog saying the payment stays');
  const times = dialog.getByRole('group', { name: 'Available times' });
  // The current time is taken (by this very appointment); another is free.
  await expectVisible(times.getByRole('button', { name: /^10:00 AM/ }), 'the current time in the picker');
  if (await times.getByRole('button', { name: /^10:00 AM/ }).isEnabled()) throw new Error('the current time is offered as free');
  await expectNoHorizontalScroll(page, 'The reschedule dialog at 320 px');
  await times.getByRole('button', { name: /^02:00 PM/ }).click();
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expectVisible(toast(page, TEXT.moved), 'the moved toast');
  await expectVisible(card.getByText(/@ 02:00 PM/), 'the new time on the card');

  // Same appointment, same payment, nothing refunded; the doctor is told.
  const moved = await appointmentAs(patient.session.token, booked._id);
  const same = {
    id: moved._id === booked._id,
    time: moved.timeSlot === '02:00 PM' && moved.appointmentDate === date,
    payment: moved.payment?.sessionId === booked.payment?.sessionId && moved.payment?.refundedAmount === 0,
    count: moved.rescheduleCount === 1,
  };
  if (!Object.values(same).every(Boolean))
    throw new Error(`the moved appointment is not the same one kept as paid: ${JSON.stringify(same)}`);
  await eventually(
    async () =>
      (await notificationsOf(doctor.session.token)).some((message) => message.startsWith(`Appointment moved: ${patient.name} moved`)),
    "the doctor's notice of the move",
  );
});

journey('a doctor cancels a visit with a reason, and the patient reads it', async ({ page, newContext }) => {
  const doctor = await newDoctor();
  const patient = await newPatient();
  await bookThroughApi(patient, doctor, dayAhead(4), '11:30 AM', 'Rash on the arm');

  const { page: doctorPage } = await newContext();
  await openSignedIn(doctorPage, doctor.session.token, '/appointments');
  const card = main(doctorPage).getByRole('article', { name: patient.name });
  await card.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = doctorPage.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expectVisible(dialog.getByText(/refunded in full/), 'the cancel dialog');
  // A reason is needed.
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expectVisible(dialog.getByText('Please tell the patient why the appointment is cancelled'), 'the missing reason');
  await dialog.getByLabel(/Reason for the patient/).fill(TEXT.reason);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expectVisible(toast(doctorPage, TEXT.doctorCancelled), 'the cancelled toast');

  // The patient: the notification and the cancelled card say why.
  await openSignedIn(page, patient.session.token, '/appointments?tab=cancelled');
  const cancelled = main(page).getByRole('article', { name: `Dr. ${doctor.name}` });
  await expectVisible(cancelled.getByText(TEXT.reason), 'the reason on the cancelled appointment');
  await expectVisible(cancelled.getByText(/Cancelled by the doctor/), 'who cancelled');
  await notificationBell(page).click();
  await expectVisible(
    page
      .getByRole('menu')
      .or(page.getByRole('dialog'))
      .getByText(new RegExp(`Dr\\. ${doctor.name} canceled your appointment .* Reason: ${TEXT.reason.replace('.', '\\.')}`)),
    'the cancellation notification with the reason',
  );
});

journey(
  "a doctor's day off asks the patient to pick a new time, and the patient does from the notification",
  async ({ page, newContext }) => {
    const doctor = await newDoctor();
    const patient = await newPatient();
    const dayOff = dayAhead(3);
    const newDay = dayAhead(4);
    const booked = await bookThroughApi<BookedAppointment>(patient, doctor, dayOff, '10:00 AM', 'Rash on the arm');

    // The doctor takes that day off and asks the patient to reschedule.
    const { page: doctorPage } = await newContext();
    await openSignedIn(doctorPage, doctor.session.token, '/profile?tab=profile');
    const section = main(doctorPage).getByRole('region', { name: 'Time off' });
    await expectVisible(section.getByText('No time off planned.'), 'the empty time off list');
    await section.getByLabel(/First day off/).fill(dayOff);
    const choice = section.getByRole('combobox', { name: new RegExp(`What to do with ${patient.name}'s visit`) });
    await expectVisible(choice, 'the booked visit with its choice');
    await choice.click();
    await doctorPage.getByRole('option', { name: 'Ask to reschedule' }).click();
    await section.getByRole('button', { name: 'Add time off and update these visits' }).click();
    await expectVisible(toast(doctorPage, 'Time off added. 1 patient was asked to pick a new time.'), 'the saved toast');

    // The patient follows the notification to the slot picker of that doctor.
    await openSignedIn(page, patient.session.token, '/dashboard');
    await notificationBell(page).click();
    await page
      .getByRole('menu')
      .or(page.getByRole('dialog'))
      .getByText(new RegExp(`Dr\\. ${doctor.name} asked you to pick a new time`))
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await expectVisible(dialog, 'the slot picker opened by the notification');
    // The day off offers nothing; the next day does.
    await expectVisible(dialog.getByText('No available slots for the selected date. Please try another date.'), 'no times on the day off');
    if (newDay.slice(0, 7) !== dayOff.slice(0, 7)) await dialog.getByRole('button', { name: 'Next month' }).click();
    // The month that slides in (during the slide both months are in the dialog).
    const month = new Date(`${newDay}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const day = dialog.getByRole('grid', { name: month }).getByRole('gridcell', { name: String(Number(newDay.slice(8))), exact: true });
    await eventually(async () => (await day.count()) === 1, 'the calendar to settle on the month');
    await day.click();
    await dialog
      .getByRole('group', { name: 'Available times' })
      .getByRole('button', { name: /^11:00 AM/ })
      .click();
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await expectVisible(toast(page, TEXT.moved), 'the moved toast');

    const moved = await appointmentAs(patient.session.token, booked._id);
    if (moved.appointmentDate !== newDay || moved.timeSlot !== '11:00 AM' || moved.payment?.sessionId !== booked.payment?.sessionId) {
      throw new Error(`the appointment did not move as chosen, keeping its payment: ${JSON.stringify(moved)}`);
    }
  },
);
