import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, makeApiUser, ok, signInAs } from '@telehealth/shared-ui/testing';
import { renderApp } from '../testing/render-app';

const banner = () => screen.queryByRole('region', { name: 'Confirm your email' });

function serve(extra = {}) {
  return installFakeApi({
    'GET /user/current-user': () => ok(makeApiUser({ emailVerified: false, email: 'ada@example.com' })),
    ...extra,
  });
}

beforeEach(() => sessionStorage.clear());

describe('email confirmation banner', () => {
  it('asks an unconfirmed user to open the mailed link and sends it again on request', async () => {
    signInAs({ emailVerified: false, email: 'ada@example.com' });
    const api = serve({ 'POST /user/verify-email/resend': () => ok(null, { message: "We've sent a new link to your email address." }) });
    await renderApp('/dashboard');
    const region = await screen.findByRole('region', { name: 'Confirm your email' });
    expect(region).toHaveTextContent('Please confirm your email address: open the link we sent to ada@example.com.');
    await userEvent.setup({ delay: null }).click(within(region).getByRole('button', { name: 'Send Again' }));
    expect(await within(region).findByRole('status')).toHaveTextContent("We've sent a new link to your email address.");
    expect(api.calls.filter((call) => call.route === 'POST /user/verify-email/resend')).toHaveLength(1);
    expect(within(region).queryByRole('button', { name: 'Send Again' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when sending fails", async () => {
    signInAs({ emailVerified: false });
    serve({ 'POST /user/verify-email/resend': () => fail(429, 'Too many requests. Please try again in 5 minutes.') });
    await renderApp('/dashboard');
    const region = await screen.findByRole('region', { name: 'Confirm your email' });
    await userEvent.setup({ delay: null }).click(within(region).getByRole('button', { name: 'Send Again' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Too many requests. Please try again in 5 minutes.');
  });

  it('can be put off for the rest of the visit', async () => {
    signInAs({ emailVerified: false });
    serve();
    const { navigate } = await renderApp('/dashboard');
    const region = await screen.findByRole('region', { name: 'Confirm your email' });
    await userEvent.setup({ delay: null }).click(within(region).getByRole('button', { name: 'Later' }));
    expect(banner()).not.toBeInTheDocument();
    await navigate('/profile');
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown to a user whose address is confirmed', async () => {
    signInAs({ emailVerified: true });
    installFakeApi({});
    await renderApp('/dashboard');
    await screen.findByRole('main');
    expect(banner()).not.toBeInTheDocument();
  });
});
