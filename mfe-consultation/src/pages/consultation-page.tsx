import { Box, Typography } from '@mui/material';
import { remoteModules } from '@telehealth/federation';
import { useId } from 'react';

/** Placeholder until the section is built (spec §2 Video consultation). */
export function ConsultationPage() {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography id={titleId} component="h1" variant="h4" gutterBottom>
        {remoteModules.consultation.title}
      </Typography>
      <Typography color="text.secondary">Video consultations with your doctor are coming soon.</Typography>
    </Box>
  );
}
