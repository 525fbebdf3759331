import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TOKEN_STORAGE_KEY, toClientUser, useAuthStore } from '@telehealth/shared-api';
import type { ApiUser } from '@telehealth/shared-api';
import { AppThemeProvider, Toaster, useToastStore } from '@telehealth/shared-ui';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import ProfilePage from '../exposes/profile-page';
import { makeApiUser, resetNetwork } from './fake-api';

export const SIGNED_IN_TOKEN = 'session-token-1';

/** Puts a signed-in user (and their stored token) in the one auth store. */
export function signIn(overrides: Partial<ApiUser> = {}) {
  const user = toClientUser(makeApiUser(overrides));
  localStorage.setItem(TOKEN_STORAGE_KEY, SIGNED_IN_TOKEN);
  useAuthStore.setState({ user, token: SIGNED_IN_TOKEN, status: 'authenticated' });
  return user;
}

/** Clears the session and any toasts a test left behind. */
export function signOut() {
  useToastStore.getState().clear();
  localStorage.clear();
  resetNetwork();
  useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the exposed page as the shell does: theme, query client, router and the one Toaster
 * around it. Each render gets its own query client (no cache shared between tests, no retries).
 */
export function renderProfilePage(url = '/profile', page: ReactElement = <ProfilePage />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
