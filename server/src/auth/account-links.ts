import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { users, userTokens, type UserRow } from '../db/schema';
import { BadRequest, TooManyRequests } from '../http/errors';
import type { MailService } from '../mail';
import { mailTemplates } from '../mail';
import type { Realtime } from '../realtime/realtime';
import { findUserByEmail, findUserById, normaliseEmail, updatePasswordHash } from '../users';
import type { EventStream } from '../events';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import type { SessionService } from '../sessions/sessions';

export const PASSWORD_RESET_MINUTES = 30;
export const EMAIL_VERIFICATION_DAYS = 7;

export const ACCOUNT_LINK_MESSAGES = {
  resetRequested: "If an account uses that email, we've sent it a link to choose a new password. The link works for 30 minutes.",
  resetDone: 'Your password was changed. Sign in with your new password.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one from “Forgot password?”.',
  verified: 'Thank you, your email address is confirmed.',
  verificationLinkInvalid: 'This link has expired or was already used. Sign in and ask for a new one.',
  verificationSent: "We've sent a new link to your email address.",
  alreadyVerified: 'Your email address is already confirmed.',
  tooManyResends: (seconds: number) =>
    `We sent you several links already. Please check your inbox and spam folder, or try again in ${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}.`,
  tooManyResets: (seconds: number) =>
    `Too many requests from this network. Please try again in ${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}.`,
} as const;

type Purpose = (typeof userTokens.$inferSelect)['purpose'];

export interface AccountLinksDeps {
  db: Db;
  mail: MailService;
  sessions: SessionService;
  realtime: Realtime;
  /** The password change publishes `user.changed` (other instances drop their cached sessions). */
  events: Pick<EventStream, 'flush'>;
  clock: Clock;
  /** Reset requests per client address (429 past it). */
  resetPerIp: RateLimiterAbstract;
  /** Reset mails per email address (past it the answer is the same and nothing is sent). */
  resetPerEmail: RateLimiterAbstract;
  /** "Send again" of the verification link per user (429 past it). */
  resendPerUser: RateLimiterAbstract;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Links mailed to a user: password reset and email verification. A token is 256 random bits
 * shown once in the link; only its SHA-256 is stored, it works once and for a limited time.
 */
export class AccountLinks {
  constructor(private readonly deps: AccountLinksDeps) {}

  /**
   * Mails a reset link when an account uses `email`. The answer is the same either way, and
   * the per-email limit stops the mails silently, so neither tells whether the account exists.
   */
  async requestPasswordReset(email: string, ip: string, origin: string): Promise<void> {
    try {
      await this.deps.resetPerIp.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyRequests(ACCOUNT_LINK_MESSAGES.tooManyResets(rejection.msBeforeNext / 1000), rejection.msBeforeNext);
      }
      throw rejection;
    }
    const key = normaliseEmail(email);
    try {
      await this.deps.resetPerEmail.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return;
      throw rejection;
    }
    const user = await findUserByEmail(this.deps.db, key);
    if (!user) return;
    await this.deps.db.transaction(async (tx) => {
      // A new link replaces the old ones: only the latest mail works.
      await this.retire(tx, user.id, 'password-reset');
      const token = await this.issue(tx, user, 'password-reset', PASSWORD_RESET_MINUTES * 60_000);
      const url = `${origin}/reset-password?token=${token}`;
      await this.deps.mail.queue(tx, {
        kind: 'password-reset',
        to: user.email,
        userId: user.id,
        ...mailTemplates.passwordReset({ name: user.name, url, minutes: PASSWORD_RESET_MINUTES }),
      });
    });
  }

