import { Box, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { LinearProgress } from '@telehealth/shared-ui/mui-extras';
import { canChooseSpeaker } from '../call/media-devices';
import type { MediaCheck } from '../hooks/use-media-check';
import { MediaGuidance } from './media-guidance';
import { VideoTile } from './video-tile';

/** Camera preview, microphone level and device choice before joining (remembered for next time). */
export function PreJoinCheck({ check }: { check: MediaCheck }) {
  const { devices, choice } = check;
  const speakers = canChooseSpeaker() ? devices.speakers : [];
  return (
    <Paper variant="outlined" component="section" aria-label="Camera and microphone check" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        Check your camera and microphone
      </Typography>
      {check.problem ? (
        <MediaGuidance
          problem={check.problem}
          onRetry={check.retry}
          onJoinWithoutCamera={check.audioOnly ? undefined : check.joinWithoutCamera}
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <VideoTile
          stream={check.stream}
          label="You"
          self
          showVideo={!check.audioOnly}
          placeholder={
            <Typography variant="body2">
              {check.status === 'opening'
                ? 'Starting your camera…'
                : check.audioOnly
                  ? 'Audio only: your camera stays off.'
                  : 'No camera picture'}
            </Typography>
          }
        />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box>
            <Typography id="mic-level-label" variant="body2" gutterBottom>
              Microphone level
            </Typography>
            <LinearProgress
              variant="determinate"
              value={check.level}
              aria-labelledby="mic-level-label"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          {!check.audioOnly ? (
            <DeviceSelect
              label="Camera"
              devices={devices.cameras}
              value={choice.cameraId}
              onChange={(cameraId) => check.choose({ cameraId })}
            />
          ) : null}
          <DeviceSelect
            label="Microphone"
            devices={devices.microphones}
            value={choice.microphoneId}
            onChange={(microphoneId) => check.choose({ microphoneId })}
          />
          {speakers.length > 0 ? (
            <DeviceSelect
              label="Speaker"
              devices={speakers}
              value={choice.speakerId}
              onChange={(speakerId) => check.choose({ speakerId })}
            />
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}

function DeviceSelect({
  label,
  devices,
  value,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string | undefined;
  onChange: (deviceId: string) => void;
}) {
  if (devices.length === 0) return null;
  const known = devices.some((device) => device.deviceId === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : devices[0].deviceId}
      onChange={(event) => onChange(event.target.value)}
    >
      {devices.map((device, index) => (
        <MenuItem key={device.deviceId || index} value={device.deviceId}>
          {device.label || `${label} ${index + 1}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
