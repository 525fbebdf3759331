import { useState } from 'react';
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { PlainIcon, visibilityOffPath, visibilityPath } from '@telehealth/shared-ui/icons/plain';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  autoComplete: string;
  autoFocus?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Label, input and error text (tied to the input with aria-describedby), in plain markup. */
function Field({
  id,
  label,
  error,
  end,
  ...input
}: FieldProps & { type: string; end?: ReactNode; extra?: InputHTMLAttributes<HTMLInputElement> }) {
  const { extra, ...rest } = input;
  const errorId = `${id}-helper-text`;
  return (
    <div className={`auth-field${error ? ' auth-field--error' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <input
          {...extra}
          {...rest}
          id={id}
          className="auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {end}
      </div>
      {error ? (
        <p className="auth-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ inputMode, ...props }: FieldProps & { type?: 'text' | 'email'; inputMode?: 'numeric' }) {
  return (
    <Field
      {...props}
      type={props.type ?? 'text'}
      extra={inputMode ? { inputMode, autoCapitalize: 'none', spellCheck: false } : undefined}
    />
  );
}

/** A password input with a show/hide toggle (the design system's PasswordField, without MUI). */
export function PasswordInput(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      // Password managers and mobile keyboards should not "fix" a password.
      extra={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
      end={
        <button
          type="button"
          className="auth-field__toggle"
          aria-label={`${visible ? 'Hide' : 'Show'} password`}
          onClick={() => setVisible((shown) => !shown)}
          // Keep the caret in the field when the toggle is clicked with a mouse.
          onMouseDown={(event) => event.preventDefault()}
        >
          <PlainIcon path={visible ? visibilityOffPath : visibilityPath} />
        </button>
      }
    />
  );
}

/** The form-level message (server or network failure), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="auth-alert" role="alert">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8"
        />
      </svg>
      <span>{children}</span>
    </div>
  );
}
