import path from 'node:path';
import { CHECKOUT_HOLD_MINUTES } from '@telehealth/shared-api/core';
import { REPO_ROOT } from './paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Validated server configuration, read once at start (see CONFIG.md). */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where PGlite keeps its files: `<dataDir>/pglite`, or `memory://` (tests). */
  pgliteDir: string;
  /** HS256 signing secret; undefined means generated once and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  corsOrigins: string[];
  /** Runtime remotes overriding or extending the discovered `mfe-*` folders. */
  remotes: Record<string, string>;
  seedDemo: boolean;
  /** Whether doctor search keeps answers (and its in-memory index); false: every search reads the database. */
  searchCacheEnabled: boolean;
  /** With the search cache on, how many seconds its answers may lag other instances' changes. */
  searchCacheSeconds: number;
  /** Milliseconds an instance may reuse a validated session without a database read; 0 = off. */
  sessionCacheMs: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and stream this server writes. */
  redisKeyPrefix: string;
  bodyLimitBytes: number;
  loginMaxFailuresPerAccount: number;
  loginMaxAttemptsPerIp: number;
  loginWindowMinutes: number;
  /** Fastify `trustProxy`: false, true, or a number of proxy hops. */
  trustProxy: boolean | number;
  logLevel: LogLevel;
  staticDir: string;
  nodeEnv: NodeEnv;
  /** Stripe secret key; when set, Stripe Checkout takes payments, else the built-in sandbox. */
  stripeSecretKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  stripeWebhookSecret: string | undefined;
  /** Base URL of Stripe's API (tests point it at a local stand-in); undefined = Stripe's own. */
  stripeApiUrl: string | undefined;
  /** Absolute origin of the product for checkout success and cancel URLs; else the request's. */
  publicUrl: string | undefined;
  /** How long a checkout holds its slot, in minutes. */
  checkoutHoldMinutes: number;
  /** How often expired checkout holds are swept, in seconds. */
  checkoutSweepSeconds: number;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

const JWT_SECRET_MIN_LENGTH = 32;

