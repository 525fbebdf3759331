import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface CounterStore {
  /** node-redis client; when given, counters are shared by every server instance. */
  redisClient?: unknown;
  keyPrefix: string;
}

/**
 * A rate-limiter-flexible counter named `name`: in Redis when the store has a client (shared by
 * every instance; while Redis is unreachable it counts in this process rather than failing
 * every request), else in this process.
 */
export function createCounter(store: CounterStore, name: string, points: number, durationSeconds: number): RateLimiterAbstract {
  if (!store.redisClient) return new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  return new RateLimiterRedis({
    storeClient: store.redisClient,
    useRedisPackage: true,
    keyPrefix: `${store.keyPrefix}${name}`,
    points,
    duration: durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${name}-insurance`, points, duration: durationSeconds }),
  });
}
