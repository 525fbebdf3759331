/**
 * Verified clinicians (issue 26): a new doctor is pending, cannot be booked, and says so on the
 * dashboard; they send their licence from the profile page; an operator (made on start from
 * ADMIN_EMAIL) signs in, reads the scan in the verification queue and approves it, and the
 * doctor can be booked; a suspended doctor's coming visit is cancelled and refunded in full, and
 * they cannot be booked until restored. The console works at 320 px. Each journey sets up its
 * own people through the API.
 */
import { browserSuite } from '../support/browser';
import {
  api,
  expectNoHorizontalScroll,
  expectPath,
  expectVisible,
  main,
  openSignedIn,
  signInThroughUi,
  toast,
  type ApiSession,
} from '../support/app';
import { apiCreateDoctorProfile, apiCreatePatientProfile, registeredPerson, writeTestPng } from '../support/care';
import { bookSlotThroughApi } from '../support/consultation';
import { apiSendLicence, E2E_OPERATOR, operatorSession } from '../support/operator';

const { journey } = browserSuite(__filename);

const FEE = 80;

async function pendingDoctor(): Promise<{ session: ApiSession; name: string; doctorId: string }> {
  const { user, session } = await registeredPerson('doctor');
  const doctor = await apiCreateDoctorProfile(
    session.token,
    {
      specialization: 'Dermatology',
      fees: FEE,
      qualification: 'MBBS, MD',
      experience: 6,
      about: 'Skin conditions by video.',
      languages: ['English'],
      timeZone: 'UTC',
    },
    { verified: false },
  );
  return { session, name: user.name, doctorId: doctor._id };
}

async function patient(): Promise<ApiSession> {
  const { session } = await registeredPerson('patient');
  await apiCreatePatientProfile(session.token, { date_of_birth: '1990-04-02', gender: 'Female', blood_group: 'A+' });
  return session;
}

/** Starts a checkout with the doctor three days ahead (UTC): the answer's status and message. */
async function tryToBook(patientSession: ApiSession, doctorId: string, time: string) {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const answer = await api<unknown>('/payment/create-checkout-session', {
    method: 'POST',
    token: patientSession.token,
    body: { doctorId, date, time, consultationType: 'Video Consultation', userId: patientSession.user._id, doctorName: 'x', price: FEE },
  });
  return { status: answer.status, message: answer.body?.message };
}

journey('a new doctor sends a licence, an operator approves it, and patients can then book them', async ({ page, newContext }) => {
  const doctor = await pendingDoctor();
  const someone = await patient();
  expect(await tryToBook(someone, doctor.doctorId, '10:00 AM')).toEqual({
    status: 409,
    message: 'This doctor is not taking bookings yet: their licence has not been checked.',
  });

  // The doctor's dashboard says what is missing and leads to the licence form.
  await openSignedIn(page, doctor.session.token, '/dashboard');
  await expectVisible(main(page).getByText(/Patients cannot find or book you/), 'the pending notice on the dashboard');
  await main(page).getByRole('link', { name: 'Send licence' }).click();
  await expectPath(page, '/profile');
  const card = main(page).getByRole('region', { name: 'Licence check' });
  await card.getByLabel(/Licence number/).fill('GMC-7654321');
  await card.getByLabel(/Issued by/).fill('General Medical Council');
  await card.getByLabel(/Expiry date/).fill('2031-12-31');
  await card.getByLabel('Scan or photo of your licence').setInputFiles(writeTestPng('licence.png', 400, 260));
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await expectVisible(card.getByText(/We are checking your licence \(GMC-7654321, General Medical Council\)/), 'the waiting state');

  // The operator signs in with the account made from ADMIN_EMAIL and decides.
  const operator = await newContext();
  await signInThroughUi(operator.page, E2E_OPERATOR.email, E2E_OPERATOR.password);
  await operator.page.getByRole('link', { name: 'Open the queue' }).click();
  await expectPath(operator.page, '/admin/verifications');
  const entry = main(operator.page).getByRole('article', { name: doctor.name });
  await expectVisible(entry.getByText('GMC-7654321'), 'the licence number in the queue');
  await entry.getByRole('button', { name: 'View licence' }).click();
  const scan = operator.page.getByRole('dialog', { name: `Licence of ${doctor.name}` });
  await expectVisible(scan.getByRole('img', { name: `Licence of ${doctor.name}` }), 'the licence scan');
  await scan.getByRole('button', { name: 'Close' }).click();
  await entry.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(toast(operator.page, `${doctor.name} approved. They have been told.`), 'the approval toast');

  // The doctor is told, and patients can book them now.
  await page.reload();
  await expectVisible(main(page).getByText(/Your licence has been checked/), 'the approved state');
  expect((await tryToBook(someone, doctor.doctorId, '11:00 AM')).status).toBe(201);
});

