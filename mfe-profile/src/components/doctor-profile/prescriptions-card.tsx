import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { TitledCard } from './titled-card';
import { DescriptionOutlinedIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

/** Where the doctor writes and reviews prescriptions (the Prescriptions page). */
export function PrescriptionsCard() {
  return (
    <TitledCard icon={<DescriptionOutlinedIcon color="primary" aria-hidden />} title="Prescriptions">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Write prescriptions for your patients and look back at the ones you have issued.
      </Typography>
      <Button component={Link} to={paths.prescriptions()} variant="outlined">
        Go to Prescriptions
      </Button>
    </TitledCard>
  );
}
