import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { adminApi, errorMessage } from '@telehealth/shared-api';
import type { VerificationQueueEntry } from '@telehealth/shared-api';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; url: string; type: string };

/** The doctor's licence scan or photo, fetched with the operator's token and shown from a local URL. */
export function LicenceDocumentDialog({ entry, onClose }: { entry: VerificationQueueEntry; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setLoaded({ state: 'loading' });
    adminApi.licenceDocument(entry.doctorId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', url, type: blob.type });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'error', message: errorMessage(error, 'The licence could not be loaded.') });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [entry.doctorId, attempt]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="licence-document-title">
      <DialogTitle id="licence-document-title">Licence of {entry.name}</DialogTitle>
      <DialogContent>
        {entry.licence ? (
          <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Number {entry.licence.licenceNumber}, issued by {entry.licence.issuingAuthority}, valid until {entry.licence.expiresOn}
          </Typography>
        ) : null}
        {loaded.state === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography variant="body2">Loading the licence…</Typography>
          </Box>
        ) : loaded.state === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            }
          >
            {loaded.message}
          </Alert>
        ) : loaded.type === 'application/pdf' ? (
          <Button component="a" href={loaded.url} target="_blank" rel="noopener" variant="outlined">
            Open the licence (PDF)
          </Button>
        ) : (
          <Box
            component="img"
            src={loaded.url}
            alt={`Licence of ${entry.name}`}
            sx={{ maxWidth: '100%', height: 'auto', display: 'block' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
