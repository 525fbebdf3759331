import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';
import { appQueryClient } from './query-client';
import { startSession } from './session';

// Any page below needs the session; start it now if the landing page has not yet.
startSession();

/**
 * Layout route around every page except the landing page: theme, query client and the page's
 * one Toaster. It is a route-level chunk so the design system stays off the landing page's
 * first render.
 */
export function AppProviders() {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={appQueryClient()}>
        <Outlet />
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
