import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders an exposed module inside the shell's providers: theme, query client, router at `url`, toasts. */
export function renderPage(element: ReactElement, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
}
