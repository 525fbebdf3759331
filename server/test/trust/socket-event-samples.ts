/**
 * A well-formed payload for every client→server socket event, which the fuzzer breaks. The
 * type is a record over every event of `ClientToServerEvents`, so an event added to
 * shared-api's socket-events.ts without a sample here fails the type check.
 */
import type { ClientEventPayload, ClientToServerEvents, ConsultationUser } from '@telehealth/shared-api/core';

export type ClientEventSamples = { [E in keyof ClientToServerEvents]: ClientEventPayload<E> };

export function clientEventSamples(room: string, user: ConsultationUser): ClientEventSamples {
  return {
    'join-room': { room, user },
    'ready-for-offer': { room, user },
    'user-connected': { room, user },
    offer: { room, offer: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } },
    answer: { room, answer: { type: 'answer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } },
    'ice-candidate': {
      room,
      candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    },
    'send-message': { room, message: { id: 'm-1', sender: user.role, senderName: user.name, text: 'Hello', time: '10:00' } },
    'end-session': { room, user },
    'leave-room': { room, user },
    'media-state': { room, media: { audio: true, video: false } },
  };
}
