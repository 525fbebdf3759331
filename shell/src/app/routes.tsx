import type { RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@telehealth/shared-ui';
import { remoteModules } from '../../../federation/remotes';
import { LandingPage } from '../pages/landing/landing-page';
import { RemotePage } from '../remotes/remote-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { PublicOnly, RequireAuth } from './route-guards';

/**
 * Route table of spec §2. The landing page ships with the entry; every other page is a
 * route-level chunk, so the first render of `/` carries no drawer, dialog or form code.
 * Pages owned by remotes come from federation/remotes.ts and load at run time.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, Component: LandingPage },
      {
        Component: PublicOnly,
        children: [
          { path: 'login', lazy: async () => ({ Component: (await import('../pages/auth/login-page')).LoginPage }) },
          { path: 'register', lazy: async () => ({ Component: (await import('../pages/auth/register-page')).RegisterPage }) },
        ],
      },
      { path: 'forgot-password', lazy: async () => ({ Component: (await import('../pages/info/forgot-password-page')).ForgotPasswordPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('../pages/info/terms-page')).TermsPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('../pages/info/privacy-page')).PrivacyPage }) },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({ Component: (await import('../layout/app-shell')).AppShell }),
            children: [
              { path: 'dashboard', lazy: async () => ({ Component: (await import('../pages/dashboard/dashboard-page')).DashboardPage }) },
              ...Object.values(remoteModules).map((contract) => ({
                path: contract.route,
                element: <RemotePage contract={contract} />,
              })),
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/info/not-found-page')).NotFoundPage }) },
    ],
  },
];
