import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import { App } from '../app/app';
import { setAppQueryClient } from '../app/query-client';
import { markSessionStartedForTests } from '../app/session';
import { preloadRoutes } from '../app/routes';

/**
 * Renders the real shell (route table, guards, providers, Toaster) at `path` in a memory
 * router and waits for the route's lazy chunks to load (or fail: the error page shows).
 * `pathname()` tells where the router is now, `url()` with its query and hash; `navigate(to)`
 * goes elsewhere as a link would. `state` is the history state of the first entry.
 */
export async function renderApp(path: string, state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  markSessionStartedForTests();
  setAppQueryClient(queryClient);
  let location: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  function LocationSpy() {
    location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  let utils!: ReturnType<typeof render>;
  await act(async () => {
    utils = render(
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
        <App />
        <LocationSpy />
      </MemoryRouter>,
    );
  });
  await act(() => preloadRoutes(path).catch(() => undefined));
  const pathname = () => location?.pathname;
  const url = () => (location ? `${location.pathname}${location.search}${location.hash}` : undefined);
  const navigate = (to: string) => act(async () => void (await navigateTo?.(to)));
  return { ...utils, queryClient, pathname, url, navigate };
}
