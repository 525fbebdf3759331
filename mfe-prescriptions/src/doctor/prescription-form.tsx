import { useId } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors } from 'formik';
import { EMPTY_PRESCRIPTION_FORM } from './prescription-form-values';
import type { PrescriptionFormFields } from './prescription-form-values';

// The shared schema (spec §5 messages) loads with the first validation: yup is not needed to
// show the page, only to check what the doctor types.
// Destructuring the dynamic import lets the bundler leave the entry's other schemas out.
async function validate(values: PrescriptionFormFields): Promise<FormikErrors<PrescriptionFormFields>> {
  try {
    const { prescriptionFormSchema } = await import('@telehealth/shared-api/schemas');
    await validateYupSchema(values, prescriptionFormSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

export interface PrescriptionFormProps {
  initialValues?: PrescriptionFormFields;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved (the form then resets); rejects to keep what was typed. */
  onSubmit: (values: PrescriptionFormFields) => Promise<void>;
  onCancel: () => void;
  /** A failure to show above the fields. */
  error?: string | null;
}

/** Medication, dosage, instructions (required, spec §5), quantity and refills (optional). */
export default function PrescriptionForm({
  initialValues = EMPTY_PRESCRIPTION_FORM,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  error,
}: PrescriptionFormProps) {
  const idPrefix = useId();
  const formik = useFormik<PrescriptionFormFields>({
    initialValues,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        await onSubmit(values);
        helpers.resetForm({ values: EMPTY_PRESCRIPTION_FORM });
      } catch {
        // The caller reported the failure; the doctor's input stays for another try.
      }
    },
  });

  const field = (name: keyof PrescriptionFormFields) => {
    const message = formik.touched[name] ? formik.errors[name] : undefined;
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(message),
      helperText: message,
    };
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TextField {...field('medication')} label="Medication" required autoComplete="off" />
      <TextField {...field('dosage')} label="Dosage" required placeholder="e.g. 500 mg twice a day" autoComplete="off" />
      <TextField {...field('instructions')} label="Instructions" required multiline minRows={3} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('quantity')} label="Quantity (optional)" type="number" slotProps={{ htmlInput: { min: 1, step: 1 } }} />
        <TextField {...field('refills')} label="Refills (optional)" type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={formik.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
