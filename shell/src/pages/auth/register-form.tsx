import { paths } from '@telehealth/federation';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_ROLE } from '@telehealth/shared-api/core';
import type { Role } from '@telehealth/shared-api/core';
import { FormAlert, PasswordInput, TextInput } from './auth-fields';
import { loadAuthTools } from './auth-tools';
import { useAuthForm } from './use-auth-form';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';

const ROLE_CHOICES: { value: Role; label: string }[] = [
  { value: 'patient', label: 'Patient' },
  { value: 'doctor', label: 'Doctor' },
];

const loadSchema = () => import('@telehealth/shared-api/schemas').then((m) => m.registerFormSchema);

/** Sign up (spec §2 "Register", §5 rules, §8 texts). Plain markup: the session and toasts load on first input. */
export function RegisterForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  // This form's failure toasts: a later success takes them off the screen.
  const failureToasts = useRef<number[]>([]);

  const form = useAuthForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '', role: DEFAULT_ROLE as string },
    loadSchema,
    onFirstInput: () => void loadAuthTools(),
    onSubmit: async (values) => {
      setServerError(null);
      const { useAuthStore, AUTH_MESSAGES, AuthResponseError, errorMessage, toast } = await loadAuthTools();
      try {
        await useAuthStore
          .getState()
          .register({ name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role as Role });
        failureToasts.current.splice(0).forEach(toast.dismiss);
        toast.success(AUTH_MESSAGES.registerSuccess);
        navigate(paths.dashboard(), { replace: true });
      } catch (error) {
        if (error instanceof AuthResponseError) {
          // The account exists but no session came back: the user can sign in.
          toast.warning(AUTH_MESSAGES.registerNoToken);
          navigate(paths.login(), { replace: true });
          return;
        }
        failureToasts.current.push(toast.error(AUTH_MESSAGES.registerFailure));
        setServerError(errorMessage(error, AUTH_MESSAGES.registerFailure));
      }
    },
  });

  const field = (name: Field) => ({
    id: `register-${name}`,
    name,
    value: form.values[name],
    error: form.fieldError(name),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextInput {...field('name')} label="Full name" autoComplete="name" autoFocus />
      <TextInput {...field('email')} label="Email" type="email" autoComplete="email" />
      <PasswordInput {...field('password')} label="Password" autoComplete="new-password" />
      <PasswordInput {...field('confirmPassword')} label="Confirm password" autoComplete="new-password" />
      <div className="auth-roles" role="radiogroup" aria-labelledby="register-role-label">
        <span className="auth-roles__label" id="register-role-label">
          I am joining as a
        </span>
        <div className="auth-roles__choices">
          {ROLE_CHOICES.map((choice) => (
            <label key={choice.value} className="auth-radio">
              <input
                type="radio"
                name="role"
                value={choice.value}
                checked={form.values.role === choice.value}
                onChange={form.handleChange}
                className="auth-radio__input"
              />
              <span className="auth-radio__mark" aria-hidden="true" />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </div>
      <button type="submit" className="app-button app-button--contained app-button--large auth-form__submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Creating account...' : 'Create Account'}
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <Link to={paths.login()} className="auth-link auth-link--underlined">
          Sign in
        </Link>
      </p>
    </form>
  );
}
