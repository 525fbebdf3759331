import { isIP } from 'node:net';
import path from 'node:path';
import { AI_MODEL, CHECKOUT_HOLD_MINUTES, CONSULTATION_DISCONNECT_GRACE_MS, DEFAULT_STUN_URLS } from '@telehealth/shared-api/core';
import { REPO_ROOT } from './paths';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const CLINICIAN_2FA_MODES = ['required', 'optional'] as const;
export type Clinician2fa = (typeof CLINICIAN_2FA_MODES)[number];

/** Validated server configuration, read once at start (see CONFIG.md). */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** With the embedded database, `/ready` fails when the data folder's disk has less free space than this (MiB); 0 = off. */
  readyMinFreeMb: number;
  /** Where PGlite keeps its files: `<dataDir>/pglite`, or `memory://` (tests). */
  pgliteDir: string;
  /** HS256 signing secret; undefined means generated once and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Open sockets one session may have on one instance. */
  socketsMaxPerSession: number;
  corsOrigins: string[];
  /** Runtime remotes overriding or extending the discovered `mfe-*` folders. */
  remotes: Record<string, string>;
  /** JSON file of remotes re-read while running; its entries win over `remotes`. */
  remotesFile: string;
  seedDemo: boolean;
  /** Email of the operations (admin) account made on start when no account has it yet. */
  adminEmail: string | undefined;
  /** Its password; unset: one is generated and printed once. */
  adminPassword: string | undefined;
  /** Whether doctors and operators must have two-step sign-in on before they see patient data or act. */
  clinician2fa: Clinician2fa;
  /** Whether each instance reuses a patient's last prescription list answer while the list is unchanged. */
  prescriptionListCacheEnabled: boolean;
  /** Whether doctor search keeps every doctor (and dates' reservations) in memory; false: every search reads them. */
  searchCacheEnabled: boolean;
  /** How many seconds doctor search may lag other instances' changes. */
  searchCacheSeconds: number;
  /** Whether doctor search finds name words through its index of name words; false: every name is tested. */
  searchNameIndexEnabled: boolean;
  /** Milliseconds an instance may reuse a validated session without a database read; 0 = off. */
  sessionCacheMs: number;
  /** Whether concurrent requests' session reads and last-seen writes go to the database together. */
  sessionReadBatching: boolean;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and stream this server writes. */
  redisKeyPrefix: string;
  bodyLimitBytes: number;
  loginMaxFailuresPerAccount: number;
  loginMaxAttemptsPerIp: number;
  loginWindowMinutes: number;
  registerMaxAttemptsPerEmail: number;
  registerMaxAttemptsPerIp: number;
  registerWindowMinutes: number;
  /** Which proxies' `X-Forwarded-*` headers are believed: none, all, a number of hops, or their addresses. */
  trustProxy: TrustProxy;
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
  /** smtp(s):// URL of the mail server; undefined = the built-in mailbox (development) or no mail (production). */
  smtpUrl: string | undefined;
  /** The From of every email ('Name <address>'). */
  mailFrom: string;
  /** Account SID of the Twilio-compatible SMS service; SMS reminders are off unless it, the token and the sender are set. */
  smsAccountSid: string | undefined;
  /** Its auth token (HTTP Basic password); never printed. */
  smsAuthToken: string | undefined;
  /** Sender of every SMS: an E.164 number or an alphanumeric sender ID. */
  smsFrom: string | undefined;
  /** Base URL of the SMS service's API (tests point it at a local stand-in). */
  smsApiUrl: string;
  /** The practice a prescription is issued by: printed on every prescription PDF. */
  practiceName: string;
  practiceAddress: string;
  /** Phone or email a pharmacist can reach the practice at. */
  practiceContact: string;
  /** How often an idle job worker looks for due jobs (reminders, mail), in seconds. */
  jobsPollSeconds: number;
  /** How long one email's sending may take before it counts as abandoned and is sent again, in seconds. */
  mailSendTimeoutSeconds: number;
  /** Emails and reminders one instance works on at once (1 = one after another). */
  mailConcurrency: number;
  /** Host names a request may name (Host) to be used in checkout URLs; empty = the defaults (see CONFIG.md). */
  allowedHosts: string[];
  /** ISO 4217 code (upper case) that every fee is shown and charged in. */
  currency: string;
  /** How long a checkout holds its slot, in minutes. */
  checkoutHoldMinutes: number;
  /** Whether a losing claim of a slot this instance is claiming or holding is refused from memory. */
  slotClaimMemory: boolean;
  /** How often expired checkout holds are swept, in seconds. */
  checkoutSweepSeconds: number;
  /** Prescription verification page requests per client IP per minute. */
  verifyMaxPerIpPerMinute: number;
  /** Chat-completions service of the AI assistant; undefined (with no key) = the built-in guide. */
  aiApiUrl: string | undefined;
  /** Bearer key of that service; never sent to the browser or logged. */
  aiApiKey: string | undefined;
  aiModel: string;
  /** Longest wait for the service to start answering, and between two parts of its answer. */
  aiTimeoutSeconds: number;
  /** Pause between the built-in guide's paragraphs, in milliseconds. */
  aiGuidePaceMs: number;
  /** Assistant messages per user per minute. */
  aiMaxMessagesPerMinute: number;
  /** Assistant messages per user per 24 hours. */
  aiMaxMessagesPerDay: number;
  /** STUN servers handed to consultation calls. */
  stunUrls: string[];
  /** TURN servers (coturn with `use-auth-secret`); empty = no TURN. */
  turnUrls: string[];
  /** coturn's `static-auth-secret`; TURN is offered only with both it and `turnUrls`. */
  turnSecret: string | undefined;
  /** How long TURN credentials stay valid, in seconds. */
  turnTtlSeconds: number;
  /** How long a dropped consultation socket may take to come back before the other side is told. */
  consultationGraceSeconds: number;
}

/** `TRUST_PROXY`: false, true, a number of proxy hops, or proxy addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

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

/** What a parser may do besides reading its own value. */
interface ParseContext {
  /** The variable being read. */
  name: string;
  /** Records a problem; the value returned alongside is ignored once any problem is recorded. */
  problem(message: string): void;
  /** Another variable's value (trimmed; undefined when unset or blank), for rules that span two. */
  raw(name: string): string | undefined;
}

/** How one variable is read, and what the docs say of its type and default. */
export interface Parser<T> {
  /** Type and bounds as the docs show them, e.g. `integer 1–65535`. */
  type: string;
  /** The value when the variable is unset or blank. */
  fallback: T;
  /** The default as the docs show it, e.g. `` `8080` `` or `unset: embedded PGlite`. */
  defaultText: string;
  /** Reads a set value (trimmed, not blank). */
  parse(value: string, context: ParseContext): T;
}

