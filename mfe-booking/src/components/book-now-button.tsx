import { Button } from '@mui/material';
import type { ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { bookingPath } from '../doctors/booking-window';
import { useIsPatient } from '../hooks/use-is-patient';

export interface BookNowButtonProps {
  doctorId: string;
  /** yyyy-MM-dd the patient searched for; tomorrow when none (spec §9). */
  date?: string | null;
  /** Id of the element naming the doctor, read out with the button. */
  describedBy?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/** Book Now, for patients only: doctors see no booking buttons (spec §6). */
export function BookNowButton({ doctorId, date, describedBy, size, fullWidth }: BookNowButtonProps) {
  const isPatient = useIsPatient();
  if (!isPatient) return null;
  return (
    <Button
      component={RouterLink}
      to={bookingPath(doctorId, date)}
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      aria-describedby={describedBy}
    >
      Book Now
    </Button>
  );
}
