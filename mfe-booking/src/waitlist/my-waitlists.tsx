import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import type { WaitlistEntry } from '@telehealth/shared-api';
import { ConfirmDialog } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@telehealth/federation';
import { LoadFailure } from '../components/load-failure';
import { PlaceholderBlock } from '../components/placeholder-block';
import { doctorName } from '../doctors/doctor-format';
import { OfferCountdown } from './offer-countdown';
import { useLeaveWaitlistFlow } from './use-leave-waitlist-flow';
import { isLive, offerRunning, useMyWaitlist, waitlistDay } from './waitlist-queries';
import { WAITLIST_TEXTS } from './waitlist-texts';

export const MY_WAITLISTS_TEXTS = {
  title: 'Waitlists',
  empty: "You are not on any waitlist. When a doctor's day is full, you can join its waitlist from the booking page.",
  loadFailed: "We couldn't load your waitlists.",
  held: (time: string) => `${time} is held for you: `,
} as const;

function WaitlistRow({ entry }: { entry: WaitlistEntry }) {
  const [failure, setFailure] = useState<string | null>(null);
  const doctor = doctorName(entry.doctorName);
  const day = waitlistDay(entry.date);
  const held = offerRunning(entry);
  const leave = useLeaveWaitlistFlow({ entryId: entry.id, doctor, day, setFailure });
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`${doctor} · ${day}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {held && entry.offeredTime && entry.offerExpiresAt ? (
          <>
            {MY_WAITLISTS_TEXTS.held(entry.offeredTime)}
            <OfferCountdown expiresAt={entry.offerExpiresAt} /> left to book it.
          </>
        ) : entry.status === 'offered' ? (
          'The time held for you has run out.'
        ) : (
          `Waiting for a time to open. ${WAITLIST_TEXTS.position(entry.position)}`
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {held ? (
          <Button component={RouterLink} to={paths.bookAppointment(entry.doctorId, { date: entry.date })} variant="contained" size="small">
            Book the held time
          </Button>
        ) : null}
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={leave.ask}
          disabled={leave.pending}
          aria-label={`Leave the waitlist for ${doctor} on ${day}`}
        >
          Leave
        </Button>
      </Box>
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog {...leave.dialog} />
    </Box>
  );
}

/** The patient's live waitlist entries, with leave (and book, while a time is held for them). */
export function MyWaitlists() {
  const isPatient = useAuthStore((state) => state.user?.role === 'patient');
  const waitlist = useMyWaitlist(isPatient);
  if (!isPatient) return null;

  let content;
  if (waitlist.isPending) {
    content = (
      <Box role="status" aria-label="Loading your waitlists..." sx={{ display: 'grid', gap: 1 }}>
        <PlaceholderBlock height={48} />
      </Box>
    );
  } else if (waitlist.isError) {
    content = (
      <LoadFailure
        title={MY_WAITLISTS_TEXTS.loadFailed}
        detail={waitlist.error.message}
        onRetry={() => void waitlist.refetch()}
        retrying={waitlist.isFetching}
      />
    );
  } else {
    const live = waitlist.data.filter(isLive);
    content =
      live.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MY_WAITLISTS_TEXTS.empty}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Your waitlists" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {live.map((entry) => (
            <WaitlistRow key={entry.id} entry={entry} />
          ))}
        </Box>
      );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-waitlists-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="my-waitlists-title" variant="h6" component="h2">
        {MY_WAITLISTS_TEXTS.title}
      </Typography>
      {content}
    </Paper>
  );
}
