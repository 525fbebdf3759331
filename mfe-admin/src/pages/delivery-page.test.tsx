import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleMailMessage } from '@telehealth/shared-api';
import { fail, heldAnswer, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { DeliveryPage } from './delivery-page';

const MAIL = 'GET /admin/mail-messages';

function message(overrides: Partial<ConsoleMailMessage> = {}): ConsoleMailMessage {
  return {
    id: 'm-1',
    kind: 'password-reset',
    to: 'ada@example.com',
    subject: 'Reset your password',
    state: 'failed',
    attempts: 7,
    lastError: 'Connection refused',
    createdAt: '2026-11-27T10:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const pageOf = (messages: ConsoleMailMessage[], { page = 1, total = messages.length } = {}) => ok({ messages, total, page, pageSize: 50 });

function renderPage() {
  return renderInShell(<DeliveryPage />, { route: '/admin/delivery', path: '*', user: { role: 'admin' }, retry: 'off' });
}

afterEach(signOut);

describe('Email delivery page', () => {
  it('lists failed emails with the reason, and sends one again', async () => {
    const api = installFakeApi({
      [MAIL]: [pageOf([message()]), pageOf([])],
      'POST /admin/mail-messages/m-1/retry': ok(null, { message: 'The email is queued to be sent again' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Emails, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Reset your password');
    expect(row).toHaveTextContent('Connection refused');
    expect(api.callsTo(MAIL)[0]!.query.get('state')).toBe('failed');
    await user.click(within(row).getByRole('button', { name: 'Send again to ada@example.com' }));
    expect(await screen.findByText('No email has failed.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/mail-messages/m-1/retry')).toHaveLength(1);
  });

  it('shows sent emails without a resend', async () => {
    installFakeApi({ [MAIL]: [pageOf([]), pageOf([message({ state: 'sent', lastError: null, sentAt: '2026-11-27T10:00:05.000Z' })])] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('No email has failed.');
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const table = await screen.findByRole('table', { name: 'Emails, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sent');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    installFakeApi({ [MAIL]: [fail(500, 'Something went wrong on our side. Please try again.'), pageOf([])] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No email has failed.')).toBeInTheDocument();
  });

  it('pages through the emails, says it is refreshing meanwhile, and starts a new tab at page 1', async () => {
    const second = heldAnswer(pageOf([message({ id: 'm-51', to: 'grace@example.com' })], { page: 2, total: 51 }));
    const api = installFakeApi({ [MAIL]: [pageOf([message()], { total: 51 }), second.promise, pageOf([], { total: 0 })] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 (51 in all)');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Refreshing…')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Emails, newest first' })).toHaveTextContent('ada@example.com');
    await act(async () => second.release());
    expect(await screen.findByRole('table', { name: 'Emails, newest first' })).toHaveTextContent('grace@example.com');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2 (51 in all)');
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    expect(api.callsTo(MAIL)[1]!.query.get('page')).toBe('2');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('No email yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(MAIL)[2]!.query)).toEqual({ page: '1' });
  });
});
