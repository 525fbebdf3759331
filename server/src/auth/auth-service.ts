import { API_MESSAGES, type ApiUser, type Role } from '@telehealth/shared-api/core';
import type { ChangeFeed } from '../changes/change-feed';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { BadRequest, Conflict, Unauthorized } from '../http/errors';
import { accountMessages } from '../notifications/account-messages';
import type { NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import { findUserByEmail, insertUser, normaliseEmail, updatePasswordHash } from '../users/user-repository';
import { toApiUser } from '../users/user-serializer';
import { AnswerTiming } from './answer-timing';
import type { EmailRateLimiter } from './email-rate-limit';
import type { LoginRateLimiter } from './login-rate-limit';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { AuthContext, ClientInfo, SessionService } from './sessions';

export interface AuthDeps {
  db: Db;
  sessions: SessionService;
  loginLimiter: LoginRateLimiter;
  /** Sign-ups and email changes, which tell whether an email has an account. */
  emailLimiter: EmailRateLimiter;
  notifications: NotificationService;
  realtime: Realtime;
  clock: Clock;
  log: { error(obj: unknown, msg: string): void };
  /** Told of user rows this service writes. */
  changes: ChangeFeed;
}

export interface AuthResultData {
  accessToken: string;
  user: ApiUser;
}

/** Sign-up, sign-in, sign-out and password change: the rules, free of HTTP. */
export class AuthService {
  private readonly registerTiming = new AnswerTiming();

  constructor(private readonly deps: AuthDeps) {}

  /**
   * Creates the account and signs it in. A taken email costs the same as a new one: the
   * password is hashed first either way, and the "taken" answer is held as long as a success
   * takes, so neither the answer's speed nor its rate lets anyone test a list of emails.
   */
  async register(
    input: { name: string; email: string; password: string; role: Role },
    client: ClientInfo & { ip: string },
  ): Promise<AuthResultData> {
    const { db, sessions } = this.deps;
    const problem = passwordProblem(input.password, input);
    if (problem) throw new BadRequest(problem);
    await this.limitEmailAttempt(client.ip, input.email);
    const startedAt = performance.now();
    const passwordHash = await hashPassword(input.password);
    let created: { user: UserRow; token: string };
    try {
      created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, { name: input.name, email: input.email, role: input.role, passwordHash });
        const { token } = await sessions.start(tx, user.id, client);
        return { user, token };
      });
    } catch (error) {
      if (error instanceof Conflict) await this.registerTiming.holdRefusal(startedAt);
      throw error;
    }
    const { user, token } = created;
    await this.notifySafely(user.id, accountMessages.welcome(user.name, user.role));
    this.registerTiming.recordSuccess(startedAt);
    return { accessToken: token, user: toApiUser(user) };
  }

  /** Counts a sign-up or email change naming `email` from `ip`; 429 past the limits (REGISTER_*). */
  async limitEmailAttempt(ip: string, email: string): Promise<void> {
    await this.deps.emailLimiter.consume(ip, normaliseEmail(email));
  }

  async login(input: { email: string; password: string }, client: ClientInfo & { ip: string }): Promise<AuthResultData> {
    const { db, sessions, loginLimiter } = this.deps;
    const accountKey = normaliseEmail(input.email);
    await loginLimiter.beforeAttempt(client.ip, accountKey);
    const user = await findUserByEmail(db, accountKey);
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!user || !valid) {
      await loginLimiter.recordFailure(client.ip, accountKey);
      throw new Unauthorized(API_MESSAGES.invalidCredentials);
    }
    await loginLimiter.recordSuccess(client.ip, accountKey);
    const { token } = await sessions.start(db, user.id, client);
    return { accessToken: token, user: toApiUser(user) };
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.deps.sessions.revoke(auth.sessionId);
    this.deps.realtime.endSessions([auth.sessionId]);
  }

  /**
   * Checks the current password, stores the new one, revokes every session of the user
   * (other devices are signed out) and opens a fresh one for the caller.
   */
  async changePassword(
    auth: AuthContext,
    input: { oldPassword: string; newPassword: string },
    client: ClientInfo,
  ): Promise<{ accessToken: string }> {
    const { db, sessions, clock } = this.deps;
    const user: UserRow = auth.user;
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw new BadRequest(API_MESSAGES.currentPasswordIncorrect);
    }
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw new BadRequest(problem);
    const passwordHash = await hashPassword(input.newPassword);
    const { token, revoked } = await db.transaction(async (tx) => {
      await updatePasswordHash(tx, this.deps.changes, user.id, passwordHash, clock());
      const revoked = await sessions.revokeAllForUser(tx, user.id);
      const { token } = await sessions.start(tx, user.id, client);
      return { token, revoked };
    });
    // Again after the commit: a read racing the transaction may have cached a session.
    sessions.forgetSessions(revoked);
    sessions.forgetUser(user.id);
    this.deps.realtime.endSessions(revoked);
    await this.notifySafely(user.id, accountMessages.passwordChanged);
    return { accessToken: token };
  }

  /** Account notifications are informative: failing to store one must not undo the change. */
  async notifySafely(userId: string, message: string): Promise<void> {
    try {
      await this.deps.notifications.notify(userId, message, 'system');
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'could not store an account notification');
    }
  }
}
