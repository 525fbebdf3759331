/**
 * The pre-join check: opens camera and microphone with the remembered devices, lists the
 * devices, measures the microphone level, and explains a failure (media-devices.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeMediaError, listDevices, loadDeviceChoice, openMedia, saveDeviceChoice, stopStream } from '../call/media-devices';
import type { DeviceChoice, DeviceLists, MediaProblem } from '../call/media-devices';

export type MediaCheckStatus = 'idle' | 'opening' | 'ready' | 'failed';

export interface MediaCheck {
  status: MediaCheckStatus;
  stream: MediaStream | null;
  problem: MediaProblem | null;
  /** Audio only was chosen ("Join without camera"). */
  audioOnly: boolean;
  devices: DeviceLists;
  choice: DeviceChoice;
  /** Microphone level 0–100, for the meter. */
  level: number;
  retry: () => void;
  joinWithoutCamera: () => void;
  choose: (change: DeviceChoice) => void;
  /** Hands the stream to the call: the check no longer stops it on unmount. */
  takeStream: () => MediaStream | null;
}

const NO_DEVICES: DeviceLists = { cameras: [], microphones: [], speakers: [] };

export function useMediaCheck(enabled: boolean): MediaCheck {
  const [status, setStatus] = useState<MediaCheckStatus>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  const [devices, setDevices] = useState<DeviceLists>(NO_DEVICES);
  const [choice, setChoice] = useState<DeviceChoice>(() => loadDeviceChoice());
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const handedOver = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setStatus('opening');
    setProblem(null);
    openMedia(choice, !audioOnly).then(
      async (opened) => {
        if (cancelled) {
          stopStream(opened);
          return;
        }
        if (!handedOver.current) stopStream(streamRef.current);
        handedOver.current = false;
        streamRef.current = opened;
        setStream(opened);
        setStatus('ready');
        // Labels are only readable once a permission was given.
        setDevices(await listDevices().catch(() => NO_DEVICES));
      },
      async (error: unknown) => {
        if (cancelled) return;
        console.error('Camera or microphone could not be opened', error);
        setProblem(describeMediaError(error, !audioOnly));
        setStatus('failed');
        setDevices(await listDevices().catch(() => NO_DEVICES));
      },
    );
    return () => {
      cancelled = true;
    };
    // A new attempt on Retry, another device or audio only.
  }, [enabled, attempt, audioOnly, choice.cameraId, choice.microphoneId]); // eslint-disable-line react-hooks/exhaustive-deps

  // Stop the preview when the page goes away without joining.
  useEffect(
    () => () => {
      if (!handedOver.current) stopStream(streamRef.current);
    },
    [],
  );

  const level = useLevel(stream);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const joinWithoutCamera = useCallback(() => {
    setAudioOnly(true);
    setAttempt((n) => n + 1);
  }, []);
  const choose = useCallback((change: DeviceChoice) => {
    setChoice((current) => {
      const next = { ...current, ...change };
      saveDeviceChoice(next);
      return next;
    });
  }, []);
  const takeStream = useCallback(() => {
    handedOver.current = true;
    return streamRef.current;
  }, []);

  return { status, stream, problem, audioOnly, devices, choice, level, retry, joinWithoutCamera, choose, takeStream };
}

/** The microphone's level (0–100), read about 10 times a second; 0 where Web Audio is missing. */
export function useLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const AudioContextClass = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!stream || !AudioContextClass || stream.getAudioTracks().length === 0) {
      setLevel(0);
      return;
    }
    const context = new AudioContextClass();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // A context made before any click starts suspended (autoplay policy): resume it now, and
    // again on the first click.
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    document.addEventListener('pointerdown', resume, { once: true });
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      const rms = Math.sqrt(sum / samples.length);
      setLevel(Math.min(100, Math.round(rms * 300)));
    }, 100);
    return () => {
      clearInterval(timer);
      document.removeEventListener('pointerdown', resume);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return level;
}
