import { Alert, Box, Button } from '@mui/material';
import { consultationApi } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { useState } from 'react';

export interface ReopenConsultationButtonProps {
  appointmentId: string;
  /** Until when the session may be rejoined (ISO); the button is not offered after it. */
  rejoinUntil: string;
  /** After the server reopened it: show the room again. */
  onReopened: () => void;
}

/** For the doctor on the "Consultation ended" page: undo an end made by mistake, within the rejoin window. */
export function ReopenConsultationButton({ appointmentId, rejoinUntil, onReopened }: ReopenConsultationButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (Date.now() > Date.parse(rejoinUntil)) return null;
  const reopen = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await consultationApi.reopen(appointmentId);
      toast.success('Consultation reopened. You and the patient can join again.');
      onReopened();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'The consultation could not be reopened. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" onClick={() => void reopen()} disabled={busy}>
        {busy ? 'Reopening...' : 'Reopen Consultation'}
      </Button>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </Box>
  );
}
