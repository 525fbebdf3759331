/**
 * Details a patient judges the product by (issue 24, "Money and identity", "Notes and what the
 * patient sees"): one currency on every price of a doctor, a phone number that keeps its plus,
 * reviews without surnames, and clinical notes that never reach the patient while the visit
 * summary does, once published. Each journey sets up its own people through the API.
 */
import type { Page } from 'playwright-core';
import { baseUrl, browserSuite } from '../support/browser';
import { api, expectVisible, field, main, openSignedIn, toast, type ApiSession } from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson } from '../support/care';
import { bookSlotThroughApi } from '../support/consultation';

const { journey } = browserSuite(__filename);

const FEE = 55;

/** A day after tomorrow in UTC (the doctor's zone below): every slot of it is in the future. */
function dayAhead(days = 2): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function doctorWithFee(fee: number): Promise<{ session: ApiSession; name: string; doctorId: string }> {
  const { user, session } = await registeredPerson('doctor');
  const doctor = await apiCreateDoctorProfile(session.token, {
    specialization: 'General Medicine',
    fees: fee,
    qualification: 'MBBS',
    experience: 9,
    about: 'Everyday health questions by video.',
    languages: ['English'],
    timeZone: 'UTC',
  });
  return { session, name: user.name, doctorId: doctor._id };
}

async function patientWithProfile(): Promise<{ session: ApiSession; name: string }> {
  const { user, session } = await registeredPerson('patient');
  await apiCreatePatientProfile(session.token, { date_of_birth: '1990-04-02', gender: 'Female', blood_group: 'A+' });
  return { session, name: user.name };
}

/** Every price-looking text on the page: '$55', '₹55', '€1,000'. */
async function pricesOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.match(/[$₹€£¥]\s?\d[\d,]*(\.\d+)?/g) ?? [];
}

journey('shows one currency symbol on every price of a doctor: search, profile, booking and checkout', async ({ page }) => {
  const doctor = await doctorWithFee(FEE);
  const patient = await patientWithProfile();
  const surname = doctor.name.split(' ')[1]!;
  const name = `Dr. ${doctor.name}`;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, patient.session.token, `/doctors?name=${encodeURIComponent(surname)}`);
    const card = main(page).getByRole('article', { name });
    await expectVisible(card.getByText(`$${FEE} per session`, { exact: true }), `the fee in dollars on the search card at ${width} px`);
    expect((await pricesOn(page)).every((price) => price.startsWith('$'))).toBe(true);

    await page.goto(`/doctors/${doctor.doctorId}`);
    await expectVisible(
      main(page).getByText(`$${FEE} per session`, { exact: true }),
      `the fee in dollars on the doctor page at ${width} px`,
    );
    expect(await pricesOn(page)).not.toContainEqual(expect.stringMatching(/^[^$]/));

    await page.goto(`/book-appointment/${doctor.doctorId}`);
    await expectVisible(main(page).getByText(new RegExp(`\\$${FEE} per session`)), `the fee in dollars on the booking card at ${width} px`);
    expect(await pricesOn(page)).not.toContainEqual(expect.stringMatching(/^[^$]/));
  }

  const checkout = await api<{ url: string; currency: string }>('/payment/create-checkout-session', {
    method: 'POST',
    token: patient.session.token,
    body: {
      doctorId: doctor.doctorId,
      date: dayAhead(),
      time: '10:00 AM',
      consultationType: 'Video Consultation',
      reason: '',
      userId: patient.session.user._id,
      doctorName: doctor.name,
      price: FEE,
    },
  });
  expect(checkout.status).toBe(201);
  await page.goto(new URL(checkout.body!.data!.url, baseUrl()).toString());
  await expectVisible(page.getByText(`Total: $${FEE}`, { exact: true }), 'the total in dollars on the hosted checkout');
  await expectVisible(page.getByRole('button', { name: `Pay $${FEE}` }), 'the pay button in dollars');
  expect((await pricesOn(page)).every((price) => price.startsWith('$'))).toBe(true);
});