/** One environment variable: how it is read and how it is documented. */
export interface ConfigVariable<T = unknown> {
  name: string;
  parser: Parser<T>;
  /** One line for the README table: what it does. */
  summary: string;
  /** One example value, as it would be written after `NAME=`. */
  example: string;
  /** The longer story for server/CONFIG.md (Markdown, may span lines). */
  details: string;
}

const shown = (value: string) => JSON.stringify(value);
const code = (value: string | number) => `\`${value}\``;

function integer(fallback: number, min: number, max: number): Parser<number> {
  return {
    type: `integer ${min}–${max}`,
    fallback,
    defaultText: code(fallback),
    parse(value, { name, problem }) {
      const n = Number(value);
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
        problem(`${name} must be an integer between ${min} and ${max} (got ${shown(value)})`);
        return fallback;
      }
      return n;
    },
  };
}

/** A number above zero, or at least `least` when given. */
function positiveNumber(fallback: number, unit: string, least?: number): Parser<number> {
  return {
    type: least === undefined ? `positive number of ${unit}` : `number of ${unit}, at least ${least}`,
    fallback,
    defaultText: code(fallback),
    parse(value, { name, problem }) {
      const n = Number(value);
      if (!/^\d*\.?\d+$/.test(value) || !Number.isFinite(n) || n <= 0) {
        problem(`${name} must be a positive number of ${unit} (got ${shown(value)})`);
        return fallback;
      }
      if (least !== undefined && n < least) {
        problem(`${name} must be at least ${least} ${unit} (got ${shown(value)})`);
        return fallback;
      }
      return n;
    },
  };
}

function readBoolean(value: string, name: string, problem: (message: string) => void, fallback: boolean): boolean {
  const lower = value.toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  problem(`${name} must be true or false (got ${shown(value)})`);
  return fallback;
}

function boolean(fallback: boolean): Parser<boolean> {
  return {
    type: 'boolean (`true`/`false`, `yes`/`no`, `1`/`0`)',
    fallback,
    defaultText: code(String(fallback)),
    parse: (value, { name, problem }) => readBoolean(value, name, problem, fallback),
  };
}

function oneOf<T extends string>(allowed: readonly T[], fallback: T): Parser<T> {
  return {
    type: `one of ${allowed.map(code).join(', ')}`,
    fallback,
    defaultText: code(fallback),
    parse(value, { name, problem }) {
      if ((allowed as readonly string[]).includes(value)) return value as T;
      problem(`${name} must be one of ${allowed.join(', ')} (got ${shown(value)})`);
      return fallback;
    },
  };
}

function text(fallback: string): Parser<string> {
  return { type: 'text', fallback, defaultText: code(fallback), parse: (value) => value };
}

function directory(fallback: string, defaultText: string): Parser<string> {
  return { type: 'path (relative to the working directory)', fallback, defaultText, parse: (value) => path.resolve(value) };
}

/** An optional value: undefined when unset, else `check` may name a problem. */
function optional(
  type: string,
  defaultText: string,
  check: (value: string, context: ParseContext) => void = () => {},
): Parser<string | undefined> {
  return {
    type,
    fallback: undefined,
    defaultText,
    parse(value, context) {
      check(value, context);
      return value;
    },
  };
}

function filePath(fallback: string, defaultText: string): Parser<string> {
  return { type: 'file path (relative to the working directory)', fallback, defaultText, parse: (value) => path.resolve(value) };
}

function custom<T>(type: string, fallback: T, defaultText: string, parse: Parser<T>['parse']): Parser<T> {
  return { type, fallback, defaultText, parse };
}

function variable<T>(name: string, parser: Parser<T>, docs: Omit<ConfigVariable<T>, 'name' | 'parser'>): ConfigVariable<T> {
  return { name, parser, ...docs };
}

const SEARCH_CACHE_DETAILS = `Applies to the doctor search (\`GET /doctor/all-doctors\`). Each instance keeps every doctor's
search fields in memory (loaded at start) and builds every answer from them; no answer is kept. A search with a date
also needs that date's live reservations: one indexed range read of \`slot_reservations\`, kept for the date's next
searches until a booking, cancellation or hold change (a hold stops counting when it expires, also in the kept copy).

Changes reach every instance's search at once as domain events (across Redis when \`REDIS_URL\` is set). Should one be
lost on its way (Redis away), every half of this time the instance also reads what changed in the database (doctors or
their owners updated, new reviews, a different number of doctors, reservations made or released) and drops what it kept
of them, so no change shows later than this time. \`SEARCH_CACHE_ENABLED=false\` keeps nothing. Memory: bench/README.md.`;

/**
 * Every variable the server reads, in the order problems are reported; the README table and
 * server/CONFIG.md are generated from it (`npm run docs:config`, checked by config-docs.test.ts).
 */
