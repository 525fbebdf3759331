// The prescription form's values, apart from the form itself so that screens can use them
// without loading formik (the form is a lazy chunk).

/**
 * The form's fields as typed. Quantity and refills are optional whole numbers: '' when unset,
 * and a number once typed (formik parses `type="number"` inputs).
 */
export interface PrescriptionFormFields {
  medication: string;
  dosage: string;
  instructions: string;
  quantity: string | number;
  refills: string | number;
}

export const EMPTY_PRESCRIPTION_FORM: PrescriptionFormFields = { medication: '', dosage: '', instructions: '', quantity: '', refills: '' };

/** '' → null (not set); otherwise the number typed. */
export function optionalNumber(value: string | number): number | null {
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}