journey('keeps the plus of a phone number, stored as E.164 and shown formatted', async ({ page }) => {
  const { session } = await registeredPerson('patient');
  await openSignedIn(page, session.token, '/profile');
  const phone = field(main(page), 'Phone number');
  await phone.fill('+91 98765 43210');
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expectVisible(toast(page, 'Account details updated successfully!'), 'the saved toast');

  const stored = await api<{ phoneNumber: string }>('/user/current-user', { token: session.token });
  expect(stored.body?.data?.phoneNumber).toBe('+919876543210');
  await page.reload();
  await expectVisible(field(main(page), 'Phone number'), 'the phone field after a reload');
  expect(await field(main(page), 'Phone number').inputValue()).toBe('+91 98765 43210');
});

journey('shows reviewers by first name and initial only, in the page and in the answer', async ({ page }) => {
  const viewer = await patientWithProfile();
  const search = await api<{ doctors: { _id: string; reviewCount: number }[] }>('/doctor/all-doctors?sort=rating&limit=50', {
    token: viewer.session.token,
  });
  const reviewed = search.body?.data?.doctors.find((doctor) => doctor.reviewCount > 0);
  if (!reviewed) throw new Error('the demo practice has no reviewed doctor');
  const reviews = await api<{ reviews: { patientName: string }[] }>(`/doctor/${reviewed._id}/reviews`, { token: viewer.session.token });
  const names = reviews.body!.data!.reviews.map((review) => review.patientName);
  expect(names.length).toBeGreaterThan(0);
  for (const reviewer of names) expect(reviewer).toMatch(/^\p{L}[\p{L}'-]*( \p{Lu}\.)?$/u);

  await openSignedIn(page, viewer.session.token, `/doctors/${reviewed._id}`);
  await main(page)
    .getByRole('tab', { name: /Reviews/ })
    .click();
  await expectVisible(main(page).getByText(names[0]!, { exact: true }).first(), 'the first reviewer by first name and initial');
});

journey('never shows the patient clinical notes, and the visit summary only once published', async ({ page }) => {
  const doctor = await doctorWithFee(120);
  const patient = await patientWithProfile();
  const { appointment } = await bookSlotThroughApi(
    patient.session,
    { doctorId: doctor.doctorId, doctorName: doctor.name, fee: 120 },
    dayAhead(3),
    '11:00 AM',
  );
  const clinical = 'Query early hypertension; consider ACE inhibitor.';
  const summary = 'Your blood pressure is a little high. Walk 30 minutes a day and we will check again in two weeks.';
  const notesPath = `/consultation/${appointment._id}/notes`;
  expect((await api(notesPath, { method: 'PUT', token: doctor.session.token, body: { text: clinical } })).status).toBe(200);
  const draft = await api(`/consultation/${appointment._id}/visit-summary`, {
    method: 'PUT',
    token: doctor.session.token,
    body: { text: summary },
  });
  expect(draft.status).toBe(200);

  await openSignedIn(page, patient.session.token, '/appointments');
  const card = main(page).getByRole('article', { name: `Dr. ${doctor.name}` });
  await expectVisible(card, 'the booked appointment');
  expect(await page.locator('body').innerText()).not.toMatch(/hypertension|blood pressure is a little high/i);

  const published = await api(`/consultation/${appointment._id}/visit-summary/publish`, { method: 'POST', token: doctor.session.token });
  expect(published.status).toBe(200);
  await page.reload();
  await expectVisible(
    main(page)
      .getByRole('article', { name: `Dr. ${doctor.name}` })
      .getByText(summary),
    'the published visit summary',
  );
  expect(await page.locator('body').innerText()).not.toContain('hypertension');
  const notices = await api<{ notifications: { message: string }[] }>('/notifications?limit=20', { token: patient.session.token });
  expect(notices.body?.data?.notifications.map((n) => n.message)).toContain(`Dr. ${doctor.name} shared your visit summary`);
});
