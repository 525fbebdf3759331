import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

export interface VideoTileProps {
  stream: MediaStream | null;
  /** Shown over the video (e.g. 'You'). */
  label: string;
  /** Our own picture: muted (no echo) and mirrored like a mirror. */
  self?: boolean;
  /** Speaker to play through, where the browser can choose (setSinkId). */
  sinkId?: string;
  /** Shown instead of a picture (no stream, camera off). */
  placeholder?: ReactNode;
  showVideo?: boolean;
  small?: boolean;
  /** Shown in the tile's top corner (the other person's "Muted"). */
  status?: ReactNode;
}

/** One participant's video. Spec §2: the remote video large, a small self-view labelled You. */
export function VideoTile({ stream, label, self = false, sinkId, placeholder, showVideo = true, small = false, status }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  // The browser may refuse to play sound before the user has clicked on the page (a reload
  // mid-call): then one click starts it.
  const [blocked, setBlocked] = useState(false);
  const play = () => {
    const element = video.current;
    const playing = element?.play?.();
    if (!playing) return;
    playing.then(
      () => setBlocked(false),
      (error: unknown) => setBlocked((error as { name?: string })?.name === 'NotAllowedError'),
    );
  };
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) play();
  }, [stream]);
  useEffect(() => {
    const element = video.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (element?.setSinkId && sinkId) void element.setSinkId(sinkId).catch(() => undefined);
  }, [sinkId]);
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={{
        position: 'relative',
        m: 0,
        bgcolor: 'grey.900',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
        width: '100%',
        ...(small ? { boxShadow: 3, border: 2, borderColor: 'common.white' } : {}),
      }}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted={self}
        data-testid={self ? 'local-video' : 'remote-video'}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: stream && showVideo ? 'block' : 'none',
          transform: self ? 'scaleX(-1)' : undefined,
        }}
      />
      {!stream || !showVideo ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.300', p: 2, textAlign: 'center' }}>
          {placeholder}
        </Box>
      ) : null}
      {blocked && stream && !self ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Button variant="contained" onClick={play}>
            Start video and sound
          </Button>
        </Box>
      ) : null}
      {status ? <Box sx={{ position: 'absolute', left: 8, top: 8 }}>{status}</Box> : null}
      <Typography
        component="figcaption"
        variant="caption"
        sx={{ position: 'absolute', left: 8, bottom: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.55)', color: 'common.white' }}
      >
        {label}
      </Typography>
    </Box>
  );
}
