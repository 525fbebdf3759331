import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { consultationApi, errorMessage, proposeFollowUpPath } from '@telehealth/shared-api';
import type { ConsultationNotes } from '@telehealth/shared-api';
import { formatDateTime } from '@telehealth/shared-ui';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Busy = 'saving' | 'publishing' | null;

/** Where the summary stands for the patient, in words. */
function sharedState(notes: ConsultationNotes | undefined, text: string): string {
  const published = notes?.publishedVisitSummary ?? null;
  if (!published) return 'Not shared with the patient yet.';
  if (published !== text) return 'The patient sees an earlier version: publish to share your changes.';
  const at = notes?.visitSummaryPublishedAt;
  return at ? `Shared with the patient on ${formatDateTime(at)}.` : 'Shared with the patient.';
}

/**
 * The visit summary the doctor writes for the patient, apart from the clinical notes: saved as
 * a draft, previewed as the patient will read it, and shown to the patient (who is notified)
 * only once published.
 */
export function VisitSummaryEditor({ appointmentId }: { appointmentId: string }) {
  const [notes, setNotes] = useState<ConsultationNotes>();
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewTitle = useId();

  useEffect(() => {
    const abort = new AbortController();
    consultationApi
      .notes(appointmentId, abort.signal)
      .then((answer) => {
        setNotes(answer);
        setText(answer.visitSummary ?? '');
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(`The visit summary could not be loaded: ${errorMessage(failure)}`);
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [appointmentId]);

  const run = async (kind: Exclude<Busy, null>) => {
    setBusy(kind);
    setError(null);
    setDone(null);
    try {
      let answer = await consultationApi.saveVisitSummary(appointmentId, text);
      if (kind === 'publishing') answer = await consultationApi.publishVisitSummary(appointmentId);
      setNotes(answer);
      setDone(
        kind === 'publishing' ? 'Visit summary published. The patient has been notified.' : 'Draft saved. The patient does not see it yet.',
      );
    } catch (failure) {
      setError(
        `${kind === 'publishing' ? 'The visit summary could not be published' : 'The draft could not be saved'}: ${errorMessage(failure)}`,
      );
    } finally {
      setBusy(null);
    }
  };

  const empty = text.trim().length === 0;
  return (
    <Box component="section" aria-labelledby={`${previewTitle}-heading`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={`${previewTitle}-heading`} variant="subtitle1" component="h2">
        Visit summary for the patient
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Written for the patient in everyday words. They see it, and are notified, only when you publish it.
      </Typography>
      <TextField
        label="Visit summary"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={5}
        disabled={loading}
      />
      <Typography variant="body2" role="status" aria-live="polite" color="text.secondary">
        {loading ? 'Loading the visit summary…' : (done ?? sharedState(notes, text))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void run('saving')} disabled={loading || busy !== null}>
          {busy === 'saving' ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : 'Save Draft'}
        </Button>
        <Button variant="outlined" onClick={() => setPreviewing(true)} disabled={loading || empty}>
          Preview
        </Button>
        <Button variant="contained" onClick={() => void run('publishing')} disabled={loading || empty || busy !== null}>
          {busy === 'publishing' ? <CircularProgress size={18} color="inherit" aria-label="Publishing" /> : 'Publish to Patient'}
        </Button>
        <Button component={RouterLink} to={proposeFollowUpPath(appointmentId)}>
          Propose a follow-up
        </Button>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Dialog open={previewing} onClose={() => setPreviewing(false)} aria-labelledby={previewTitle} fullWidth maxWidth="sm">
        <DialogTitle id={previewTitle}>What the patient will see</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Visit summary
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewing(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