/**
 * Reads and validates the configuration from environment variables. Every bad value is
 * named; throws one ConfigError listing all of them. Pure: touches no files.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = env[name];
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const shown = (value: string) => JSON.stringify(value);

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got ${shown(value)})`);
      return fallback;
    }
    return n;
  };

  const positiveNumber = (name: string, fallback: number, unit: string): number => {
    const value = raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^\d*\.?\d+$/.test(value) || !Number.isFinite(n) || n <= 0) {
      problems.push(`${name} must be a positive number of ${unit} (got ${shown(value)})`);
      return fallback;
    }
    return n;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const value = raw(name);
    if (value === undefined) return fallback;
    const lower = value.toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return true;
    if (['false', '0', 'no'].includes(lower)) return false;
    problems.push(`${name} must be true or false (got ${shown(value)})`);
    return fallback;
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got ${shown(value)})`);
    return fallback;
  };

  const directory = (name: string, fallback: string): string => {
    const value = raw(name);
    return value === undefined ? fallback : path.resolve(value);
  };

  const port = integer('PORT', 8080, 1, 65_535);
  const host = raw('HOST') ?? '0.0.0.0';

  const databaseUrl = raw('DATABASE_URL');
  if (databaseUrl !== undefined) {
    const parsed = parseUrl(databaseUrl);
    if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol)) {
      problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL (got ${shown(redactUrl(databaseUrl))})`);
    }
  }

  const dataDir = directory('DATA_DIR', path.join(REPO_ROOT, 'data'));

  const jwtSecret = raw('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    // Never echo the secret itself.
    problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (got ${jwtSecret.length})`);
  }

  const sessionIdleMinutes = positiveNumber('SESSION_IDLE_MINUTES', 30, 'minutes');
  const sessionMaxHours = positiveNumber('SESSION_MAX_HOURS', 12, 'hours');

  const corsOrigins: string[] = [];
  for (const entry of (raw('CORS_ORIGINS') ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const origin = parseOrigin(entry);
    if (origin) corsOrigins.push(origin);
    else problems.push(`CORS_ORIGINS entries must be origins such as https://app.example.com (got ${shown(entry)})`);
  }

  const remotes: Record<string, string> = {};
  const remotesRaw = raw('REMOTES');
  if (remotesRaw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(remotesRaw);
    } catch {
      problems.push(`REMOTES must be a JSON object such as {"mfe_profile":"https://cdn.example.com/mf-manifest.json"} (got ${shown(remotesRaw)})`);
    }
    if (parsed !== undefined) {
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        problems.push(`REMOTES must be a JSON object of remote names to manifest URLs (got ${shown(remotesRaw)})`);
      } else {
        for (const [key, value] of Object.entries(parsed)) {
          if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
            problems.push(`REMOTES key ${shown(key)} must be a remote name of letters, digits and underscores`);
          } else if (typeof value !== 'string' || !(value.startsWith('/') || isHttpUrl(value))) {
            problems.push(`REMOTES.${key} must be a path starting with / or an http(s) URL (got ${JSON.stringify(value)})`);
          } else {
            remotes[key] = value;
          }
        }
      }
    }
  }

  const seedDemo = boolean('SEED_DEMO', true);
  const searchCacheEnabled = boolean('SEARCH_CACHE_ENABLED', true);
  const searchCacheSeconds = integer('SEARCH_CACHE_SECONDS', 10, 1, 600);
  const sessionCacheMs = integer('SESSION_CACHE_MS', 5_000, 0, 60_000);

  const redisUrl = raw('REDIS_URL');
  if (redisUrl !== undefined) {
    const parsed = parseUrl(redisUrl);
    if (!parsed || !['redis:', 'rediss:'].includes(parsed.protocol)) {
      problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got ${shown(redactUrl(redisUrl))})`);
    }
  }
  const redisKeyPrefix = raw('REDIS_KEY_PREFIX') ?? 'telehealth:';

  const bodyLimitBytes = integer('BODY_LIMIT_BYTES', 1_048_576, 1_024, 100 * 1_048_576);
  const loginMaxFailuresPerAccount = integer('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1_000);
  const loginMaxAttemptsPerIp = integer('LOGIN_MAX_ATTEMPTS_PER_IP', 30, 1, 100_000);
  const loginWindowMinutes = positiveNumber('LOGIN_WINDOW_MINUTES', 15, 'minutes');

  let trustProxy: boolean | number = false;
  const trustProxyRaw = raw('TRUST_PROXY');
  if (trustProxyRaw !== undefined) {
    if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
    else trustProxy = boolean('TRUST_PROXY', false);
  }

  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const staticDir = directory('STATIC_DIR', REPO_ROOT);
  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');

  const stripeSecretKey = raw('STRIPE_SECRET_KEY');
  if (stripeSecretKey !== undefined && !/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(stripeSecretKey)) {
    // Never echo the key itself.
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_test_, sk_live_, rk_test_ or rk_live_');
  }
  const stripeWebhookSecret = raw('STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret !== undefined && !/^whsec_\S+$/.test(stripeWebhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret starting with whsec_');
  }
  if (stripeWebhookSecret !== undefined && stripeSecretKey === undefined) {
    problems.push('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to use Stripe, or neither for the sandbox checkout');
  }
  const stripeApiUrl = raw('STRIPE_API_URL');
  if (stripeApiUrl !== undefined && !isHttpUrl(stripeApiUrl)) {
    problems.push(`STRIPE_API_URL must be an http(s) URL such as http://127.0.0.1:12111 (got ${shown(stripeApiUrl)})`);
  }
  let publicUrl: string | undefined;
  const publicUrlRaw = raw('PUBLIC_URL');
  if (publicUrlRaw !== undefined) {
    const origin = parseOrigin(publicUrlRaw.replace(/\/+$/, ''));
    if (origin) publicUrl = origin;
    else problems.push(`PUBLIC_URL must be an origin such as https://care.example.com, without a path (got ${shown(publicUrlRaw)})`);
  }
  const checkoutHoldMinutes = integer('CHECKOUT_HOLD_MINUTES', CHECKOUT_HOLD_MINUTES, 1, 120);
  const checkoutSweepSeconds = integer('CHECKOUT_SWEEP_SECONDS', 60, 1, 3_600);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret,
    sessionIdleMinutes,
    sessionMaxHours,
    corsOrigins,
    remotes,
    seedDemo,
    searchCacheEnabled,
    searchCacheSeconds,
    sessionCacheMs,
    redisUrl,
    redisKeyPrefix,
    bodyLimitBytes,
    loginMaxFailuresPerAccount,
    loginMaxAttemptsPerIp,
    loginWindowMinutes,
    trustProxy,
    logLevel,
    staticDir,
    nodeEnv,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiUrl,
    publicUrl,
    checkoutHoldMinutes,
    checkoutSweepSeconds,
  };
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isHttpUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

function parseOrigin(value: string): string | null {
  const url = parseUrl(value);
  if (!url || !(url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) return null;
  return url.origin;
}

/** Hides the password of a connection string before it is shown in a message. */
export function redactUrl(value: string): string {
  const url = parseUrl(value);
  if (!url || !url.password) return value;
  url.password = '***';
  return url.toString();
}
