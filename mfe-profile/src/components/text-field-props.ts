import type { FormikProps } from 'formik';

/**
 * Wires one formik field to an MUI TextField: value, handlers, and the validation message
 * once the field has been touched (on blur or on a submit attempt).
 */
export function textFieldProps<Values extends Record<keyof Values, string>>(formik: FormikProps<Values>, name: keyof Values & string) {
  const message = formik.touched[name] ? formik.errors[name] : undefined;
  const error = typeof message === 'string' ? message : undefined;
  return {
    id: `profile-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error,
  };
}
