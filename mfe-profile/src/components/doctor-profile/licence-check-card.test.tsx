import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFICATION_MESSAGES } from '@telehealth/shared-api';
import type { DoctorVerification } from '@telehealth/shared-api';
import { renderProfilePage } from '../../testing/render-profile';
import { fail, installFakeApi, makeDoctor, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';

const PROFILE_TAB = '/profile?tab=profile';
const VERIFICATION = 'GET /doctor/verification';
const SEND = 'POST /doctor/verification';

const pending: DoctorVerification = {
  state: 'pending',
  hasProfile: true,
  missing: ['Send your licence details and a scan or photo of your licence'],
  licence: null,
};
const sentLicence = {
  licenceNumber: 'GMC-7654321',
  issuingAuthority: 'General Medical Council',
  expiresOn: '2031-12-31',
  hasDocument: true,
  submittedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  reason: null,
};

beforeEach(() => {
  signInAs({ name: 'Sarah Chen', email: 'sarah@example.com', role: 'doctor' });
});
afterEach(signOut);

function stub(routes: FakeRoutes) {
  return installFakeApi({ 'GET /doctor/profile': ok(makeDoctor()), 'GET /doctor/doctor-1/patients': ok([]), ...routes });
}

const card = async () => screen.findByRole('region', { name: 'Licence check' });

describe('Licence check card', () => {
  it('says what is missing and sends the licence details with the scan', async () => {
    const api = stub({ [VERIFICATION]: ok(pending), [SEND]: ok({ ...pending, state: 'submitted', missing: [], licence: sentLicence }) });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    expect(await screen.findByText(/Patients cannot find or book you/)).toHaveTextContent('Send your licence details and a scan or photo');
    await user.type(screen.getByLabelText(/Licence number/), 'GMC-7654321');
    await user.type(screen.getByLabelText(/Issued by/), 'General Medical Council');
    await user.type(screen.getByLabelText(/Expiry date/), '2031-12-31');
    await user.upload(
      screen.getByLabelText('Scan or photo of your licence'),
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    expect(await screen.findByText(/We are checking your licence \(GMC-7654321, General Medical Council\)/)).toBeInTheDocument();
    const form = api.callsTo(SEND)[0]!.body as FormData;
    expect([form.get('licenceNumber'), form.get('issuingAuthority'), form.get('expiresOn')]).toEqual([
      'GMC-7654321',
      'General Medical Council',
      '2031-12-31',
    ]);
    expect((form.get('licenceDocument') as File).name).toBe('licence.pdf');
  });

  it('names every missing field and the missing file, and sends nothing', async () => {
    const api = stub({ [VERIFICATION]: ok(pending) });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.licenceNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.authorityRequired)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.expiryRequired)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.documentMissing)).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('shows the reason of a rejection and offers to send corrected details', async () => {
    stub({
      [VERIFICATION]: ok({
        ...pending,
        state: 'rejected',
        missing: ['Send corrected licence details'],
        licence: { ...sentLicence, reason: 'the photo is blurry' },
      }),
    });
    renderProfilePage(PROFILE_TAB);
    expect(await screen.findByText(/We could not approve your licence: the photo is blurry/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send corrected details' })).toBeInTheDocument();
  });

  it('says a checked licence is done, with no form', async () => {
    stub({ [VERIFICATION]: ok({ state: 'verified', hasProfile: true, missing: [], licence: sentLicence }) });
    renderProfilePage(PROFILE_TAB);
    expect(await screen.findByText(/Your licence has been checked/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Licence details' })).not.toBeInTheDocument();
  });

  it('shows an error with a way to try again when the check cannot be loaded', async () => {
    const api = stub({ [VERIFICATION]: [fail(500, 'Server error'), ok(pending)] });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    const region = await card();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(region).toHaveTextContent('Still to do'));
    expect(api.callsTo(VERIFICATION)).toHaveLength(2);
  });
});
