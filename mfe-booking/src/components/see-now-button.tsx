import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { DEFAULT_DOCTOR_FEE, errorMessage, seeNowApi, useAuthStore } from '@telehealth/shared-api';
import type { DoctorSummary } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { VideoIcon } from '@telehealth/shared-ui/icons';
import { browserLocation } from '../booking/browser-location';
import { useIsPatient } from '../hooks/use-is-patient';

/**
 * "See now" for a doctor who is available now (patients only): opens the checkout of a video
 * visit that starts at once and sends the browser to pay; the success page opens the room.
 */
export function SeeNowButton({ doctor, describedBy }: { doctor: DoctorSummary; describedBy?: string }) {
  const isPatient = useIsPatient();
  const userId = useAuthStore((s) => s.user?.id);
  const [starting, setStarting] = useState(false);
  if (!isPatient || !doctor.availableNow || !userId) return null;
  const start = async () => {
    setStarting(true);
    try {
      const session = await seeNowApi.startImmediateVisit({ doctorId: doctor._id, userId, price: doctor.fees ?? DEFAULT_DOCTOR_FEE });
      browserLocation.assign(session.url);
    } catch (error) {
      setStarting(false);
      toast.error(errorMessage(error, 'The visit could not be started. Please try again.'));
    }
  };
  return (
    <Button
      variant="contained"
      color="success"
      onClick={() => void start()}
      disabled={starting}
      aria-describedby={describedBy}
      startIcon={starting ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : <VideoIcon />}
    >
      See now
    </Button>
  );
}