export const CONFIG_VARIABLES: { [K in Exclude<keyof AppConfig, 'pgliteDir'>]: ConfigVariable<AppConfig[K]> } = {
  port: variable('PORT', integer(8080, 1, 65_535), {
    summary: 'HTTP port of the API, socket.io and the web app.',
    example: '9000',
    details: 'The API, socket.io and the web app share this one port.',
  }),
  host: variable('HOST', text('0.0.0.0'), {
    summary: 'Interface to listen on.',
    example: '127.0.0.1',
    details: '`0.0.0.0` listens on every interface; `127.0.0.1` only on this machine.',
  }),
  databaseUrl: variable(
    'DATABASE_URL',
    optional('`postgres://` or `postgresql://` URL', 'unset: embedded PGlite', (value, { problem }) => {
      const parsed = parseUrl(value);
      if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol)) {
        problem(`DATABASE_URL must be a postgres:// or postgresql:// URL (got ${shown(redactUrl(value))})`);
      }
    }),
    {
      summary: 'PostgreSQL server to use instead of the embedded database.',
      example: 'postgres://postgres@127.0.0.1:5432/telehealth',
      details:
        'Unset: PGlite (PostgreSQL in WebAssembly) persisted under `DATA_DIR/pglite`, no database to install. ' +
        'The same committed migrations run on both at start. A password in the URL is never printed.',
    },
  ),
  dataDir: variable('DATA_DIR', directory(path.join(REPO_ROOT, 'data'), '`<repo>/data`'), {
    summary: 'Folder of the embedded database, the generated JWT secret and the remotes file.',
    example: '/var/lib/carelink',
    details:
      'PGlite keeps its files in `DATA_DIR/pglite`; a generated `JWT_SECRET` is kept in `DATA_DIR/jwt-secret`; ' +
      '`DATA_DIR/remotes.json` is the default `REMOTES_FILE`.',
  }),
  readyMinFreeMb: variable('READY_MIN_FREE_MB', integer(64, 0, 10_000_000), {
    summary: 'With the embedded database, `/ready` answers 503 when `DATA_DIR` has less free disk space than this (MiB).',
    example: '512',
    details:
      'A nearly full disk makes sign-ups, sign-ins and bookings fail (503) while reads still work, so a load balancer ' +
      'should stop sending users there before it is full: `/ready` then answers 503 naming the `disk-space` check. ' +
      '`0` turns the check off. With `DATABASE_URL` the database server keeps its own disk and this is not checked; ' +
      "`/ready`'s committed write probe still fails when the database cannot write.",
  }),
  jwtSecret: variable(
    'JWT_SECRET',
    optional(`secret of at least ${JWT_SECRET_MIN_LENGTH} characters`, 'unset: generated', (value, { problem }) => {
      // Never echo the secret itself.
      if (value.length < JWT_SECRET_MIN_LENGTH)
        problem(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (got ${value.length})`);
    }),
    {
      summary: 'Secret that signs session tokens (HS256); set it when several instances share a database.',
      example: '$(openssl rand -hex 32)',
      details:
        'Unset: generated once with `crypto.randomBytes` and kept in `DATA_DIR/jwt-secret` (mode 600). ' +
        'Set it explicitly when several instances share a database. Never printed.',
    },
  ),
  sessionIdleMinutes: variable('SESSION_IDLE_MINUTES', positiveNumber(30, 'minutes'), {
    summary: 'A session unused for this long ends.',
    example: '60',
    details:
      'Fractions are allowed (`0.5` is 30 seconds). Only HTTP requests count as use, not an open socket. A socket whose ' +
      'session ended (idle, `SESSION_MAX_HOURS`) is sent `session-revoked` and cut within a quarter of this time, at most 10 s.',
  }),
  sessionMaxHours: variable('SESSION_MAX_HOURS', positiveNumber(12, 'hours'), {
    summary: 'A session ends this long after sign-in, used or not.',
    example: '24',
    details: 'Fractions are allowed.',
  }),
  socketsMaxPerSession: variable('SOCKETS_MAX_PER_SESSION', integer(20, 1, 1000), {
    summary: 'Open socket connections one sign-in may have on one instance; more are refused.',
    example: '50',
    details:
      'Each browser tab holds one socket (a video visit one more). A connection over the limit is refused with a ' +
      '`connect_error` saying to close some tabs; the browser keeps retrying and connects once one closes. Counted per ' +
      'instance: behind a load balancer a session may hold this many on each.',
  }),
  corsOrigins: variable(
    'CORS_ORIGINS',
    custom<string[]>('comma-separated origins', [], 'none', (value, { problem }) => {
      const origins: string[] = [];
      for (const entry of value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const origin = parseOrigin(entry);
        if (origin) origins.push(origin);
        else problem(`CORS_ORIGINS entries must be origins such as https://app.example.com (got ${shown(entry)})`);
      }
      return origins;
    }),
    {
      summary: 'Other origins allowed to call the API and socket, with credentials.',
      example: 'https://app.example.com',
      details: 'Comma-separated origins. Same-origin calls need nothing.',
    },
  ),
  remotes: variable(
    'REMOTES',
    custom<Record<string, string>>(
      'JSON object of remote names to manifest URLs',
      {},
      'none (the built `mfe-*` folders)',
      (value, { problem }) => {
        const { remotes, problems } = parseRemotes(value, 'REMOTES');
        problems.forEach(problem);
        return remotes;
      },
    ),
    {
      summary: 'Entries overriding or adding to the discovered remotes in `/remotes.json`.',
      example: '{"mfe_profile":"https://cdn.example.com/profile/mf-manifest.json"}',
      details:
        "Values are paths (`/…`) or http(s) URLs of a remote's `mf-manifest.json`; the origins of URLs are added to the " +
        'CSP `script-src` and `connect-src`. Read at start: to repoint a remote without a restart, use `REMOTES_FILE`.',
    },
  ),
  remotesFile: variable('REMOTES_FILE', filePath('', '`DATA_DIR/remotes.json`'), {
    summary: 'JSON file of remote entries, re-read while the server runs (deploy or roll back a remote).',
    example: '/etc/carelink/remotes.json',
    details:
      'Same format as `REMOTES`, and its entries win over it. The server checks the file at most once a second and ' +
      'uses a changed file from the next request on, both for `/remotes.json` and for the CSP; a missing file means no ' +
      'entries. A file that cannot be read or parsed is logged and ignored, and the last good one stays in use. ' +
      'See "Deploying remotes independently" in the README.',
  }),
  prescriptionListCacheEnabled: variable('PRESCRIPTION_LIST_CACHE_ENABLED', boolean(true), {
    summary: "Whether a patient's unchanged prescription list answer is reused; `false` builds every answer.",
    example: 'false',
    details:
      'On: each instance keeps the last encoded list answer of up to 200 patients and reuses it only when the ' +
      "database's fingerprint of the list is unchanged and no status has changed with time since, so a write on any " +
      'instance shows at the next read. Every read still leaves its access record. Figures: bench/README.md.',
  }),
  seedDemo: variable('SEED_DEMO', boolean(true), {
    summary: 'On a new database, create the demo accounts and practice and print them on start.',
    example: 'false',
    details:
      'Only a database with no users is seeded. The demo practice: 23 doctor profiles across every specialty (15 time ' +
      'zones, varied fees, languages and weekly slots, one inactive), patient profiles, and reviews on completed past ' +
      'appointments, so ratings are real. `false` creates and prints nothing.',
  }),
  adminEmail: variable(
    'ADMIN_EMAIL',
    optional('email address', 'unset: no operations account is made on start', (value, { problem }) => {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) problem(`ADMIN_EMAIL must be an email address (got ${shown(value)})`);
    }),
    {
      summary: 'On start, create the operations (admin) account with this email if no account has it yet.',
      example: 'ops@example.org',
      details:
        'The admin role is never offered at sign-up: it is made here or with `npm run admin -- create <email>`. ' +
        'With `ADMIN_PASSWORD` unset, a password is generated and printed once on the start that creates the account. ' +
        'An existing account with this email is left as it is (a patient or doctor is never turned into an operator).',
    },
  ),
  adminPassword: variable(
    'ADMIN_PASSWORD',
    optional('password', 'unset: generated and printed once', (value, { problem, raw }) => {
      if (raw('ADMIN_EMAIL') === undefined) problem('ADMIN_PASSWORD is set but ADMIN_EMAIL is not: set ADMIN_EMAIL too');
      if (value.length < 12) problem('ADMIN_PASSWORD must be at least 12 characters long');
    }),
    {
      summary: 'Password of the `ADMIN_EMAIL` account when it is created; unset: generated and printed once.',
      example: '(a long passphrase)',
      details: 'Read only when the account is created; change it afterwards by signing in. Never printed.',
    },
  ),
  clinician2fa: variable('CLINICIAN_2FA', oneOf(CLINICIAN_2FA_MODES, 'optional'), {
    summary: 'Whether doctors and operators must use two-step sign-in to see patient data (`required` in production).',
    example: 'required',
    details:
      '`required`: a doctor or operations account without an authenticator app set up gets 403 with the code ' +
      '`second_factor_required` on every call except its own account, security and sign-out (and any consultation ' +
      'socket event, such as joining a call or its chat), and the web app takes it to Profile → Security to set one up ' +
      'right after sign-in; once on, it cannot be turned off. Recommended for production. `optional` (the default, ' +
      'so a newcomer can sign in to the demo doctor at once): two-step sign-in is offered to everyone and asked of nobody; ' +
      'the start banner says so.',
  }),
  searchCacheEnabled: variable('SEARCH_CACHE_ENABLED', boolean(true), {
    summary: 'Whether doctor search keeps doctors and date reservations in memory; `false` reads them every search.',
    example: 'false',
    details:
      'On: each instance keeps every doctor in memory and dates’ reservations until they may have changed (see ' +
      '`SEARCH_CACHE_SECONDS`). Off: every search reads every doctor and its date’s reservations (slow with many ' +
      'doctors: a reference for checking the kept copy). No search answer is kept either way, nor slot availability.',
  }),
  searchCacheSeconds: variable('SEARCH_CACHE_SECONDS', integer(10, 1, 600), {
    summary: "The longest an instance's doctor search may lag behind a change whose event was lost on its way.",
    example: '30',
    details: SEARCH_CACHE_DETAILS,
  }),
  searchNameIndexEnabled: variable('SEARCH_NAME_INDEX_ENABLED', boolean(true), {
    summary: 'Whether doctor search finds name words through an index of the words of doctors’ names.',
    example: 'false',
    details:
      'On: each instance also keeps its active doctors by every word of their name, and a name search tests only the ' +
      'doctors filed under a word that holds the searched word. Off: a name search tests every doctor’s name. Answers ' +
      'are the same either way; applies only while `SEARCH_CACHE_ENABLED` is on. Figures: bench/README.md.',
  }),
  sessionCacheMs: variable('SESSION_CACHE_MS', integer(5_000, 0, 60_000), {
    summary: 'How long an instance may reuse a validated session without a database read; `0` is off.',
    example: '0',
    details:
      'At most 10,000 sessions are kept, least recently used first out. Absolute lifetime and idle timeout are still ' +
      'checked on every request, and `last_seen_at` is still written at most once a minute. Sign-out and password ' +
      'changes evict the sessions at once on the instance that handled them and, with `REDIS_URL`, on every other ' +
      'instance (socket.io server-side event); without Redis a second instance would honour a revoked session for up ' +
      "to this long, so run several instances only with `REDIS_URL` or set `0`. Account changes evict the user's " +
      'cached row the same way. `0` turns the cache off (every request reads its session).',
  }),
  sessionReadBatching: variable('SESSION_READ_BATCHING', boolean(true), {
    summary: 'Whether the session reads of requests that arrive together go to the database as one query.',
    example: 'false',
    details:
      'On: while one session read is in flight, the sessions further requests need wait and are read together when it ' +
      'ends (their once-a-minute `last_seen_at` writes likewise), so a burst of signed-in requests costs a few queries. ' +
      'Off: one read per request not served by the session cache. Answers are the same either way. Figures: ' +
      'bench/README.md (booking).',
  }),
  redisUrl: variable(
    'REDIS_URL',
    optional('`redis://` or `rediss://` URL', 'unset: in-process', (value, { problem }) => {
      const parsed = parseUrl(value);
      if (!parsed || !['redis:', 'rediss:'].includes(parsed.protocol)) {
        problem(`REDIS_URL must be a redis:// or rediss:// URL (got ${shown(redactUrl(value))})`);
      }
    }),
    {
      summary: 'Redis shared by several instances (login limits, socket.io adapter).',
      example: 'redis://127.0.0.1:6379',
      details:
        'Set: login rate limits are shared through Redis and socket.io uses the Redis streams adapter, so several ' +
        'instances can serve one product.',
    },
  ),
  redisKeyPrefix: variable('REDIS_KEY_PREFIX', text('telehealth:'), {
    summary: 'Prefix of every Redis key and stream the server writes.',
    example: 'carelink-staging:',
    details: 'Lets several products share one Redis.',
  }),
  bodyLimitBytes: variable('BODY_LIMIT_BYTES', integer(1_048_576, 1_024, 100 * 1_048_576), {
    summary: 'Largest JSON body accepted (1 MiB by default); larger bodies get 413.',
    example: '2097152',
    details: 'Uploads of profile pictures have their own limit (see "What the server serves").',
  }),
  loginMaxFailuresPerAccount: variable('LOGIN_MAX_FAILURES_PER_ACCOUNT', integer(5, 1, 1_000), {
    summary: 'Failed sign-ins per account after which each further attempt waits a doubling delay.',
    example: '10',
    details:
      'Counted by email, known or not. Past the limit each failure makes the next attempt wait twice as long (1 s, 2 s, 4 s, … up to `LOGIN_WINDOW_MINUTES`), answered 429 with `Retry-After` meanwhile; nothing is locked. An address that signed in to the account in the last 20 days is exempt, so guesses from elsewhere cannot keep its owner out (kept in Redis with `REDIS_URL`, else read from the sessions in the database, so a restart forgets nothing). A successful sign-in resets the count.',
  }),
  loginMaxAttemptsPerIp: variable('LOGIN_MAX_ATTEMPTS_PER_IP', integer(30, 1, 100_000), {
    summary: 'Failed sign-ins per client IP within the window before that address gets 429.',
    example: '100',
    details:
      'Any accounts; successful sign-ins never count. A refused address still lets in a correct password from a browser ' +
      'that signed in to that account before: each sign-in sets a signed, HttpOnly device cookie for the account (30 days; ' +
      "OWASP's device-cookie pattern), so a clinic behind one address keeps working while someone there guesses. That " +
      "browser's own failures count against its cookie, which is no longer honoured after `LOGIN_MAX_FAILURES_PER_ACCOUNT` " +
      'of them. Behind a proxy, set `TRUST_PROXY` so the client IP is the real one.',
  }),
  loginWindowMinutes: variable('LOGIN_WINDOW_MINUTES', positiveNumber(15, 'minutes'), {
    summary: 'The window of both login limits.',
    example: '30',
    details: 'Fractions are allowed.',
  }),
  registerMaxAttemptsPerEmail: variable('REGISTER_MAX_ATTEMPTS_PER_EMAIL', integer(10, 1, 100_000), {
    summary: 'Sign-ups and email changes naming one email address within the window before it gets 429.',
    example: '20',
    details:
      'Both answers tell whether an email has an account ("already registered"), so every attempt counts, whatever its ' +
      'outcome, keyed by the email (any case); refused ones answer 429 with `Retry-After`. Attempts with a password the ' +
      'policy refuses, or updates that keep the email, do not count. A taken email is also answered no faster than a ' +
      'new account: the password is hashed first either way and the answer held as long as a recent sign-up took.',
  }),
  registerMaxAttemptsPerIp: variable('REGISTER_MAX_ATTEMPTS_PER_IP', integer(20, 1, 100_000), {
    summary: 'Sign-ups and email changes per client IP within the window before that address gets 429.',
    example: '100',
    details:
      'Any emails. 20 an hour lets a clinic register its patients for the day from one office address; one registering ' +
      'more should raise it. Behind a proxy, set `TRUST_PROXY` so the client IP is the real one. With `REDIS_URL` the ' +
      'counts are shared by every instance (each instance counts on its own while Redis is unreachable).',
  }),
  registerWindowMinutes: variable('REGISTER_WINDOW_MINUTES', positiveNumber(60, 'minutes'), {
    summary: 'The window of both sign-up and email-change limits.',
    example: '30',
    details: 'Fractions are allowed.',
  }),
  trustProxy: variable(
    'TRUST_PROXY',
    custom<TrustProxy>('`true`/`false`, a number of proxy hops, or proxy addresses', false, '`false`', (value, { name, problem }) => {
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops === 0) return false;
        if (hops <= 10) return hops;
        problem(`${name} must be true, false, a number of proxy hops from 1 to 10, or proxy addresses (got ${shown(value)})`);
        return false;
      }
      if (/^(true|false|yes|no)$/i.test(value)) return readBoolean(value, name, problem, false);
      const addresses = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = addresses.filter((entry) => !isProxyAddress(entry));
      if (bad.length === 0) return addresses;
      problem(
        `${name} must be true, false, a number of proxy hops, or comma-separated proxy addresses such as 10.0.0.5 or 10.0.0.0/8 (got ${shown(bad[0]!)})`,
      );
      return false;
    }),
    {
      summary: 'Behind a reverse proxy: the number of proxies in front (`1`), or their addresses.',
      example: '1',
      details:
        'The client address (used by the sign-in, sign-up and `/verify` limits) is then read from `X-Forwarded-For`, and ' +
        'the scheme (`https` turns on `Strict-Transport-Security`) and host from `X-Forwarded-Proto` and `X-Forwarded-Host`.\n\n' +
        '- A number of hops (`1` for one nginx in front): the last that many entries of `X-Forwarded-For` were added by your ' +
        'proxies, and the one before them is the client. The server must then be reachable only through the proxies ' +
        '(bound to a private address or firewalled), or a client connecting directly could name any address.\n' +
        '- Addresses or CIDR ranges (`10.0.0.2,10.0.1.0/24`): only a request arriving from one of them is believed, so a ' +
        'client reaching the server directly cannot name another address; also `loopback`, `linklocal`, `uniquelocal`.\n' +
        '- `true` believes every hop, so a client can name any address by sending the header itself: avoid it.\n\n' +
        'Unset or `false`: the address of the connection, and `X-Forwarded-*` is ignored.',
    },
  ),
  logLevel: variable('LOG_LEVEL', oneOf(LOG_LEVELS, 'info'), {
    summary: 'How much the server logs.',
    example: 'warn',
    details:
      'Logs are JSON lines (pino) on standard output. Request lines never carry secrets: query values (a revoke reason, ' +
      'a typed verification code, a checkout `session_id`, search words) and the token or id in `/verify/…`, ' +
      '`/sandbox/checkout/…` and `/checkout/…` paths are written as `[redacted]`, and checkout ids as a short ' +
      '`sha256:` fingerprint. A proxy in front keeps its own access log: configure it likewise.',
  }),
  staticDir: variable('STATIC_DIR', directory(REPO_ROOT, '`<repo>`'), {
    summary: 'Folder holding `shell/dist` and the `mfe-*/dist` builds.',
    example: '/srv/carelink',
    details: '`shell/dist` is served at `/`, each `mfe-<name>/dist` at `/remotes/mfe-<name>/`.',
  }),
  nodeEnv: variable('NODE_ENV', oneOf(NODE_ENVS, 'development'), {
    summary: 'Run mode, validated for the tools that read it.',
    example: 'production',
    details: 'The server itself behaves alike in every mode.',
  }),
  stripeSecretKey: variable(
    'STRIPE_SECRET_KEY',
    optional('Stripe secret key', 'unset: sandbox checkout', (value, { problem }) => {
      // Never echo the key itself.
      if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(value)) {
        problem('STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_test_, sk_live_, rk_test_ or rk_live_');
      }
    }),
    {
      summary: 'Take payments through Stripe Checkout instead of the built-in sandbox.',
      example: 'sk_test_…',
      details:
        'A secret key (`sk_test_…`, `sk_live_…`) or a restricted `rk_…` key. Set: payments go through Stripe Checkout and ' +
        "`POST /api/v1/payment/webhook` takes Stripe's signed events. Unset: the built-in sandbox card page " +
        "(`/sandbox/checkout/<id>`) takes Stripe's published test cards; no money moves. Never printed.",
    },
  ),
  stripeWebhookSecret: variable(
    'STRIPE_WEBHOOK_SECRET',
    optional('`whsec_…` secret', 'unset', (value, { problem, raw }) => {
      if (!/^whsec_\S+$/.test(value)) problem('STRIPE_WEBHOOK_SECRET must be a webhook signing secret starting with whsec_');
      if (raw('STRIPE_SECRET_KEY') === undefined) {
        problem('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to use Stripe, or neither for the sandbox checkout');
      }
    }),
    {
      summary: 'Signing secret of the Stripe webhook endpoint; needs `STRIPE_SECRET_KEY`.',
      example: 'whsec_…',
      details: 'Without it the webhook answers 400 and bookings are fulfilled by the confirm call alone. Never printed.',
    },
  ),
  stripeApiUrl: variable(
    'STRIPE_API_URL',
    optional('http(s) URL', "unset: Stripe's API", (value, { problem }) => {
      if (!isHttpUrl(value)) problem(`STRIPE_API_URL must be an http(s) URL such as http://127.0.0.1:12111 (got ${shown(value)})`);
    }),
    {
      summary: "Base URL of Stripe's HTTP API; tests point it at a local stand-in.",
      example: 'http://127.0.0.1:12111',
      details: 'Only tests need it.',
    },
  ),
  publicUrl: variable(
    'PUBLIC_URL',
    custom<string | undefined>('origin (no path)', undefined, "unset: the request's origin", (value, { problem }) => {
      const origin = parseOrigin(value.replace(/\/+$/, ''));
      if (!origin) problem(`PUBLIC_URL must be an origin such as https://care.example.com, without a path (got ${shown(value)})`);
      return origin ?? undefined;
    }),
    {
      summary: "Origin of the product used in the checkout's success and cancel URLs and in emails' links.",
      example: 'https://care.example.com',
      details:
        'Unset: the origin of the booking request (honouring `TRUST_PROXY`), refused unless its host is in `ALLOWED_HOSTS`; ' +
        'emails sent without a request (reminders, unsubscribe links) use `http://localhost:PORT`, so set it in production.',
    },
  ),
  smtpUrl: variable(
    'SMTP_URL',
    optional('smtp:// or smtps:// URL', 'unset: the built-in mailbox (not in production)', (value, { problem }) => {
      const url = parseUrl(value);
      if (!url || !['smtp:', 'smtps:'].includes(url.protocol)) {
        problem(
          `SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465 (got a value starting ${shown(value.slice(0, 8))})`,
        );
      }
    }),
    {
      summary: 'Mail server that sends every email (nodemailer); unset keeps mail in the built-in mailbox.',
      example: 'smtps://user:password@mail.example.com:465',
      details:
        'Unset outside production: every message is kept in the database and shown at `/dev/mailbox` (the start banner says ' +
        'where). Unset in production: messages are logged as failed and nothing is sent. Set: messages go through this server ' +
        'and the mailbox page is off.',
    },
  ),
  mailFrom: variable('MAIL_FROM', text('Telehealth <no-reply@telehealth.local>'), {
    summary: 'Sender of every email.',
    example: 'CareLink <care@example.com>',
    details: 'The address must be one the SMTP server may send from; its domain also ends every Message-ID.',
  }),
  smsAccountSid: variable(
    'SMS_ACCOUNT_SID',
    optional('text (letters, digits)', 'unset: no SMS', (value, context) => {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(value))
        context.problem(`SMS_ACCOUNT_SID must be an account SID such as AC0123… (letters and digits only)`);
      smsNeedsAll(context);
    }),
    {
      summary: 'Account SID of a Twilio-compatible SMS service; with `SMS_AUTH_TOKEN` and `SMS_FROM`, turns on SMS reminders.',
      example: 'AC0123456789abcdef0123456789abcdef',
      details:
        'SMS is optional: set all three of `SMS_ACCOUNT_SID`, `SMS_AUTH_TOKEN` and `SMS_FROM`, or none (a start with only ' +
        'some of them set is refused, naming the missing ones). Only appointment reminders (24 hours and 1 hour before) are ' +
        'sent by SMS, to users who added a phone number and switched SMS reminders on under Profile → Notifications; the ' +
        'text carries the time and a link, never health details.',
    },
  ),
  smsAuthToken: variable(
    'SMS_AUTH_TOKEN',
    optional('text', 'unset: no SMS', (_value, context) => smsNeedsAll(context)),
    {
      summary: 'Auth token of that SMS account (the HTTP Basic password); needs `SMS_ACCOUNT_SID` and `SMS_FROM`.',
      example: 'your-auth-token',
      details: 'Never printed and never sent to browsers.',
    },
  ),
  smsFrom: variable(
    'SMS_FROM',
    optional('E.164 number or sender ID', 'unset: no SMS', (value, context) => {
      if (!/^\+[1-9]\d{6,14}$/.test(value) && !/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(value)) {
        context.problem(
          `SMS_FROM must be a phone number in E.164 form such as +447700900123, or a sender ID of up to 11 letters and digits (got ${shown(value)})`,
        );
      }
      smsNeedsAll(context);
    }),
    {
      summary: 'Sender of every SMS: a number of the SMS account in E.164 form, or an alphanumeric sender ID.',
      example: '+447700900123',
      details: 'Sent as `From` with every message; the SMS service must allow the account to send from it.',
    },
  ),
  smsApiUrl: variable(
    'SMS_API_URL',
    custom<string>('http(s) URL', 'https://api.twilio.com', code('https://api.twilio.com'), (value, { problem }) => {
      if (!isHttpUrl(value)) problem(`SMS_API_URL must be an http:// or https:// URL such as https://api.twilio.com (got ${shown(value)})`);
      return value.replace(/\/+$/, '');
    }),
    {
      summary: "Base URL of the SMS service's Twilio-compatible API.",
      example: 'http://127.0.0.1:4010',
      details:
        'Messages are posted to `{SMS_API_URL}/2010-04-01/Accounts/{SMS_ACCOUNT_SID}/Messages.json` as Twilio expects. ' +
        'Tests point it at a local stand-in.',
    },
  ),
  practiceName: variable('PRACTICE_NAME', text('CareLink Demo Practice'), {
    summary: 'Name of the practice printed on every prescription.',
    example: 'Harbour Medical Group',
    details: 'Pharmacists read it beside the prescriber; set it with `PRACTICE_ADDRESS` and `PRACTICE_CONTACT` in production.',
  }),
  practiceAddress: variable('PRACTICE_ADDRESS', text('1 Example Street, Springfield (demo address)'), {
    summary: 'Postal address of the practice printed on every prescription.',
    example: '12 Harbour Road, Dublin D02 X285, Ireland',
    details: "One line. The demo's default says it is a demo address.",
  }),
  practiceContact: variable('PRACTICE_CONTACT', text('care@telehealth.local'), {
    summary: 'Phone number or email printed on every prescription, for a pharmacist with a question.',
    example: '+353 1 555 0100',
    details: 'One line, shown as given.',
  }),
  // pg-boss refuses to poll more often than every half second.
  jobsPollSeconds: variable('JOBS_POLL_SECONDS', positiveNumber(2, 'seconds', 0.5), {
    summary: 'How often an idle job worker (mail, reminders) looks for due jobs.',
    example: '0.5',
    details: 'Jobs are kept in the database (pg-boss), so a lower value only makes due jobs start sooner, at the cost of more idle reads.',
  }),
  mailSendTimeoutSeconds: variable('MAIL_SEND_TIMEOUT_SECONDS', positiveNumber(60, 'seconds'), {
    summary: 'How long one email may take to send before it counts as abandoned and is sent again.',
    example: '30',
    details:
      'A server killed while sending leaves its message marked as sending; once this time has passed, another instance (or ' +
      'the restarted one) sends it again with the same Message-ID, so the receiving server can drop the copy. Connecting ' +
      'to the SMTP server and each of its answers are limited to a third of it.',
  }),
  mailConcurrency: variable('MAIL_CONCURRENCY', integer(8, 1, 64), {
    summary: 'How many emails and reminders one instance works on at once.',
    example: '1',
    details:
      'Each instance fetches up to this many due jobs together and sends over as many SMTP connections; due reminders ' +
      'are fetched by two workers in batches of four times this and sent by their own jobs (mail/reminder-batch.ts). A ' +
      'server killed while sending may leave up to that many messages to be sent again (with the same Message-ID). 1 sends ' +
      'one after another, each reminder through its own `mail.send` job.',
  }),
  allowedHosts: variable(
    'ALLOWED_HOSTS',
    custom<string[]>(
      'comma-separated host names',
      [],
      "unset: `HOST`'s addresses, `localhost`, `127.0.0.1`, `::1`",
      (value, { problem }) => {
        const hosts: string[] = [];
        for (const entry of value
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)) {
          const url = parseUrl(`http://${entry}`);
          if (url && !url.port && url.host === entry) hosts.push(url.hostname.replace(/^\[(.*)\]$/, '$1'));
          else problem(`ALLOWED_HOSTS entries must be host names such as care.example.com, without a port (got ${shown(entry)})`);
        }
        return hosts;
      },
    ),
    {
      summary: "Host names the checkout's success and cancel URLs may be built from when `PUBLIC_URL` is unset.",
      example: 'care.example.com,care.internal',
      details:
        "A checkout's success and cancel URLs (and the sandbox card page's address) are built from the request's host when " +
        '`PUBLIC_URL` is unset (`Host`, or `X-Forwarded-Host` with `TRUST_PROXY`). Opening a checkout through any other host ' +
        "is refused with 400, so a forged host cannot send a patient's payment pages elsewhere. Unset: the addresses `HOST` " +
        'listens on (every interface address for `0.0.0.0` or `::`), `localhost`, `127.0.0.1` and `::1`. Set: exactly these ' +
        'names, any port. With `PUBLIC_URL` set the request host is neither used nor checked.',
    },
  ),
  currency: variable(
    'CURRENCY',
    custom<string>('ISO 4217 currency code', 'USD', '`USD`', (value, { name, problem }) => {
      const upper = value.toUpperCase();
      if (!/^[A-Z]{3}$/.test(upper) || !Intl.supportedValuesOf('currency').includes(upper)) {
        problem(`${name} must be an ISO 4217 currency code such as USD, EUR or INR (got ${shown(value)})`);
        return 'USD';
      }
      return upper;
    }),
    {
      summary: 'Currency of every consultation fee: shown on every price and charged at checkout.',
      example: 'EUR',
      details:
        "Any ISO 4217 code (any case). Doctors' fees are whole units of it. Every screen, the hosted checkout and " +
        'the payment company see this one currency; changing it does not convert fees already set, nor past payments, ' +
        'which keep the currency they were paid in.',
    },
  ),
  checkoutHoldMinutes: variable('CHECKOUT_HOLD_MINUTES', integer(CHECKOUT_HOLD_MINUTES, 1, 120), {
    summary: 'Minutes a checkout holds its slot before another patient may take it.',
    example: '10',
    details:
      'The default is `CHECKOUT_HOLD_MINUTES` in shared-api. A payment completing after its hold ended books the slot ' +
      'if it is still free, and is refunded in full automatically if another patient took it.',
  }),
  slotClaimMemory: variable('SLOT_CLAIM_MEMORY', boolean(true), {
    summary: 'Whether a checkout of a slot this instance is claiming or holding for another patient is refused at once.',
    example: 'false',
    details:
      'On: each instance remembers the slots its own checkouts are claiming and the holds they got until the hold ends ' +
      'or the slot changes (`slot.changed`), and refuses another patient’s checkout of one without reading the ' +
      'database. Off: every checkout reads the doctor’s day first. The database’s unique index of live holds decides ' +
      'either way, between instances too, and answers are the same. Figures: bench/README.md (booking).',
  }),
  checkoutSweepSeconds: variable('CHECKOUT_SWEEP_SECONDS', integer(60, 1, 3_600), {
    summary: 'How often expired holds are released and failed refunds retried.',
    example: '30',
    details:
      'Each sweep releases expired holds and marks their checkout sessions expired (the provider is told, best ' +
      'effort), and asks again for refunds the payment provider failed to make (first 2 minutes after they were ' +
      'decided, then after doubling waits of up to 6 hours; up to 20 of each kind a sweep; a repeat is answered with ' +
      'the same refund, so none is paid twice). Availability ignores expired holds at once, sweep or not.',
  }),
  verifyMaxPerIpPerMinute: variable('VERIFY_MAX_PER_IP_PER_MINUTE', integer(30, 1, 100_000), {
    summary: 'Requests to the public prescription verification page (`/verify`) per client IP per minute before 429.',
    example: '60',
    details:
      'Keeps anyone from trying printed codes in bulk (the QR token is unguessable anyway). A pharmacy checking ' +
      'prescriptions all day from one address stays far below 30 a minute. Behind a proxy, set `TRUST_PROXY` so the ' +
      'client IP is the real one. With `REDIS_URL` the counts are shared by every instance.',
  }),
  aiApiUrl: variable(
    'AI_API_URL',
    optional('http(s) URL', 'unset: the built-in guide', (value, { problem }) => {
      if (!isHttpUrl(value))
        problem(`AI_API_URL must be an http(s) URL such as http://127.0.0.1:11434/v1 (got ${shown(redactUrl(value))})`);
    }),
    {
      summary: "The AI assistant's OpenAI-compatible chat-completions service; unset: the built-in guide.",
      example: 'http://127.0.0.1:11434/v1',
      details:
        'The base URL (`…/v1`, to which `/chat/completions` is added) or the full `…/chat/completions` URL of any ' +
        "OpenAI-compatible service: OpenAI, or a local server such as Ollama or llama.cpp's. Unset with `AI_API_KEY` set: " +
        "OpenAI's own API. Both unset: the built-in guide answers (no key, no network). Whatever the service, red flags " +
        '(chest pain with breathlessness, stroke signs, suicidal thoughts…) are answered by the server with emergency ' +
        "guidance before any service is asked, and the service's answers are filtered against medicines, doses and diagnoses.",
    },
  ),
  aiApiKey: variable('AI_API_KEY', optional('secret', 'unset: no key sent'), {
    summary: 'Bearer key of the AI service (kept on the server; never sent to the browser or logged).',
    example: 'sk-…',
    details: "Sent only to `AI_API_URL` (or OpenAI's API when that is unset). Never printed, logged or answered.",
  }),
  aiModel: variable('AI_MODEL', text(AI_MODEL), {
    summary: 'Model asked of the AI service.',
    example: 'llama3.2',
    details: "The default is the spec's (`AI_MODEL` in shared-api); max_tokens 300 and temperature 0.7 are fixed by the spec.",
  }),
  aiTimeoutSeconds: variable('AI_TIMEOUT_SECONDS', integer(30, 1, 600), {
    summary: 'Longest wait for the AI service to start answering, and between two parts of its answer.',
    example: '60',
    details: "Past it the answer ends with the spec's error ('Failed to get response from AI') and the request to the service is closed.",
  }),
  aiGuidePaceMs: variable('AI_GUIDE_PACE_MS', integer(40, 0, 2_000), {
    summary: "Pause between the built-in guide's paragraphs, so its answers stream and can be stopped.",
    example: '0',
    details:
      'The first paragraph is sent at once; emergency guidance is never paced. `0` sends the whole answer at once. ' +
      'Has no effect with `AI_API_URL`, whose service streams at its own pace.',
  }),
  aiMaxMessagesPerMinute: variable('AI_MAX_MESSAGES_PER_MINUTE', integer(20, 1, 100_000), {
    summary: 'Messages one user may send to the AI assistant per minute.',
    example: '10',
    details:
      'Past it the call answers 429 with `Retry-After` and a message saying how long to wait. With `REDIS_URL` counted across instances.',
  }),
  aiMaxMessagesPerDay: variable('AI_MAX_MESSAGES_PER_DAY', integer(200, 1, 1_000_000), {
    summary: 'Messages one user may send to the AI assistant per 24 hours.',
    example: '500',
    details: 'Counted over a rolling 24 hours from the first message; past it the call answers 429 with `Retry-After`.',
  }),
  stunUrls: variable(
    'STUN_URLS',
    custom<string[]>(
      'comma-separated `stun:` / `stuns:` URLs',
      [...DEFAULT_STUN_URLS],
      DEFAULT_STUN_URLS.map(code).join(', '),
      (value, { name, problem }) => iceUrls(value, name, ['stun:', 'stuns:'], problem),
    ),
    {
      summary: 'STUN servers the consultation call uses to find its public address.',
      example: 'stun:stun.example.com:3478',
      details:
        "Handed to both browsers of a call by `GET /api/v1/consultation/{appointmentId}/ice-servers`. The default is the spec's two public STUN servers.",
    },
  ),
  turnUrls: variable(
    'TURN_URLS',
    custom<string[]>('comma-separated `turn:` / `turns:` URLs', [], 'unset: no TURN', (value, { name, problem, raw }) => {
      const urls = iceUrls(value, name, ['turn:', 'turns:'], problem);
      if (raw('TURN_SECRET') === undefined) problem('TURN_URLS is set but TURN_SECRET is not: set both to offer TURN, or neither');
      return urls;
    }),
    {
      summary: 'TURN relays for calls that cannot connect directly (strict NATs, firewalls); needs `TURN_SECRET`.',
      example: 'turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349',
      details:
        "coturn with `use-auth-secret`: each participant of a call gets time-limited credentials from the ice-servers endpoint (coturn's REST scheme: username `expiry:userId`, password base64(HMAC-SHA1(secret, username))), only for an appointment they may join now.",
    },
  ),
  turnSecret: variable(
    'TURN_SECRET',
    optional('text (coturn `static-auth-secret`)', 'unset', (_value, { problem, raw }) => {
      if (raw('TURN_URLS') === undefined) problem('TURN_SECRET is set but TURN_URLS is not: set both to offer TURN, or neither');
    }),
    {
      summary: "coturn's `static-auth-secret`, shared with the TURN server; needs `TURN_URLS`.",
      example: 'a-long-random-secret',
      details: 'Never printed and never sent to browsers: only credentials derived from it are.',
    },
  ),
  turnTtlSeconds: variable('TURN_TTL_SECONDS', integer(4 * 3_600, 60, 7 * 24 * 3_600), {
    summary: 'How long TURN credentials stay valid, in seconds.',
    example: '3600',
    details: 'Longer than a call may last (a call keeps its relay while it runs; a rejoin fetches new credentials).',
  }),
  consultationGraceSeconds: variable('CONSULTATION_GRACE_SECONDS', positiveNumber(CONSULTATION_DISCONNECT_GRACE_MS / 1000, 'seconds'), {
    summary: "How long a consultation participant's dropped connection may take to come back before the other side is told.",
    example: '10',
    details:
      'A reconnect (or reload) inside this time goes unnoticed; after it the other side gets `user-disconnected`. Fractions are allowed.',
  }),
};

