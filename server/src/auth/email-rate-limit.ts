import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounter } from '../http/counters';
import { TooManyRequests } from '../http/errors';

export interface EmailRateLimitOptions {
  /** Attempts naming one email address (sign-up or email change) within the window. */
  maxPerEmail: number;
  /** Such attempts from one client address, whatever the emails, within the window. */
  maxPerIp: number;
  windowMinutes: number;
  /** node-redis client; when given, counters are shared by every server instance. */
  redisClient?: unknown;
  keyPrefix: string;
}

export function tooManyEmailAttemptsMessage(retryAfterMs: number): string {
  const [count, unit] =
    retryAfterMs < 60_000 ? [Math.max(1, Math.ceil(retryAfterMs / 1000)), 'second'] : [Math.ceil(retryAfterMs / 60_000), 'minute'];
  return `Too many attempts to register or change to an email address. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/**
 * Limits the answers that tell whether an email has an account (sign-up and email change
 * answer "taken"): every attempt counts, per client address and per email, so nobody can test
 * a list of addresses at speed. Attempts an address is refused for do not count against the
 * email, so one noisy address does not use up an email's budget on top.
 */
export class EmailRateLimiter {
  private readonly perIp: RateLimiterAbstract;
  private readonly perEmail: RateLimiterAbstract;

  constructor(options: EmailRateLimitOptions) {
    const duration = Math.max(1, Math.round(options.windowMinutes * 60));
    const make = (name: string, points: number) => createCounter(options, name, points, duration);
    this.perIp = make('email-attempts-ip', options.maxPerIp);
    this.perEmail = make('email-attempts-email', options.maxPerEmail);
  }

  /** Counts an attempt naming `emailKey` (normalised) from `ip`; 429 with Retry-After past either limit. */
  async consume(ip: string, emailKey: string): Promise<void> {
    await consumeOrRefuse(this.perIp, ip);
    await consumeOrRefuse(this.perEmail, emailKey);
  }
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw new TooManyRequests(tooManyEmailAttemptsMessage(rejection.msBeforeNext), rejection.msBeforeNext);
    throw rejection;
  }
}
