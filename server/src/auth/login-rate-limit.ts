import { tooManyLoginAttemptsMessage } from '@telehealth/shared-api/core';
import { sql } from 'drizzle-orm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { queryRows, type Db } from '../db/client';
import { TooManyRequests } from '../http/errors';
import { createCounter } from '../http/counters';
import { DeviceCookies } from './device-cookie';

export interface LoginRateLimitOptions {
  /** Failed sign-ins to one account before each further attempt must wait (a doubling delay). */
  maxFailuresPerAccount: number;
  /** Failed sign-ins from one address, whatever the accounts, before it is refused for the window. */
  maxAttemptsPerIp: number;
  windowMinutes: number;
  /** node-redis client; when given, counters are shared by every server instance. */
  redisClient?: unknown;
  keyPrefix: string;
  /** Signs device cookies (the server's JWT secret; a key is derived from it). */
  deviceSecret: string;
  /**
   * Without Redis, the addresses an account signed in from are read from its sessions here, so
   * they survive a restart; with Redis they are kept there.
   */
  db?: Db;
}

/** A sign-in attempt: where it comes from and the device cookie header it carries. */
export interface LoginAttempt {
  ip: string;
  cookieHeader?: string;
  now: Date;
}

/**
 * How long an address that signed in to an account stays known to it. The in-process store
 * keeps it with a timer, and Node's timers end at ~24.8 days.
 */
const KNOWN_ADDRESS_DAYS = 20;
/** How long a device cookie is honoured after the sign-in that gave it. */
const DEVICE_COOKIE_DAYS = 30;

/**
 * Login throttling that slows guessing down without letting anyone lock an account.
 *
 * - Only failures count. From one address, `maxAttemptsPerIp` failures (any accounts) within
 *   the window refuse that address until the window ends: a password spray is cut, an office of
 *   clinicians signing in correctly behind one address is not.
 * - After `maxFailuresPerAccount` failures on one account (keyed by the normalised email, known
 *   or not, so nothing reveals which emails exist), each further failure makes the next attempt
 *   wait twice as long: 1 s, 2 s, 4 s, … up to the window. Guessing slows to a crawl; nothing is
 *   locked for good.
 * - An address that has signed in to the account before is exempt from the account's delay, so
 *   an attacker elsewhere cannot keep its owner out.
 * - A browser holding a valid device cookie for the account (it signed in to it before, see
 *   DeviceCookies) is exempt from both the address's refusal and the account's delay: a clinic
 *   behind one address keeps signing in while someone there guesses. Its own failures count
 *   against the cookie instead, which stops being honoured after `maxFailuresPerAccount` of them.
 */
export class LoginRateLimiter {
  private readonly failuresPerIp: RateLimiterAbstract;
  private readonly failuresPerAccount: RateLimiterAbstract;
  private readonly accountDelay: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;
  private readonly deviceFailures: RateLimiterAbstract;
  private readonly devices: DeviceCookies;
  private readonly db: Db | undefined;
  private readonly sharedStore: boolean;
  private readonly maxFailuresPerAccount: number;
  private readonly maxFailuresPerIp: number;
  private readonly windowSeconds: number;

  constructor(options: LoginRateLimitOptions) {
    this.windowSeconds = Math.max(1, Math.round(options.windowMinutes * 60));
    this.maxFailuresPerAccount = options.maxFailuresPerAccount;
    this.maxFailuresPerIp = options.maxAttemptsPerIp;
    const make = (name: string, points: number, duration: number) => createCounter(options, name, points, duration);
    // Failure counters take every failure (points beyond the limit), so the limit is a comparison.
    this.failuresPerIp = make('login-ip-failures', Number.MAX_SAFE_INTEGER, this.windowSeconds);
    this.failuresPerAccount = make('login-account-failures', Number.MAX_SAFE_INTEGER, this.windowSeconds);
    this.accountDelay = make('login-account-delay', 1, this.windowSeconds);
    this.knownAddresses = make('login-known-address', Number.MAX_SAFE_INTEGER, KNOWN_ADDRESS_DAYS * 86_400);
    this.deviceFailures = make('login-device-failures', Number.MAX_SAFE_INTEGER, this.windowSeconds);
    this.devices = new DeviceCookies(options.deviceSecret, DEVICE_COOKIE_DAYS * 86_400);
    this.db = options.db;
    this.sharedStore = !!options.redisClient;
  }