  /** Sets the new password, uses up the link and signs the user out everywhere. */
  async resetPassword(token: string, password: string): Promise<void> {
    const { db, sessions, clock } = this.deps;
    const found = await this.find(db, token, 'password-reset');
    if (!found) throw new BadRequest(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
    const user = await findUserById(db, found.userId);
    if (!user) throw new BadRequest(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
    const problem = passwordProblem(password, user);
    if (problem) throw new BadRequest(problem);
    const passwordHash = await hashPassword(password);
    const revoked = await db.transaction(async (tx) => {
      // Claimed inside the transaction: of two uses racing, only one finds it unused.
      const claimed = await tx
        .update(userTokens)
        .set({ usedAt: clock() })
        .where(and(eq(userTokens.id, found.id), isNull(userTokens.usedAt)))
        .returning({ id: userTokens.id });
      if (claimed.length === 0) throw new BadRequest(ACCOUNT_LINK_MESSAGES.resetLinkInvalid);
      await updatePasswordHash(tx, user.id, passwordHash, clock());
      // Opening the mailed link proves the address too.
      if (!user.emailVerifiedAt && found.email === user.email) {
        await tx.update(users).set({ emailVerifiedAt: clock() }).where(eq(users.id, user.id));
      }
      return sessions.revokeAllForUser(tx, user.id);
    });
    sessions.forgetSessions(revoked);
    sessions.forgetUser(user.id);
    this.deps.realtime.endSessions(revoked);
    await this.deps.events.flush();
  }

  /** Mails a verification link for the user's current address (sign-up, email change, "send again"). */
  async sendVerification(tx: Db, user: Pick<UserRow, 'id' | 'name' | 'email'>, origin: string): Promise<void> {
    await this.retire(tx, user.id, 'email-verification');
    const token = await this.issue(tx, user, 'email-verification', EMAIL_VERIFICATION_DAYS * 86_400_000);
    await this.deps.mail.queue(tx, {
      kind: 'email-verification',
      to: user.email,
      userId: user.id,
      ...mailTemplates.emailVerification({ name: user.name, url: `${origin}/verify-email?token=${token}`, days: EMAIL_VERIFICATION_DAYS }),
    });
  }

  /** "Send again" from the banner: a new link, limited per user so nobody floods an inbox. */
  async resendVerification(user: Pick<UserRow, 'id' | 'name' | 'email'>, origin: string): Promise<void> {
    try {
      await this.deps.resendPerUser.consume(user.id);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyRequests(ACCOUNT_LINK_MESSAGES.tooManyResends(rejection.msBeforeNext / 1000), rejection.msBeforeNext);
      }
      throw rejection;
    }
    await this.deps.db.transaction((tx) => this.sendVerification(tx, user, origin));
  }

  /** Marks the address verified, if the link is for the address the account still has. */
  async verifyEmail(token: string): Promise<void> {
    const { db, clock } = this.deps;
    const found = await this.find(db, token, 'email-verification');
    if (!found) throw new BadRequest(ACCOUNT_LINK_MESSAGES.verificationLinkInvalid);
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(userTokens)
        .set({ usedAt: clock() })
        .where(and(eq(userTokens.id, found.id), isNull(userTokens.usedAt)))
        .returning({ id: userTokens.id });
      if (claimed.length === 0) throw new BadRequest(ACCOUNT_LINK_MESSAGES.verificationLinkInvalid);
      const updated = await tx
        .update(users)
        .set({ emailVerifiedAt: clock() })
        .where(and(eq(users.id, found.userId), eq(users.email, found.email)))
        .returning({ id: users.id });
      if (updated.length === 0) throw new BadRequest(ACCOUNT_LINK_MESSAGES.verificationLinkInvalid);
    });
    this.deps.sessions.forgetUser(found.userId);
  }

  private async issue(tx: Db, user: Pick<UserRow, 'id' | 'email'>, purpose: Purpose, lifetimeMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(userTokens).values({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(this.deps.clock().getTime() + lifetimeMs),
    });
    return token;
  }

  private async retire(tx: Db, userId: string, purpose: Purpose): Promise<void> {
    await tx
      .update(userTokens)
      .set({ usedAt: this.deps.clock() })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  }

  private async find(db: Db, token: string, purpose: Purpose) {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const [row] = await db
      .select()
      .from(userTokens)
      .where(
        and(
          eq(userTokens.tokenHash, hashToken(token)),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, this.deps.clock()),
        ),
      );
    return row;
  }
}
