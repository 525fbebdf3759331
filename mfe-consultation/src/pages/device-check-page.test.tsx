import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, signInAs, signOut } from '@telehealth/shared-ui/testing';
import DeviceCheckPage from '../exposes/device-check-page';
import { SPEAKER_TEST_TEXT, testToneWav } from '../components/speaker-test';
import { fakeStream, installMediaDevices, mediaError } from '../testing/media-fakes';
import { DEVICE_CHECK_TEXT } from './device-check-page';

beforeEach(() => signInAs({ role: 'patient' }));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

describe('the device check outside the room', () => {
  it("opens the camera and microphone with the room's own check, and plays a test tone", async () => {
    const getUserMedia = installMediaDevices(fakeStream());
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:tone'), revokeObjectURL: jest.fn() });
    const user = userEvent.setup({ delay: null });
    renderInShell(<DeviceCheckPage />, { route: '/device-check', path: '/device-check' });

    expect(screen.getByRole('heading', { level: 1, name: DEVICE_CHECK_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Camera and microphone check' })).toBeInTheDocument();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    expect(await screen.findByRole('combobox', { name: 'Camera' })).toHaveTextContent('Front camera');

    play.mockClear();
    await user.click(screen.getByRole('button', { name: SPEAKER_TEST_TEXT.play }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute('href', '/appointments');
  });

  it('explains a blocked camera and says when the tone cannot play', async () => {
    installMediaDevices(mediaError('NotAllowedError'));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:tone'), revokeObjectURL: jest.fn() });
    const user = userEvent.setup({ delay: null });
    renderInShell(<DeviceCheckPage />, { route: '/device-check', path: '/device-check' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(mediaError('NotAllowedError')));
    await user.click(screen.getByRole('button', { name: SPEAKER_TEST_TEXT.play }));
    expect(await screen.findByText(SPEAKER_TEST_TEXT.failed)).toBeInTheDocument();
  });

  it('makes a one-second WAV tone', async () => {
    const tone = testToneWav();
    expect(tone.type).toBe('audio/wav');
    expect(tone.size).toBe(44 + 8000 * 2);
  });
});
