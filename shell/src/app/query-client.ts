import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@telehealth/shared-ui';

let client: QueryClient | null = null;

/** The shell's one QueryClient (kept across route changes, cleared on logout). */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** Test hook: use this client (e.g. without retries). */
export function setAppQueryClient(next: QueryClient | null): void {
  client = next;
}
