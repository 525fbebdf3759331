/**
 * Prescriptions (spec §2 Prescriptions, §4, §8; issue 12): after a visit that took place (the
 * demo seed's held visit) the doctor writes a prescription from `/prescriptions?appointmentId=`;
 * the patient, signed in in another browser, is notified and sees it Active at once, downloads
 * the PDF the server made (a real PDF whose text holds the medication), opens the print view
 * (whose QR code scans as the verification page) and asks for a renewal, which the doctor
 * approves live. A pharmacist's check of the printed code or its QR code says valid, and revoked
 * once the doctor has revoked it.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { pdfText } from '../../server/test/support/pdf-text';
import { decodeQrImage } from '../../server/test/support/qr-decode';
import { browserSuite } from '../support/browser';
import {
  DEMO_PASSWORD,
  api,
  apiLogin,
  expectHidden,
  expectNoHorizontalScroll,
  expectVisible,
  main,
  openSignedIn,
  toast,
} from '../support/app';
import { distinctWord } from '../support/care';

const { journey } = browserSuite(__filename);

/** The seed's past visit (server/src/seed/demo-care.ts DEMO_HELD_VISIT). */
const HELD_VISIT = { doctor: 'kenji.watanabe@demo.health', patient: 'mia.thompson@demo.health' } as const;

const TEXT = {
  created: 'Prescription created successfully',
  revoked: 'Prescription revoked',
  valid: 'Valid: this prescription is genuine and active.',
  revokedPage: 'Revoked: the prescriber has withdrawn this prescription. Do not dispense.',
} as const;

interface HeldAppointment {
  _id: string;
  status: string;
  patientId: { user_id: { _id: string } };
}

/** The held visit's appointment, found through the doctor's own list. */
async function heldAppointmentId(doctorToken: string, patientUserId: string): Promise<string> {
  const profile = await api<{ _id: string }>('/doctor/profile', { token: doctorToken });
  const doctorId = profile.body?.data?._id;
  if (!doctorId) throw new Error(`The demo doctor has no profile: ${profile.status} ${profile.body?.message ?? ''}`);
  const list = await api<HeldAppointment[]>(`/appointment/doctor/${doctorId}`, { token: doctorToken });
  const visit = list.body?.data?.find((a) => a.patientId?.user_id?._id === patientUserId && !/^cancell?ed$/.test(a.status));
  if (!visit) throw new Error(`The held visit was not found among the doctor's appointments (${list.status})`);
  return visit._id;
}

/** The patient's table row of a prescription, by its medication button. */
function patientRow(page: Page, medicationAndDosage: string): Locator {
  return main(page)
    .getByRole('table', { name: 'Prescriptions' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: medicationAndDosage, exact: true }) });
}

