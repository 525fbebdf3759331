import { Alert, Button, TextField } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { AUTH_MESSAGES, authApi, errorMessage, useAuthStore } from '@telehealth/shared-api';
import { accountSchema } from '@telehealth/shared-api/schemas';
import type { User } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { useFormik } from 'formik';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useFailureToast } from '../hooks/use-failure-toast';
import { FormSection } from './form-section';
import { textFieldProps } from './text-field-props';

interface AccountFormValues {
  name: string;
  email: string;
  phoneNumber: string;
}

interface FormStatus {
  serverError?: string;
}

/** A stored E.164 number as people write it internationally: '+91 98765 43210' (as stored when unknown). */
export function formatPhoneNumber(stored: string | null | undefined): string {
  if (!stored) return '';
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

function toFormValues(user: User): AccountFormValues {
  return { name: user.name, email: user.email, phoneNumber: formatPhoneNumber(user.phoneNumber) };
}

/** Account tab: full name, email and phone number of the signed-in user. */
export function AccountForm({ user }: { user: User }) {
  const failureToast = useFailureToast();
  const formik = useFormik<AccountFormValues>({
    initialValues: toFormValues(user),
    // The user can change elsewhere (the shell reloads it); show the current one.
    enableReinitialize: true,
    validationSchema: accountSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      failureToast.dismiss();
      // The schema trims the texts; the server checks the phone number and stores it as E.164.
      const { name, email, phoneNumber } = accountSchema.cast(values);
      try {
        const answer = await authApi.updateAccountDetails({ name, email, phoneNumber: phoneNumber ?? null });
        useAuthStore.getState().setUser(answer.data);
        // Show what was stored ('+91 9876543210' comes back as +919876543210) and mark the form unchanged,
        // also when the store's user did not change and so does not re-initialise the form.
        const saved = useAuthStore.getState().user;
        if (saved) helpers.resetForm({ values: toFormValues(saved) });
        toast.success(AUTH_MESSAGES.accountUpdated);
      } catch (error) {
        failureToast.show(AUTH_MESSAGES.accountFailed);
        helpers.setStatus({ serverError: errorMessage(error) } satisfies FormStatus);
      }
    },
  });
  const status = formik.status as FormStatus | undefined;
  const phoneField = textFieldProps(formik, 'phoneNumber');

  return (
    <FormSection title="Account details" description="Your name, email address and phone number.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={formik.handleSubmit} aria-label="Account details">
        <TextField label="Full name" autoComplete="name" required fullWidth {...textFieldProps(formik, 'name')} />
        <TextField label="Email" type="email" autoComplete="email" required fullWidth {...textFieldProps(formik, 'email')} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          {...phoneField}
          helperText={phoneField.helperText ?? 'Optional. With the country code, e.g. +91 98765 43210'}
        />
        {status?.serverError && <Alert severity="error">{status.serverError}</Alert>}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button type="button" variant="text" disabled={!formik.dirty || formik.isSubmitting} onClick={() => formik.resetForm()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={!formik.dirty || formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving…' : 'Save changes'}
          </Button>
        </Stack>
      </Stack>
    </FormSection>
  );
}
