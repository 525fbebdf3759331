import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { canChooseSpeaker } from '../call/media-devices';

export const SPEAKER_TEST_TEXT = {
  title: 'Speaker',
  help: 'Play a short tone. If you cannot hear it, turn up the volume or choose another speaker.',
  play: 'Play test sound',
  playing: 'Playing…',
  failed: 'The test sound could not play. Check that this browser tab may play sound.',
} as const;

const SAMPLE_RATE = 8000;

/** A one-second 440 Hz tone as a WAV file (16-bit mono PCM): made here, no download. */
export function testToneWav(seconds = 1, frequency = 440): Blob {
  const samples = Math.round(SAMPLE_RATE * seconds);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i += 1) {
    // A soft start and end, so the tone does not click.
    const envelope = Math.min(1, i / 400, (samples - i) / 400);
    view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * 0.4 * envelope * 0x7fff), true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

/** Plays a test tone on the chosen speaker (where the browser lets a page choose it). */
export function SpeakerTest({ speakerId }: { speakerId?: string }) {
  const audio = useRef<{ element: HTMLAudioElement; url: string } | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  // The tone is made on the first play and let go when the page closes.
  useEffect(
    () => () => {
      if (!audio.current) return;
      audio.current.element.pause();
      URL.revokeObjectURL(audio.current.url);
      audio.current = null;
    },
    [],
  );

  const play = async () => {
    setFailed(false);
    setPlaying(true);
    try {
      if (!audio.current) {
        const url = URL.createObjectURL(testToneWav());
        const element = new Audio(url);
        element.onended = () => setPlaying(false);
        audio.current = { element, url };
      }
      const { element } = audio.current;
      if (speakerId && canChooseSpeaker()) {
        await (element as HTMLAudioElement & { setSinkId(id: string): Promise<void> }).setSinkId(speakerId);
      }
      element.currentTime = 0;
      await element.play();
    } catch {
      setPlaying(false);
      setFailed(true);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {SPEAKER_TEST_TEXT.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {SPEAKER_TEST_TEXT.help}
      </Typography>
      <Box>
        <Button variant="outlined" size="small" onClick={() => void play()} disabled={playing}>
          {playing ? SPEAKER_TEST_TEXT.playing : SPEAKER_TEST_TEXT.play}
        </Button>
      </Box>
      {failed ? (
        <Alert severity="warning" role="alert">
          {SPEAKER_TEST_TEXT.failed}
        </Alert>
      ) : null}
    </Box>
  );
}
