import { API_MESSAGES, type ApiUser, type Role } from '@telehealth/shared-api/core';
import type { ChangeFeed } from '../changes/change-feed';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { BadRequest, Unauthorized } from '../http/errors';
import { accountMessages } from '../notifications/account-messages';
import type { NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import { findUserByEmail, insertUser, normaliseEmail, updatePasswordHash } from '../users/user-repository';
import { toApiUser } from '../users/user-serializer';
import type { LoginRateLimiter } from './login-rate-limit';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { AuthContext, ClientInfo, SessionService } from './sessions';

export interface AuthDeps {
  db: Db;
  sessions: SessionService;
  loginLimiter: LoginRateLimiter;
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
  constructor(private readonly deps: AuthDeps) {}

  async register(input: { name: string; email: string; password: string; role: Role }, client: ClientInfo): Promise<AuthResultData> {
    const { db, sessions } = this.deps;
    const problem = passwordProblem(input.password, input);
    if (problem) throw new BadRequest(problem);
    const passwordHash = await hashPassword(input.password);
    const { user, token } = await db.transaction(async (tx) => {
      const user = await insertUser(tx, { name: input.name, email: input.email, role: input.role, passwordHash });
      const { token } = await sessions.start(tx, user.id, client);
      return { user, token };
    });
    await this.notifySafely(user.id, accountMessages.welcome(user.name, user.role));
    return { accessToken: token, user: toApiUser(user) };
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
  async changePassword(auth: AuthContext, input: { oldPassword: string; newPassword: string }, client: ClientInfo): Promise<{ accessToken: string }> {
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
