import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { ApiError, AUTH_MESSAGES, useAuthStore } from '@telehealth/shared-api';
import { loginSchema } from '@telehealth/shared-api/schemas';
import { ValidationError } from 'yup';

/** Compact email/password sign-in used when a remote runs on its own. */
export function StandaloneSignIn({ title }: { title: string }) {
  const login = useAuthStore((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const values = await loginSchema.validate({ email, password }, { abortEarly: false });
      setErrors({});
      setBusy(true);
      await login(values.email, values.password);
    } catch (error) {
      if (error instanceof ValidationError) {
        const next: { email?: string; password?: string } = {};
        for (const issue of error.inner) {
          if (issue.path === 'email' || issue.path === 'password') next[issue.path] ??= issue.message;
        }
        setErrors(next);
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
      } else {
        setFailure(AUTH_MESSAGES.loginFailureForm);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sign in to run this section on its own.
          </Typography>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
