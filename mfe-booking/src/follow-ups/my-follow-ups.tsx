import { Suspense, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { errorMessage, FOLLOW_UP_PROPOSE_QUERY_PARAM, formatMoney, useAuthStore } from '@telehealth/shared-api';
import type { FollowUpProposal } from '@telehealth/shared-api';
import { ConfirmDialog, formatDateTime, toast } from '@telehealth/shared-ui';
import { useSearchParams } from 'react-router-dom';
import { DialogLoading } from '../appointments/components/dialog-loading';
import { LoadFailure } from '../components/load-failure';
import { PlaceholderBlock } from '../components/placeholder-block';
import { doctorName } from '../doctors/doctor-format';
import { waitlistDay } from '../waitlist/waitlist-queries';
import { isOpen, useConfirmFollowUp, useDeclineFollowUp, useMyFollowUps } from './follow-up-queries';
import { FOLLOW_UP_TEXTS } from './follow-up-texts';
import { ProposeFollowUpDialog } from './propose-follow-up-button';

/** The query parameter of /appointments that names a proposal (its notification's link). */
export const FOLLOW_UP_QUERY_PARAM = 'followUp';

/** '10:00 AM', with the doctor's zone when the browser is elsewhere. */
export function followUpTime(proposal: Pick<FollowUpProposal, 'time' | 'timeZone'>): string {
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return proposal.timeZone === here ? proposal.time : `${proposal.time} (${proposal.timeZone.replace(/_/g, ' ')})`;
}

export function followUpPrice(proposal: Pick<FollowUpProposal, 'free' | 'price' | 'currency'>): string {
  return proposal.free ? FOLLOW_UP_TEXTS.free : formatMoney(proposal.price, proposal.currency);
}

function PatientProposalRow({ proposal, named }: { proposal: FollowUpProposal; named: boolean }) {
  const userId = useAuthStore((state) => state.user?.id);
  const confirm = useConfirmFollowUp(userId);
  const decline = useDeclineFollowUp();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const doctor = doctorName(proposal.doctorName);
  const day = waitlistDay(proposal.date);
  const titleId = `follow-up-${proposal.id}-title`;
  const busy = confirm.isPending || decline.isPending || confirm.data === 'paying';
  const price = followUpPrice(proposal);

  const onConfirm = () => {
    setFailure(null);
    confirm.mutate(proposal, {
      onSuccess: (outcome) => {
        if (outcome === 'booked') toast.success(FOLLOW_UP_TEXTS.confirmedToast);
      },
      onError: (error) => setFailure(errorMessage(error, 'We could not confirm this follow-up. Please try again.')),
    });
  };
  const onDecline = () => {
    setFailure(null);
    decline.mutate(proposal.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(FOLLOW_UP_TEXTS.declinedToast);
      },
      onError: (error) => {
        setAsking(false);
        setFailure(errorMessage(error, 'We could not decline this follow-up. Please try again.'));
      },
    });
  };

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      aria-current={named ? 'true' : undefined}
      sx={{
        display: 'grid',
        gap: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: named ? 'primary.main' : 'divider',
      }}
    >
      <Typography id={titleId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {`Follow-up with ${doctor}`}
      </Typography>
      <Typography variant="body2" color="primary">
        {proposal.doctorSpecialization}
      </Typography>
      <Typography variant="body2">{`${day} at ${followUpTime(proposal)} · ${price}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {FOLLOW_UP_TEXTS.heldUntil(formatDateTime(proposal.expiresAt))}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={onConfirm}
          disabled={busy}
          aria-label={`${proposal.free ? FOLLOW_UP_TEXTS.confirm : FOLLOW_UP_TEXTS.confirmAndPay(price)}: follow-up with ${doctor} on ${day}`}
        >
          {confirm.isPending || confirm.data === 'paying'
            ? FOLLOW_UP_TEXTS.confirming
            : proposal.free
              ? FOLLOW_UP_TEXTS.confirm
              : FOLLOW_UP_TEXTS.confirmAndPay(price)}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => setAsking(true)}
          disabled={busy}
          aria-label={`${FOLLOW_UP_TEXTS.decline}: follow-up with ${doctor} on ${day}`}
        >
          {FOLLOW_UP_TEXTS.decline}
        </Button>
      </Box>
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={FOLLOW_UP_TEXTS.declineTitle}
        message={FOLLOW_UP_TEXTS.declineBody}
        confirmLabel={FOLLOW_UP_TEXTS.decline}
        cancelLabel="Keep it"
        onConfirm={onDecline}
        onCancel={() => setAsking(false)}
        busy={decline.isPending}
      />
    </Box>
  );
}

function DoctorProposalRow({ proposal, now }: { proposal: FollowUpProposal; now: number }) {
  const status = proposal.status === 'proposed' && !isOpen(proposal, now) ? 'expired' : proposal.status;
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gap: 0.5, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{proposal.patientName}</Typography>
        <Chip
          size="small"
          label={FOLLOW_UP_TEXTS.statusLabel[status]}
          color={status === 'confirmed' ? 'success' : status === 'proposed' ? 'info' : 'default'}
        />
      </Box>
      <Typography variant="body2">{`${waitlistDay(proposal.date)} at ${followUpTime(proposal)} · ${followUpPrice(proposal)}`}</Typography>
      {status === 'proposed' ? (
        <Typography variant="body2" color="text.secondary">
          {FOLLOW_UP_TEXTS.heldUntil(formatDateTime(proposal.expiresAt)).replace('for you', 'for the patient')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** On /appointments: a patient's follow-ups waiting for an answer (confirm, decline); a doctor's proposals and their state. */
export function MyFollowUps() {
  const role = useAuthStore((state) => state.user?.role);
  const signedIn = role === 'patient' || role === 'doctor';
  const followUps = useMyFollowUps(signedIn);
  const [search, setSearch] = useSearchParams();
  const named = search.get(FOLLOW_UP_QUERY_PARAM);
  // The visit summary's "Propose a follow-up" leads here with the visit named.
  const proposeFor = role === 'doctor' ? search.get(FOLLOW_UP_PROPOSE_QUERY_PARAM) : null;
  const closeProposal = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FOLLOW_UP_PROPOSE_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  if (!signedIn) return null;
  const now = Date.now();

  let content;
  if (followUps.isPending) {
    content = (
      <Box role="status" aria-label={FOLLOW_UP_TEXTS.loading} sx={{ display: 'grid', gap: 1 }}>
        <PlaceholderBlock height={48} />
      </Box>
    );
  } else if (followUps.isError) {
    content = (
      <LoadFailure
        title={FOLLOW_UP_TEXTS.loadFailed}
        detail={followUps.error.message}
        onRetry={() => void followUps.refetch()}
        retrying={followUps.isFetching}
      />
    );
  } else if (role === 'patient') {
    const open = followUps.data.filter((proposal) => isOpen(proposal, now));
    content =
      open.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {FOLLOW_UP_TEXTS.emptyPatient}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Follow-ups waiting for your answer"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {open.map((proposal) => (
            <PatientProposalRow key={proposal.id} proposal={proposal} named={proposal.id === named} />
          ))}
        </Box>
      );
  } else {
    content =
      followUps.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {FOLLOW_UP_TEXTS.emptyDoctor}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Follow-ups you proposed" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {followUps.data.map((proposal) => (
            <DoctorProposalRow key={proposal.id} proposal={proposal} now={now} />
          ))}
        </Box>
      );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-follow-ups-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="my-follow-ups-title" variant="h6" component="h2">
        {FOLLOW_UP_TEXTS.title}
      </Typography>
      {content}
      {proposeFor ? (
        <Suspense fallback={<DialogLoading open text="Loading..." />}>
          <ProposeFollowUpDialog visitId={proposeFor} open onClose={closeProposal} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
