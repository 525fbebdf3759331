import { API_MESSAGES, MESSAGES, SIGN_UP_ROLES, type ApiUser, type SignUpRole } from '@telehealth/shared-api/core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { EventStream } from '../events';
import type { UserRow } from '../db/schema';
import { BadRequest, Conflict, Unauthorized } from '../http/errors';
import { accountMessages } from '../notifications';
import type { NotificationService } from '../notifications';
import type { Realtime } from '../realtime/realtime';
import { findUserByEmail, findUserById, insertUser, normaliseEmail, updatePasswordHash, toApiUser } from '../users';
import { AnswerTiming } from './answer-timing';
import type { EmailRateLimiter } from './email-rate-limit';
import type { LoginRateLimiter } from './login-rate-limit';
import { passwordProblem } from './password-policy';
import type { SecondFactor } from '../sessions/second-factor';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { AuthContext, ClientInfo, SessionService } from '../sessions/sessions';

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
  /** The password change publishes `user.changed` (other instances drop their cached sessions). */
  events: Pick<EventStream, 'flush'>;
  secondFactor: SecondFactor;
}

/** A right password for an account with two-step sign-in: a challenge to exchange with a code. */
export interface SecondFactorStep {
  secondFactorRequired: true;
  challenge: string;
  deviceCookie: string;
}

export interface AuthResultData {
  accessToken: string;
  user: ApiUser;
}

/** A sign-in's answer, and the device cookie (a `Set-Cookie` value) that remembers the browser. */
export interface LoginResult extends AuthResultData {
  deviceCookie: string;
}

/** Where a sign-in comes from: the address, the browser's `Cookie` header, and whether it used https. */
export interface LoginClient extends ClientInfo {
  ip: string;
  cookieHeader?: string;
  secure?: boolean;
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
    input: { name: string; email: string; password: string; role: SignUpRole },
    client: ClientInfo & { ip: string },
  ): Promise<AuthResultData> {
    // The operations role is made from the command line only (admin/admin-accounts.ts).
    if (!(SIGN_UP_ROLES as readonly string[]).includes(input.role)) throw new BadRequest(MESSAGES.roleInvalid);
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

  async login(input: { email: string; password: string }, client: LoginClient): Promise<LoginResult | SecondFactorStep> {
    const { db, sessions, loginLimiter, clock } = this.deps;
    const accountKey = normaliseEmail(input.email);
    const now = clock();
    const device = await loginLimiter.trustedDevice(accountKey, { ip: client.ip, cookieHeader: client.cookieHeader, now });
    await loginLimiter.beforeAttempt(client.ip, accountKey, device);
    const user = await findUserByEmail(db, accountKey);
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!user || !valid) {
      await loginLimiter.recordFailure(client.ip, accountKey, device);
      throw new Unauthorized(API_MESSAGES.invalidCredentials);
    }
    await loginLimiter.recordSuccess(client.ip, accountKey, device);
    const deviceCookie = loginLimiter.deviceCookie(accountKey, now, client.secure ?? false);
    if (await this.deps.secondFactor.isEnabled(user.id)) {
      return { secondFactorRequired: true, challenge: this.deps.secondFactor.challengeFor(user.id), deviceCookie };
    }
    const { token } = await sessions.start(db, user.id, { ip: client.ip, userAgent: client.userAgent });
    return { accessToken: token, user: toApiUser(user), deviceCookie };
  }

  /** The second step of signing in: the challenge from the password step and a code. */
  async completeSecondFactor(input: { challenge: string; code: string }, client: ClientInfo): Promise<AuthResultData> {
    const { db, sessions } = this.deps;
    const userId = await this.deps.secondFactor.completeChallenge(input.challenge, input.code);
    const user = await findUserById(db, userId);
    if (!user) throw new Unauthorized(API_MESSAGES.invalidCredentials);
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
      await updatePasswordHash(tx, user.id, passwordHash, clock());
      const revoked = await sessions.revokeAllForUser(tx, user.id);
      const { token } = await sessions.start(tx, user.id, client);
      return { token, revoked };
    });
    // Again after the commit: a read racing the transaction may have cached a session.
    sessions.forgetSessions(revoked);
    sessions.forgetUser(user.id);
    this.deps.realtime.endSessions(revoked);
    await this.deps.events.flush();
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
