import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { recoveryCodes, secondFactors } from '../db/schema';
import { BadRequest, TooManyRequests, Unauthorized } from '../http/errors';
import { PRODUCT_NAME } from '../http/html-page';

export const SECOND_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  challengeExpired: 'Your sign-in took too long. Please enter your email and password again.',
  noSetup: 'Start the set-up first: scan the code with your authenticator app.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-step sign-in is off.',
  tooManyCodes: (minutes: number) => `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

const STEP_SECONDS = 30;
const CHALLENGE_MINUTES = 5;
const RECOVERY_CODE_COUNT = 10;
const CODE_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;

export interface SecondFactorDeps {
  db: Db;
  clock: Clock;
  /** The server's secret: the TOTP secrets' encryption key and the challenges' signing key derive from it. */
  serverSecret: string;
  /** Wrong codes per account (429 past it). */
  codeLimiter: RateLimiterAbstract;
}

export interface SetupAnswer {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The same URL as a QR code (PNG data URL). */
  qrCode: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Two-step sign-in with an authenticator app (TOTP) and one-time recovery codes. Anyone may turn
 * it on; once on, a correct password only earns a short-lived challenge, exchanged for a session
 * with a code.
 */
export class SecondFactor {
  private readonly key: Buffer;
  private readonly signingKey: Buffer;

  constructor(private readonly deps: SecondFactorDeps) {
    this.key = createHmac('sha256', deps.serverSecret).update('totp-secret-encryption').digest();
    this.signingKey = createHmac('sha256', deps.serverSecret).update('second-factor-challenge').digest();
  }

  async status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const row = await this.row(userId);
    if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
    const [{ left }] = (await this.deps.db
      .select({ left: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))) as [{ left: number }];
    return { enabled: true, recoveryCodesLeft: left };
  }

  async isEnabled(userId: string): Promise<boolean> {
    return Boolean((await this.row(userId))?.enabledAt);
  }

  /** A new secret, waiting for its first code (replaces an unfinished set-up). */
  async startSetup(user: { id: string; email: string }): Promise<SetupAnswer> {
    if (await this.isEnabled(user.id)) throw new BadRequest(SECOND_FACTOR_MESSAGES.alreadyOn);
    const secret = new OTPAuth.Secret({ size: 20 });
    const encrypted = this.encrypt(secret.base32);
    await this.deps.db
      .insert(secondFactors)
      .values({ userId: user.id, secret: encrypted })
      .onConflictDoUpdate({ target: secondFactors.userId, set: { secret: encrypted, enabledAt: null, lastStep: 0 } });
    const otpauthUrl = this.totp(secret.base32, user.email).toString();
    return { secret: secret.base32, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  /** Turns it on with the app's first code; answers the recovery codes, shown this once. */
  async enable(userId: string, code: string): Promise<string[]> {
    const row = await this.row(userId);
    if (!row) throw new BadRequest(SECOND_FACTOR_MESSAGES.noSetup);
    if (row.enabledAt) throw new BadRequest(SECOND_FACTOR_MESSAGES.alreadyOn);
    await this.limit(userId, () => this.acceptTotp(row, code));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(5).toString('hex').slice(0, 8);
      return `${raw.slice(0, 4)}-${raw.slice(4)}`;
    });
    await this.deps.db.transaction(async (tx) => {
      await tx.update(secondFactors).set({ enabledAt: this.deps.clock() }).where(eq(secondFactors.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((value) => ({ userId, codeHash: sha256(value.replace('-', '')) })));
    });
    return codes;
  }

  /** Turns it off; needs a current code (or a recovery code), so a stolen session alone cannot. */
  async disable(userId: string, code: string): Promise<void> {
    const row = await this.row(userId);
    if (!row?.enabledAt) throw new BadRequest(SECOND_FACTOR_MESSAGES.notOn);
    await this.limit(userId, () => this.acceptAny(row, code));
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
    });
  }

  /** A signed, short-lived proof that the password was right, to exchange for a session with a code. */
  challengeFor(userId: string): string {
    const expires = this.deps.clock().getTime() + CHALLENGE_MINUTES * 60_000;
    const payload = `${userId}.${expires}.${randomBytes(8).toString('hex')}`;
    return `${payload}.${createHmac('sha256', this.signingKey).update(payload).digest('base64url')}`;
  }

  /** The user a challenge was issued to, once its code is right; 401 when it expired or was forged. */
  async completeChallenge(challenge: string, code: string): Promise<string> {
    const match = /^([0-9a-f-]{36})\.(\d{13})\.([0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/.exec(challenge);
    const expected = match ? createHmac('sha256', this.signingKey).update(`${match[1]}.${match[2]}.${match[3]}`).digest() : null;
    const given = match ? Buffer.from(match[4]!, 'base64url') : null;
    if (!match || !expected || !given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new Unauthorized(SECOND_FACTOR_MESSAGES.challengeExpired);
    }
    if (Number(match[2]) < this.deps.clock().getTime()) throw new Unauthorized(SECOND_FACTOR_MESSAGES.challengeExpired);
    const userId = match[1]!;
    const row = await this.row(userId);
    if (!row?.enabledAt) throw new Unauthorized(SECOND_FACTOR_MESSAGES.challengeExpired);
    await this.limit(userId, () => this.acceptAny(row, code));
    return userId;
  }

  private async row(userId: string) {
    const [row] = await this.deps.db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
    return row;
  }

  /** Runs `check`; a wrong code counts against the account's limit, and past it every code is refused for a while. */
  private async limit(userId: string, check: () => Promise<boolean>): Promise<void> {
    const blocked = await this.deps.codeLimiter.get(userId);
    if (blocked && blocked.remainingPoints <= 0) throw this.tooMany(blocked.msBeforeNext);
    if (await check()) return;
    try {
      await this.deps.codeLimiter.consume(userId);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.tooMany(rejection.msBeforeNext);
      throw rejection;
    }
    throw new BadRequest(SECOND_FACTOR_MESSAGES.wrongCode);
  }

  private tooMany(ms: number): TooManyRequests {
    return new TooManyRequests(SECOND_FACTOR_MESSAGES.tooManyCodes(Math.max(1, Math.ceil(ms / 60_000))), ms);
  }

  private async acceptAny(row: typeof secondFactors.$inferSelect, code: string): Promise<boolean> {
    const typed = code.trim().toLowerCase().replace(/\s+/g, '');
    if (CODE_PATTERN.test(typed)) return this.acceptTotp(row, typed);
    if (!RECOVERY_PATTERN.test(typed)) return false;
    const used = await this.deps.db
      .update(recoveryCodes)
      .set({ usedAt: this.deps.clock() })
      .where(
        and(eq(recoveryCodes.userId, row.userId), eq(recoveryCodes.codeHash, sha256(typed.replace('-', ''))), isNull(recoveryCodes.usedAt)),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  /** A code of the current step or its neighbours (clock drift), each step accepted once. */
  private async acceptTotp(row: typeof secondFactors.$inferSelect, code: string): Promise<boolean> {
    const typed = code.trim().replace(/\s+/g, '');
    if (!CODE_PATTERN.test(typed)) return false;
    const now = this.deps.clock().getTime();
    const delta = this.totp(this.decrypt(row.secret), '').validate({ token: typed, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / STEP_SECONDS) + delta;
    // Claimed with a conditional update: the same code cannot be used twice, even in a race.
    const claimed = await this.deps.db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(and(eq(secondFactors.userId, row.userId), sql`${secondFactors.lastStep} < ${step}`))
      .returning({ userId: secondFactors.userId });
    return claimed.length > 0;
  }

  private totp(base32: string, label: string): OTPAuth.TOTP {
    return new OTPAuth.TOTP({ issuer: PRODUCT_NAME, label, algorithm: 'SHA1', digits: 6, period: STEP_SECONDS, secret: base32 });
  }

  private encrypt(value: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  private decrypt(stored: string): string {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
