import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuthStore } from '@telehealth/shared-api';
import type { User } from '@telehealth/shared-api';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { Toaster } from '../toast/toaster';
import { useToastStore } from '../toast/toast-store';
import { signInAs, signOut } from './factories';

/** Shows where the router is (`data-testid="location"`), for tests that follow links. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderInShellOptions {
  /** Where the memory router starts (path, query and hash). Default '/'. */
  route?: string;
  /**
   * The route pattern the element renders on, e.g. '/doctors/:id' (default: the pathname of
   * `route`). Any other path shows only the location probe. Ignored when a route table is given.
   */
  path?: string;
  /**
   * Signs this user in first (fields over the `signInAs` defaults: `{}` is a patient), `null`
   * signs out. Left out, the auth store stays as the test set it.
   */
  user?: Partial<User> | null;
  /**
   * Query retries: 'default' keeps what each query asks (react-query's own default otherwise),
   * 'instant' keeps the count without the back-off delay, 'off' never retries.
   */
  retry?: 'default' | 'instant' | 'off';
  /** Render inside React StrictMode (effects run twice on mount), as the standalone apps do. */
  strict?: boolean;
}

export type RenderInShellResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** The signed-in user when rendered, or null. */
  user: User | null;
};

function queryClientFor(retry: RenderInShellOptions['retry']): QueryClient {
  const queries =
    retry === 'off' ? { retry: false, gcTime: Infinity } : retry === 'instant' ? { retryDelay: 0, gcTime: Infinity } : { gcTime: Infinity };
  return new QueryClient({ defaultOptions: { queries, mutations: { retry: false } } });
}

/**
 * Renders a remote's component (or a route table) inside the providers the shell gives remotes:
 * the MUI theme, a react-query client of its own, a memory router, the one Toaster and the
 * one auth store (signed in with `user`).
 *
 * @param element - The component to render (e.g. an expose's default export), or a route table
 *   (`RouteObject[]`) when the test moves between pages.
 * @param options - Where the router starts, the route pattern, the user and the query retries.
 * @returns testing-library's render result, with the `router`, the `queryClient` and the `user`.
 *
 * @example
 *   const { router } = renderInShell(<DoctorProfilePage />, { route: '/doctors/d1', path: '/doctors/:id', user: { role: 'patient' } });
 */
export function renderInShell(element: ReactElement | RouteObject[], options: RenderInShellOptions = {}): RenderInShellResult {
  const { route = '/', user, retry = 'default', strict = false } = options;
  if (user === null) signOut();
  else if (user !== undefined) signInAs(user);

  const routes: RouteObject[] = Array.isArray(element)
    ? element
    : [
        {
          path: options.path ?? new URL(route, 'http://localhost').pathname,
          element: (
            <>
              {element}
              <LocationProbe />
            </>
          ),
        },
        { path: '*', element: <LocationProbe /> },
      ];
  const queryClient = queryClientFor(retry);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const tree: ReactElement = (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>
  );
  const utils = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, router, queryClient, user: useAuthStore.getState().user };
}

/** The path and query the router is at. */
export function currentLocation(router: RenderInShellResult['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Empties the toast queue (inside act: the Toaster re-renders). */
export function clearToasts(): void {
  act(() => useToastStore.getState().clear());
}
