import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { VisibilityIcon, VisibilityOffIcon } from '../icons';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  /**
   * What the field holds, in words, for the toggle's accessible name: "Show current password".
   * Default 'password'.
   */
  visibilityLabel?: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A password text field with a show/hide toggle. */
export function PasswordField({ visibilityLabel = 'password', autoComplete, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: {
          // Password managers and mobile keyboards should not "fix" a password.
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${visible ? 'Hide' : 'Show'} ${visibilityLabel}`}
                onClick={() => setVisible((shown) => !shown)}
                // Keep the caret in the field when the toggle is clicked with a mouse.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
