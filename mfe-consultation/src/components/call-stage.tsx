import { Alert, Box, Button, Chip, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { Quality } from '../call/connection-quality';
import type { CallSnapshot } from '../call/consultation-call';
import { UserAvatar } from '@telehealth/shared-ui';
import { CheckCircleIcon } from '@telehealth/shared-ui/icons';
import { CallEndIcon, CameraIcon, CameraOffIcon, MicIcon, MicOffIcon, ScreenShareIcon } from './call-icons';
import { VideoTile } from './video-tile';

export interface CallStageProps {
  snapshot: CallSnapshot;
  /** Shown while the other side is not connected, e.g. 'Waiting for Alex Morgan to join...'. */
  waitingText: string;
  /** A second line under the waiting text (the patient's waiting room). */
  waitingDetail?: string;
  peerLabel: string;
  /** The other person's name and photo, shown when their camera is off. */
  peerName: string;
  peerImage?: string | null;
  /** Our socket is in the room: the "Connected" tick beside the waiting text. */
  inRoom: boolean;
  micOn: boolean;
  cameraOn: boolean;
  hasCamera: boolean;
  sharing: boolean;
  canShare: boolean;
  sinkId?: string;
  /** The picture our self-view shows (the screen while sharing). */
  selfStream: MediaStream | null;
  onToggleMic: () => void;
  onToggleCamera: () => void;
  onToggleShare?: () => void;
  onAudioOnly: () => void;
  onKeepVideo: () => void;
  /** End Session (doctor) or Leave Session (patient). */
  leaveLabel: string;
  onLeave: () => void;
  /** Extra actions (the doctor's Create Prescription). */
  extraActions?: ReactNode;
}

const QUALITY_COLOR: Record<Quality, 'success' | 'warning' | 'error'> = { good: 'success', poor: 'warning', lost: 'error' };

/** The call: remote video, self-view labelled You, status, timer and controls. */
export function CallStage(props: CallStageProps) {
  const { snapshot } = props;
  const peerThere = snapshot.connected && !!snapshot.remoteStream;
  // Connected with the camera off (or no camera at all): the person, not a black tile.
  const peerCameraOff = peerThere && !snapshot.reconnecting && snapshot.peerMedia?.video === false;
  const peerMuted = snapshot.peerPresent && snapshot.peerMedia?.audio === false;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <CallTimer startedAt={snapshot.connected || snapshot.phase === 'live' ? snapshot.startedAt : null} />
        {snapshot.quality && snapshot.connected ? (
          <>
            <Chip
              size="small"
              variant="outlined"
              color={QUALITY_COLOR[snapshot.quality.local]}
              label={`Your connection: ${snapshot.quality.local}`}
            />
            <Chip
              size="small"
              variant="outlined"
              color={QUALITY_COLOR[snapshot.quality.remote]}
              label={`${props.peerLabel}'s connection: ${snapshot.quality.remote}`}
            />
          </>
        ) : null}
        {snapshot.connected ? <Chip size="small" color="success" label="Call connected" /> : null}
      </Box>
      {snapshot.reconnecting ? (
        <Alert severity="warning" role="status">
          Reconnecting…
        </Alert>
      ) : null}
      {snapshot.suggestAudioOnly && props.cameraOn ? (
        <Alert
          severity="info"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" color="inherit" onClick={props.onAudioOnly}>
                Switch to audio only
              </Button>
              <Button size="small" color="inherit" onClick={props.onKeepVideo}>
                Keep video
              </Button>
            </Box>
          }
        >
          The video connection has been poor for a while. Audio only may keep the call clearer.
        </Alert>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        <VideoTile
          stream={snapshot.remoteStream}
          label={props.peerLabel}
          sinkId={props.sinkId}
          showVideo={peerThere && !snapshot.reconnecting && !peerCameraOff}
          status={peerMuted ? <MutedBadge name={props.peerLabel} /> : null}
          placeholder={
            peerCameraOff ? (
              <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
                <UserAvatar name={props.peerName} src={props.peerImage} size={96} />
                <Typography sx={{ color: 'common.white', fontWeight: 500 }}>{props.peerLabel}</Typography>
                <Typography variant="body2">Camera is off</Typography>
              </Box>
            ) : snapshot.reconnecting && snapshot.peerPresent ? (
              <Typography>Reconnecting…</Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
                <Typography>{props.waitingText}</Typography>
                {props.waitingDetail ? <Typography variant="body2">{props.waitingDetail}</Typography> : null}
                {props.inRoom ? (
                  <Chip
                    size="small"
                    color="success"
                    icon={<CheckCircleIcon fontSize="small" />}
                    label="Connected"
                    sx={{ bgcolor: 'success.main', color: 'common.white' }}
                  />
                ) : null}
              </Box>
            )
          }
        />
        <Box sx={{ position: 'absolute', right: 12, bottom: 12, width: { xs: '32%', sm: '24%' }, minWidth: 120 }}>
          <VideoTile
            stream={props.selfStream}
            label="You"
            self={!props.sharing}
            small
            showVideo={props.sharing || (props.cameraOn && props.hasCamera)}
            placeholder={<Typography variant="caption">{props.hasCamera ? 'Camera off' : 'No camera'}</Typography>}
          />
        </Box>
      </Box>
      <Box
        role="toolbar"
        aria-label="Call controls"
        sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', alignItems: 'center' }}
      >
        <IconButton
          aria-label={props.micOn ? 'Mute microphone' : 'Unmute microphone'}
          aria-pressed={!props.micOn}
          onClick={props.onToggleMic}
          sx={switchColours(props.micOn)}
        >
          {props.micOn ? <MicIcon /> : <MicOffIcon />}
        </IconButton>
        <Box component="span">
          <IconButton
            aria-label={props.cameraOn ? 'Turn camera off' : 'Turn camera on'}
            aria-pressed={!props.cameraOn}
            onClick={props.onToggleCamera}
            disabled={!props.hasCamera}
            sx={switchColours(props.cameraOn)}
          >
            {props.cameraOn ? <CameraIcon /> : <CameraOffIcon />}
          </IconButton>
        </Box>
        {props.canShare && props.onToggleShare ? (
          <IconButton
            aria-label={props.sharing ? 'Stop sharing' : 'Share screen'}
            aria-pressed={props.sharing}
            onClick={props.onToggleShare}
            sx={{ bgcolor: props.sharing ? 'primary.main' : 'grey.200', color: props.sharing ? 'common.white' : 'text.primary' }}
          >
            <ScreenShareIcon />
          </IconButton>
        ) : null}
        <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={props.onLeave}>
          {props.leaveLabel}
        </Button>
        {props.extraActions}
      </Box>
    </Box>
  );
}

/**
 * A microphone or camera switch: grey when on, solid red when off. The hover, focus and touch
 * colours are set too: the default hover wash would paint an "off" switch white-on-grey, which
 * reads as a disabled button.
 */
function switchColours(on: boolean) {
  const colours = on ? { bgcolor: 'grey.200', color: 'text.primary' } : { bgcolor: 'error.main', color: 'common.white' };
  return {
    ...colours,
    '&:hover, &.Mui-focusVisible': { bgcolor: on ? 'grey.300' : 'error.dark', color: colours.color },
    '@media (hover: none)': { '&:hover': colours },
  } as const;
}

/** Said over the other person's tile while their microphone is off. */
function MutedBadge({ name }: { name: string }) {
  return (
    <Box
      role="status"
      aria-label={`${name}'s microphone is off`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'error.main',
        color: 'common.white',
        fontSize: '0.75rem',
        fontWeight: 500,
      }}
    >
      <MicOffIcon sx={{ fontSize: 16 }} aria-hidden />
      Muted
    </Box>
  );
}

/** mm:ss (h:mm:ss past an hour) since the session went live. */
export function formatCallTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

function CallTimer({ startedAt }: { startedAt: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  if (startedAt === null) return null;
  return <Chip size="small" role="timer" aria-label="Call time" label={formatCallTime(now - startedAt)} />;
}
