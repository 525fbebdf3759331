import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@telehealth/shared-api';
import type { ApiEnvelope } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { FormSection } from '../form-section';

interface Status {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** This account must keep it on (CLINICIAN_2FA=required, doctors and operators). */
  required?: boolean;
}
interface Setup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** Two-step sign-in's calls; only this section uses them. */
const secondFactorApi = {
  status: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<Status>>('/user/second-factor', { signal })).data,
  setup: async () => (await apiRequest<ApiEnvelope<Setup>>('/user/second-factor/setup', { method: 'POST' })).data,
  enable: (code: string) =>
    apiRequest<ApiEnvelope<{ recoveryCodes: string[] }>>('/user/second-factor/enable', { method: 'POST', body: { code } }),
  disable: (code: string) => apiRequest<ApiEnvelope<null>>('/user/second-factor/disable', { method: 'POST', body: { code } }),
};

const STATUS_KEY = ['second-factor'] as const;
const CODE = /^(\d{3}\s?\d{3}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/;

function CodeForm({
  label,
  action,
  busyAction,
  onSubmit,
  error,
}: {
  label: string;
  action: string;
  busyAction: string;
  onSubmit: (code: string) => Promise<unknown>;
  error?: string;
}) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = !CODE.test(code.trim());
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={action}
      onSubmit={async (event) => {
        event.preventDefault();
        setTouched(true);
        if (invalid) return;
        setBusy(true);
        try {
          await onSubmit(code.trim());
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && invalid}
        helperText={touched && invalid ? 'Enter the 6-digit code from your app, or a recovery code.' : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
        sx={{ maxWidth: 260 }}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? busyAction : action}
        </Button>
      </Box>
    </Stack>
  );
}

/** Security tab: turn two-step sign-in (an authenticator app) on or off. */
export function SecondFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => secondFactorApi.status(signal) });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();
  const setup = useMutation({ mutationFn: secondFactorApi.setup });
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });

  const withError = async (run: () => Promise<void>) => {
    setCodeError(undefined);
    try {
      await run();
    } catch (error) {
      setCodeError(errorMessage(error));
    }
  };

  let body;
  if (recoveryCodes) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success">Two-step sign-in is on.</Alert>
        <Typography>
          Keep these recovery codes somewhere safe, such as a password manager. Each one signs you in once if you lose your phone. They are
          shown only now.
        </Typography>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{
            m: 0,
            pl: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
          }}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box>
          <Button variant="contained" onClick={() => setRecoveryCodes(null)}>
            I Have Saved Them
          </Button>
        </Box>
      </Stack>
    );
  } else if (status.isPending) {
    body = <CircularProgress size={24} aria-label="Loading two-step sign-in" />;
  } else if (status.isError) {
    body = (
      <Alert severity="error" action={<Button onClick={() => void status.refetch()}>Try Again</Button>}>
        We couldn't load your two-step sign-in.
      </Alert>
    );
  } else if (status.data.enabled) {
    body = (
      <Stack spacing={2}>
        <Typography>
          Two-step sign-in is on. After your password, you enter a code from your authenticator app. Recovery codes left:{' '}
          {status.data.recoveryCodesLeft}.
        </Typography>
        {status.data.required ? (
          <Typography variant="body2" color="text.secondary">
            Doctors and the operations team must keep two-step sign-in on here.
          </Typography>
        ) : turningOff ? (
          <CodeForm
            label="Code from your app"
            action="Turn Off Two-Step Sign-In"
            busyAction="Turning off…"
            error={codeError}
            onSubmit={(code) =>
              withError(async () => {
                const answer = await secondFactorApi.disable(code);
                toast.success(answer.message);
                setTurningOff(false);
                await refresh();
              })
            }
          />
        ) : (
          <Box>
            <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
              Turn Off
            </Button>
          </Box>
        )}
      </Stack>
    );
  } else if (setup.data) {
    body = (
      <Stack spacing={2}>
        <Typography>
          1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others).
        </Typography>
        <Box component="img" src={setup.data.qrCode} alt="QR code to scan with your authenticator app" sx={{ width: 200, height: 200 }} />
        <Typography variant="body2" color="text.secondary">
          Can't scan it? Enter this key in the app:{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.primary' }}>
            {setup.data.secret}
          </Box>
        </Typography>
        <Typography>2. Enter the 6-digit code the app shows.</Typography>
        <CodeForm
          label="Code from your app"
          action="Turn On Two-Step Sign-In"
          busyAction="Turning on…"
          error={codeError}
          onSubmit={(code) =>
            withError(async () => {
              const answer = await secondFactorApi.enable(code);
              setRecoveryCodes(answer.data.recoveryCodes);
              toast.success(answer.message);
              setup.reset();
              await refresh();
            })
          }
        />
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {status.data.required ? (
          <Alert severity="warning">Set up two-step sign-in to continue: it is required before you can open patient records.</Alert>
        ) : null}
        <Typography>Protect your account with a code from an authenticator app on your phone, asked after your password.</Typography>
        {setup.isError ? <Alert severity="error">{errorMessage(setup.error)}</Alert> : null}
        <Box>
          <Button variant="contained" onClick={() => setup.mutate()} disabled={setup.isPending}>
            {setup.isPending ? 'Starting…' : 'Set Up Two-Step Sign-In'}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <FormSection
      title="Two-step sign-in"
      description="A second step after your password, so a stolen password alone cannot open your account."
    >
      {body}
    </FormSection>
  );
}
