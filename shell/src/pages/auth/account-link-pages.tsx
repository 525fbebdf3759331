import { paths } from '@telehealth/federation';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert, PasswordInput, TextInput } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { useAuthForm } from './use-auth-form';

/**
 * The pages a mailed link leads to, and the request for one: forgot password, reset password,
 * verify email. Plain markup like sign-in; the API client and the schemas load on first use.
 */

const loadApi = () => import('@telehealth/shared-api');
const NETWORK_PROBLEM = 'We could not reach the server. Check your connection and try again.';

/** The server's message for a refused request, else a plain network message. */
async function failureMessage(error: unknown): Promise<string> {
  const { ApiError } = await loadApi();
  return error instanceof ApiError && error.status < 500 ? error.message : NETWORK_PROBLEM;
}

/** A success or information panel, announced when it appears. */
function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="auth-notice" role="status">
      {children}
    </div>
  );
}

function BackToSignIn({ label = 'Back to Sign In' }: { label?: string }) {
  return (
    <p className="auth-form__switch">
      <Link to={paths.login()} className="auth-link auth-link--underlined">
        {label}
      </Link>
    </p>
  );
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAuthForm({
    initialValues: { email: '' },
    loadSchema: () => import('@telehealth/shared-api/schemas').then((m) => m.forgotPasswordSchema),
    onFirstInput: () => void loadApi(),
    onSubmit: async (values) => {
      setFormError(null);
      try {
        const { authApi } = await loadApi();
        setSent((await authApi.forgotPassword(values.email.trim())).message);
      } catch (error) {
        setFormError(await failureMessage(error));
      }
    },
  });
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter the email you signed up with and we'll send you a link to choose a new one.">
      {sent ? (
        <div className="auth-form">
          <Notice>{sent}</Notice>
          <p className="auth-form__switch">Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
          <BackToSignIn />
        </div>
      ) : (
        <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextInput
            id="forgot-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            value={form.values.email}
            error={form.fieldError('email')}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <button
            type="submit"
            className="app-button app-button--contained app-button--large auth-form__submit"
            disabled={form.isSubmitting}
          >
            {form.isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </button>
          <BackToSignIn />
        </form>
      )}
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAuthForm({
    initialValues: { token, password: '', confirmPassword: '' },
    loadSchema: () => import('@telehealth/shared-api/schemas').then((m) => m.resetPasswordSchema),
    onFirstInput: () => void loadApi(),
    onSubmit: async (values) => {
      setFormError(null);
      try {
        const { authApi } = await loadApi();
        setDone((await authApi.resetPassword(values)).message);
      } catch (error) {
        setFormError(await failureMessage(error));
      }
    },
  });
  const field = (name: 'password' | 'confirmPassword') => ({
    id: `reset-${name}`,
    name,
    value: form.values[name],
    error: form.fieldError(name),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });
  return (
    <AuthLayout title="Choose a new password" subtitle="Your new password signs you out on every other device.">
      {done ? (
        <div className="auth-form">
          <Notice>{done}</Notice>
          <Link to={paths.login()} className="app-button app-button--contained app-button--large auth-form__submit">
            Sign In
          </Link>
        </div>
      ) : !token ? (
        <div className="auth-form">
          <FormAlert>This link is incomplete. Open the link from the email again, or ask for a new one.</FormAlert>
          <p className="auth-form__switch">
            <Link to={paths.forgotPassword()} className="auth-link auth-link--underlined">
              Ask for a new link
            </Link>
          </p>
        </div>
      ) : (
        <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {formError ? (
            <p className="auth-form__switch">
              <Link to={paths.forgotPassword()} className="auth-link auth-link--underlined">
                Ask for a new link
              </Link>
            </p>
          ) : null}
          <PasswordInput {...field('password')} label="New password" autoComplete="new-password" autoFocus />
          <PasswordInput {...field('confirmPassword')} label="Confirm new password" autoComplete="new-password" />
          <button
            type="submit"
            className="app-button app-button--contained app-button--large auth-form__submit"
            disabled={form.isSubmitting}
          >
            {form.isSubmitting ? 'Saving...' : 'Save New Password'}
          </button>
          <BackToSignIn />
        </form>
      )}
    </AuthLayout>
  );
}

type Verification = { state: 'checking' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<Verification>(
    token ? { state: 'checking' } : { state: 'failed', message: 'This link is incomplete. Open the link from the email again.' },
  );
  // One attempt per page load: React's development double effect must not use the link twice.
  const tried = useRef(false);
  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    void (async () => {
      try {
        const { authApi, useAuthStore } = await loadApi();
        setResult({ state: 'done', message: (await authApi.verifyEmail(token)).message });
        // Signed in in this browser: the banner asking to confirm goes away at once.
        if (useAuthStore.getState().token) useAuthStore.getState().setUser((await authApi.currentUser()).data);
      } catch (error) {
        setResult({ state: 'failed', message: await failureMessage(error) });
      }
    })();
  }, [token]);
  return (
    <AuthLayout title="Confirm your email" subtitle="We use it to reach you about your appointments and your account.">
      <div className="auth-form" aria-busy={result.state === 'checking'}>
        {result.state === 'checking' ? <Notice>Confirming your email address...</Notice> : null}
        {result.state === 'done' ? <Notice>{result.message}</Notice> : null}
        {result.state === 'failed' ? <FormAlert>{result.message}</FormAlert> : null}
        {result.state !== 'checking' ? (
          <Link to={paths.dashboard()} className="app-button app-button--contained app-button--large auth-form__submit">
            Go to Dashboard
          </Link>
        ) : null}
      </div>
    </AuthLayout>
  );
}
