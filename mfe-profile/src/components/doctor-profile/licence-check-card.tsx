import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, LICENCE_DOCUMENT_MAX_BYTES, VERIFICATION_MESSAGES, verificationApi } from '@telehealth/shared-api';
import type { DoctorVerification } from '@telehealth/shared-api';
import { licenceDetailsSchema } from '@telehealth/shared-api/schemas';
import { toast } from '@telehealth/shared-ui';

export const licenceCheckKey = (userId: string) => ['verification', 'mine', userId] as const;

/** What the browser checks before sending (the server checks the file's content again). */
const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

type FieldName = 'licenceNumber' | 'issuingAuthority' | 'expiresOn' | 'document';
type FieldErrors = Partial<Record<FieldName, string>>;

async function fieldErrors(
  values: Record<'licenceNumber' | 'issuingAuthority' | 'expiresOn', string>,
  file: File | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  try {
    await licenceDetailsSchema.validate(values, { abortEarly: false });
  } catch (error) {
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      if (inner.path && !errors[inner.path as FieldName]) errors[inner.path as FieldName] = inner.message;
    }
  }
  if (!file) errors.document = VERIFICATION_MESSAGES.documentMissing;
  else if (!ACCEPTED_TYPES.includes(file.type)) errors.document = VERIFICATION_MESSAGES.documentType;
  else if (file.size > LICENCE_DOCUMENT_MAX_BYTES) errors.document = VERIFICATION_MESSAGES.documentTooLarge;
  return errors;
}

function LicenceForm({ userId, resend }: { userId: string; resend: boolean }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ licenceNumber: '', issuingAuthority: '', expiresOn: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (document: File) => verificationApi.submit(values, document),
    onSuccess: (answer) => {
      queryClient.setQueryData(licenceCheckKey(userId), answer);
      toast.success('Thank you: we will check your licence and let you know.');
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await fieldErrors(values, file);
    setErrors(found);
    if (Object.keys(found).length === 0 && file) send.mutate(file);
  };
  const field = (name: 'licenceNumber' | 'issuingAuthority' | 'expiresOn') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    required: true,
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Licence details" sx={{ mt: 2 }}>
      <Stack spacing={1}>
        <TextField label="Licence number" {...field('licenceNumber')} />
        <TextField label="Issued by (medical council, board or country)" {...field('issuingAuthority')} />
        <TextField label="Expiry date" type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('expiresOn')} />
        <Box>
          <Button component="label" variant="outlined">
            {file ? 'Choose another file' : 'Add a scan or photo of your licence'}
            <input
              hidden
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              aria-label="Scan or photo of your licence"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color={errors.document ? 'error' : 'text.secondary'} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {errors.document ?? (file ? file.name : 'A PDF, or a JPEG, PNG or WebP photo, up to 10 MB')}
          </Typography>
        </Box>
        {send.isError ? (
          <Alert severity="error">{errorMessage(send.error, 'Your licence could not be sent. Please try again.')}</Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : resend ? 'Send corrected details' : 'Send for checking'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Status({ verification, userId }: { verification: DoctorVerification; userId: string }) {
  const reason = verification.licence?.reason;
  switch (verification.state) {
    case 'verified':
      return (
        <Alert severity="success">Your licence has been checked. Patients can find and book you, and you can write prescriptions.</Alert>
      );
    case 'submitted':
      return (
        <Alert severity="info">
          We are checking your licence ({verification.licence?.licenceNumber}, {verification.licence?.issuingAuthority}). You will get a
          notification when it is done. Until then patients cannot book you and you cannot write prescriptions.
        </Alert>
      );
    case 'suspended':
      return (
        <Alert severity="error">
          Your account is suspended{reason ? `: ${reason}` : ''}. Patients cannot book you and you cannot write prescriptions. Please
          contact us.
        </Alert>
      );
    default: {
      if (!verification.hasProfile) {
        return <Alert severity="warning">Complete your doctor profile first, then send your licence here so patients can book you.</Alert>;
      }
      const rejected = verification.state === 'rejected';
      return (
        <>
          <Alert severity="warning">
            {rejected ? `We could not approve your licence${reason ? `: ${reason}` : ''}. ` : ''}
            Patients cannot find or book you, and you cannot write prescriptions, until we have checked your licence. Still to do:{' '}
            {verification.missing.join('; ')}.
          </Alert>
          <LicenceForm userId={userId} resend={rejected} />
        </>
      );
    }
  }
}

/**
 * The doctor's licence check: where it stands, what is missing, and the form to send the
 * licence details and a scan or photo. Only checked doctors are listed, bookable and prescribe.
 */
export function LicenceCheckCard({ userId }: { userId: string }) {
  const query = useQuery({ queryKey: licenceCheckKey(userId), queryFn: ({ signal }) => verificationApi.mine(signal) });
  return (
    <Card variant="outlined" component="section" aria-labelledby="licence-check-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="licence-check-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Licence check
        </Typography>
        {query.isPending ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography variant="body2">Loading your licence check…</Typography>
          </Stack>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          >
            Your licence check could not be loaded. {errorMessage(query.error, '')}
          </Alert>
        ) : (
          <Status verification={query.data} userId={userId} />
        )}
      </CardContent>
    </Card>
  );
}
