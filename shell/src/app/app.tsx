import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AppThemeProvider, createQueryClient, Toaster } from '@telehealth/shared-ui';
import type { QueryClient } from '@tanstack/react-query';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient?: QueryClient;
}

/** The shell's providers around the data router; the one Toaster of the page lives here. */
export function App({ router, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