journey(
  'a prescription written after a visit reaches the patient live, prints, downloads, renews and verifies',
  async ({ page: patientPage, newContext }) => {
    const doctor = await apiLogin(HELD_VISIT.doctor, DEMO_PASSWORD);
    const patient = await apiLogin(HELD_VISIT.patient, DEMO_PASSWORD);
    const appointmentId = await heldAppointmentId(doctor.token, patient.user._id);
    const medication = `Amoxicillin ${distinctWord(6)}`;
    const dosage = '500 mg capsule';
    // As the screens write it: the medication, a comma, the dosage (issue 24).
    const label = `${medication}, ${dosage}`;

    // The patient waits on the prescriptions page (signed in elsewhere).
    await openSignedIn(patientPage, patient.token, '/prescriptions');
    await expectVisible(main(patientPage).getByRole('heading', { level: 1, name: 'Prescriptions' }), "the patient's Prescriptions");
    await expectVisible(main(patientPage).getByRole('table', { name: 'Prescriptions' }), "the patient's prescriptions table");

    // The doctor writes it from the appointment: the patient is preselected and the form open.
    const { page: doctorPage } = await newContext();
    await openSignedIn(doctorPage, doctor.token, `/prescriptions?appointmentId=${appointmentId}`);
    await expectVisible(main(doctorPage).getByRole('heading', { level: 1, name: 'Patient Prescriptions' }), "the doctor's page");
    await expectVisible(main(doctorPage).getByRole('heading', { level: 2, name: patient.user.name }), 'the preselected patient');
    await expectVisible(main(doctorPage).getByText(/Linked to the appointment of/), 'the appointment link');
    await main(doctorPage).getByRole('textbox', { name: 'Medication' }).fill(medication);
    await main(doctorPage).getByRole('textbox', { name: 'Dosage' }).fill(dosage);
    await main(doctorPage).getByRole('textbox', { name: 'Instructions' }).fill('One capsule three times a day for 7 days.');
    await main(doctorPage).getByRole('spinbutton', { name: 'Quantity (optional)' }).fill('21');
    await main(doctorPage).getByRole('button', { name: 'Create Prescription' }).click();
    await expectVisible(toast(doctorPage, TEXT.created), `'${TEXT.created}'`);
    await expectHidden(main(doctorPage).getByRole('textbox', { name: 'Medication' }), 'the closed form');

    // The patient is notified and the list shows it Active, without a reload.
    await expectVisible(
      toast(patientPage, `New prescription from Dr. ${doctor.user.name}: ${medication}`),
      'the new-prescription notification',
    );
    const row = patientRow(patientPage, label);
    await expectVisible(row, 'the new prescription in the list');
    await expectVisible(row.getByText('Active', { exact: true }), 'its Active status');
    await row.getByRole('button', { name: label, exact: true }).click();
    const panel = main(patientPage).getByRole('region', { name: 'Prescription Details' });
    await expectVisible(panel.getByText(medication, { exact: true }), 'the prescription in the detail panel');
    await expectNoHorizontalScroll(patientPage, "the patient's prescriptions page");

    // Download PDF: a real PDF made by the server, holding the medication.
    const [download] = await Promise.all([
      patientPage.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prescription-\d{4}-\d{2}-\d{2}-amoxicillin-[a-z]+\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(medication);
    expect(text).toContain(dosage);
    // Issue 26: the prescriber's licence, the practice and the electronic signature.
    expect(text).toMatch(/Licence DEMO-\d+, Demo Medical Council/);
    expect(text).toContain('1 Example Street, Springfield');
    expect(text).toContain(`Electronically signed by Dr. ${doctor.user.name}`);

    // The print view: the prescription alone, and on paper nothing of the app.
    await panel.getByRole('button', { name: 'Print Prescription' }).click();
    const printView = patientPage.getByRole('dialog', { name: 'Print view' });
    const sheet = printView.getByRole('article', { name: 'Prescription' });
    await expectVisible(sheet.getByText(medication, { exact: true }), 'the medication on the print view');
    const code = ((await sheet.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/).textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    // The QR code the server drew, loaded (the page's CSP allows it) and scannable from the screen.
    const qr = sheet.getByRole('img', { name: 'QR code to verify this prescription' });
    await expectVisible(qr, 'the QR code on the print view');
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const scanned = await decodeQrImage(await qr.screenshot());
    expect(scanned).toMatch(/^https?:\/\/[^/]+\/verify\/[A-Za-z0-9_-]{43}$/);
    expect(await sheet.getByText(scanned!, { exact: true }).isVisible()).toBe(true);
    await patientPage.emulateMedia({ media: 'print' });
    expect(await main(patientPage).isVisible()).toBe(false);
    expect(await printView.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await sheet.getByText(medication, { exact: true }).isVisible()).toBe(true);
    expect(await qr.isVisible()).toBe(true);
    await patientPage.emulateMedia({ media: 'screen' });
    await printView.getByRole('button', { name: 'Close' }).click();
    await expectHidden(printView, 'the closed print view');

    // A pharmacist checks the printed code: valid.
    const { page: pharmacyPage } = await newContext();
    await pharmacyPage.goto(`/verify?code=${encodeURIComponent(code)}`);
    await expectVisible(pharmacyPage.getByText(TEXT.valid), `'${TEXT.valid}'`);
    // What the pharmacist compares with the paper: the medication, never the patient's full name.
    await expectVisible(pharmacyPage.getByText(medication, { exact: true }), 'the medication on the verification page');
    await expectVisible(pharmacyPage.getByText(/^Licence DEMO-\d+, Demo Medical Council$/), "the prescriber's licence");
    expect(await pharmacyPage.getByText(patient.user.name).count()).toBe(0);
    // ...and another scans the QR code: the same answer.
    await pharmacyPage.goto(scanned!);
    await expectVisible(pharmacyPage.getByText(TEXT.valid), `'${TEXT.valid}' from the QR code`);

    // The patient asks for a renewal; the doctor sees it arrive and approves it.
    await panel.getByRole('button', { name: 'Request Renewal' }).click();
    const dialog = patientPage.getByRole('dialog', { name: 'Request a renewal' });
    await dialog.getByRole('textbox', { name: 'Note for your doctor (optional)' }).fill('Symptoms are back since Monday.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expectVisible(toast(patientPage, `Renewal request sent to Dr. ${doctor.user.name}`), 'the renewal request confirmation');
    const renewals = main(patientPage).getByRole('region', { name: 'Renewal Requests' });
    await expectVisible(renewals.getByRole('listitem', { name: `${medication} renewal` }).getByText('Pending'), 'the pending request');

    const request = main(doctorPage)
      .getByRole('listitem', { name: `Renewal request from ${patient.user.name}` })
      .filter({ hasText: medication });
    await expectVisible(request, "the renewal request on the doctor's page");
    await request.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(toast(doctorPage, `Renewal approved: a new prescription for ${patient.user.name}`), 'the approval');

    // The patient sees the answer and the renewed prescription, live.
    await expectVisible(renewals.getByRole('listitem', { name: `${medication} renewal` }).getByText('Approved'), 'the approved request');
    await expectVisible(
      main(patientPage).getByRole('table', { name: 'Prescriptions' }).getByRole('button', { name: label, exact: true }).nth(1),
      'the renewed prescription',
    );

    // The doctor revokes the first prescription: the printed code now says revoked.
    const history = main(doctorPage).getByRole('region', { name: `Prescription History · ${patient.user.name}` });
    const original = history.getByRole('listitem', { name: label, exact: true }).filter({ hasNotText: '· renewal' });
    await expectVisible(original, 'the first prescription in the history');
    await original.getByRole('button', { name: 'Revoke' }).click();
    const revokeDialog = doctorPage.getByRole('dialog', { name: `Revoke ${label}?` });
    await revokeDialog.getByRole('textbox', { name: 'Reason' }).fill('Replaced by the renewal.');
    await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
    await expectVisible(toast(doctorPage, TEXT.revoked), `'${TEXT.revoked}'`);

    await pharmacyPage.reload();
    await expectVisible(pharmacyPage.getByText(TEXT.revokedPage), `'${TEXT.revokedPage}'`);
    // Newest first: the first prescription is now the last row.
    await expectVisible(
      patientRow(patientPage, label).last().getByText('Revoked', { exact: true }),
      'the revoked prescription in the patient list',
    );

    // On a phone every column of a row is on screen, its actions included, with no sideways scroll.
    await patientPage.setViewportSize({ width: 375, height: 812 });
    const actions = patientRow(patientPage, label)
      .last()
      .getByRole('button', { name: `Actions for ${medication}` });
    await expectVisible(actions, 'the row actions on a phone');
    const box = await actions.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoHorizontalScroll(patientPage, "the patient's prescriptions page on a phone");
  },
  { timeoutMs: 120_000 },
);
