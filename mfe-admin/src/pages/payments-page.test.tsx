import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCheckout } from '@telehealth/shared-api';
import { fail, heldAnswer, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { PaymentsPage } from './payments-page';

const CHECKOUTS = 'GET /admin/checkouts';

function checkout(overrides: Partial<ConsoleCheckout> = {}): ConsoleCheckout {
  return {
    id: 'cs_1',
    status: 'paid',
    provider: 'sandbox',
    amount: 150,
    currency: 'USD',
    patient: { id: 'p-1', name: 'Ada Patient' },
    doctor: { id: 'd-1', name: 'Grace Doctor' },
    startsAt: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-27T10:00:00.000Z',
    paidAt: '2026-11-27T10:01:00.000Z',
    refundedAt: null,
    refund: { state: 'failed', reason: 'The patient cancelled the visit', amount: 150 },
    ...overrides,
  };
}

const pageOf = (checkouts: ConsoleCheckout[], { page = 1, total = checkouts.length } = {}) => ok({ checkouts, total, page, pageSize: 50 });

function renderPage() {
  return renderInShell(<PaymentsPage />, { route: '/admin/payments', path: '*', user: { role: 'admin' }, retry: 'off' });
}

afterEach(signOut);

describe('Payments page', () => {
  it('lists the refunds owed first, and retries one', async () => {
    const api = installFakeApi({
      [CHECKOUTS]: [pageOf([checkout()]), pageOf([])],
      'POST /admin/checkouts/cs_1/retry-refund': ok({ outcome: 'made' }, { message: 'Refund made' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Checkouts, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Ada Patient');
    expect(row).toHaveTextContent('Grace Doctor');
    expect(row).toHaveTextContent('Refund failed');
    expect(row).toHaveTextContent('The patient cancelled the visit');
    expect(api.callsTo(CHECKOUTS)[0]!.query.get('refunds')).toBe('owed');
    await user.click(within(row).getByRole('button', { name: 'Retry refund for Ada Patient' }));
    expect(await screen.findByText('No refunds are owed. Every refund decided has been made.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/checkouts/cs_1/retry-refund')).toHaveLength(1);
  });

  it('says so when the payment company refuses again, and keeps the row', async () => {
    installFakeApi({
      [CHECKOUTS]: pageOf([checkout()]),
      'POST /admin/checkouts/cs_1/retry-refund': fail(502, 'The payment company did not make the refund this time either.'),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry refund for Ada Patient' }));
    expect(await screen.findByText('The payment company did not make the refund this time either.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry refund for Ada Patient' })).toBeInTheDocument();
  });

  it('shows every checkout on the second tab, without a retry for a paid one', async () => {
    const api = installFakeApi({
      [CHECKOUTS]: [pageOf([]), pageOf([checkout({ refund: { state: 'none', reason: null, amount: null } })])],
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('No refunds are owed. Every refund decided has been made.');
    await user.click(screen.getByRole('tab', { name: 'All checkouts' }));
    const table = await screen.findByRole('table', { name: 'Checkouts, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('No refund');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo(CHECKOUTS)[1]!.query.get('refunds')).toBe('all');
  });

  it('shows an error with a way to try again', async () => {
    installFakeApi({ [CHECKOUTS]: fail(500, 'Something went wrong on our side. Please try again.') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('pages through the checkouts, says it is refreshing meanwhile, and starts a new tab at page 1', async () => {
    const second = heldAnswer(pageOf([checkout({ id: 'cs_51', patient: { id: 'p-2', name: 'Alan Patient' } })], { page: 2, total: 51 }));
    const api = installFakeApi({ [CHECKOUTS]: [pageOf([checkout()], { total: 51 }), second.promise, pageOf([], { total: 0 })] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 (51 in all)');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Refreshing…')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Checkouts, newest first' })).toHaveTextContent('Ada Patient');
    await act(async () => second.release());
    expect(await screen.findByRole('table', { name: 'Checkouts, newest first' })).toHaveTextContent('Alan Patient');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2 (51 in all)');
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    expect(api.callsTo(CHECKOUTS)[1]!.query.get('page')).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'All checkouts' }));
    expect(await screen.findByText('No checkouts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(CHECKOUTS)[2]!.query)).toEqual({ refunds: 'all', page: '1' });
  });
});
