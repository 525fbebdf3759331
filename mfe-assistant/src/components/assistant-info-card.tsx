import { Alert, Card, CardContent, Typography } from '@mui/material';
import { IconTile } from '@telehealth/shared-ui';
import { AssistantIcon } from '@telehealth/shared-ui/icons';
import { useId } from 'react';

const HELPS_WITH = [
  'General information about symptoms and conditions',
  'How urgent a symptom sounds',
  'Which kind of specialist to consult',
  'Finding a free doctor of that specialty',
] as const;

/** Spec §2: what the assistant helps with, and the disclaimer (only general information). */
export function AssistantInfoCard() {
  const titleId = useId();
  return (
    <Card component="aside" aria-labelledby={titleId}>
      <CardContent sx={{ p: 3, display: 'grid', gap: 1.5 }}>
        <IconTile>
          <AssistantIcon />
        </IconTile>
        <Typography id={titleId} variant="h6" component="h2">
          How the assistant can help
        </Typography>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {HELPS_WITH.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Typography>
        <Alert severity="info" variant="outlined" aria-label="Disclaimer">
          This AI assistant gives general information only. It does not diagnose conditions or recommend treatment, and it is not a
          substitute for a doctor. In an emergency, call your local emergency number now.
        </Alert>
      </CardContent>
    </Card>
  );
}
