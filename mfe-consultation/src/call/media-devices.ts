/**
 * Camera and microphone: asking for them with the remembered devices, and turning a refusal into
 * words a patient can act on (what happened, and how to fix it in the browser they are using).
 */

export type MediaProblemKind = 'denied' | 'missing' | 'in-use' | 'insecure' | 'unknown';

export interface MediaProblem {
  kind: MediaProblemKind;
  /** What happened, one sentence. */
  title: string;
  /** How to fix it, step by step, for this browser. */
  steps: string[];
}

/** The devices chosen in the pre-join check, remembered for the next call on this browser. */
export interface DeviceChoice {
  cameraId?: string;
  microphoneId?: string;
  speakerId?: string;
}

export const DEVICE_CHOICE_KEY = 'telehealth.consultation.devices';

export function loadDeviceChoice(): DeviceChoice {
  try {
    const stored = JSON.parse(localStorage.getItem(DEVICE_CHOICE_KEY) ?? '{}') as unknown;
    if (!stored || typeof stored !== 'object') return {};
    const { cameraId, microphoneId, speakerId } = stored as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return { cameraId: text(cameraId), microphoneId: text(microphoneId), speakerId: text(speakerId) };
  } catch {
    return {};
  }
}

export function saveDeviceChoice(choice: DeviceChoice): void {
  try {
    localStorage.setItem(DEVICE_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the choice is only forgotten next time.
  }
}

export type BrowserFamily = 'chrome' | 'edge' | 'firefox' | 'safari' | 'other';

export function browserFamily(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): BrowserFamily {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

function allowSteps(browser: BrowserFamily, what: string): string[] {
  switch (browser) {
    case 'chrome':
    case 'edge':
      return [
        `Click the camera icon (or the site settings icon) at the left of the address bar.`,
        `Set ${what} to Allow for this site.`,
        'Press Retry below.',
      ];
    case 'firefox':
      return [
        'Click the crossed-out camera or microphone icon in the address bar.',
        `Remove the "Blocked" permission for ${what}.`,
        'Press Retry below and choose Allow when Firefox asks.',
      ];
    case 'safari':
      return ['Open Safari > Settings for This Website (or Settings > Websites).', `Set ${what} to Allow.`, 'Press Retry below.'];
    default:
      return [`Allow ${what} for this site in your browser's site settings.`, 'Press Retry below.'];
  }
}

/** What a getUserMedia failure means and how to fix it here. */
export function describeMediaError(error: unknown, wantedVideo = true, browser: BrowserFamily = browserFamily()): MediaProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  const what = wantedVideo ? 'Camera and Microphone' : 'Microphone';
  const device = wantedVideo ? 'camera or microphone' : 'microphone';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return {
        kind: 'denied',
        title: `Your browser is blocking access to your ${device}.`,
        steps: [
          ...allowSteps(browser, what),
          'If it is still blocked, your computer may block the browser: on macOS check System Settings > Privacy & Security > Camera and Microphone; on Windows, Settings > Privacy > Camera.',
        ],
      };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return {
        kind: 'missing',
        title: `No ${device} was found.`,
        steps: [
          `Connect a ${device} (or switch it on), then press Retry.`,
          'If one is connected, choose another device in the lists below.',
          'You can also join without camera: the doctor will hear you.',
        ],
      };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return {
        kind: 'in-use',
        title: `Your ${device} is being used by another application.`,
        steps: [
          'Close other apps or browser tabs that use the camera (video calls, recorders), then press Retry.',
          'If that does not help, unplug and reconnect the device, or restart the browser.',
        ],
      };
    case 'TypeError':
      return {
        kind: 'insecure',
        title: 'This page cannot use your camera here.',
        steps: ['Open the consultation from the product address starting with https://, then press Retry.'],
      };
    default:
      return {
        kind: 'unknown',
        title: `Your ${device} could not be started.`,
        steps: ['Press Retry. If it keeps failing, restart the browser or join without camera.'],
      };
  }
}

/** Camera and microphone with the chosen devices; audio only when `video` is false. */
export async function openMedia(choice: DeviceChoice, video = true): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw Object.assign(new Error('Media devices are not available'), { name: 'TypeError' });
  }
  const audio: MediaTrackConstraints | boolean = choice.microphoneId ? { deviceId: { ideal: choice.microphoneId } } : true;
  const camera: MediaTrackConstraints | boolean = video
    ? { ...(choice.cameraId ? { deviceId: { ideal: choice.cameraId } } : {}), width: { ideal: 1280 }, height: { ideal: 720 } }
    : false;
  return navigator.mediaDevices.getUserMedia({ audio, video: camera });
}

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

export async function listDevices(): Promise<DeviceLists> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    speakers: devices.filter((d) => d.kind === 'audiooutput'),
  };
}

/** Whether this browser lets a page pick the speaker (HTMLMediaElement.setSinkId). */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}
