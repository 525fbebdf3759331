import { Button, Paper } from '@mui/material';
import { EmptyState } from '@telehealth/shared-ui';
import { AddIcon, AssignmentIndOutlinedIcon } from '@telehealth/shared-ui/icons';

export interface ProfilePromptProps {
  role: 'patient' | 'doctor';
  onCreate: () => void;
}

const WHY = {
  patient:
    'Complete your profile so your doctors know your date of birth, blood group and emergency contact. You need a patient profile to book appointments.',
  doctor:
    'Complete your profile to appear in doctor search: patients see your specialization, experience, fee and languages, and book the times you make available.',
} as const;

/** Shown on the Patient Profile / Doctor Profile tab until the user has created one. */
export function ProfilePrompt({ role, onCreate }: ProfilePromptProps) {
  return (
    <Paper variant="outlined" sx={{ borderStyle: 'dashed' }}>
      <EmptyState
        icon={<AssignmentIndOutlinedIcon />}
        title="Complete your profile"
        description={WHY[role]}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {role === 'doctor' ? 'Create Doctor Profile' : 'Create Patient Profile'}
          </Button>
        }
      />
    </Paper>
  );
}
