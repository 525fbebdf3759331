import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, TextField, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  doctorsApi,
  errorMessage,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MESSAGES,
  TIME_OFF_NOTE_MAX_LENGTH,
  timeOffDays,
} from '@telehealth/shared-api';
import type { Doctor, TimeOff, TimeOffConflict } from '@telehealth/shared-api';
import { ConfirmDialog, toast } from '@telehealth/shared-ui';
import { EventNoteOutlinedIcon } from '@telehealth/shared-ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { formatTimeZone } from '../doctor-profile/time-zones';
import { formatRange, todayIn } from './time-off-dates';
import {
  applyVisitChoices,
  cancelReasonProblem,
  TIME_OFF_VISIT_TEXTS,
  TimeOffVisits,
  VisitFailures,
  type VisitChoice,
} from './time-off-visits';

export const TIME_OFF_TEXTS = {
  title: 'Time off',
  intro: 'Patients cannot book you on these days. Visits already booked stay booked unless you choose otherwise below.',
  loading: 'Loading your time off…',
  loadFailed: 'We could not load your time off.',
  retry: 'Try again',
  empty: 'No time off planned.',
  firstDay: 'First day off',
  lastDay: 'Last day off',
  lastDayHelp: 'Leave empty for a single day',
  note: 'Note (optional)',
  add: 'Add time off',
  addKeepingVisits: 'Add time off and keep these visits',
  addHandlingVisits: 'Add time off and update these visits',
  checking: 'Checking your visits on these days…',
  checkFailed: 'We could not check your visits on these days.',
  conflictsTitle: 'These visits fall in your time off:',
  noConflicts: 'No booked visits on these days.',
  removeTitle: 'Remove this time off?',
  removeMessage: (range: string) => `${range} will be open for booking again.`,
  remove: 'Remove',
  removeLabel: (range: string) => `Remove time off ${range}`,
  removeFailed: (reason: string) => `Could not remove the time off. ${reason}`,
  addFailed: (reason: string) => `Could not add the time off. ${reason}`,
} as const;

const timeOffKey = (doctorId: string) => ['care-profile', 'time-off', doctorId] as const;

/** What the form can send: a checked range, or why not (shown under the field). */
function rangeOf(startDate: string, endDate: string, today: string): { range?: { startDate: string; endDate?: string }; error?: string } {
  if (!startDate) return {};
  if (startDate < today) return { error: TIME_OFF_MESSAGES.inThePast };
  if (!endDate) return { range: { startDate } };
  if (endDate < startDate) return { error: TIME_OFF_MESSAGES.endBeforeStart };
  if (timeOffDays(startDate, endDate) > TIME_OFF_MAX_DAYS) return { error: TIME_OFF_MESSAGES.tooLong };
  return { range: { startDate, endDate } };
}

/**
 * The doctor's time off: the days they take no bookings (their own time zone), listed with a
 * remove button (confirmed), and a form to add a day or a range with a note. Before adding,
 * the visits already booked on those days are shown, each (or all at once) to keep, to ask the
 * patient to reschedule (keeping the payment) or to cancel with a full refund.
 */
