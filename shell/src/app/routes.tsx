import { lazy } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { remoteModules } from '@telehealth/federation';
import { LandingPage } from '../pages/landing/landing-page';
import { RootLayout } from './root-layout';

/** What a lazy route keeps in its `handle`: starts its chunk's download without rendering it. */
interface LazyRouteHandle {
  preload: () => Promise<unknown>;
}

/** The router location's key of the visit being rendered (`preloadRoutes`). */
let currentVisit = '';

/**
 * A route element whose component comes with its own chunk (React.lazy), and its preload. A
 * chunk that failed to load (network drop, deploy) is asked for again on the next visit, not
 * while React re-renders the failed one: React.lazy keeps a rejection forever, so that visit
 * also gets a new lazy component.
 */
function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let failedVisit: string | undefined;
  const preload = () => {
    if (failedVisit !== undefined && failedVisit !== currentVisit) {
      failedVisit = undefined;
      loading = undefined;
      Page = lazy(preload);
    }
    return (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        failedVisit = currentVisit;
        throw error;
      },
    ));
  };
  let Page = lazy(preload);
  function RoutePage() {
    return <Page />;
  }
  const handle: LazyRouteHandle = { preload };
  return { element: <RoutePage />, handle };
}

/**
 * Route table of spec §2, for `useRoutes` (app.tsx). Only the landing page ships with the
 * entry, in plain markup: every other page, the guards and the providers (MUI theme, query
 * client, toasts) are route-level chunks, so `/` renders before any of the design system,
 * forms, dialogs or drawers load. Pages owned by remotes come from federation/remotes.ts and
 * load at run time.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      // Like the landing page, plain markup with no providers: the forms load the session and
      // the toasts when used, and guard signed-in visitors themselves (pages/auth/auth-page.tsx).
      { path: 'login', ...lazyRoute(async () => (await import('../pages/auth/login-page')).LoginPage) },
      { path: 'register', ...lazyRoute(async () => (await import('../pages/auth/register-page')).RegisterPage) },
      { path: 'forgot-password', ...lazyRoute(async () => (await import('../pages/auth/account-link-pages')).ForgotPasswordPage) },
      { path: 'reset-password', ...lazyRoute(async () => (await import('../pages/auth/account-link-pages')).ResetPasswordPage) },
      { path: 'verify-email', ...lazyRoute(async () => (await import('../pages/auth/account-link-pages')).VerifyEmailPage) },
      {
        ...lazyRoute(async () => (await import('./app-providers')).AppProviders),
        children: [
          { path: 'terms', ...lazyRoute(async () => (await import('../pages/info/terms-page')).TermsPage) },
          { path: 'privacy', ...lazyRoute(async () => (await import('../pages/info/privacy-page')).PrivacyPage) },
          {
            ...lazyRoute(async () => (await import('./route-guards')).RequireAuth),
            children: [
              {
                ...lazyRoute(async () => (await import('../layout/app-shell')).AppShell),
                children: [
                  { path: 'dashboard', ...lazyRoute(async () => (await import('../pages/dashboard/dashboard-page')).DashboardPage) },
                  ...Object.values(remoteModules).map((contract): RouteObject => ({
                    path: contract.route,
                    ...lazyRoute(async () => {
                      const { RemotePage } = await import('../remotes/remote-page');
                      return function ContractPage() {
                        return <RemotePage contract={contract} />;
                      };
                    }),
                  })),
                ],
              },
            ],
          },
          { path: '*', ...lazyRoute(async () => (await import('../pages/info/not-found-route')).NotFoundRoute) },
        ],
      },
    ],
  },
];

/**
 * Starts the chunks of every route matching `path` at once, as the data router's route `lazy`
 * did: left to React.lazy, each nested layout's chunk would only be requested once its parent
 * had loaded and rendered. Rejects when one fails (rendering it then shows the error page).
 * `visit`, the location's key, marks a new visit: chunks that failed on another one are asked for again.
 */
export function preloadRoutes(path: string, visit?: string): Promise<unknown> {
  if (visit !== undefined) currentVisit = visit;
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(matches.map(({ route }) => (route.handle as LazyRouteHandle | undefined)?.preload()));
}
