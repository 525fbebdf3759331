import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectSocket, disconnectSocket } from '@telehealth/shared-api';
import type { Prescription, RenewalRequest } from '@telehealth/shared-api';
import {
  fail,
  installFakeApi,
  lastFakeSocket,
  makePatientProfile,
  ok,
  PATIENT_PROFILE_ID,
  renderInShell,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';
import PrescriptionsPage from '../exposes/prescriptions-page';
import { daysAgo, makeAccess, makePrescription, makePrint, makeRenewalRequest } from '../testing/prescription-fixtures';

jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

const LIST = 'GET /prescription/get-prescriptions-for-patient';
const RENEWALS = 'GET /prescription/renewal-requests';
const ACCESS = 'GET /prescription/access-history';

const amoxicillin = makePrescription({
  medication: 'Amoxicillin',
  dosage: '500 mg',
  instructions: 'Three times a day for 7 days.',
  doctorName: 'Sarah Chen',
  writtenAt: daysAgo(3),
  quantity: 21,
  refills: 0,
});
const atorvastatin = makePrescription({ medication: 'Atorvastatin', dosage: '20 mg', doctorName: 'Omar Haddad', writtenAt: daysAgo(120) });
const ibuprofen = makePrescription({
  medication: 'Ibuprofen',
  dosage: '400 mg',
  doctorName: 'Lena Park',
  writtenAt: daysAgo(10),
  revokedAt: daysAgo(2).toISOString(),
  revocationReason: 'Stomach pain reported',
  status: 'Revoked',
});

function serve(prescriptions: () => Prescription[], extra: FakeRoutes = {}, renewals: () => RenewalRequest[] = () => []) {
  return installFakeApi({
    'GET /patient/profile': () => ok(makePatientProfile()),
    [LIST]: () => ok(prescriptions()),
    [RENEWALS]: () => ok(renewals()),
    [ACCESS]: () => ok([]),
    ...extra,
  });
}

function renderPage(route = '/prescriptions') {
  return renderInShell(<PrescriptionsPage />, { route, path: '/prescriptions', user: { role: 'patient', id: 'user-1' }, retry: 'instant' });
}

function table() {
  return screen.getByRole('table', { name: 'Prescriptions' });
}

function rowOf(medication: string): HTMLElement {
  const cell = within(table()).getByRole('button', { name: new RegExp(`^${medication}`) });
  return cell.closest('tr')!;
}

function detailPanel() {
  return screen.getByRole('region', { name: 'Prescription Details' });
}

beforeEach(() => signOut());
afterEach(() => {
  act(() => disconnectSocket());
  jest.restoreAllMocks();
});

describe('patient prescriptions: counts and names read naturally (issue 24)', () => {
  it('says "1 refill", not "1 refills", and keeps the medication apart from its dosage', async () => {
    serve(() => [{ ...amoxicillin, medication: 'Vitamin D3', dosage: '1000 IU capsule', refills: 1 }]);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Vitamin D3, 1000 IU capsule' })).toBeInTheDocument();
    expect(within(detailPanel()).getByText('Quantity 21 · 1 refill')).toBeInTheDocument();
  });
});

describe('patient prescriptions (spec §2 "Prescriptions")', () => {
  it("lists the patient's prescriptions with doctor, date, medication and dosage, status, and selects the first", async () => {
    const api = serve(() => [amoxicillin, atorvastatin, ibuprofen]);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Prescriptions' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });
    expect(api.lastQuery(LIST)).toEqual({ patientId: PATIENT_PROFILE_ID });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Doctor', 'Date', 'Medication', 'Status', 'Actions']);

    const first = rowOf('Amoxicillin');
    expect(within(first).getByText('Dr. Sarah Chen')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Atorvastatin')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('Ibuprofen')).getByText('Revoked')).toBeInTheDocument();

    // The first one is selected and shown in the side panel.
    expect(first).toHaveAttribute('aria-current', 'true');
    const panel = detailPanel();
    for (const text of [
      'Dr. Sarah Chen · Cardiology',
      'Alex Morgan',
      'Amoxicillin',
      '500 mg',
      'Three times a day for 7 days.',
      'Quantity 21 · 0 refills',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Print Prescription' })).toBeInTheDocument();
  });

  it('shows another prescription in the panel when its row is chosen, by mouse or keyboard', async () => {
    serve(() => [amoxicillin, ibuprofen]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });

    await user.click(within(rowOf('Ibuprofen')).getByText('Dr. Lena Park'));
    expect(within(detailPanel()).getByText('Ibuprofen')).toBeInTheDocument();
    expect(within(detailPanel()).getByText(/Stomach pain reported/)).toBeInTheDocument();
    // Revoked prescriptions cannot be renewed.
    expect(within(detailPanel()).queryByRole('button', { name: 'Request Renewal' })).not.toBeInTheDocument();

    within(table()).getByRole('button', { name: 'Amoxicillin, 500 mg' }).focus();
    await user.keyboard('{Enter}');
    expect(within(detailPanel()).getByText('Amoxicillin')).toBeInTheDocument();
  });

  it('filters by the All, Active and Expired tabs (Revoked only under All)', async () => {
    serve(() => [amoxicillin, atorvastatin, ibuprofen]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf('Amoxicillin')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf('Atorvastatin')).toHaveAttribute('aria-current', 'true');
    expect(within(detailPanel()).getByText('Atorvastatin')).toBeInTheDocument();
  });

  it('searches by doctor name or medication', async () => {
    serve(() => [amoxicillin, atorvastatin, ibuprofen]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });
    const search = screen.getByRole('searchbox', { name: 'Search by doctor or medication' });

    await user.type(search, 'haddad');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf('Atorvastatin')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'ibu');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf('Ibuprofen')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'penicillin');
    expect(within(table()).getByText('No prescriptions match your search')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prescription Details' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load prescriptions' and shows an empty list on failure, and Try Again loads it", async () => {
    let failing = true;
    const api = serve(() => [amoxicillin], {
      [LIST]: () => (failing ? fail(500, 'Database unavailable') : ok([amoxicillin])),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load prescriptions');
    expect(within(table()).getByText('No prescriptions found')).toBeInTheDocument();
    // One retry (the list's react-query setting), then the failure.
    expect(api.callsTo(LIST)).toHaveLength(2);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load prescriptions')).not.toBeInTheDocument();
  });

  it('downloads the PDF the server makes, from the actions menu and from the panel', async () => {
    const pdf = new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' });
    const api = serve(() => [amoxicillin], {
      [`GET /prescription/${amoxicillin._id}/pdf`]: { body: pdf, headers: { 'Content-Type': 'application/pdf' } },
    });
    const createObjectURL = jest.fn(() => 'blob:prescription');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });

    await user.click(screen.getByRole('button', { name: 'Actions for Amoxicillin' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download PDF', 'Print']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download PDF' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(api.callsTo(`GET /prescription/${amoxicillin._id}/pdf`)[0].headers.Accept).toBe('application/pdf');
    // The name the server gives the file (prescription-<day written>-<medication>.pdf).
    expect(clicks[0].download).toBe(`prescription-${amoxicillin.createdAt.slice(0, 10)}-amoxicillin.pdf`);
    expect(clicks[0].href).toBe('blob:prescription');
    const saved = (createObjectURL.mock.calls[0] as unknown[])[0] as Blob;
    expect(saved.type).toBe('application/pdf');

    await user.click(within(detailPanel()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
  });

  it('reports a failed download with the reason', async () => {
    serve(() => [amoxicillin], { [`GET /prescription/${amoxicillin._id}/pdf`]: fail(403, 'Not your prescription') });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });
    await user.click(within(detailPanel()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to download the prescription: Not your prescription'));
  });

  it('opens the print view from the menu and from Print Prescription', async () => {
    const api = serve(() => [amoxicillin], { [`GET /prescription/${amoxicillin._id}/print`]: () => ok(makePrint(amoxicillin)) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });

    await user.click(within(detailPanel()).getByRole('button', { name: 'Print Prescription' }));
    const view = await screen.findByRole('dialog', { name: 'Print view' });
    expect(await within(view).findByRole('heading', { name: 'Prescription' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?print=${amoxicillin._id}`);
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Print view' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Amoxicillin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Print' }));
    expect(await screen.findByRole('dialog', { name: 'Print view' })).toBeInTheDocument();
    // Each opening is a print in the access record.
    await waitFor(() => expect(api.callsTo(`GET /prescription/${amoxicillin._id}/print`)).toHaveLength(2));
  });

  it('Request New asks the doctor for a renewal with an optional note', async () => {
    let renewals: RenewalRequest[] = [];
    const api = serve(
      () => [amoxicillin, ibuprofen],
      {
        [`POST /prescription/${amoxicillin._id}/renewal-requests`]: (request) => {
          renewals = [makeRenewalRequest(amoxicillin, { note: (request.body as { note: string }).note })];
          return ok(renewals[0], { status: 201 });
        },
      },
      () => renewals,
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' });
    expect(await screen.findByText(/No renewal requests yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request New' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a renewal' });
    // Revoked prescriptions are not offered; the selected one is chosen.
    expect(within(dialog).getByRole('combobox', { name: /Prescription/ })).toHaveTextContent('Amoxicillin, 500 mg · Dr. Sarah Chen');
    await user.click(within(dialog).getByRole('combobox', { name: /Prescription/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Amoxicillin, 500 mg · Dr. Sarah Chen']);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('textbox', { name: 'Note for your doctor (optional)' }));
    await user.paste('Running out next week');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(toastMessages()).toContain('Renewal request sent to Dr. Sarah Chen'));
    expect(api.callsTo(`POST /prescription/${amoxicillin._id}/renewal-requests`)[0].body).toEqual({ note: 'Running out next week' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a renewal' })).not.toBeInTheDocument());
    const card = screen.getByRole('region', { name: 'Renewal Requests' });
    expect(await within(card).findByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Your note: Running out next week')).toBeInTheDocument();
  });

  it("shows the doctors' answers to renewal requests", async () => {
    serve(
      () => [amoxicillin, atorvastatin],
      {},
      () => [
        makeRenewalRequest(atorvastatin, {
          status: 'declined',
          declineReason: 'Please book a check-up first',
          decidedAt: daysAgo(1).toISOString(),
        }),
        makeRenewalRequest(amoxicillin, {
          status: 'approved',
          renewalPrescriptionId: 'prescription-new',
          decidedAt: daysAgo(1).toISOString(),
        }),
      ],
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Renewal Requests' });
    const declined = await within(card).findByRole('listitem', { name: 'Atorvastatin renewal' });
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByText('Declined: Please book a check-up first')).toBeInTheDocument();
    const approved = within(card).getByRole('listitem', { name: 'Amoxicillin renewal' });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
  });

  it('shows who viewed the prescriptions (the access record)', async () => {
    serve(() => [amoxicillin], {
      [ACCESS]: () =>
        ok([
          makeAccess({ kind: 'pdf', medication: 'Amoxicillin', actor: { _id: 'user-doctor', name: 'Sarah Chen' }, role: 'doctor' }),
          makeAccess({ kind: 'verify', medication: 'Amoxicillin', actor: null, role: 'public', ip: '198.51.100.4' }),
          makeAccess({
            kind: 'list',
            medication: null,
            prescriptionId: null,
            actor: { _id: 'user-1', name: 'Alex Morgan' },
            role: 'patient',
          }),
        ]),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Who viewed my prescriptions' });
    const entries = await within(card).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Dr. Sarah Chen (Doctor) · Downloaded the PDF: Amoxicillin',
      'Someone checking a printed copy (Verification) · Checked the printed code: Amoxicillin',
      'You (Patient) · Viewed the list',
    ]);
    expect(within(entries[1]).getByText(/from 198\.51\.100\.4/)).toBeInTheDocument();
  });

  it('re-reads the list when a new prescription or an answer arrives on the socket', async () => {
    let stored = [atorvastatin];
    const api = serve(() => stored);
    await act(async () => {
      await connectSocket('token-1');
    });
    renderPage();
    await screen.findByRole('button', { name: 'Atorvastatin, 20 mg' });

    stored = [amoxicillin, atorvastatin];
    act(() =>
      lastFakeSocket().serverPush('prescription-created', {
        prescriptionId: amoxicillin._id,
        doctorName: 'Sarah Chen',
        medication: 'Amoxicillin',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Amoxicillin, 500 mg' })).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);

    act(() =>
      lastFakeSocket().serverPush('renewal-answered', {
        requestId: 'r1',
        prescriptionId: amoxicillin._id,
        status: 'declined',
        renewalPrescriptionId: null,
      }),
    );
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(3));
    expect(api.callsTo(RENEWALS).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a patient profile first', async () => {
    serve(() => [], { 'GET /patient/profile': fail(404, 'Patient profile not found') });
    renderPage();
    expect(await screen.findByText('Complete your patient profile to see your prescriptions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });
});
