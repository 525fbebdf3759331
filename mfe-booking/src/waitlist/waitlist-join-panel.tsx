import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { errorMessage } from '@telehealth/shared-api';
import type { WaitlistEntry } from '@telehealth/shared-api';
import { ConfirmDialog, toast } from '@telehealth/shared-ui';
import { doctorName } from '../doctors/doctor-format';
import { useLeaveWaitlistFlow } from './use-leave-waitlist-flow';
import { useJoinWaitlist, waitlistDay } from './waitlist-queries';
import { WAITLIST_TEXTS } from './waitlist-texts';

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
  const [askingToJoin, setAskingToJoin] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const join = useJoinWaitlist();
  const doctor = doctorName(name);
  const day = waitlistDay(date);
  const leave = useLeaveWaitlistFlow({ entryId: entry?.id ?? null, doctor, day, setFailure });

  const confirmJoin = () => {
    setFailure(null);
    join.mutate(
      { doctorId, date },
      {
        onSuccess: () => {
          setAskingToJoin(false);
          toast.success(WAITLIST_TEXTS.joined);
        },
        onError: (error) => {
          setAskingToJoin(false);
          setFailure(errorMessage(error, 'We could not add you to the waitlist. Please try again.'));
        },
      },
    );
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
          <Button variant="outlined" color="inherit" onClick={leave.ask} disabled={leave.pending} sx={{ justifySelf: 'start' }}>
            {WAITLIST_TEXTS.leave}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2">
            {`${WAITLIST_TEXTS.fullDay} Join the waitlist and we will hold a time for you if one opens.`}
          </Typography>
          <Button
            variant="contained"
            onClick={() => setAskingToJoin(true)}
            disabled={loading || join.isPending}
            sx={{ justifySelf: 'start' }}
          >
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
        open={askingToJoin}
        title={WAITLIST_TEXTS.confirmTitle}
        message={WAITLIST_TEXTS.confirm(doctor, day)}
        confirmLabel="Join the waitlist"
        cancelLabel="Not now"
        busy={join.isPending}
        onConfirm={confirmJoin}
        onCancel={() => setAskingToJoin(false)}
      />
      <ConfirmDialog {...leave.dialog} />
    </Box>
  );
}
