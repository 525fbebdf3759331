/**
 * The operations console's pages (issue 26): the access record lists a prescription read by the
 * patient and by the doctor, filters it and downloads it as CSV; the operator moves between the
 * console's pages from the sidebar (payments, email delivery, system health), each of which fits
 * 320 px; patients and doctors are refused every console route.
 */
import { readFileSync } from 'node:fs';
import { browserSuite } from '../support/browser';
import { DEMO_PASSWORD, api, apiLogin, expectNoHorizontalScroll, expectPath, expectVisible, main, openSignedIn } from '../support/app';
import { distinctWord, registeredPerson } from '../support/care';
import { operatorSession } from '../support/operator';

const { journey } = browserSuite(__filename);

/** The seed's past visit (server/src/seed/demo-care.ts DEMO_HELD_VISIT): this doctor may prescribe for this patient. */
const HELD_VISIT = { doctor: 'kenji.watanabe@demo.health', patient: 'mia.thompson@demo.health' } as const;

const CONSOLE_ROUTES: Array<[method: string, path: string]> = [
  ['GET', '/admin/access-record'],
  ['GET', '/admin/access-record/export'],
  ['GET', '/admin/checkouts'],
  ['POST', '/admin/checkouts/cs_none/retry-refund'],
  ['GET', '/admin/mail-messages'],
  ['POST', '/admin/mail-messages/00000000-0000-4000-8000-000000000000/retry'],
  ['GET', '/admin/system-health'],
];

async function heldAppointmentId(doctorToken: string, patientUserId: string): Promise<string> {
  const profile = await api<{ _id: string }>('/doctor/profile', { token: doctorToken });
  const list = await api<Array<{ _id: string; status: string; patientId: { user_id: { _id: string } } }>>(
    `/appointment/doctor/${profile.body?.data?._id}`,
    { token: doctorToken },
  );
  const visit = list.body?.data?.find((a) => a.patientId?.user_id?._id === patientUserId && !/^cancell?ed$/.test(a.status));
  if (!visit) throw new Error(`The held visit was not found (${list.status})`);
  return visit._id;
}

journey('the access record lists a prescription read by the patient and by the doctor, and downloads as CSV', async ({ page }) => {
  const doctor = await apiLogin(HELD_VISIT.doctor, DEMO_PASSWORD);
  const patient = await apiLogin(HELD_VISIT.patient, DEMO_PASSWORD);
  const written = await api<{ _id: string }>('/prescription/create-prescription', {
    method: 'POST',
    token: doctor.token,
    body: {
      appointmentId: await heldAppointmentId(doctor.token, patient.user._id),
      medication: `Cetirizine ${distinctWord(6)}`,
      dosage: '10 mg tablet',
      instructions: 'One tablet at night.',
    },
  });
  expect(written.status).toBe(201);
  const prescriptionId = written.body!.data!._id;
  expect((await api(`/prescription/get-prescription/${prescriptionId}`, { token: patient.token })).status).toBe(200);
  expect((await api(`/prescription/get-prescription/${prescriptionId}`, { token: doctor.token })).status).toBe(200);

  await openSignedIn(page, await operatorSession(), '/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Access record' }).first().click();
  await expectPath(page, '/admin/access-record');
  const filters = main(page).getByRole('form', { name: 'Filter the access record' });
  await filters.getByLabel('Patient').fill(patient.user.name);
  await filters.getByLabel('What').click();
  await page.getByRole('option', { name: 'Opened a prescription' }).click();
  await filters.getByRole('button', { name: 'Show' }).click();
  const table = main(page).getByRole('table', { name: 'Access record entries, newest first' });
  const rowBy = (name: string) => table.getByRole('row').filter({ hasText: 'Opened a prescription' }).filter({ hasText: name }).first();
  await expectVisible(rowBy(`Doctor · ${doctor.user.email}`), "the doctor's read");
  await expectVisible(rowBy(`Patient · ${patient.user.email}`), "the patient's own read");

  const [download] = await Promise.all([page.waitForEvent('download'), filters.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^access-record-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^When \(UTC\),What,Who,Email,Role,Patient,/);
  expect(lines.some((line) => line.includes(doctor.user.email) && line.includes(',doctor,'))).toBe(true);
  expect(lines.some((line) => line.includes(patient.user.email) && line.includes(',patient,'))).toBe(true);
  expect(lines.slice(1).every((line) => line.includes('Opened a prescription'))).toBe(true);
});

journey('an operator moves between the console pages, each fitting 320 px', async ({ page }) => {
  await openSignedIn(page, await operatorSession(), '/dashboard');
  const pages: Array<[link: string, path: string, check: string]> = [
    ['Payments', '/admin/payments', 'Refunds owed or failed'],
    ['Email delivery', '/admin/delivery', 'Failed'],
    ['System health', '/admin/system-health', 'Database'],
    ['Access record', '/admin/access-record', 'Download CSV'],
  ];
  for (const [link, path, check] of pages) {
    await page.getByRole('navigation').getByRole('link', { name: link }).first().click();
    await expectPath(page, path);
    await expectVisible(main(page).getByRole('heading', { level: 1, name: link }), `the ${link} heading`);
    await expectVisible(main(page).getByText(check, { exact: true }).first(), `${check} on ${link}`);
  }

  await page.setViewportSize({ width: 320, height: 800 });
  for (const [link, path] of pages) {
    await page.goto(path);
    await expectVisible(main(page).getByRole('heading', { level: 1, name: link }), `the ${link} heading at 320 px`);
    await expectNoHorizontalScroll(page, `${link} at 320 px`);
  }
  await page.goto('/admin/system-health');
  await expectVisible(main(page).getByRole('article', { name: 'Database' }).getByText('Working'), 'the database working');
});

journey('patients and doctors are refused every console route; signed-out callers must sign in', async () => {
  const { session: patient } = await registeredPerson('patient');
  const { session: doctor } = await registeredPerson('doctor');
  for (const [method, path] of CONSOLE_ROUTES) {
    expect([path, (await api(path, { method, token: patient.token })).status]).toEqual([path, 403]);
    expect([path, (await api(path, { method, token: doctor.token })).status]).toEqual([path, 403]);
    expect([path, (await api(path, { method })).status]).toEqual([path, 401]);
  }
});
