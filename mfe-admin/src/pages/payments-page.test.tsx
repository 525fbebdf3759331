import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCheckout } from '@telehealth/shared-api';
import { fail, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { makeCheckout as checkout } from '../testing/console-fixtures';
import { PaymentsPage } from './payments-page';

const CHECKOUTS = 'GET /admin/checkouts';

const pageOf = (checkouts: ConsoleCheckout[]) => ok({ checkouts, total: checkouts.length, page: 1, pageSize: 50 });

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
});
