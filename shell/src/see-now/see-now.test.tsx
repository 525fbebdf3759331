import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fail, installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import { renderApp } from '../testing/render-app';
import { resetRemoteRegistryForTests } from '../remotes/remote-registry';
import { forgetFirstVisitForTests } from '../pages/dashboard/dashboard-page';
import { NO_DOCTOR_NOW } from './see-doctor-now-card';
import { checkoutNavigation } from './start-immediate-visit';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const doctor = (name: string, specialization = 'Dermatology') => ({
  _id: `doctor-${name}`,
  user_id: { _id: `user-${name}`, name },
  name,
  specialization,
  profileImage: null,
  experience: 8,
  languages: ['English'],
  fees: 120,
  currency: 'USD',
  qualification: 'MD',
  about: '',
  status: 'active',
  timeZone: 'UTC',
  rating: null,
  reviewCount: 0,
  availableNow: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const page = (doctors: unknown[]) => ok({ doctors, total: doctors.length, totalCapped: false, page: 1, limit: 5, currency: 'USD' });

beforeEach(() => {
  signOut();
  forgetFirstVisitForTests();
  resetRemoteRegistryForTests();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async () => ({ default: () => null }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the doctor\'s "Available now" switch', () => {
  it('switches on from the dashboard card, and the header shows the same state', async () => {
    signInAs({ role: 'doctor' });
    const api = installFakeApi({
      'GET /remotes.json': () => ({ body: {} }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /doctor/available-now': () => ok({ availableNow: false, until: null, canSwitchOn: true }),
      'PUT /doctor/available-now': () => ok({ availableNow: true, until: inAnHour(), canSwitchOn: true }),
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'See patients now' });
    const cardSwitch = await within(card).findByRole('switch', { name: 'Available now' });
    expect(cardSwitch).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByRole('switch', { name: 'Available now' })).toHaveLength(2);

    await user.click(cardSwitch);
    expect(await within(card).findByRole('switch', { name: 'Available now' })).toHaveAttribute('aria-checked', 'true');
    for (const each of screen.getAllByRole('switch', { name: 'Available now' })) expect(each).toHaveAttribute('aria-checked', 'true');
    expect(api.calls.find((call) => call.route === 'PUT /doctor/available-now')?.body).toEqual({ availableNow: true });
  });

  it('cannot be switched on before the licence is checked, and says why', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({
      'GET /remotes.json': () => ({ body: {} }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /doctor/available-now': () => ok({ availableNow: false, until: null, canSwitchOn: false }),
    });
    await renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'See patients now' });
    const cardSwitch = await within(card).findByRole('switch', { name: 'Available now' });
    expect(cardSwitch).toBeDisabled();
    expect(cardSwitch).toHaveAccessibleDescription(/once your licence has been checked/);
  });

  it('offers Try Again when the switch cannot be loaded', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({
      'GET /remotes.json': () => ({ body: {} }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /doctor/available-now': [fail(500, 'down'), ok({ availableNow: false, until: null, canSwitchOn: true })],
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'See patients now' });
    await user.click(await within(card).findByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByRole('switch', { name: 'Available now' })).toBeEnabled();
  });
});

describe('the patient dashboard\'s "See a doctor now"', () => {
  function serve(routes: Record<string, unknown>) {
    return installFakeApi({
      'GET /remotes.json': () => ({ body: {} }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      ...(routes as Parameters<typeof installFakeApi>[0]),
    });
  }

  it('lists doctors available now by specialty and starts the checkout of a visit now', async () => {
    signInAs({ role: 'patient', id: 'patient-user' });
    const assign = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
    const api = serve({
      'GET /doctor/all-doctors': (request: { query: URLSearchParams }) =>
        request.query.get('specialization') === 'Neurology' ? page([]) : page([doctor('Imani Rowe')]),
      'POST /payment/create-immediate-checkout-session': () =>
        ok({ id: 'chk_1', url: '/sandbox/checkout/chk_1', expiresAt: inAnHour(), amount: 120, currency: 'usd' }, { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'See a doctor now' });
    const list = await within(card).findByRole('list', { name: 'Doctors available now' });
    expect(within(list).getByText('Dr. Imani Rowe')).toBeInTheDocument();
    expect(api.calls.find((call) => call.route === 'GET /doctor/all-doctors')?.query.get('availableNow')).toBe('true');

    await user.click(within(list).getByRole('button', { name: /^See now: Dr\. Imani Rowe,/ }));
    expect(api.calls.find((call) => call.route === 'POST /payment/create-immediate-checkout-session')?.body).toEqual({
      doctorId: 'doctor-Imani Rowe',
      userId: 'patient-user',
      price: 120,
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/chk_1'));

    await user.click(within(card).getByRole('combobox', { name: 'Specialty' }));
    await user.click(await screen.findByRole('option', { name: 'Neurology' }));
    expect(await within(card).findByText(NO_DOCTOR_NOW)).toBeInTheDocument();
  });

  it('says when doctors available now cannot be loaded, and retries', async () => {
    signInAs({ role: 'patient' });
    serve({ 'GET /doctor/all-doctors': [fail(500, 'down'), page([doctor('Lena Late')])] });
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'See a doctor now' });
    await user.click(await within(card).findByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByText('Dr. Lena Late')).toBeInTheDocument();
  });
});
