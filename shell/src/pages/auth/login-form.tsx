import { paths } from '@telehealth/federation';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPathAfterSignIn } from '../../app/return-path';
import { FormAlert, PasswordInput, TextInput } from './auth-fields';
import { loadAuthTools } from './auth-tools';
import { useAuthForm } from './use-auth-form';

const RATE_LIMITED = 429;

const loadSchema = () => import('@telehealth/shared-api/schemas').then((m) => m.loginSchema);

/** Sign in (spec §2 "Login", texts of §8). Plain markup: the session and toasts load on first input. */
export function LoginForm() {
  const navigate = useNavigate();
  // Set once the password was right for an account with two-step sign-in: the code step shows.
  const [challenge, setChallenge] = useState<string | null>(null);
  // The page a guard sent the visitor away from (route-guards.tsx), if it is safe to return to.
  const returnTo = returnPathAfterSignIn((useLocation().state as { from?: unknown } | null)?.from);
  const [formError, setFormError] = useState<string | null>(null);
  // This form's failure toasts: a later success takes them off the screen.
  const failureToasts = useRef<number[]>([]);

  const form = useAuthForm({
    initialValues: { email: '', password: '' },
    loadSchema,
    onFirstInput: () => void loadAuthTools(),
    onSubmit: async (values) => {
      setFormError(null);
      const { useAuthStore, AUTH_MESSAGES, ApiError, AuthResponseError, SecondFactorRequired, toast } = await loadAuthTools();
      try {
        await useAuthStore.getState().login(values.email.trim(), values.password);
        failureToasts.current.splice(0).forEach(toast.dismiss);
        toast.success(AUTH_MESSAGES.loginSuccess);
        navigate(returnTo, { replace: true });
      } catch (error) {
        if (error instanceof SecondFactorRequired) {
          failureToasts.current.splice(0).forEach(toast.dismiss);
          setChallenge(error.challenge);
        } else if (error instanceof AuthResponseError) {
          failureToasts.current.push(toast.error(AUTH_MESSAGES.loginBadShape));
          setFormError(AUTH_MESSAGES.loginBadShape);
        } else if (error instanceof ApiError && error.status === RATE_LIMITED) {
          // Too many attempts: the server's message says when to try again.
          failureToasts.current.push(toast.error(error.message));
          setFormError(error.message);
        } else {
          failureToasts.current.push(toast.error(AUTH_MESSAGES.loginFailureToast));
          setFormError(AUTH_MESSAGES.loginFailureForm);
        }
      }
    },
  });

  const field = (name: 'email' | 'password') => ({
    id: `login-${name}`,
    name,
    value: form.values[name],
    error: form.fieldError(name),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onDone={() => navigate(returnTo, { replace: true })}
        onRestart={() => {
          setChallenge(null);
          setFormError(null);
        }}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextInput {...field('email')} label="Email" type="email" autoComplete="email" autoFocus />
      <div>
        <PasswordInput {...field('password')} label="Password" autoComplete="current-password" />
        <p className="auth-form__forgot">
          <Link to={paths.forgotPassword()} className="auth-link">
            Forgot password?
          </Link>
        </p>
      </div>
      <button type="submit" className="app-button app-button--contained app-button--large auth-form__submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="auth-form__switch">
        Don&apos;t have an account?{' '}
        <Link to={paths.register()} className="auth-link auth-link--underlined">
          Sign up
        </Link>
      </p>
    </form>
  );
}

const loadCodeSchema = () => import('@telehealth/shared-api/schemas').then((m) => m.secondFactorCodeSchema);

/** The code step of signing in: a code from the authenticator app, or a recovery code. */
function SecondFactorStep({ challenge, onDone, onRestart }: { challenge: string; onDone: () => void; onRestart: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAuthForm({
    initialValues: { code: '' },
    loadSchema: loadCodeSchema,
    onSubmit: async (values) => {
      setFormError(null);
      const { useAuthStore, AUTH_MESSAGES, ApiError, toast } = await loadAuthTools();
      try {
        await useAuthStore.getState().completeSecondFactor(challenge, values.code.trim());
        toast.success(AUTH_MESSAGES.loginSuccess);
        onDone();
      } catch (error) {
        // 400 wrong code, 401 the challenge ran out, 429 too many: the server says which.
        setFormError(error instanceof ApiError && error.status < 500 ? error.message : AUTH_MESSAGES.loginFailureForm);
      }
    },
  });
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit} aria-label="Two-step sign-in">
      <p className="auth-form__switch">Open your authenticator app and enter the 6-digit code for this account.</p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextInput
        id="login-code"
        name="code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        value={form.values.code}
        error={form.fieldError('code')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <button type="submit" className="app-button app-button--contained app-button--large auth-form__submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Checking...' : 'Verify'}
      </button>
      <p className="auth-form__switch">
        No phone at hand? Enter one of your recovery codes instead.{' '}
        <button type="button" className="auth-link auth-link--button" onClick={onRestart}>
          Start over
        </button>
      </p>
    </form>
  );
}
