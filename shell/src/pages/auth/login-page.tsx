import { useState } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, AUTH_MESSAGES, AuthResponseError, useAuthStore } from '@telehealth/shared-api';
import { loginSchema } from '@telehealth/shared-api/schemas';
import { toast } from '@telehealth/shared-ui';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';
import { paths } from '@telehealth/federation';

const RATE_LIMITED = 429;

/** Sign in (spec §2 "Login", texts of §8). */
export function LoginPage() {
  const login = useAuthStore((s) => s.login);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFormError(null);
      try {
        await login(values.email.trim(), values.password);
        toast.success(AUTH_MESSAGES.loginSuccess);
        navigate(paths.dashboard(), { replace: true });
      } catch (error) {
        if (error instanceof AuthResponseError) {
          toast.error(AUTH_MESSAGES.loginBadShape);
          setFormError(AUTH_MESSAGES.loginBadShape);
        } else if (error instanceof ApiError && error.status === RATE_LIMITED) {
          // Too many attempts: the server's message says when to try again.
          toast.error(error.message);
          setFormError(error.message);
        } else {
          toast.error(AUTH_MESSAGES.loginFailureToast);
          setFormError(AUTH_MESSAGES.loginFailureForm);
        }
      }
    },
  });

  const fieldError = (name: 'email' | 'password') => (formik.touched[name] && formik.errors[name]) || undefined;

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to manage your appointments and consultations.">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          id="login-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!fieldError('email')}
          helperText={fieldError('email')}
        />
        <Box>
          <PasswordField
            id="login-password"
            name="password"
            label="Password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={!!fieldError('password')}
            helperText={fieldError('password')}
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              Forgot password?
            </Link>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to={paths.register()}>
            Sign up
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  );
}
