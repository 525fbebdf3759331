import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { errorMessage, WAITLIST_OFFER_HOLD_MINUTES } from '@telehealth/shared-api';
import type { WaitlistEntry } from '@telehealth/shared-api';
import { ConfirmDialog, toast } from '@telehealth/shared-ui';
import { doctorName } from '../doctors/doctor-format';
import { useJoinWaitlist, useLeaveWaitlist, waitlistDay } from './waitlist-queries';

export const WAITLIST_TEXTS = {
  join: 'Join the waitlist',
  joined: 'You are on the waitlist for this day.',
  left: 'You left the waitlist',
  leave: 'Leave the waitlist',
  fullDay: 'Every time on this day is taken.',
  confirmTitle: 'Join the waitlist?',
  confirm: (doctor: string, day: string) =>
    `If a time opens with ${doctor} on ${day}, we hold it for you for ${WAITLIST_OFFER_HOLD_MINUTES} minutes and let you know. ` +
    'Nothing is booked or charged until you book that time yourself. Patients who joined before you are offered first.',
  leaveTitle: 'Leave the waitlist?',
  leaveConfirm: (doctor: string, day: string) => `You will no longer be offered a time that opens with ${doctor} on ${day}.`,
  position: (position: number | null) => (position ? `You are number ${position} in line.` : ''),
} as const;

export interface WaitlistJoinPanelProps {
  doctorId: string;
  doctorName: string;
  /** yyyy-MM-dd, the doctor's day. */
  date: string;
  /** The patient's live entry for this day, if any. */
  entry: WaitlistEntry | null;
  /** The patient's entries are still loading (the panel waits to say whether they are in line). */
  loading: boolean;
}

/** Under a full day's times: join its waitlist (after a confirmation), or see your place and leave. */
export function WaitlistJoinPanel({ doctorId, doctorName: name, date, entry, loading }: WaitlistJoinPanelProps) {
  const [asking, setAsking] = useState<'join' | 'leave' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const doctor = doctorName(name);
  const day = waitlistDay(date);

  const confirmJoin = () => {
    setFailure(null);
    join.mutate(
      { doctorId, date },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(WAITLIST_TEXTS.joined);
        },
        onError: (error) => {
          setAsking(null);
          setFailure(errorMessage(error, 'We could not add you to the waitlist. Please try again.'));
        },
      },
    );
  };
  const confirmLeave = () => {
    if (!entry) return;
    setFailure(null);
    leave.mutate(entry.id, {
      onSuccess: () => {
        setAsking(null);
        toast.success(WAITLIST_TEXTS.left);
      },
      onError: (error) => {
        setAsking(null);
        setFailure(errorMessage(error, 'We could not take you off the waitlist. Please try again.'));
      },
    });
  };

  return (
    <Box
      component="section"
      aria-label="Waitlist"
      sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {entry ? (
        <>
          <Typography variant="body2">
            {`${WAITLIST_TEXTS.joined} ${WAITLIST_TEXTS.position(entry.position)} We will let you know if a time opens.`}
          </Typography>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setAsking('leave')}
            disabled={leave.isPending}
            sx={{ justifySelf: 'start' }}
          >
            {WAITLIST_TEXTS.leave}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2">
            {`${WAITLIST_TEXTS.fullDay} Join the waitlist and we will hold a time for you if one opens.`}
          </Typography>
          <Button variant="contained" onClick={() => setAsking('join')} disabled={loading || join.isPending} sx={{ justifySelf: 'start' }}>
            {WAITLIST_TEXTS.join}
          </Button>
        </>
      )}
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking === 'join'}
        title={WAITLIST_TEXTS.confirmTitle}
        message={WAITLIST_TEXTS.confirm(doctor, day)}
        confirmLabel="Join the waitlist"
        cancelLabel="Not now"
        busy={join.isPending}
        onConfirm={confirmJoin}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'leave'}
        title={WAITLIST_TEXTS.leaveTitle}
        message={WAITLIST_TEXTS.leaveConfirm(doctor, day)}
        confirmLabel="Leave the waitlist"
        cancelLabel="Stay in line"
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
