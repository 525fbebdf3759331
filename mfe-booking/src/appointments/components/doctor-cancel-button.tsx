import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import type { AppointmentView } from '../appointment-view';
import { DialogLoading } from './dialog-loading';

// The dialog loads on first use: the doctor's dashboard stays within its weight budget.
const DoctorCancelDialog = lazy(() => import('./doctor-cancel-dialog'));

export interface DoctorCancelButtonProps {
  appointment: AppointmentView;
  /** 'Cancel' in the dashboard's compact rows, 'Cancel Appointment' on the appointments page. */
  label?: string;
  /** The dashboard raises a toast on failure; the appointments page says it beside the button. */
  failureToast?: boolean;
}

/** A doctor's Cancel: asks for a reason the patient reads; the patient is refunded in full. */
export function DoctorCancelButton({ appointment, label = 'Cancel Appointment', failureToast = false }: DoctorCancelButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'contents' }}>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={() => {
          setFailure(null);
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ flexBasis: '100%' }}>
          {failure}
        </Alert>
      ) : null}
      {loaded ? (
        <Suspense fallback={<DialogLoading open={open} text="Loading..." />}>
          <DoctorCancelDialog
            appointment={appointment}
            open={open}
            onClose={() => setOpen(false)}
            failureToast={failureToast}
            onFailure={setFailure}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
