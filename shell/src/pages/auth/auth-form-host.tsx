import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { useAuthStore } from '@telehealth/shared-api';
import { AppThemeProvider, LoadingScreen, Toaster } from '@telehealth/shared-ui';
import { appQueryClient } from '../../app/query-client';
import { startSession } from '../../app/session';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// The guard below needs the session; start it now if nothing has yet.
startSession();

export type AuthFormName = 'login' | 'register';

/**
 * The part of the sign-in and sign-up pages that needs the design system: providers, the
 * public-only guard (signed-in users go to /dashboard) and the form.
 */
export function AuthFormHost({ form, title, subtitle }: { form: AuthFormName; title: string; subtitle: string }) {
  const status = useAuthStore((s) => s.status);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={appQueryClient()}>
        {status === 'loading' ? (
          <LoadingScreen />
        ) : status === 'authenticated' ? (
          <Navigate to="/dashboard" replace />
        ) : (
          <AuthLayout title={title} subtitle={subtitle}>
            {form === 'login' ? <LoginForm /> : <RegisterForm />}
          </AuthLayout>
        )}
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
