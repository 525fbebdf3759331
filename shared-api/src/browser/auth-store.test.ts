import { TOKEN_STORAGE_KEY } from '../core/constants';
import { AUTH_MESSAGES, useAuthStore } from './auth-store';
import { SESSION_SCOPED_KEY_PREFIX } from './token-storage';

const apiUser = { _id: 'u1', name: 'Ann Lee', email: 'ann@example.com', role: 'patient', profileImage: null, phoneNumber: null };

function answer(status: number, body: unknown) {
  const fetchStub = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  (globalThis as { fetch: unknown }).fetch = fetchStub;
  return fetchStub;
}

function resetStore() {
  useAuthStore.setState({ user: null, token: localStorage.getItem(TOKEN_STORAGE_KEY), status: 'anonymous' });
}

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStore();
  });

  it('loads the user for a stored token on startup', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't1');
    resetStore();
    answer(200, { statusCode: 200, data: apiUser, message: 'ok', success: true });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: { id: 'u1', name: 'Ann Lee' } });
  });

  it('removes the stored token when the user cannot be loaded', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    resetStore();
    answer(401, { message: 'Your session has expired. Please sign in again.' });
    await useAuthStore.getState().initialize();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null, token: null });
  });

  it('stores the token and user after login', async () => {
    answer(200, { statusCode: 200, data: { accessToken: 'new', user: apiUser }, message: 'ok', success: true });
    await useAuthStore.getState().login('ann@example.com', 'secret1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new');
    expect(useAuthStore.getState().user?.email).toBe('ann@example.com');
  });

  it('rejects a login answer of an unexpected shape', async () => {
    answer(200, { statusCode: 200, data: { token: 'x' }, message: 'ok', success: true });
    await expect(useAuthStore.getState().login('ann@example.com', 'secret1')).rejects.toThrow(AUTH_MESSAGES.loginBadShape);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('accepts a registration answer with the token at the top level', async () => {
    answer(201, { accessToken: 'top', user: apiUser });
    await useAuthStore.getState().register({ name: 'Ann Lee', email: 'ann@example.com', password: 'secret1', role: 'patient' });
    expect(useAuthStore.getState().token).toBe('top');
  });

  it('reports a registration without a token', async () => {
    answer(201, { statusCode: 201, data: { user: apiUser }, message: 'ok', success: true });
    await expect(
      useAuthStore.getState().register({ name: 'Ann Lee', email: 'ann@example.com', password: 'secret1', role: 'patient' }),
    ).rejects.toThrow(AUTH_MESSAGES.registerNoToken);
  });

  it('clears token and user on logout even when the server call fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't1');
    useAuthStore.setState({
      token: 't1',
      status: 'authenticated',
      user: { id: 'u1', name: 'Ann', email: 'a@b.co', role: 'patient', profileImage: null, phoneNumber: null, emailVerified: true },
    });
    answer(500, { message: 'boom' });
    await useAuthStore.getState().logout();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, status: 'anonymous' });
  });

  it("removes the session's tab-scoped keys on logout and keeps the others", async () => {
    sessionStorage.setItem(`${SESSION_SCOPED_KEY_PREFIX}assistant.u1`, '[{"role":"user","content":"headache"}]');
    sessionStorage.setItem(`${SESSION_SCOPED_KEY_PREFIX}other`, 'x');
    sessionStorage.setItem('unrelated', 'kept');
    useAuthStore.setState({ token: 't1', status: 'authenticated' });
    answer(200, { statusCode: 200, data: null, message: 'ok', success: true });
    await useAuthStore.getState().logout();
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });

  it("removes the session's tab-scoped keys when a stored token is refused", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    resetStore();
    sessionStorage.setItem(`${SESSION_SCOPED_KEY_PREFIX}assistant.u1`, '[]');
    answer(401, { message: 'Your session has expired. Please sign in again.' });
    await useAuthStore.getState().initialize();
    expect(sessionStorage.getItem(`${SESSION_SCOPED_KEY_PREFIX}assistant.u1`)).toBeNull();
  });
});
