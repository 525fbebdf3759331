import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient with the product's defaults: one retry, no refetch on window focus (lists
 * have their own cache times from spec §9). Create one per app (the shell, or a remote
 * running standalone).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
