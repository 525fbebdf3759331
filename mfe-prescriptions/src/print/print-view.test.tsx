import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { makePrescription, makePrint, QR_DATA_URL } from '../testing/prescription-fixtures';
import { PrintView, QR_ALT } from './print-view';

const prescription = makePrescription({
  medication: 'Amoxicillin',
  dosage: '500 mg',
  instructions: 'Three times a day for 7 days.',
  quantity: 21,
  refills: 1,
  doctorName: 'Sarah Chen',
  patientName: 'Alex Morgan',
  writtenAt: new Date(2026, 10, 20, 10, 0),
});
const PRINT = `GET /prescription/${prescription._id}/print`;

function renderPrint(route = `/prescriptions?print=${prescription._id}`) {
  return renderInShell(
    <>
      <p>App content behind the print view</p>
      <PrintView />
    </>,
    { route, path: '/prescriptions', user: { role: 'patient' }, retry: 'off' },
  );
}

/** Every CSS rule emotion inserted (as text or through the CSSOM). */
function insertedCss(): string {
  const text = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  return [...text, ...rules].join('\n');
}

beforeEach(() => signOut());
afterEach(() => jest.restoreAllMocks());

describe('print view (?print={id})', () => {
  it('shows the prescription alone on a sheet, read through the print call', async () => {
    const api = installFakeApi({ [PRINT]: () => ok(makePrint(prescription)) });
    renderPrint();
    const view = await screen.findByRole('dialog', { name: 'Print view' });
    const sheet = await within(view).findByRole('article', { name: 'Prescription' });
    for (const text of [
      'CareLink',
      'Dr. Sarah Chen, Cardiology (MBBS, MD (Cardiology))',
      'Alex Morgan, born Apr 12, 1990',
      'Nov 20, 2026',
      'Amoxicillin',
      '500 mg',
      'Three times a day for 7 days.',
      '21',
      'K7P2Q-9XHMT',
      `http://localhost${prescription.verificationPath}`,
    ]) {
      expect(within(sheet).getByText(text)).toBeInTheDocument();
    }
    expect(api.callsTo(PRINT)).toHaveLength(1);
    // The view is a direct child of <body>, so the print rules can hide everything else.
    expect(view.parentElement).toBe(document.body);
  });

  it('prints on paper only the prescription, without the app or the toolbar, and never splits a row', async () => {
    installFakeApi({ [PRINT]: () => ok(makePrint(prescription)) });
    renderPrint();
    await screen.findByRole('article', { name: 'Prescription' });
    const css = insertedCss().replace(/\s+/g, ' ');
    expect(css).toMatch(/@media print ?\{[^]*body ?> ?\*:not\(\[data-prescription-print\]\) ?\{ ?display: none !important;/);
    expect(css).toMatch(/\.print-toolbar ?\{ ?display: none !important;/);
    expect(css).toMatch(/\.print-row ?\{ ?break-inside: avoid; ?page-break-inside: avoid;/);
    expect(screen.getAllByText('Amoxicillin')[0].closest('.print-row')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Print' }).closest('.print-toolbar')).not.toBeNull();
  });

  it("shows the server's QR code of the verification page beside the code, in one block that stays on one page", async () => {
    installFakeApi({
      [PRINT]: () => ok(makePrint(prescription, { verificationUrl: `https://carelink.example${prescription.verificationPath}` })),
    });
    renderPrint();
    const sheet = await screen.findByRole('article', { name: 'Prescription' });
    const qr = within(sheet).getByRole('img', { name: 'QR code to verify this prescription' });
    expect(QR_ALT).toBe('QR code to verify this prescription');
    expect(qr).toHaveAttribute('src', QR_DATA_URL);
    // The printed address is the one the QR code holds, not this page's origin.
    expect(within(sheet).getByText(`https://carelink.example${prescription.verificationPath}`)).toBeInTheDocument();
    const block = qr.closest('.print-row');
    expect(block).not.toBeNull();
    expect(within(block as HTMLElement).getByText('K7P2Q-9XHMT')).toBeInTheDocument();
    expect(within(sheet).getByText(/by scanning the QR code/)).toBeInTheDocument();
    const css = insertedCss().replace(/\s+/g, ' ');
    expect(css).toMatch(/@media print ?\{[^]*\.print-qr ?\{ ?width: 35mm !important; ?height: 35mm !important;/);
  });

  it('shows no image when the answer carries anything but an SVG data URL', async () => {
    installFakeApi({ [PRINT]: () => ok(makePrint(prescription, { verificationQr: 'https://evil.example/track.svg' })) });
    renderPrint();
    const sheet = await screen.findByRole('article', { name: 'Prescription' });
    expect(within(sheet).queryByRole('img')).not.toBeInTheDocument();
    expect(within(sheet).getByText('K7P2Q-9XHMT')).toBeInTheDocument();
  });

  it("Print opens the browser's print dialog; Close and Escape leave the view", async () => {
    installFakeApi({ [PRINT]: () => ok(makePrint(prescription)) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { router } = renderPrint(`/prescriptions?appointmentId=a1&print=${prescription._id}`);
    await screen.findByRole('article', { name: 'Prescription' });

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Print view' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?appointmentId=a1');

    await router.navigate(`/prescriptions?print=${prescription._id}`);
    await screen.findByRole('dialog', { name: 'Print view' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Print view' })).not.toBeInTheDocument());
  });

  it('says why when the prescription cannot be read, and can retry', async () => {
    let answer = fail(404, 'Prescription not found');
    installFakeApi({ [PRINT]: () => answer });
    const user = userEvent.setup({ delay: null });
    renderPrint();
    expect(await screen.findByText('Failed to load the prescription: Prescription not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    answer = ok(makePrint(prescription));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Prescription' })).toBeInTheDocument();
  });
});
