import type { RouteObject } from 'react-router-dom';
import { remoteModules } from '@telehealth/federation';
import { LandingPage } from '../pages/landing/landing-page';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * Route table of spec §2. Only the landing page ships with the entry, in plain markup: every
 * other page, the guards and the providers (MUI theme, query client, toasts) are route-level
 * chunks, so `/` renders before any of the design system, forms, dialogs or drawers load.
 * Pages owned by remotes come from federation/remotes.ts and load at run time.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, Component: LandingPage },
      // Like the landing page, plain markup with no providers: the forms load the session and
      // the toasts when used, and guard signed-in visitors themselves (pages/auth/auth-page.tsx).
      { path: 'login', lazy: async () => ({ Component: (await import('../pages/auth/login-page')).LoginPage }) },
      { path: 'register', lazy: async () => ({ Component: (await import('../pages/auth/register-page')).RegisterPage }) },
      {
        id: 'app',
        lazy: async () => ({ Component: (await import('./app-providers')).AppProviders }),
        children: [
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('../pages/info/forgot-password-page')).ForgotPasswordPage }),
          },
          { path: 'terms', lazy: async () => ({ Component: (await import('../pages/info/terms-page')).TermsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../pages/info/privacy-page')).PrivacyPage }) },
          {
            lazy: async () => ({ Component: (await import('./route-guards')).RequireAuth }),
            children: [
              {
                lazy: async () => ({ Component: (await import('../layout/app-shell')).AppShell }),
                children: [
                  {
                    path: 'dashboard',
                    lazy: async () => ({ Component: (await import('../pages/dashboard/dashboard-page')).DashboardPage }),
                  },
                  ...Object.values(remoteModules).map((contract): RouteObject => ({
                    path: contract.route,
                    lazy: async () => {
                      const { RemotePage } = await import('../remotes/remote-page');
                      return { element: <RemotePage contract={contract} /> };
                    },
                  })),
                ],
              },
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await import('../pages/info/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];