const SMS_VARIABLES = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

/** SMS needs all three of its variables: the first one set names the missing ones (once). */
function smsNeedsAll({ name, raw, problem }: ParseContext): void {
  const set = SMS_VARIABLES.filter((variable) => raw(variable) !== undefined);
  const missing = SMS_VARIABLES.filter((variable) => raw(variable) === undefined);
  if (missing.length === 0 || set[0] !== name) return;
  problem(
    `${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: set all three to send SMS reminders, or none`,
  );
}

/** Comma-separated ICE server URLs with one of the given schemes. */
function iceUrls(value: string, name: string, schemes: string[], problem: (message: string) => void): string[] {
  const urls: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (schemes.some((scheme) => entry.startsWith(scheme)) && /^[a-z]+:[^\s,]+$/.test(entry) && entry.length <= 300) urls.push(entry);
    else problem(`${name} entries must be ${schemes.join(' or ')} URLs such as ${schemes[0]}host.example.com:3478 (got ${shown(entry)})`);
  }
  return urls;
}

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
  const values: Record<string, unknown> = {};
  for (const [key, { name, parser }] of Object.entries(CONFIG_VARIABLES) as [string, ConfigVariable][]) {
    const value = raw(name);
    values[key] = value === undefined ? parser.fallback : parser.parse(value, { name, raw, problem: (message) => problems.push(message) });
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const config = values as Omit<AppConfig, 'pgliteDir'>;
  return {
    ...config,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    remotesFile: config.remotesFile || path.join(config.dataDir, 'remotes.json'),
  };
}

/**
 * Reads a JSON object of remote names to manifest paths or URLs (`REMOTES`, the remotes file);
 * `source` names it in the problems.
 */
export function parseRemotes(json: string, source: string): { remotes: Record<string, string>; problems: string[] } {
  const remotes: Record<string, string> = {};
  const problems: string[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    problems.push(
      `${source} must be a JSON object such as {"mfe_profile":"https://cdn.example.com/mf-manifest.json"} (got ${shown(json)})`,
    );
    return { remotes, problems };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(`${source} must be a JSON object of remote names to manifest URLs (got ${shown(json)})`);
    return { remotes, problems };
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      problems.push(`${source} key ${shown(key)} must be a remote name of letters, digits and underscores`);
    } else if (typeof value !== 'string' || !(value.startsWith('/') || isHttpUrl(value))) {
      problems.push(`${source}.${key} must be a path starting with / or an http(s) URL (got ${JSON.stringify(value)})`);
    } else {
      remotes[key] = value;
    }
  }
  return { remotes, problems };
}

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`), or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
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
