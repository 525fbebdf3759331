import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import type { AppointmentView } from '../appointments/appointment-view';
import { DialogLoading } from '../appointments/components/dialog-loading';
import { FOLLOW_UP_TEXTS } from './follow-up-texts';

// The form loads only when a doctor presses the button (page weight).
export const ProposeFollowUpDialog = lazy(() => import('./propose-follow-up-dialog'));

/** 'Propose follow-up' on a finished visit of the doctor's. */
export function ProposeFollowUpButton({ appointment }: { appointment: AppointmentView }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {FOLLOW_UP_TEXTS.propose}
      </Button>
      {loaded ? (
        <Suspense fallback={<DialogLoading open={open} text="Loading..." />}>
          <ProposeFollowUpDialog
            visitId={appointment.id}
            patientName={appointment.patientName}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
