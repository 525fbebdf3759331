import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationQueueEntry } from '@telehealth/shared-api';
import { fail, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { VerificationQueuePage } from './verification-queue-page';

const QUEUE = 'GET /admin/verifications';

function entry(overrides: Partial<VerificationQueueEntry> = {}): VerificationQueueEntry {
  return {
    doctorId: 'doctor-9',
    userId: 'user-9',
    name: 'Nadia Newcomer',
    email: 'nadia@example.com',
    specialization: 'Cardiology',
    qualification: 'MD',
    state: 'submitted',
    licence: {
      licenceNumber: 'GMC-7654321',
      issuingAuthority: 'General Medical Council',
      expiresOn: '2031-12-31',
      hasDocument: true,
      submittedAt: '2026-11-27T10:00:00.000Z',
      decidedAt: null,
      reason: null,
    },
    documentPath: '/admin/doctors/doctor-9/licence-document',
    ...overrides,
  };
}

function renderPage() {
  return renderInShell(<VerificationQueuePage />, { route: '/admin/verifications', path: '*', user: { role: 'admin' }, retry: 'off' });
}

afterEach(signOut);

describe('Verification queue page', () => {
  it('lists the doctors waiting with their licence details, and approves one', async () => {
    const api = installFakeApi({
      [QUEUE]: [ok([entry()]), ok([])],
      'POST /admin/doctors/doctor-9/approve': ok(entry({ state: 'verified' })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    const card = await screen.findByRole('article', { name: 'Nadia Newcomer' });
    expect(card).toHaveTextContent('GMC-7654321');
    expect(card).toHaveTextContent('General Medical Council');
    expect(api.callsTo(QUEUE)[0]!.query.get('state')).toBe('submitted');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No doctors are waiting for a licence check.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/doctors/doctor-9/approve')).toHaveLength(1);
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const api = installFakeApi({
      [QUEUE]: [ok([entry()]), ok([])],
      'POST /admin/doctors/doctor-9/reject': ok(entry({ state: 'rejected' })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the licence of Nadia Newcomer' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason the doctor will read')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/doctors/doctor-9/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'The photo is too blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /admin/doctors/doctor-9/reject')[0]!.body).toEqual({ reason: 'The photo is too blurry' });
  });

  it('suspends an approved doctor and restores a suspended one', async () => {
    const api = installFakeApi({
      [QUEUE]: [ok([]), ok([entry({ state: 'verified' })]), ok([]), ok([entry({ state: 'suspended' })]), ok([]), ok([])],
      'POST /admin/doctors/doctor-9/suspend': ok(entry({ state: 'suspended' })),
      'POST /admin/doctors/doctor-9/restore': ok(entry({ state: 'verified' })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Nadia Newcomer' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Licence under review');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.callsTo('POST /admin/doctors/doctor-9/suspend')).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Suspended' }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.callsTo('POST /admin/doctors/doctor-9/restore')).toHaveLength(1));
  });

  it('shows the licence scan fetched with the operator token', async () => {
    // jsdom has no object URLs; the page only hands the Blob to one and the URL to the image.
    URL.createObjectURL = jest.fn(() => 'blob:licence');
    URL.revokeObjectURL = jest.fn();
    installFakeApi({
      [QUEUE]: ok([entry()]),
      'GET /admin/doctors/doctor-9/licence-document': {
        status: 200,
        body: new Blob(['webp'], { type: 'image/webp' }),
        headers: { 'Content-Type': 'image/webp' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Licence of Nadia Newcomer' });
    expect(await within(dialog).findByRole('img', { name: 'Licence of Nadia Newcomer' })).toHaveAttribute('src', 'blob:licence');
    expect(dialog).toHaveTextContent('Number GMC-7654321, issued by General Medical Council, valid until 2031-12-31');
  });

  it('shows the loading state, then an error with a way to try again', async () => {
    const api = installFakeApi({ [QUEUE]: [fail(500, 'Something went wrong on our side'), ok([entry()])] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(within(screen.getByRole('region', { name: 'Doctor verification' })).getByRole('status')).toHaveTextContent('Loading doctors');
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try Again/i }));
    expect(await screen.findByRole('article', { name: 'Nadia Newcomer' })).toBeInTheDocument();
    expect(api.callsTo(QUEUE)).toHaveLength(2);
  });
});
