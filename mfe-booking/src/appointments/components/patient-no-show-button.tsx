import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import { NO_SHOW_LABEL } from '@telehealth/shared-api';
import type { AppointmentView } from '../appointment-view';
import { DialogLoading } from './dialog-loading';

// The dialog loads on first use: the doctor's dashboard stays within its weight budget.
const PatientNoShowDialog = lazy(() => import('./patient-no-show-dialog'));

/** The doctor's "Patient did not attend" on a video visit the patient has not joined 15 minutes after its start. */
export function PatientNoShowButton({ appointment }: { appointment: AppointmentView }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        size="small"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {NO_SHOW_LABEL}
      </Button>
      {loaded ? (
        <Suspense fallback={<DialogLoading open={open} text="Loading..." />}>
          <PatientNoShowDialog appointment={appointment} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