export function TimeOffCard({ doctor }: { doctor: Doctor }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const today = todayIn(doctor.timeZone);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [note, setNote] = useState('');
  const [removing, setRemoving] = useState<TimeOff | null>(null);
  const { range, error: rangeError } = rangeOf(startDate, endDate, today);
  const [choices, setChoices] = useState<Record<string, VisitChoice>>({});
  const [cancelReason, setCancelReason] = useState<string>(TIME_OFF_VISIT_TEXTS.defaultReason);
  const [triedSave, setTriedSave] = useState(false);
  const [visitFailures, setVisitFailures] = useState<string[]>([]);

  const list = useQuery({ queryKey: timeOffKey(doctor._id), queryFn: ({ signal }) => doctorsApi.timeOff(signal) });
  const conflicts = useQuery({
    queryKey: [...timeOffKey(doctor._id), 'conflicts', range?.startDate, range?.endDate],
    queryFn: ({ signal }) => doctorsApi.timeOffConflicts(range!, signal),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });

  const add = useMutation({
    // The time off first (no new booking lands in it), then each visit as the doctor chose.
    mutationFn: async (chosen: { visits: TimeOffConflict[]; choices: Record<string, VisitChoice>; reason: string }) => {
      await doctorsApi.addTimeOff({ ...range!, note: note.trim() });
      return applyVisitChoices(chosen.visits, chosen.choices, chosen.reason);
    },
    onSuccess: (outcome) => {
      const changed = outcome.asked + outcome.cancelled;
      toast.success(
        changed > 0
          ? `${TIME_OFF_MESSAGES.added}. ${TIME_OFF_VISIT_TEXTS.done(outcome.asked, outcome.cancelled)}`
          : TIME_OFF_MESSAGES.added,
      );
      setVisitFailures(outcome.failures);
      setStartDate('');
      setEndDate('');
      setNote('');
      setChoices({});
      setTriedSave(false);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKey(doctor._id) }),
        // The appointment lists (mfe-booking's key) show the cancelled and the asked visits.
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      ]),
  });
  const remove = useMutation({
    mutationFn: (entry: TimeOff) => doctorsApi.removeTimeOff(entry.id),
    onSuccess: () => {
      toast.success(TIME_OFF_MESSAGES.removed);
      setRemoving(null);
    },
    onError: (error) => {
      setRemoving(null);
      toast.error(TIME_OFF_TEXTS.removeFailed(errorMessage(error, '')));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffKey(doctor._id) }),
  });

  const visits = range && conflicts.data && !conflicts.isPlaceholderData ? conflicts.data : undefined;
  const anyChange = !!visits && visits.some((visit) => (choices[visit.appointmentId] ?? 'keep') !== 'keep');
  const anyCancel = !!visits && visits.some((visit) => choices[visit.appointmentId] === 'cancel');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTriedSave(true);
    if (!range || add.isPending) return;
    if (anyCancel && cancelReasonProblem(cancelReason)) return;
    setVisitFailures([]);
    add.mutate({ visits: visits ?? [], choices, reason: cancelReason });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <EventNoteOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <div>
            <Typography id={titleId} variant="h6" component="h3">
              {TIME_OFF_TEXTS.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {TIME_OFF_TEXTS.intro} Days in {formatTimeZone(doctor.timeZone)}.
            </Typography>
          </div>
        </Stack>

        {list.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{TIME_OFF_TEXTS.loading}</Typography>
          </Stack>
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {TIME_OFF_TEXTS.retry}
              </Button>
            }
          >
            {TIME_OFF_TEXTS.loadFailed} {errorMessage(list.error, '')}
          </Alert>
        ) : list.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {TIME_OFF_TEXTS.empty}
          </Typography>
        ) : (
          <Stack component="ul" aria-label="Your time off" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.data.map((entry) => {
              const label = formatRange(entry.startDate, entry.endDate);
              return (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                      {label}
                    </Typography>
                    {entry.note && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {entry.note}
                      </Typography>
                    )}
                  </Box>
                  <Button size="small" color="error" aria-label={TIME_OFF_TEXTS.removeLabel(label)} onClick={() => setRemoving(entry)}>
                    {TIME_OFF_TEXTS.remove}
                  </Button>
                </Box>
              );
            })}
          </Stack>
        )}

        <Divider sx={{ my: 2.5 }} />

        <Box component="form" noValidate onSubmit={submit} aria-label="Add time off">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                label={TIME_OFF_TEXTS.firstDay}
                required
                fullWidth
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
                error={rangeError !== undefined}
                helperText={rangeError ?? ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              />
              <TextField
                type="date"
                label={TIME_OFF_TEXTS.lastDay}
                fullWidth
                value={endDate}
                onChange={(event) => setEndDate(event.target.value)}
                helperText={TIME_OFF_TEXTS.lastDayHelp}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || today } }}
              />
            </Stack>
            <TextField
              label={TIME_OFF_TEXTS.note}
              fullWidth
              value={note}
              onChange={(event) => setNote(event.target.value)}
              helperText={`${note.length}/${TIME_OFF_NOTE_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: TIME_OFF_NOTE_MAX_LENGTH } }}
            />

            <Box aria-live="polite">
              {range && conflicts.isFetching && !visits ? (
                <Typography variant="body2" role="status">
                  {TIME_OFF_TEXTS.checking}
                </Typography>
              ) : range && conflicts.isError ? (
                <Alert severity="warning">
                  {TIME_OFF_TEXTS.checkFailed} {errorMessage(conflicts.error, '')}
                </Alert>
              ) : visits && visits.length > 0 ? (
                // No icon column: the choices need the whole width at 320 px.
                <Alert severity="warning" icon={false} sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
                  <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                    {TIME_OFF_TEXTS.conflictsTitle}
                  </Typography>
                  <TimeOffVisits
                    visits={visits}
                    choices={choices}
                    onChoose={(appointmentId, choice) => setChoices((current) => ({ ...current, [appointmentId]: choice }))}
                    onChooseAll={(choice) => setChoices(Object.fromEntries(visits.map((visit) => [visit.appointmentId, choice])))}
                    reason={cancelReason}
                    onReasonChange={setCancelReason}
                    showReasonProblem={triedSave}
                    disabled={add.isPending}
                  />
                </Alert>
              ) : visits ? (
                <Typography variant="body2" color="text.secondary">
                  {TIME_OFF_TEXTS.noConflicts}
                </Typography>
              ) : null}
            </Box>

            {add.isError && <Alert severity="error">{TIME_OFF_TEXTS.addFailed(errorMessage(add.error, ''))}</Alert>}
            <VisitFailures failures={visitFailures} />

            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={!range || add.isPending}
                startIcon={add.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {visits && visits.length > 0
                  ? anyChange
                    ? TIME_OFF_TEXTS.addHandlingVisits
                    : TIME_OFF_TEXTS.addKeepingVisits
                  : TIME_OFF_TEXTS.add}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>

      <ConfirmDialog
        open={removing !== null}
        title={TIME_OFF_TEXTS.removeTitle}
        message={removing ? TIME_OFF_TEXTS.removeMessage(formatRange(removing.startDate, removing.endDate)) : ''}
        confirmLabel={TIME_OFF_TEXTS.remove}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
