import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DescriptionOutlinedIcon } from '../icons';

/** Where the doctor writes and reviews prescriptions (the Prescriptions page). */
export function PrescriptionsCard() {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <DescriptionOutlinedIcon color="primary" aria-hidden />
          <Typography id={titleId} variant="h6" component="h3">
            Prescriptions
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Write prescriptions for your patients and look back at the ones you have issued.
        </Typography>
        <Button component={Link} to="/prescriptions" variant="outlined">
          Go to Prescriptions
        </Button>
      </CardContent>
    </Card>
  );
}
