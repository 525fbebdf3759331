import { browserFamily, describeMediaError, DEVICE_CHOICE_KEY, loadDeviceChoice, saveDeviceChoice } from './media-devices';

const error = (name: string) => Object.assign(new Error(name), { name });

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const EDGE = `${CHROME} Edg/131.0.0.0`;

describe('what a camera failure means', () => {
  it('tells the browser family from its user agent', () => {
    expect([CHROME, FIREFOX, SAFARI, EDGE].map(browserFamily)).toEqual(['chrome', 'firefox', 'safari', 'edge']);
  });

  it('a denied permission: how to allow it in this browser', () => {
    expect(describeMediaError(error('NotAllowedError'), true, 'chrome')).toMatchObject({
      kind: 'denied',
      title: 'Your browser is blocking access to your camera or microphone.',
    });
    expect(describeMediaError(error('NotAllowedError'), true, 'chrome').steps[0]).toMatch(/address bar/);
    expect(describeMediaError(error('NotAllowedError'), true, 'firefox').steps.join(' ')).toMatch(/"Blocked" permission/);
    expect(describeMediaError(error('NotAllowedError'), true, 'safari').steps[0]).toMatch(/Settings for This Website/);
    expect(describeMediaError(error('NotAllowedError'), false, 'chrome').title).toBe('Your browser is blocking access to your microphone.');
  });

  it('a missing device and a device in use are told apart', () => {
    expect(describeMediaError(error('NotFoundError')).kind).toBe('missing');
    expect(describeMediaError(error('OverconstrainedError')).kind).toBe('missing');
    expect(describeMediaError(error('NotReadableError')).kind).toBe('in-use');
    expect(describeMediaError(error('NotReadableError')).steps[0]).toMatch(/Close other apps/);
    expect(describeMediaError(error('Weird')).kind).toBe('unknown');
  });
});

describe('remembered devices', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the chosen camera, microphone and speaker for next time', () => {
    saveDeviceChoice({ cameraId: 'cam-2', microphoneId: 'mic-1', speakerId: 'spk-3' });
    expect(loadDeviceChoice()).toEqual({ cameraId: 'cam-2', microphoneId: 'mic-1', speakerId: 'spk-3' });
  });

  it('ignores a damaged stored value', () => {
    localStorage.setItem(DEVICE_CHOICE_KEY, '{not json');
    expect(loadDeviceChoice()).toEqual({});
    localStorage.setItem(DEVICE_CHOICE_KEY, JSON.stringify({ cameraId: 42 }));
    expect(loadDeviceChoice()).toEqual({ cameraId: undefined, microphoneId: undefined, speakerId: undefined });
  });
});
