import { Box, Button, Paper, Typography } from '@mui/material';
import { paths } from '@telehealth/federation';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PreJoinCheck } from '../components/pre-join-check';
import { SpeakerTest } from '../components/speaker-test';
import { useMediaCheck } from '../hooks/use-media-check';

export const DEVICE_CHECK_TEXT = {
  title: 'Device check',
  intro:
    'Test your camera, microphone and speaker at any time before your video visit. Nobody else sees or hears you here, and nothing is recorded.',
} as const;

/**
 * /device-check: the consultation room's own camera and microphone check, with a speaker test,
 * outside any call (issue 23 point 6). The devices chosen are remembered for the room.
 */
export function DeviceCheckPage() {
  const check = useMediaCheck(true);
  useEffect(() => {
    document.title = DEVICE_CHECK_TEXT.title;
  }, []);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {DEVICE_CHECK_TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {DEVICE_CHECK_TEXT.intro}
        </Typography>
      </Box>
      <PreJoinCheck check={check} />
      <Paper variant="outlined" component="section" aria-label="Speaker check" sx={{ p: 2 }}>
        <SpeakerTest speakerId={check.choice.speakerId} />
      </Paper>
      <Box>
        <Button component={RouterLink} to={paths.appointments()} variant="contained">
          Back to Appointments
        </Button>
      </Box>
    </Box>
  );
}
