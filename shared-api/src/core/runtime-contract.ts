import type { ServerToClientEvents } from './socket-events';

/** Where the server publishes the runtime remotes document (served next to the shell). */
export const RUNTIME_REMOTES_PATH = '/remotes.json';

/**
 * Runtime remotes document: federation remote name (folder name with `-` replaced by `_`,
 * e.g. `mfe_profile`) to the URL of its `mf-manifest.json`.
 */
export type RemotesDocument = Record<string, string>;

/** Answer of `PATCH /user/change-password`: the fresh session token the client must keep. */
export interface ChangePasswordResult {
  accessToken: string;
}

/** Answer of `GET /notifications/unread-count`. */
export interface UnreadCountResult {
  count: number;
}

/** Answer of `PATCH /notifications/read-all`. */
export interface MarkAllReadResult {
  updated: number;
}

/** Pushed on the socket before the server drops the sockets of a revoked session. */
export const SESSION_REVOKED_EVENT = 'session-revoked' satisfies keyof ServerToClientEvents;
