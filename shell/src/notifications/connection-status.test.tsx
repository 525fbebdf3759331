import { act, screen, waitFor } from '@testing-library/react';
import { connectSocket, disconnectSocket } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import { installFakeApi, lastFakeSocket, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import { RECONNECTING_GRACE_MS } from './connection-status';

// The socket is the network boundary of the live channel: a fake server end here.
jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

beforeEach(() => {
  signOut();
  signInAs();
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.useRealTimers();
});

/** Renders the dashboard with a connected socket. */
async function connectedApp() {
  const api = installFakeApi({ 'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }) });
  const app = await renderApp('/dashboard');
  await act(async () => {
    await connectSocket('token-1');
  });
  act(() => lastFakeSocket().serverPush('connect'));
  return { ...app, api };
}

function reconnectingShown(): boolean {
  return screen.queryByText('Reconnecting…') !== null;
}

describe('connection status in the header', () => {
  it('stays quiet for a blip, says "Reconnecting…" after a short grace, and clears once back', async () => {
    await connectedApp();
    jest.useFakeTimers();
    act(() => lastFakeSocket().serverPush('disconnect', 'transport close'));
    act(() => jest.advanceTimersByTime(RECONNECTING_GRACE_MS / 2));
    act(() => lastFakeSocket().serverPush('connect'));
    act(() => jest.advanceTimersByTime(RECONNECTING_GRACE_MS * 2));
    expect(reconnectingShown()).toBe(false);

    act(() => lastFakeSocket().serverPush('disconnect', 'transport close'));
    act(() => jest.advanceTimersByTime(RECONNECTING_GRACE_MS - 100));
    expect(reconnectingShown()).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    const status = screen.getByText('Reconnecting…').closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');

    act(() => lastFakeSocket().serverPush('connect'));
    expect(reconnectingShown()).toBe(false);
    expect(status).toBeInTheDocument();
  });

  it('re-reads the notifications and marks the live lists stale when the connection is back, not on the first connection', async () => {
    const { api, queryClient } = await connectedApp();
    await waitFor(() => expect(api.callsTo('GET /notifications')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET /notifications')).toHaveLength(1);
    queryClient.setQueryData(['appointments', 'doctor', 'upcoming'], []);
    queryClient.setQueryData(['notifications', 'appointment-activity', 'user-1'], []);

    act(() => lastFakeSocket().serverPush('disconnect', 'transport close'));
    act(() => lastFakeSocket().serverPush('connect'));

    await waitFor(() => expect(api.callsTo('GET /notifications')).toHaveLength(2));
    expect(queryClient.getQueryState(['appointments', 'doctor', 'upcoming'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['notifications', 'appointment-activity', 'user-1'])?.isInvalidated).toBe(true);
  });
});
