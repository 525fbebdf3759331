import { act, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { setAppQueryClient } from '../app/query-client';
import { markSessionStartedForTests } from '../app/session';
import { routes } from '../app/routes';

/**
 * Renders the real shell (route table, guards, providers, Toaster) at `path` and waits for
 * the route's lazy chunk to load.
 */
export async function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  markSessionStartedForTests();
  setAppQueryClient(queryClient);
  let utils!: ReturnType<typeof render>;
  await act(async () => {
    utils = render(<App router={router} />);
  });
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return { ...utils, router, queryClient };
}
