import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import type { Role } from '@telehealth/shared-api';
import type { AppointmentView } from '../appointment-view';
import { DialogLoading } from './dialog-loading';

// The calendar and the slot picker load only when someone presses Reschedule (page weight).
const RescheduleDialog = lazy(() => import('./reschedule-dialog'));

export interface RescheduleButtonProps {
  appointment: AppointmentView;
  viewer: Exclude<Role, 'admin'>;
  /** Open at once (the patient followed the doctor's "pick a new time" link). */
  initiallyOpen?: boolean;
}

/** 'Reschedule': a slot picker of the same doctor; the appointment keeps its id and payment. */
export function RescheduleButton({ appointment, viewer, initiallyOpen = false }: RescheduleButtonProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [loaded, setLoaded] = useState(initiallyOpen);
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
        Reschedule
      </Button>
      {loaded ? (
        <Suspense fallback={<DialogLoading open={open} text="Loading available times..." />}>
          <RescheduleDialog appointment={appointment} viewer={viewer} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
