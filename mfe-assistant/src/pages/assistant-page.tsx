import { Box, Typography } from '@mui/material';
import { remoteModules } from '@telehealth/federation';
import { useId } from 'react';

/** Placeholder until the assistant is built (spec §2 AI Assistant). */
export function AssistantPage() {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography id={titleId} component="h1" variant="h4" gutterBottom>
        {remoteModules.assistant.title}
      </Typography>
      <Typography color="text.secondary">Answers to your health questions from our AI assistant are coming soon.</Typography>
    </Box>
  );
}