journey(
  'an operator suspends a doctor: their coming visit is refunded in full, they cannot be booked until restored; the console fits 320 px',
  async ({ page }) => {
    const doctor = await pendingDoctor();
    expect(await apiSendLicence(doctor.session.token)).toBe(200);
    const approved = await api(`/admin/doctors/${doctor.doctorId}/approve`, { method: 'POST', token: await operatorSession() });
    expect(approved.status).toBe(200);
    const someone = await patient();
    // A paid visit four days ahead, which the suspension must cancel and refund.
    const visitDate = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const booked = await bookSlotThroughApi(
      someone,
      { doctorId: doctor.doctorId, doctorName: doctor.name, fee: FEE },
      visitDate,
      '11:00 AM',
    );

    await page.setViewportSize({ width: 320, height: 800 });
    await openSignedIn(page, await operatorSession(), '/admin/verifications');
    await page.getByRole('tab', { name: 'Approved' }).click();
    const entry = main(page).getByRole('article', { name: doctor.name });
    await entry.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${doctor.name}` });
    await dialog.getByLabel(/Reason/).fill('Licence under review by the council');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expectVisible(toast(page, `${doctor.name} suspended. They have been told.`), 'the suspension toast');
    expect((await tryToBook(someone, doctor.doctorId, '02:00 PM')).status).toBe(409);
    const visit = await api<{ status: string; canceledBy: string | null; payment: { amount: number; refundedAmount: number } | null }>(
      `/appointment/${booked.appointment._id}`,
      { token: someone.token },
    );
    expect([visit.body?.data?.status, visit.body?.data?.canceledBy, visit.body?.data?.payment?.refundedAmount]).toEqual([
      'canceled',
      'doctor',
      FEE,
    ]);
    const told = await api<{ notifications: { message: string }[] }>('/notifications', { token: someone.token });
    expect(
      told.body?.data?.notifications.some((notice) => notice.message.includes(doctor.name) && notice.message.includes('refunded in full')),
    ).toBe(true);

    await page.getByRole('tab', { name: 'Suspended' }).click();
    const suspended = main(page).getByRole('article', { name: doctor.name });
    await expectVisible(suspended.getByText('Licence under review by the council'), 'the reason on the suspended doctor');
    await expectNoHorizontalScroll(page, 'The suspended list at 320 px');
    await suspended.getByRole('button', { name: 'Restore' }).click();
    await expectVisible(toast(page, `${doctor.name} restored. They have been told.`), 'the restore toast');
    expect((await tryToBook(someone, doctor.doctorId, '03:00 PM')).status).toBe(201);

    const notices = await api<{ notifications: { message: string }[] }>('/notifications', { token: doctor.session.token });
    expect(notices.body?.data?.notifications.map((notice) => notice.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('Licence under review by the council'), expect.stringContaining('active again')]),
    );
  },
);

journey('patients and doctors are refused the operators console', async ({ page }) => {
  const someone = await patient();
  for (const path of ['/admin/verifications', '/admin/doctors/00000000-0000-4000-8000-000000000000/approve']) {
    const method = path.endsWith('approve') ? 'POST' : 'GET';
    expect((await api(path, { method, token: someone.token })).status).toBe(403);
    expect((await api(path, { method })).status).toBe(401);
  }
  await openSignedIn(page, someone.token, '/admin/verifications');
  await expectVisible(main(page).getByRole('alert'), 'the refusal on the page');
});
