import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleMailMessage } from '@telehealth/shared-api';
import { fail, installFakeApi, ok, renderInShell, signOut } from '@telehealth/shared-ui/testing';
import { makeMailMessage as message } from '../testing/console-fixtures';
import { DeliveryPage } from './delivery-page';

const MAIL = 'GET /admin/mail-messages';

const pageOf = (messages: ConsoleMailMessage[]) => ok({ messages, total: messages.length, page: 1, pageSize: 50 });

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

  it('tells SMS reminders from emails, with the reason a refused number gave', async () => {
    const reason = "The SMS service refused the message: The 'To' number +15005550001 is not a valid phone number. (code 21211)";
    installFakeApi({
      [MAIL]: [
        pageOf([
          message({
            id: 's-1',
            channel: 'sms',
            kind: 'appointment-reminder',
            to: '+15005550001',
            subject: 'Appointment reminder by text message',
            attempts: 1,
            lastError: reason,
          }),
          message(),
        ]),
      ],
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Emails, newest first' });
    const [, sms, email] = within(table).getAllByRole('row');
    expect(within(sms!).getAllByRole('cell')[1]).toHaveTextContent(/^SMS$/);
    expect(sms).toHaveTextContent(reason);
    expect(within(sms!).getByRole('button', { name: 'Send again to +15005550001' })).toBeInTheDocument();
    expect(within(email!).getAllByRole('cell')[1]).toHaveTextContent(/^Email$/);
  });

  it('shows an error with a way to try again', async () => {
    installFakeApi({ [MAIL]: [fail(500, 'Something went wrong on our side. Please try again.'), pageOf([])] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No email has failed.')).toBeInTheDocument();
  });
});
