import DataLoader from 'dataloader';
import type { Db } from '../db/client';
import type { SessionRow, UserRow } from '../db/schema';
import { findSessionsWithUsers, findSessionWithUser, touchLiveSessions } from './session-repository';

interface Touch {
  sessionId: string;
  now: Date;
  idleSince: Date;
}

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

/**
 * The database reads and writes of authentication. Batched (SESSION_READ_BATCHING): while one
 * read is in flight, the sessions that further requests ask for wait and are then read together
 * in one query, and so are the last-seen writes; a burst of signed-in requests (many patients
 * pressing Book at once) then costs a few queries instead of one each, and on PGlite's single
 * connection a refusal no longer waits behind every other request's read. Not batched: one
 * query per request, as before.
 */
export class SessionReads {
  private readonly reads?: DataLoader<string, SessionWithUser | undefined>;
  private readonly touches?: DataLoader<Touch, true>;
  private readInFlight: Promise<unknown> = Promise.resolve();
  private touchInFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    batching: boolean,
  ) {
    if (!batching) return;
    this.reads = new DataLoader((ids) => this.readMany(ids), {
      cache: false,
      maxBatchSize: 1_000,
      batchScheduleFn: (dispatch) => void this.readInFlight.then(dispatch),
    });
    this.touches = new DataLoader((ids) => this.touchMany(ids), {
      cache: false,
      maxBatchSize: 1_000,
      batchScheduleFn: (dispatch) => void this.touchInFlight.then(dispatch),
    });
  }

  /** The session with its user, or undefined when there is none. */
  read(sessionId: string): Promise<SessionWithUser | undefined> {
    return this.reads ? this.reads.load(sessionId) : findSessionWithUser(this.db, sessionId);
  }

  /**
   * Marks a session just found live as used at `now` (unless it has since been revoked, expired
   * or gone idle since `idleSince`). In a batch the times are its first caller's: a moment
   * earlier than the others' at most.
   */
  async touch(sessionId: string, now: Date, idleSince: Date): Promise<void> {
    if (this.touches) await this.touches.load({ sessionId, now, idleSince });
    else await touchLiveSessions(this.db, [sessionId], now, idleSince);
  }

  private readMany(ids: readonly string[]): Promise<Array<SessionWithUser | undefined>> {
    const reading = findSessionsWithUsers(this.db, [...new Set(ids)]).then((rows) => {
      const byId = new Map(rows.map((row) => [row.session.id, row]));
      return ids.map((id) => byId.get(id));
    });
    this.readInFlight = reading.catch(() => undefined);
    return reading;
  }

  private touchMany(touches: readonly Touch[]): Promise<true[]> {
    const { now, idleSince } = touches[0]!;
    const ids = [...new Set(touches.map((touch) => touch.sessionId))];
    const writing = touchLiveSessions(this.db, ids, now, idleSince).then(() => touches.map(() => true as const));
    this.touchInFlight = writing.catch(() => undefined);
    return writing;
  }
}
