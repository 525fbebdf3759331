import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AuthStatus } from '@telehealth/shared-api';
import { PageLoading } from '../../app/page-loading';
import { returnPathAfterSignIn } from '../../app/return-path';
import { hasStoredToken, loadSession, whenSessionLoaded } from '../../app/session-loader';
import { takeToastsForSignIn } from '../../app/sign-in-notice';
import { AuthLayout } from './auth-layout';
import { loadAuthTools, whenUiLoaded } from './auth-tools';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const AuthToaster = lazy(() => import('./auth-toaster'));

export type AuthFormName = 'login' | 'register';

/**
 * The session's status for the public-only guard. Without a stored token the visitor is
 * signed out and nothing loads; with one, the session loads at once (a loading notice shows
 * meanwhile). Once the session module is there, the auth store is followed.
 */
function useAuthStatus(): AuthStatus {
  const [status, setStatus] = useState<AuthStatus>(() => (hasStoredToken() ? 'loading' : 'anonymous'));
  useEffect(() => {
    let unsubscribe = () => {};
    const cancel = whenSessionLoaded(({ useAuthStore }) => {
      const read = () => setStatus(useAuthStore.getState().status);
      read();
      unsubscribe = useAuthStore.subscribe(read);
    });
    if (hasStoredToken()) void loadSession();
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  return status;
}

/**
 * Mounts the Toaster once the design system has loaded (the forms load it on first input, or
 * at once when a toast waits for this page, e.g. the expired-session warning).
 */
function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (takeToastsForSignIn()) void loadAuthTools();
    return whenUiLoaded(() => setReady(true));
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AuthToaster />
    </Suspense>
  ) : null;
}

/**
 * Sign-in and sign-up pages, in plain markup and CSS so that they paint and respond before
 * any of the design system, the session or the validation schemas load. Signed-in users go to
 * /dashboard (spec §2), or back to the page a guard sent them away from.
 */
export function AuthPage({ form, title, subtitle }: { form: AuthFormName; title: string; subtitle: string }) {
  const status = useAuthStatus();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (status === 'loading') return <PageLoading />;
  // Also reached right after signing in here, possibly before the form's own navigation: both
  // go to the page a guard sent the visitor away from, else /dashboard.
  if (status === 'authenticated') return <Navigate to={returnPathAfterSignIn(from)} replace />;
  return (
    <>
      <AuthLayout title={title} subtitle={subtitle}>
        {form === 'login' ? <LoginForm /> : <RegisterForm />}
      </AuthLayout>
      <LazyToaster />
    </>
  );
}
