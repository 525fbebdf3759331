import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderApp } from '../testing/render-app';
import { resetRemoteRegistryForTests } from './remote-registry';
import { installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

// The federation runtime fetches remote code over the network: replaced by a fake here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const PROFILE_MANIFEST = '/remotes/mfe-profile/mf-manifest.json';

function serve(remotesDocument: () => { status?: number; body?: unknown }) {
  return installFakeApi({
    'GET /remotes.json': remotesDocument,
    'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
  });
}

beforeEach(() => {
  signOut();
  signInAs({ name: 'Grace Hopper' });
  resetRemoteRegistryForTests();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote pages', () => {
  it('registers the remotes of /remotes.json and renders the exposed page', async () => {
    serve(() => ({ body: { mfe_profile: PROFILE_MANIFEST } }));
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Profile from the remote</h1> });
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile from the remote' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_profile', entry: PROFILE_MANIFEST }], { force: true });
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_profile/ProfilePage');
  });

  it("shows 'not available yet' with Retry for a section whose remote is not deployed", async () => {
    serve(() => ({ body: { mfe_profile: PROFILE_MANIFEST } }));
    await renderApp('/doctors');
    expect(await screen.findByRole('heading', { name: 'This section is not available yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    // The shell around it keeps working.
    expect(screen.getByRole('button', { name: 'Open notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows 'temporarily unavailable' when the remote fails to load, and Retry loads it again", async () => {
    serve(() => ({ body: { mfe_profile: PROFILE_MANIFEST } }));
    loadRemoteMock.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 failed to get remoteEntry'));
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>Profile from the remote</h1> });
    const user = userEvent.setup({ delay: null });
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Profile from the remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The retry registered the remote again so the runtime fetches its entry afresh.
    expect(registerRemotesMock).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable state when /remotes.json cannot be read, and refetches it on Retry', async () => {
    let answers = 0;
    const api = serve(() =>
      ++answers === 1 ? { status: 503, body: { message: 'Service Unavailable' } } : { body: { mfe_profile: PROFILE_MANIFEST } },
    );
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Profile from the remote</h1> });
    const user = userEvent.setup({ delay: null });
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Profile from the remote' })).toBeInTheDocument();
    expect(api.callsTo('GET /remotes.json')).toHaveLength(2);
  });

  it('contains a remote that crashes while rendering', async () => {
    serve(() => ({ body: { mfe_profile: PROFILE_MANIFEST } }));
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('Boom');
      },
    });
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();
  });

  it('preloads a remote when its sidebar link is hovered', async () => {
    const { preloadRemote } = jest.requireMock('@module-federation/enhanced/runtime') as { preloadRemote: jest.Mock };
    serve(() => ({ body: { mfe_profile: PROFILE_MANIFEST, mfe_booking: '/remotes/mfe-booking/mf-manifest.json' } }));
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    await user.hover(await screen.findByRole('link', { name: 'Find Doctors' }));
    await waitFor(() => expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_booking', exposes: ['./DoctorSearchPage'] }]));
  });
});
