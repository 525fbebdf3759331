import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fail,
  installFakeApi,
  makeDoctor,
  makePatientProfile,
  NO_DOCTOR_PROFILE,
  ok,
  renderInShell,
  signOut,
} from '@telehealth/shared-ui/testing';
import ActivePrescriptionsWidget from '../exposes/active-prescriptions-widget';
import RenewalRequestsWidget from '../exposes/renewal-requests-widget';
import { daysAgo, makePrescription, makeRenewalRequest } from '../testing/prescription-fixtures';

const LIST = 'GET /prescription/get-prescriptions-for-patient';

beforeEach(() => signOut());
afterEach(() => jest.restoreAllMocks());

describe('patient dashboard: Active Prescriptions', () => {
  it('counts the active prescriptions and shows the latest one', async () => {
    installFakeApi({
      'GET /patient/profile': () => ok(makePatientProfile()),
      [LIST]: () =>
        ok([
          makePrescription({ medication: 'Amoxicillin', dosage: '500 mg', doctorName: 'Sarah Chen', writtenAt: daysAgo(1) }),
          makePrescription({ medication: 'Lisinopril', dosage: '10 mg', writtenAt: daysAgo(30) }),
          makePrescription({ medication: 'Atorvastatin', dosage: '20 mg', writtenAt: daysAgo(200) }),
          makePrescription({ medication: 'Ibuprofen', dosage: '400 mg', writtenAt: daysAgo(5), revokedAt: daysAgo(2).toISOString() }),
        ]),
    });
    renderInShell(<ActivePrescriptionsWidget />, { route: '/dashboard', user: { role: 'patient' }, retry: 'off' });
    const widget = await screen.findByRole('region', { name: 'Active Prescriptions' });
    expect(
      await within(widget).findByText((_, element) => element?.tagName === 'P' && element.textContent === '2 active prescriptions'),
    ).toBeInTheDocument();
    expect(within(widget).getByText('Amoxicillin, 500 mg')).toBeInTheDocument();
    expect(within(widget).getByText(/^Dr\. Sarah Chen · /)).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/prescriptions');
  });

  it("says 'Failed to load prescriptions' and retries", async () => {
    let failing = true;
    installFakeApi({
      'GET /patient/profile': () => ok(makePatientProfile()),
      [LIST]: () => (failing ? fail(500, 'Down') : ok([])),
    });
    const user = userEvent.setup({ delay: null });
    renderInShell(<ActivePrescriptionsWidget />, { route: '/dashboard', user: { role: 'patient' }, retry: 'off' });
    expect(await screen.findByText('Failed to load prescriptions')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No prescriptions yet/)).toBeInTheDocument();
  });
});

describe('doctor dashboard: Renewal Requests', () => {
  it('lists the pending requests only', async () => {
    const prescription = makePrescription({ medication: 'Amoxicillin', dosage: '500 mg', patientName: 'Alex Morgan' });
    installFakeApi({
      'GET /doctor/profile': () => ok(makeDoctor()),
      'GET /prescription/renewal-requests': () =>
        ok([makeRenewalRequest(prescription), makeRenewalRequest(prescription, { status: 'approved' })]),
    });
    renderInShell(<RenewalRequestsWidget />, { route: '/dashboard', user: { role: 'doctor' }, retry: 'off' });
    const widget = await screen.findByRole('region', { name: 'Renewal Requests' });
    expect(await within(widget).findByText('1 request waits for your answer')).toBeInTheDocument();
    const list = within(widget).getByRole('list', { name: 'Pending renewal requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Answer' })).toHaveAttribute('href', '/prescriptions');
  });

  it('points a doctor without a profile to /profile instead of failing (the server answers 404 to them)', async () => {
    const api = installFakeApi({
      'GET /doctor/profile': () => NO_DOCTOR_PROFILE,
      'GET /prescription/renewal-requests': () => fail(404, 'Doctor not found'),
    });
    renderInShell(<RenewalRequestsWidget />, { route: '/dashboard', user: { role: 'doctor' }, retry: 'off' });
    const widget = await screen.findByRole('region', { name: 'Renewal Requests' });
    expect(await within(widget).findByText(/^Create your doctor profile/)).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(within(widget).queryByText('Failed to load renewal requests')).not.toBeInTheDocument();
    expect(api.callsTo('GET /prescription/renewal-requests')).toHaveLength(0);
  });
});
