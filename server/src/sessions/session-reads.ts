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
 * The database reads and writes of authentication. Batched (SESSION_READ_BATCHING): the sessions
 * asked for in one turn of the event loop (every request read from the network in that turn),
 * and those asked for while a read is in flight, are read together in one query, and so are the
 * last-seen writes; a burst of signed-in requests (many patients pressing Book at once) then
 * costs a few queries instead of one each, and on PGlite, whose statements run on the server's
 * thread, a refusal no longer waits behind every other request's read. Not batched: one query
 * per request, as before.
 */
export class SessionReads {
  private readonly reads?: DataLoader<string, SessionWithUser | undefined>;
  private readonly touches?: DataLoader<Touch, true>;

  constructor(
    private readonly db: Db,
    batching: boolean,
  ) {
    if (!batching) return;
    this.reads = oneBatchAtATime(async (ids) => {
      const rows = await findSessionsWithUsers(this.db, [...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.session.id, row]));
      return ids.map((id) => byId.get(id));
    });
    // In a batch the times are its first caller's: a moment earlier than the others' at most.
    this.touches = oneBatchAtATime(async (touches) => {
      const { now, idleSince } = touches[0]!;
      await touchLiveSessions(this.db, [...new Set(touches.map((touch) => touch.sessionId))], now, idleSince);
      return touches.map(() => true as const);
    });
  }

  /** The session with its user, or undefined when there is none. */
  read(sessionId: string): Promise<SessionWithUser | undefined> {
    return this.reads ? this.reads.load(sessionId) : findSessionWithUser(this.db, sessionId);
  }

  /** Marks a session just found live as used at `now` (unless it has since been revoked, expired or gone idle since `idleSince`). */
  async touch(sessionId: string, now: Date, idleSince: Date): Promise<void> {
    if (this.touches) await this.touches.load({ sessionId, now, idleSince });
    else await touchLiveSessions(this.db, [sessionId], now, idleSince);
  }
}

/**
 * A loader whose next batch is sent when the one in flight has ended and the current turn of the
 * event loop is over (setImmediate): what arrives meanwhile goes together.
 */
function oneBatchAtATime<K, V>(load: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let inFlight: Promise<unknown> = Promise.resolve();
  return new DataLoader<K, V>(
    (keys) => {
      const loading = load(keys);
      inFlight = loading.catch(() => undefined);
      return loading;
    },
    { cache: false, maxBatchSize: 1_000, batchScheduleFn: (dispatch) => void inFlight.then(() => setImmediate(dispatch)) },
  );
}
