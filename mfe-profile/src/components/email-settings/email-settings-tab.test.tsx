import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, NO_PATIENT_PROFILE, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import { renderProfilePage } from '../../testing/render-profile';

afterEach(signOut);

const SETTINGS = { reminders: true, receipts: true, quietHours: null, timeZone: null };
const SENT = [
  {
    id: 'm1',
    kind: 'email-verification',
    channel: 'email',
    subject: 'Confirm your email for CareLink',
    state: 'sent',
    createdAt: '2026-11-27T10:00:00.000Z',
    sentAt: '2026-11-27T10:00:02.000Z',
    sendAfter: null,
  },
  {
    id: 'm2',
    kind: 'appointment-reminder',
    channel: 'email',
    subject: 'Your appointment tomorrow',
    state: 'failed',
    createdAt: '2026-11-27T11:00:00.000Z',
    sentAt: null,
    sendAfter: null,
  },
  {
    id: 'm3',
    kind: 'appointment-reminder',
    channel: 'sms',
    subject: 'Appointment reminder by text message',
    state: 'sent',
    createdAt: '2026-11-27T11:00:00.000Z',
    sentAt: '2026-11-27T11:00:01.000Z',
    sendAfter: null,
  },
];

function serve(extra = {}) {
  return installFakeApi({
    'GET /patient/profile': NO_PATIENT_PROFILE,
    'GET /user/message-settings': () => ok(SETTINGS),
    'GET /user/messages': () => ok({ messages: SENT, page: 1, pageSize: 10, total: 3 }),
    ...extra,
  });
}

describe('Notifications tab', () => {
  it("saves which emails the user wants and quiet hours in the user's zone", async () => {
    signInAs({ role: 'patient' });
    const api = serve({
      'PUT /user/message-settings': (request: { body: unknown }) => ok(request.body, { message: 'Email settings saved.' }),
    });
    renderProfilePage('/profile?tab=notifications');
    const form = await screen.findByRole('form', { name: 'Email settings' });
    const user = userEvent.setup({ delay: null });
    const save = within(form).getByRole('button', { name: 'Save email settings' });
    expect(save).toBeDisabled();
    expect(within(form).getByRole('switch', { name: 'Account and security emails (always sent)' })).toBeDisabled();

    await user.click(within(form).getByRole('switch', { name: /Appointment reminders/ }));
    await user.click(within(form).getByRole('switch', { name: /Quiet hours/ }));
    expect(within(form).getByLabelText('From')).toHaveValue('22:00');
    await user.click(save);
    await waitFor(() => expect(api.calls.some((call) => call.route === 'PUT /user/message-settings')).toBe(true));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(api.calls.find((call) => call.route === 'PUT /user/message-settings')!.body).toEqual({
      reminders: false,
      receipts: true,
      quietHours: { from: '22:00', to: '07:00' },
      timeZone: zone,
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('offers SMS reminders only when the server sends SMS, and saves the switch', async () => {
    signInAs({ role: 'patient' });
    const api = serve({
      'GET /user/message-settings': () => ok({ ...SETTINGS, smsReminders: false, smsAvailable: true }),
      'PUT /user/message-settings': (request: { body: object }) =>
        ok({ ...request.body, smsAvailable: true }, { message: 'Email settings saved.' }),
    });
    renderProfilePage('/profile?tab=notifications');
    const form = await screen.findByRole('form', { name: 'Email settings' });
    const user = userEvent.setup({ delay: null });
    const sms = within(form).getByRole('switch', { name: /reminders by text message/ });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await user.click(within(form).getByRole('button', { name: 'Save email settings' }));
    await waitFor(() => expect(api.calls.some((call) => call.route === 'PUT /user/message-settings')).toBe(true));
    // The read-only availability is not sent back.
    expect(api.calls.find((call) => call.route === 'PUT /user/message-settings')!.body).toEqual({
      reminders: true,
      receipts: true,
      smsReminders: true,
      quietHours: null,
      timeZone: null,
    });
  });

  it('hides the SMS switch when the server sends no SMS', async () => {
    signInAs({ role: 'patient' });
    serve({ 'GET /user/message-settings': () => ok({ ...SETTINGS, smsReminders: false, smsAvailable: false }) });
    renderProfilePage('/profile?tab=notifications');
    const form = await screen.findByRole('form', { name: 'Email settings' });
    expect(within(form).getByRole('switch', { name: /Appointment reminders/ })).toBeInTheDocument();
    expect(within(form).queryByRole('switch', { name: /text message/ })).not.toBeInTheDocument();
  });

  it('will not save quiet hours that start and end at the same time', async () => {
    signInAs({ role: 'patient' });
    const api = serve();
    renderProfilePage('/profile?tab=notifications');
    const form = await screen.findByRole('form', { name: 'Email settings' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByRole('switch', { name: /Quiet hours/ }));
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '22:00');
    expect(await within(form).findByText('Quiet hours must start and end at different times.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save email settings' })).toBeDisabled();
    expect(api.calls.some((call) => call.route === 'PUT /user/message-settings')).toBe(false);
  });

  it('lists the messages sent, with their kind and state', async () => {
    signInAs({ role: 'patient' });
    serve();
    renderProfilePage('/profile?tab=notifications');
    const list = await screen.findByRole('list', { name: 'Messages sent to you' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Confirm your email for CareLinkEmail confirmation · Sent · /),
      expect.stringMatching(/^Your appointment tomorrowAppointment reminder · Could not be sent · /),
      expect.stringMatching(/^Appointment reminder by text messageAppointment reminder by text message · Sent · /),
    ]);
    // One page: no paging controls.
    expect(screen.queryByRole('navigation', { name: 'Pages of messages sent to you' })).not.toBeInTheDocument();
  });

  it('pages through older messages', async () => {
    signInAs({ role: 'patient' });
    const page = (n: number) => ({
      messages: [{ ...SENT[0], id: `p${n}`, subject: `Message on page ${n}` }],
      page: n,
      pageSize: 1,
      total: 2,
    });
    const api = serve({ 'GET /user/messages': (request: { query: URLSearchParams }) => ok(page(Number(request.query.get('page')))) });
    renderProfilePage('/profile?tab=notifications');
    expect(await screen.findByText('Message on page 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of messages sent to you' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Message on page 2')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Older' })).toBeDisabled());
    expect(api.calls.filter((call) => call.route === 'GET /user/messages').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when loading the messages failed, and loads them again', async () => {
    signInAs({ role: 'patient' });
    serve({ 'GET /user/messages': [() => fail(500, 'boom'), () => ok({ messages: SENT, page: 1, pageSize: 10, total: 3 })] });
    renderProfilePage('/profile?tab=notifications');
    const alert = await screen.findByText("We couldn't load the messages sent to you.");
    await userEvent
      .setup({ delay: null })
      .click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Messages sent to you' })).toBeInTheDocument();
  });

  it('says when nothing was sent yet, and offers to retry a failed load', async () => {
    signInAs({ role: 'patient' });
    serve({
      'GET /user/messages': [() => ok({ messages: [], page: 1, pageSize: 10, total: 0 })],
      'GET /user/message-settings': [() => fail(500, 'boom'), () => ok(SETTINGS)],
    });
    renderProfilePage('/profile?tab=notifications');
    expect(await screen.findByText('No messages sent to you yet.')).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your email settings.")).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Email settings' })).toBeInTheDocument();
  });
});
