import { tooManyLoginAttemptsMessage } from '@telehealth/shared-api/core';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from '../http/errors';

export interface LoginRateLimitOptions {
  maxFailuresPerAccount: number;
  maxAttemptsPerIp: number;
  windowMinutes: number;
  /** node-redis client; when given, counters are shared by every server instance. */
  redisClient?: unknown;
  keyPrefix: string;
}

/**
 * Login throttling: every attempt counts against the caller's IP; failed attempts count
 * against the account (keyed by the normalised email, known or not, so the answer does not
 * reveal which emails exist). Over either limit the attempt is refused with 429 before the
 * password is checked.
 */
export class LoginRateLimiter {
  private readonly perIp: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly maxFailuresPerAccount: number;

  constructor(options: LoginRateLimitOptions) {
    const duration = Math.max(1, Math.round(options.windowMinutes * 60));
    this.maxFailuresPerAccount = options.maxFailuresPerAccount;
    const make = (name: string, points: number): RateLimiterAbstract =>
      options.redisClient
        ? new RateLimiterRedis({
            storeClient: options.redisClient,
            useRedisPackage: true,
            keyPrefix: `${options.keyPrefix}${name}`,
            points,
            duration,
            // While Redis is unreachable, count in this process rather than fail every login.
            insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${name}-insurance`, points, duration }),
          })
        : new RateLimiterMemory({ keyPrefix: name, points, duration });
    this.perIp = make('login-ip', options.maxAttemptsPerIp);
    this.perAccount = make('login-account', options.maxFailuresPerAccount);
  }

  /** Counts an attempt from `ip` and refuses it if the IP or the account is over its limit. */
  async beforeAttempt(ip: string, accountKey: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (error) {
      throw asTooMany(error);
    }
    const account = await this.perAccount.get(accountKey);
    if (account && account.consumedPoints >= this.maxFailuresPerAccount) {
      throw new TooManyRequests(tooManyLoginAttemptsMessage(account.msBeforeNext), account.msBeforeNext);
    }
  }

  async recordFailure(accountKey: string): Promise<void> {
    try {
      await this.perAccount.consume(accountKey);
    } catch (error) {
      // Over the limit already: the next attempt is refused by beforeAttempt.
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.perAccount.delete(accountKey);
  }
}

function asTooMany(error: unknown): unknown {
  if (error instanceof RateLimiterRes) {
    return new TooManyRequests(tooManyLoginAttemptsMessage(error.msBeforeNext), error.msBeforeNext);
  }
  return error;
}
