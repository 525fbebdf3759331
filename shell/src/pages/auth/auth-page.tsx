import { paths } from '@telehealth/federation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { AuthStatus } from '@telehealth/shared-api';
import { PageLoading } from '../../app/page-loading';
import { hasStoredToken, loadSession, whenSessionLoaded } from '../../app/session-loader';
import { AuthLayout } from './auth-layout';
import { whenUiLoaded } from './auth-tools';
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

/** Mounts the Toaster once the design system has loaded (the forms load it on first input). */
function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenUiLoaded(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <AuthToaster />
    </Suspense>
  ) : null;
}

/**
 * Sign-in and sign-up pages, in plain markup and CSS so that they paint and respond before
 * any of the design system, the session or the validation schemas load. Signed-in users go to
 * /dashboard (spec §2).
 */
export function AuthPage({ form, title, subtitle }: { form: AuthFormName; title: string; subtitle: string }) {
  const status = useAuthStatus();
  if (status === 'loading') return <PageLoading />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard()} replace />;
  return (
    <>
      <AuthLayout title={title} subtitle={subtitle}>
        {form === 'login' ? <LoginForm /> : <RegisterForm />}
      </AuthLayout>
      <LazyToaster />
    </>
  );
}
