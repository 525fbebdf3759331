import { useState } from 'react';
import { errorMessage } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import type { ConfirmDialogProps } from '@telehealth/shared-ui';
import { useLeaveWaitlist } from './waitlist-queries';
import { WAITLIST_TEXTS } from './waitlist-texts';

export interface LeaveWaitlistFlow {
  /** Opens the confirmation. */
  ask: () => void;
  /** Leaving is under way (the Leave button waits meanwhile). */
  pending: boolean;
  /** The confirmation, for a `ConfirmDialog`. */
  dialog: ConfirmDialogProps;
}

/**
 * Leaving a waitlist after a confirmation, as the booking panel of a full day and the waitlists on
 * /appointments both offer it. When it worked a toast says so; when it failed `setFailure` gets
 * the reason to show. The failure stays the caller's (cleared on each try), so one alert can
 * also serve the caller's other actions, as joining in the booking panel.
 */
export function useLeaveWaitlistFlow({
  entryId,
  doctor,
  day,
  setFailure,
}: {
  /** The entry to leave; none while the patient is not in line (confirming then does nothing). */
  entryId: string | null;
  /** The doctor and the day, as the confirmation names them. */
  doctor: string;
  day: string;
  setFailure: (failure: string | null) => void;
}): LeaveWaitlistFlow {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveWaitlist();
  const confirm = () => {
    if (!entryId) return;
    setFailure(null);
    leave.mutate(entryId, {
      onSuccess: () => {
        setAsking(false);
        toast.success(WAITLIST_TEXTS.left);
      },
      onError: (error) => {
        setAsking(false);
        setFailure(errorMessage(error, 'We could not take you off the waitlist. Please try again.'));
      },
    });
  };
  return {
    ask: () => setAsking(true),
    pending: leave.isPending,
    dialog: {
      open: asking,
      title: WAITLIST_TEXTS.leaveTitle,
      message: WAITLIST_TEXTS.leaveConfirm(doctor, day),
      confirmLabel: 'Leave the waitlist',
      cancelLabel: 'Stay in line',
      busy: leave.isPending,
      onConfirm: confirm,
      onCancel: () => setAsking(false),
    },
  };
}
