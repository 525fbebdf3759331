/** What the rest of the server may ask of the real-time channel. */
export interface Realtime {
  /** Emits `event` to every socket of the user, on any server instance. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Tells the sockets of these sessions they were revoked, then disconnects them. */
  endSessions(sessionIds: string[]): void;
}

export const userRoom = (userId: string): string => `user:${userId}`;
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
