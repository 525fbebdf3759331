import { SESSION_REVOKED_EVENT, SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '@telehealth/shared-api/core';
import type { Socket } from 'socket.io-client';
import type { Realtime } from './realtime';

// Compile-time: `tsc -p server` fails if a @ts-expect-error line compiles. The browser client's
// socket (shared-api socket-client) has the same type as `client` here.
export function eventMapChecks(realtime: Realtime, client: Socket<ServerToClientEvents, ClientToServerEvents>): void {
  realtime.emitToUser('user-1', SOCKET_EVENTS.newDoctorSlot, { doctorId: 'd1', doctorName: 'Sarah Chen' });
  // @ts-expect-error: the payload lacks doctorName
  realtime.emitToUser('user-1', SOCKET_EVENTS.newDoctorSlot, { doctorId: 'd1' });
  // @ts-expect-error: no such event
  realtime.emitToUser('user-1', 'new-doctor-slots', { doctorId: 'd1', doctorName: 'Sarah Chen' });

  client.emit('send-message', { room: 'r1', message: { id: 'm1', sender: 'patient', senderName: 'Alex', text: 'Hi', time: '10:00' } });
  // @ts-expect-error: the message is missing
  client.emit('send-message', { room: 'r1' });
  client.on('receive-message', (message) => void message.text.trim());
  // @ts-expect-error: the server sends no such event
  client.on('receive-messages', () => undefined);
  realtime.emitToUser('user-1', SOCKET_EVENTS.notificationsRead, { ids: ['n1'] });
  // @ts-expect-error: the ids marked read are required
  realtime.emitToUser('user-1', SOCKET_EVENTS.notificationsRead, {});
  client.on(SOCKET_EVENTS.notificationsRead, ({ ids }) => void ids.map((id) => id.trim()));
  client.on(SESSION_REVOKED_EVENT, ({ message }) => void message.trim());
}

describe('socket event maps', () => {
  it('name the events the server pushes to a user', () => {
    expect(Object.values(SOCKET_EVENTS)).toEqual([
      'notification',
      'notifications-read',
      'appointment-created',
      'appointment-cancelled',
      'appointment-updated',
      'appointment-rescheduled',
      'new-doctor-slot',
      'immediate-visit',
      'prescription-created',
      'prescription-updated',
      'renewal-requested',
      'renewal-answered',
    ]);
    expect(SESSION_REVOKED_EVENT).toBe('session-revoked');
  });
});
