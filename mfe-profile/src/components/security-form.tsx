import { Alert, Button } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { AUTH_MESSAGES, authApi, errorMessage, useAuthStore } from '@telehealth/shared-api';
import { changePasswordSchema } from '@telehealth/shared-api/schemas';
import type { ChangePasswordRequest } from '@telehealth/shared-api';
import { PasswordField, toast } from '@telehealth/shared-ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useFailureToast } from '../hooks/use-failure-toast';
import { FormSection } from './form-section';
import { textFieldProps } from './text-field-props';

interface FormStatus {
  serverError?: string;
}

const EMPTY_VALUES: ChangePasswordRequest = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The fresh session token in a change-password answer (`data.accessToken`), if any. */
function issuedAccessToken(answer: unknown): string | null {
  const data = (answer as { data?: unknown } | null)?.data;
  const token = (data as { accessToken?: unknown } | null)?.accessToken;
  return typeof token === 'string' && token ? token : null;
}

/** Security tab: change the password of the signed-in user. */
export function SecurityForm({ email }: { email: string }) {
  const failureToast = useFailureToast();
  // Bumped after a change so the fields come back empty and hidden (any "show" toggle off).
  const [generation, setGeneration] = useState(0);
  const formik = useFormik<ChangePasswordRequest>({
    initialValues: EMPTY_VALUES,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      failureToast.dismiss();
      try {
        const answer = await authApi.changePassword(values);
        // The server ends every other session of the user and re-issues this one.
        const token = issuedAccessToken(answer);
        if (token) useAuthStore.getState().setToken(token);
        toast.success(AUTH_MESSAGES.passwordChanged);
        helpers.resetForm();
        setGeneration((current) => current + 1);
      } catch (error) {
        failureToast.show(AUTH_MESSAGES.passwordFailed);
        helpers.setStatus({ serverError: errorMessage(error) } satisfies FormStatus);
      }
    },
  });
  const status = formik.status as FormStatus | undefined;

  return (
    <FormSection title="Change password" description="You stay signed in here; your other devices and browsers are signed out.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={formik.handleSubmit} aria-label="Change password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          key={`oldPassword-${generation}`}
          label="Current password"
          visibilityLabel="current password"
          autoComplete="current-password"
          required
          fullWidth
          {...textFieldProps(formik, 'oldPassword')}
        />
        <PasswordField
          key={`newPassword-${generation}`}
          label="New password"
          visibilityLabel="new password"
          autoComplete="new-password"
          required
          fullWidth
          {...textFieldProps(formik, 'newPassword')}
        />
        <PasswordField
          key={`confirmPassword-${generation}`}
          label="Confirm new password"
          visibilityLabel="new password confirmation"
          autoComplete="new-password"
          required
          fullWidth
          {...textFieldProps(formik, 'confirmPassword')}
        />
        {status?.serverError && <Alert severity="error">{status.serverError}</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {formik.isSubmitting ? 'Changing password…' : 'Change password'}
          </Button>
        </Stack>
      </Stack>
    </FormSection>
  );
}
