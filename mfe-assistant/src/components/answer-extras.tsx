import { Alert, Box, Button, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { AlertColor } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@telehealth/federation';
import { SPECIALTIES } from '@telehealth/shared-api';
import type { AssistantSuggestion, AssistantUrgency } from '@telehealth/shared-api';
import { formatDate } from '@telehealth/shared-ui';
import { FindDoctorIcon } from '@telehealth/shared-ui/icons';
import { CRISIS_CALLS, CallButtons, EMERGENCY_CALLS } from './emergency-calls';

const URGENCY: Record<AssistantUrgency, { severity: AlertColor; title: string; text: string }> = {
  emergency: {
    severity: 'error',
    title: 'Emergency',
    text: 'This may be a medical emergency. Call your local emergency number now.',
  },
  today: { severity: 'warning', title: 'See a doctor today', text: 'This sounds like it should be checked by a doctor today.' },
  days: { severity: 'info', title: 'Book within a few days', text: 'Book an appointment with a doctor within the next few days.' },
  'self-care': {
    severity: 'success',
    title: 'Self-care',
    text: 'This is usually manageable with self-care. The answer says when to seek help.',
  },
};

const CRISIS_TITLE = "You don't have to face this alone";
const CRISIS_TEXT =
  "I'm really sorry you're going through this. Please talk to someone now: a crisis line is free and there day and night.";

/** How urgent the message sounds, as a coloured banner at the top of the answer (emergency first). */
export function UrgencyBanner({
  urgency,
  emergency,
  crisis,
}: {
  urgency: AssistantUrgency | null | undefined;
  emergency?: boolean;
  crisis?: boolean;
}) {
  const level: AssistantUrgency | null = emergency ? 'emergency' : (urgency ?? null);
  if (!level) return null;
  const { severity, title, text } = URGENCY[level];
  return (
    <Alert
      severity={severity}
      variant={level === 'emergency' ? 'filled' : 'standard'}
      role={level === 'emergency' ? 'alert' : 'note'}
      aria-label={title}
      sx={{ mb: 1 }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        {crisis ? CRISIS_TITLE : title}
      </Box>
      {crisis ? CRISIS_TEXT : text}
      {crisis ? <CallButtons numbers={CRISIS_CALLS} label="Call a crisis line" inverted /> : null}
      {level === 'emergency' ? <CallButtons numbers={EMERGENCY_CALLS} label="Call the emergency number" inverted /> : null}
    </Alert>
  );
}

const isSpecialty = (value: string) => (SPECIALTIES as readonly string[]).includes(value);

/**
 * The specialties to consult, each a button to the doctor search filtered to it, with the day
 * of the first free slot when the directory has one. The link is built here from the specialty,
 * not taken from the answer, so it can only lead to the product's search.
 */
export function SuggestionLinks({ suggestions }: { suggestions: readonly AssistantSuggestion[] | undefined }) {
  const shown = (suggestions ?? []).filter((s) => isSpecialty(s.specialty));
  if (!shown.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }} aria-label="Suggested specialists" role="group">
      {shown.map((suggestion) => {
        const day = suggestion.firstFreeSlot ? formatDate(suggestion.firstFreeSlot) : '';
        return (
          <Button
            key={suggestion.specialty}
            component={RouterLink}
            to={paths.doctors({ specialization: suggestion.specialty })}
            variant="outlined"
            size="small"
            startIcon={<FindDoctorIcon />}
            sx={{ textAlign: 'left', bgcolor: 'background.paper' }}
          >
            <span>
              Find {suggestion.specialty} doctors
              {day ? (
                <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', textTransform: 'none' }}>
                  First free slot: {day}
                </Typography>
              ) : null}
            </span>
          </Button>
        );
      })}
    </Stack>
  );
}
