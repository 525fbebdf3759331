import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '../../app/after-first-paint';
import { PageLoading } from '../../app/page-loading';
import { hasStoredToken } from '../../app/session-loader';
import type { AuthFormName } from './auth-form-host';
import { AuthLayout } from './auth-layout';

// The form, the design system and the session load once the frame has painted.
const AuthFormHost = lazy(
  () =>
    new Promise<{ default: typeof import('./auth-form-host').AuthFormHost }>((resolve, reject) => {
      afterFirstPaint(() => import('./auth-form-host').then((m) => resolve({ default: m.AuthFormHost }), reject));
    }),
);

/**
 * Sign-in and sign-up pages: the frame, title and subtitle render in plain markup at once;
 * the form follows. A visitor with a stored session sees the loading notice instead, as the
 * host may send them on to the dashboard.
 */
export function AuthPage({ form, title, subtitle }: { form: AuthFormName; title: string; subtitle: string }) {
  const pending = hasStoredToken() ? (
    <PageLoading />
  ) : (
    <AuthLayout title={title} subtitle={subtitle}>
      <div className={`auth-form-pending--${form}`} />
    </AuthLayout>
  );
  return (
    <Suspense fallback={pending}>
      <AuthFormHost form={form} title={title} subtitle={subtitle} />
    </Suspense>
  );
}
