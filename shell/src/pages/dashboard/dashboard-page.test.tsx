import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { installFakeApi, ok } from '../../testing/fake-api';
import { signInAs, signOut } from '../../testing/factories';
import { renderApp } from '../../testing/render-app';
import { resetRemoteRegistryForTests } from '../../remotes/remote-registry';

// The federation runtime fetches remote code over the network: replaced by a fake here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const BOOKING_MANIFEST = '/remotes/mfe-booking/mf-manifest.json';

function serve(remotes: Record<string, string>) {
  return installFakeApi({
    'GET /remotes.json': () => ({ body: remotes }),
    'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
  });
}

function FakeWidget() {
  return <h2>Find a Doctor widget from the remote</h2>;
}

beforeEach(() => {
  signOut();
  resetRemoteRegistryForTests();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('dashboard: Find a Doctor by date and specialty', () => {
  it("shows patients the booking remote's widget", async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({ mfe_booking: BOOKING_MANIFEST });
    loadRemoteMock.mockResolvedValue({ default: FakeWidget });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Find a Doctor widget from the remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_booking/FindDoctorWidget');
  });

  it('shows doctors no booking widget', async () => {
    signInAs({ name: 'Sarah Chen', role: 'doctor' });
    serve({ mfe_booking: BOOKING_MANIFEST });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sarah Chen' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('says the section is not available yet when the booking remote is not deployed', async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({});
    await renderApp('/dashboard');
    expect(await screen.findByText('This section is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('keeps the dashboard working when the remote fails, and Retry loads the widget', async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({ mfe_booking: BOOKING_MANIFEST });
    loadRemoteMock.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 failed to get remoteEntry'));
    loadRemoteMock.mockResolvedValueOnce({ default: FakeWidget });
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is temporarily unavailable.');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get started' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Find a Doctor widget from the remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
