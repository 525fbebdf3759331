import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, AuthResponseError, DEFAULT_ROLE, errorMessage, useAuthStore } from '@telehealth/shared-api';
import { registerFormSchema } from '@telehealth/shared-api/schemas';
import type { Role } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';
import { paths } from '@telehealth/federation';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';

/** Sign up (spec §2 "Register", §5 rules, §8 texts). */
export function RegisterPage() {
  const register = useAuthStore((s) => s.register);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { name: '', email: '', password: '', confirmPassword: '', role: DEFAULT_ROLE as Role },
    validationSchema: registerFormSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await register({ name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role });
        toast.success(AUTH_MESSAGES.registerSuccess);
        navigate(paths.dashboard(), { replace: true });
      } catch (error) {
        if (error instanceof AuthResponseError) {
          // The account exists but no session came back: the user can sign in.
          toast.warning(AUTH_MESSAGES.registerNoToken);
          navigate(paths.login(), { replace: true });
          return;
        }
        toast.error(AUTH_MESSAGES.registerFailure);
        setServerError(errorMessage(error, AUTH_MESSAGES.registerFailure));
      }
    },
  });

  const fieldError = (name: Field) => (formik.touched[name] && formik.errors[name]) || undefined;
  const textField = (name: Field) => ({
    id: `register-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: !!fieldError(name),
    helperText: fieldError(name),
  });

  return (
    <AuthLayout title="Create your account" subtitle="Join as a patient to book care, or as a doctor to offer consultations.">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <TextField {...textField('name')} label="Full name" autoComplete="name" autoFocus />
        <TextField {...textField('email')} label="Email" type="email" autoComplete="email" />
        <PasswordField {...textField('password')} label="Password" autoComplete="new-password" />
        <PasswordField {...textField('confirmPassword')} label="Confirm password" autoComplete="new-password" />
        <FormControl>
          <FormLabel id="register-role-label">I am joining as a</FormLabel>
          <RadioGroup row aria-labelledby="register-role-label" name="role" value={formik.values.role} onChange={formik.handleChange}>
            <FormControlLabel value="patient" control={<Radio />} label="Patient" />
            <FormControlLabel value="doctor" control={<Radio />} label="Doctor" />
          </RadioGroup>
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login()}>
            Sign in
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  );
}