  /** The nonce of the attempt's device cookie for the account, when valid and not worn out by failures. */
  async trustedDevice(accountKey: string, attempt: LoginAttempt): Promise<string | undefined> {
    const nonce = this.devices.verify(attempt.cookieHeader, accountKey, attempt.now);
    if (!nonce) return undefined;
    const failures = await this.deviceFailures.get(nonce);
    return failures && failures.consumedPoints >= this.maxFailuresPerAccount ? undefined : nonce;
  }

  /** A `Set-Cookie` value remembering this browser for the account (after a correct password). */
  deviceCookie(accountKey: string, now: Date, secure: boolean): string {
    return this.devices.issue(accountKey, now, secure);
  }

  /**
   * Refuses (429) an attempt from an address over its failure limit, or to an account still
   * waiting out its delay, unless it comes from a trusted device (`device`, see trustedDevice).
   */
  async beforeAttempt(ip: string, accountKey: string, device?: string): Promise<void> {
    if (device) return;
    const fromIp = await this.failuresPerIp.get(ip);
    if (fromIp && fromIp.consumedPoints >= this.maxFailuresPerIp) throw tooMany(fromIp.msBeforeNext);
    const delay = await this.accountDelay.get(accountKey);
    // A blocked key reads as one point over the limiter's single point.
    if (!delay || delay.consumedPoints <= 1 || delay.msBeforeNext <= 0) return;
    if (await this.isKnownAddress(accountKey, ip)) return;
    throw tooMany(delay.msBeforeNext);
  }

  /**
   * Counts a failed sign-in against the address (or, from a trusted device, against that device)
   * and the account, and sets the account's next delay.
   */
  async recordFailure(ip: string, accountKey: string, device?: string): Promise<void> {
    if (device) await this.deviceFailures.penalty(device, 1);
    else await this.failuresPerIp.penalty(ip, 1);
    const account = await this.failuresPerAccount.penalty(accountKey, 1);
    const beyond = account.consumedPoints - this.maxFailuresPerAccount;
    if (beyond >= 0) await this.accountDelay.block(accountKey, Math.min(2 ** beyond, this.windowSeconds));
  }

  /**
   * A successful sign-in forgets the account's (and the device's) failures and remembers the
   * address: in Redis, or, without it, by the session the sign-in opens, which records it.
   */
  async recordSuccess(ip: string, accountKey: string, device?: string): Promise<void> {
    await Promise.all([
      this.failuresPerAccount.delete(accountKey),
      this.accountDelay.delete(accountKey),
      device ? this.deviceFailures.delete(device) : undefined,
    ]);
    if (this.sharedStore || !this.db) await this.knownAddresses.penalty(knownKey(accountKey, ip), 1);
  }

  private async isKnownAddress(accountKey: string, ip: string): Promise<boolean> {
    if (this.sharedStore || !this.db) {
      const known = await this.knownAddresses.get(knownKey(accountKey, ip));
      return !!known && known.consumedPoints > 0;
    }
    const rows = await queryRows<{ known: number }>(
      this.db,
      sql`select 1 as known from sessions s join users u on u.id = s.user_id
          where lower(u.email) = ${accountKey} and s.ip = ${ip} and s.created_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})
          limit 1`,
    );
    return rows.length > 0;
  }
}

const knownKey = (accountKey: string, ip: string) => `${accountKey}|${ip}`;

function tooMany(msBeforeNext: number): TooManyRequests {
  return new TooManyRequests(tooManyLoginAttemptsMessage(msBeforeNext), msBeforeNext);
}
