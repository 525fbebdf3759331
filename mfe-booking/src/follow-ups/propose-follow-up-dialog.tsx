import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { errorMessage, FOLLOW_UP_WEEKS, TIME_SLOTS, type FollowUpWeeks } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { FormControlLabel, Radio, RadioGroup, Switch } from '@telehealth/shared-ui/mui-extras';
import { useProposeFollowUp } from './follow-up-queries';
import { FOLLOW_UP_TEXTS } from './follow-up-texts';

type When = `${FollowUpWeeks}` | 'chosen';

/** The doctor proposes a follow-up of a finished visit: in 1, 2 or 4 weeks, or at a chosen time; optionally free. */
export default function ProposeFollowUpDialog({
  visitId,
  patientName,
  open,
  onClose,
}: {
  visitId: string;
  /** Named in the form when known. */
  patientName?: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const whenId = useId();
  const [when, setWhen] = useState<When>('2');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [free, setFree] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const propose = useProposeFollowUp();
  const chosen = when === 'chosen';
  const ready = !chosen || (date !== '' && time !== '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || propose.isPending) return;
    setFailure(null);
    const input = chosen ? { visitId, date, time, free } : { visitId, weeks: Number(when) as FollowUpWeeks, free };
    propose.mutate(input, {
      onSuccess: () => {
        toast.success(FOLLOW_UP_TEXTS.proposedToast);
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error, 'The follow-up could not be proposed. Please try again.')),
    });
  };

  return (
    <Dialog open={open} onClose={propose.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{FOLLOW_UP_TEXTS.proposeTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {patientName ? `${patientName}: ${FOLLOW_UP_TEXTS.proposeIntro}` : FOLLOW_UP_TEXTS.proposeIntro}
          </DialogContentText>
          <FormControl>
            <FormLabel id={whenId}>{FOLLOW_UP_TEXTS.when}</FormLabel>
            <RadioGroup aria-labelledby={whenId} value={when} onChange={(event) => setWhen(event.target.value as When)}>
              {FOLLOW_UP_WEEKS.map((weeks) => (
                <FormControlLabel key={weeks} value={`${weeks}`} control={<Radio />} label={FOLLOW_UP_TEXTS.inWeeks(weeks)} />
              ))}
              <FormControlLabel value="chosen" control={<Radio />} label={FOLLOW_UP_TEXTS.chosen} />
            </RadioGroup>
          </FormControl>
          {chosen ? (
            <>
              <TextField
                type="date"
                label={FOLLOW_UP_TEXTS.date}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField select label={FOLLOW_UP_TEXTS.time} value={time} onChange={(event) => setTime(event.target.value)} required>
                {TIME_SLOTS.map((slot) => (
                  <MenuItem key={slot} value={slot}>
                    {slot}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : null}
          <FormControlLabel
            control={<Switch checked={free} onChange={(event) => setFree(event.target.checked)} />}
            label={FOLLOW_UP_TEXTS.freeOfCharge}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={propose.isPending}>
            {FOLLOW_UP_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || propose.isPending}>
            {propose.isPending ? FOLLOW_UP_TEXTS.sending : FOLLOW_UP_TEXTS.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
