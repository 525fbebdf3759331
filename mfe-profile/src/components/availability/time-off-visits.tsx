import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { appointmentsApi, DOCTOR_CANCEL_REASON_MAX_LENGTH, errorMessage, DOCTOR_CANCEL_MESSAGES } from '@telehealth/shared-api';
import type { TimeOffConflict } from '@telehealth/shared-api';
import { formatDay } from './time-off-dates';

/** What the doctor does with a visit that falls in new time off. */
export type VisitChoice = 'keep' | 'ask' | 'cancel';

export const VISIT_CHOICE_LABELS: Record<VisitChoice, string> = {
  keep: 'Keep it',
  ask: 'Ask to reschedule',
  cancel: 'Cancel with full refund',
};

export const TIME_OFF_VISIT_TEXTS = {
  explain:
    'Choose for each visit, or for all: keep it, ask the patient to pick a new time (they keep their payment), or cancel it with a full refund.',
  askAll: 'Ask all to reschedule',
  cancelAll: 'Cancel all with full refund',
  keepAll: 'Keep all',
  reasonLabel: 'Reason for the patients whose visit is cancelled',
  defaultReason: 'I am not available on this day.',
  choiceLabel: (visit: TimeOffConflict) =>
    `What to do with ${visit.patientName}'s visit on ${formatDay(visit.appointmentDate)}, ${visit.timeSlot}`,
  done: (asked: number, cancelled: number) =>
    [
      asked > 0 ? `${asked} ${asked === 1 ? 'patient was' : 'patients were'} asked to pick a new time` : '',
      cancelled > 0 ? `${cancelled} ${cancelled === 1 ? 'visit was' : 'visits were'} cancelled with a full refund` : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  failed: (visit: TimeOffConflict, reason: string) =>
    `${visit.patientName}, ${formatDay(visit.appointmentDate)} ${visit.timeSlot}: ${reason}`,
  failedTitle: 'The time off is saved, but these visits could not be changed:',
} as const;

/** The reason given to patients, or the problem with it (only checked when a visit is cancelled). */
export function cancelReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return DOCTOR_CANCEL_MESSAGES.reasonRequired;
  if (trimmed.length > DOCTOR_CANCEL_REASON_MAX_LENGTH) return DOCTOR_CANCEL_MESSAGES.reasonTooLong;
  return null;
}

export interface VisitOutcome {
  asked: number;
  cancelled: number;
  failures: string[];
}

/**
 * Carries out the doctor's choices after the time off is saved, one visit at a time (each is
 * its own change on the server: a failure of one leaves the others done).
 */
export async function applyVisitChoices(
  visits: readonly TimeOffConflict[],
  choices: Readonly<Record<string, VisitChoice>>,
  reason: string,
): Promise<VisitOutcome> {
  const outcome: VisitOutcome = { asked: 0, cancelled: 0, failures: [] };
  for (const visit of visits) {
    const choice = choices[visit.appointmentId] ?? 'keep';
    if (choice === 'keep') continue;
    try {
      if (choice === 'ask') {
        await appointmentsApi.requestReschedule(visit.appointmentId);
        outcome.asked += 1;
      } else {
        await appointmentsApi.doctorCancel(visit.appointmentId, { reason: reason.trim() });
        outcome.cancelled += 1;
      }
    } catch (error) {
      outcome.failures.push(TIME_OFF_VISIT_TEXTS.failed(visit, errorMessage(error, 'Please try again.')));
    }
  }
  return outcome;
}

export interface TimeOffVisitsProps {
  visits: readonly TimeOffConflict[];
  choices: Readonly<Record<string, VisitChoice>>;
  onChoose: (appointmentId: string, choice: VisitChoice) => void;
  onChooseAll: (choice: VisitChoice) => void;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** Show the reason's problem (after a save was tried). */
  showReasonProblem: boolean;
  disabled: boolean;
}

/** The visits inside a new time off, each with the doctor's choice, and the reason for cancelled ones. */
export function TimeOffVisits({
  visits,
  choices,
  onChoose,
  onChooseAll,
  reason,
  onReasonChange,
  showReasonProblem,
  disabled,
}: TimeOffVisitsProps) {
  const anyCancel = visits.some((visit) => choices[visit.appointmentId] === 'cancel');
  const problem = anyCancel ? cancelReasonProblem(reason) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">{TIME_OFF_VISIT_TEXTS.explain}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="For all visits">
        <Button size="small" variant="outlined" disabled={disabled} onClick={() => onChooseAll('ask')}>
          {TIME_OFF_VISIT_TEXTS.askAll}
        </Button>
        <Button size="small" variant="outlined" color="error" disabled={disabled} onClick={() => onChooseAll('cancel')}>
          {TIME_OFF_VISIT_TEXTS.cancelAll}
        </Button>
        <Button size="small" color="inherit" disabled={disabled} onClick={() => onChooseAll('keep')}>
          {TIME_OFF_VISIT_TEXTS.keepAll}
        </Button>
      </Box>
      <Box component="ul" aria-label="Visits in this time off" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {visits.map((visit) => (
          <Box
            component="li"
            key={visit.appointmentId}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 220px' },
              alignItems: 'center',
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {formatDay(visit.appointmentDate)}, {visit.timeSlot} — {visit.patientName}
            </Typography>
            <TextField
              select
              size="small"
              value={choices[visit.appointmentId] ?? 'keep'}
              onChange={(event) => onChoose(visit.appointmentId, event.target.value as VisitChoice)}
              disabled={disabled}
              slotProps={{ htmlInput: { 'aria-label': TIME_OFF_VISIT_TEXTS.choiceLabel(visit) } }}
            >
              {(Object.keys(VISIT_CHOICE_LABELS) as VisitChoice[]).map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {VISIT_CHOICE_LABELS[choice]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ))}
      </Box>
      {anyCancel ? (
        <TextField
          label={TIME_OFF_VISIT_TEXTS.reasonLabel}
          required
          fullWidth
          multiline
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          disabled={disabled}
          error={showReasonProblem && !!problem}
          helperText={showReasonProblem && problem ? problem : `${reason.trim().length}/${DOCTOR_CANCEL_REASON_MAX_LENGTH} characters`}
        />
      ) : null}
    </Box>
  );
}

/** Shown after saving when some visits could not be changed. */
export function VisitFailures({ failures }: { failures: readonly string[] }) {
  if (failures.length === 0) return null;
  return (
    <Alert severity="error">
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {TIME_OFF_VISIT_TEXTS.failedTitle}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </Box>
    </Alert>
  );
}
