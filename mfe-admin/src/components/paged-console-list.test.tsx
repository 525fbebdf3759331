import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { DeliveryPage } from '../pages/delivery-page';
import { PaymentsPage } from '../pages/payments-page';
import { makeCheckout, makeMailMessage } from '../testing/console-fixtures';

// The paged console lists, each through its own page: the frame they share must behave the same in both.

const LISTS = [
  {
    page: 'Email delivery',
    Page: DeliveryPage,
    route: 'GET /admin/mail-messages',
    answer: (rows: [string, string][], page: number, total: number) =>
      ok({ messages: rows.map(([id, to]) => makeMailMessage({ id, to })), total, page, pageSize: 50 }),
    table: 'Emails, newest first',
    lastTab: { name: 'All', empty: 'No email yet.', query: { page: '1' } },
  },
  {
    page: 'Payments',
    Page: PaymentsPage,
    route: 'GET /admin/checkouts',
    answer: (rows: [string, string][], page: number, total: number) =>
      ok({ checkouts: rows.map(([id, name]) => makeCheckout({ id, patient: { id: `p-${id}`, name } })), total, page, pageSize: 50 }),
    table: 'Checkouts, newest first',
    lastTab: { name: 'All checkouts', empty: 'No checkouts yet.', query: { refunds: 'all', page: '1' } },
  },
];

afterEach(signOut);

describe.each(LISTS)('the paged list of the $page page', ({ Page, route, answer, table, lastTab }) => {
  it('pages through, says it is refreshing meanwhile, and starts another tab at page 1', async () => {
    const second = heldAnswer(answer([['r-51', 'Alan']], 2, 51));
    const api = installFakeApi({ [route]: [answer([['r-1', 'Ada']], 1, 51), second.promise, answer([], 1, 0)] });
    const user = userEvent.setup({ delay: null });
    renderInShell(<Page />, { route: '/admin/list', path: '*', user: { role: 'admin' }, retry: 'off' });

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 (51 in all)');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Refreshing…')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: table })).toHaveTextContent('Ada');

    await act(async () => second.release());
    expect(await screen.findByRole('table', { name: table })).toHaveTextContent('Alan');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2 (51 in all)');
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    expect(api.callsTo(route)[1]!.query.get('page')).toBe('2');

    await user.click(screen.getByRole('tab', { name: lastTab.name }));
    expect(await screen.findByText(lastTab.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(route)[2]!.query)).toEqual(lastTab.query);
  });
});
