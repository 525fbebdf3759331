import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { SignUpRole } from '@telehealth/shared-api';
import { IconTile } from '@telehealth/shared-ui';
import { paths } from '@telehealth/federation';
import { AssignmentIndOutlinedIcon } from '@telehealth/shared-ui/icons';

/** What a brand-new account should set up first. */
const SETUP_PROMPT: Record<SignUpRole, { title: string; text: string; cta: string }> = {
  patient: {
    title: 'Set up your health profile',
    text: 'Add your date of birth, gender and blood group once, and every doctor you book sees them. You can also do this when you book your first appointment.',
    cta: 'Create Profile',
  },
  doctor: {
    title: 'Set up your practice',
    text: 'Complete your doctor profile and choose your weekly availability: patients can find and book you once both are done.',
    cta: 'Complete Profile',
  },
};

/** The one-time prompt of a brand-new account's first dashboard; "Not now" hides it. */
export default function SetupPrompt({ role, onDismiss }: { role: SignUpRole; onDismiss: () => void }) {
  const prompt = SETUP_PROMPT[role];
  return (
    <Card
      component="section"
      aria-labelledby="dashboard-setup-title"
      sx={{ borderColor: 'primary.main', borderWidth: 1, borderStyle: 'solid' }}
    >
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, p: 3 }}>
        <IconTile>
          <AssignmentIndOutlinedIcon />
        </IconTile>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="dashboard-setup-title" variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {prompt.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {prompt.text}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.profile()} variant="contained">
            {prompt.cta}
          </Button>
          <Button onClick={onDismiss}>Not now</Button>
        </Box>
      </CardContent>
    </Card>
  );
}
