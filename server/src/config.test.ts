import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      pgliteDir: path.join(REPO_ROOT, 'data', 'pglite'),
      jwtSecret: undefined,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      corsOrigins: [],
      remotes: {},
      seedDemo: true,
      searchCacheSeconds: 10,
      redisUrl: undefined,
      bodyLimitBytes: 1_048_576,
      loginMaxFailuresPerAccount: 5,
      loginMaxAttemptsPerIp: 30,
      loginWindowMinutes: 15,
      logLevel: 'info',
      staticDir: REPO_ROOT,
    });
  });

  it('reads valid values, including fractional session timeouts and remote overrides', () => {
    const config = loadConfig({
      PORT: '3000',
      SESSION_IDLE_MINUTES: '0.5',
      SESSION_MAX_HOURS: '1.5',
      CORS_ORIGINS: 'https://app.example.com, http://localhost:3000/',
      REMOTES: '{"mfe_profile":"https://cdn.example.com/profile/mf-manifest.json","mfe_x":"/remotes/x/mf-manifest.json"}',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://user:pw@db:5432/app',
    });
    expect(config.port).toBe(3000);
    expect(config.sessionIdleMinutes).toBe(0.5);
    expect(config.sessionMaxHours).toBe(1.5);
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:3000']);
    expect(config.remotes).toEqual({
      mfe_profile: 'https://cdn.example.com/profile/mf-manifest.json',
      mfe_x: '/remotes/x/mf-manifest.json',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://user:pw@db:5432/app');
  });

  it('names a PORT that is not a port number', () => {
    expect(problemsOf({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")');
    expect(problemsOf({ PORT: '70000' })).toContain('PORT must be an integer between 1 and 65535 (got "70000")');
  });

  it('reads SEARCH_CACHE_SECONDS, the lag allowed between instances (1–600, 10 by default), and names a bad value', () => {
    expect(loadConfig({}).searchCacheSeconds).toBe(10);
    expect(loadConfig({ SEARCH_CACHE_SECONDS: '30' }).searchCacheSeconds).toBe(30);
    expect(problemsOf({ SEARCH_CACHE_SECONDS: '0' })).toContain('SEARCH_CACHE_SECONDS must be an integer between 1 and 600 (got "0")');
    expect(() => loadConfig({ SEARCH_CACHE_SECONDS: 'soon' })).toThrow(
      'SEARCH_CACHE_SECONDS must be an integer between 1 and 600 (got "soon")',
    );
  });

  it('reads SEARCH_CACHE_ENABLED, on by default, false turning the search cache off', () => {
    expect(loadConfig({}).searchCacheEnabled).toBe(true);
    expect(loadConfig({ SEARCH_CACHE_ENABLED: 'false' }).searchCacheEnabled).toBe(false);
    expect(loadConfig({ SEARCH_CACHE_ENABLED: 'true' }).searchCacheEnabled).toBe(true);
    expect(problemsOf({ SEARCH_CACHE_ENABLED: 'off' })).toContain('SEARCH_CACHE_ENABLED');
  });

  it('reads SESSION_CACHE_MS, 5000 by default and 0 turning the session cache off, and names a bad value', () => {
    expect(loadConfig({}).sessionCacheMs).toBe(5_000);
    expect(loadConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(loadConfig({ SESSION_CACHE_MS: '1500' }).sessionCacheMs).toBe(1_500);
    expect(problemsOf({ SESSION_CACHE_MS: '-1' })).toContain('SESSION_CACHE_MS must be an integer between 0 and 60000 (got "-1")');
    expect(problemsOf({ SESSION_CACHE_MS: '2s' })).toContain('SESSION_CACHE_MS must be an integer between 0 and 60000 (got "2s")');
  });

  it('reads CURRENCY, USD by default, any case to upper case, and names a code that is not ISO 4217', () => {
    expect(loadConfig({}).currency).toBe('USD');
    expect(loadConfig({ CURRENCY: 'eur' }).currency).toBe('EUR');
    expect(loadConfig({ CURRENCY: 'INR' }).currency).toBe('INR');
    expect(problemsOf({ CURRENCY: 'dollars' })).toContain(
      'CURRENCY must be an ISO 4217 currency code such as USD, EUR or INR (got "dollars")',
    );
    expect(problemsOf({ CURRENCY: 'XYZ' })).toContain('CURRENCY must be an ISO 4217 currency code');
  });

  it('names a SESSION_IDLE_MINUTES that is not a positive number', () => {
    expect(problemsOf({ SESSION_IDLE_MINUTES: '-5' })).toContain('SESSION_IDLE_MINUTES must be a positive number of minutes (got "-5")');
    expect(problemsOf({ SESSION_IDLE_MINUTES: 'soon' })).toContain(
      'SESSION_IDLE_MINUTES must be a positive number of minutes (got "soon")',
    );
  });

  it('names a JOBS_POLL_SECONDS below the half second pg-boss can poll at, and reads MAIL_CONCURRENCY', () => {
    expect(problemsOf({ JOBS_POLL_SECONDS: '0.2' })).toContain('JOBS_POLL_SECONDS must be at least 0.5 seconds (got "0.2")');
    expect(loadConfig({ JOBS_POLL_SECONDS: '0.5' }).jobsPollSeconds).toBe(0.5);
    expect(loadConfig({}).mailConcurrency).toBe(8);
    expect(loadConfig({ MAIL_CONCURRENCY: '1' }).mailConcurrency).toBe(1);
    expect(problemsOf({ MAIL_CONCURRENCY: '0' })).toContain('MAIL_CONCURRENCY must be an integer between 1 and 64 (got "0")');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL without echoing its password', () => {
    const message = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).not.toContain('hunter2');
  });

  it('refuses REMOTES that is not a JSON object of URLs', () => {
    expect(problemsOf({ REMOTES: '{mfe_profile: nope' })).toContain('REMOTES must be a JSON object');
    expect(problemsOf({ REMOTES: '["a"]' })).toContain('REMOTES must be a JSON object');
    expect(problemsOf({ REMOTES: '{"mfe_profile":"ftp://x/y"}' })).toContain(
      'REMOTES.mfe_profile must be a path starting with / or an http(s) URL',
    );
  });

  it('refuses a short JWT_SECRET without echoing it', () => {
    const message = problemsOf({ JWT_SECRET: 'short-secret' });
    expect(message).toContain('JWT_SECRET must be at least 32 characters long (got 12)');
    expect(message).not.toContain('short-secret');
  });

  it('lists every bad value in one message', () => {
    const message = problemsOf({ PORT: '0', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe', CORS_ORIGINS: '*', REDIS_URL: 'http://cache' });
    expect(message).toContain('PORT must be');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")');
    expect(message).toContain('SEED_DEMO must be true or false (got "maybe")');
    expect(message).toContain('CORS_ORIGINS entries must be origins');
    expect(message).toContain('REDIS_URL must be a redis:// or rediss:// URL');
  });

  it('uses the sandbox checkout by default, with the shared hold time', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiUrl: undefined,
      publicUrl: undefined,
      checkoutHoldMinutes: 15,
      checkoutSweepSeconds: 60,
    });
  });

  it('reads the Stripe keys, the API URL, PUBLIC_URL and the hold time', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_xyz',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PUBLIC_URL: 'https://care.example.com/',
      CHECKOUT_HOLD_MINUTES: '5',
      CHECKOUT_SWEEP_SECONDS: '10',
    });
    expect(config).toMatchObject({
      stripeSecretKey: 'sk_test_abc123',
      stripeWebhookSecret: 'whsec_xyz',
      stripeApiUrl: 'http://127.0.0.1:12111',
      publicUrl: 'https://care.example.com',
      checkoutHoldMinutes: 5,
      checkoutSweepSeconds: 10,
    });
  });

  it('names bad payment settings without echoing the secrets', () => {
    const message = problemsOf({
      STRIPE_SECRET_KEY: 'pk_test_public',
      STRIPE_WEBHOOK_SECRET: 'secret-hook',
      STRIPE_API_URL: 'ftp://stripe',
      PUBLIC_URL: 'https://care.example.com/app',
      CHECKOUT_HOLD_MINUTES: '0',
    });
    expect(message).toContain('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(message).not.toContain('pk_test_public');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET must be a webhook signing secret starting with whsec_');
    expect(message).not.toContain('secret-hook');
    expect(message).toContain('STRIPE_API_URL must be an http(s) URL');
    expect(message).toContain('PUBLIC_URL must be an origin');
    expect(message).toContain('CHECKOUT_HOLD_MINUTES must be an integer between 1 and 120');
  });

  it('refuses a webhook secret without a secret key', () => {
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_xyz' })).toContain('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not');
  });

  it('leaves SMS off by default and reads the three SMS_* values with the API URL', () => {
    expect(loadConfig({})).toMatchObject({
      smsAccountSid: undefined,
      smsAuthToken: undefined,
      smsFrom: undefined,
      smsApiUrl: 'https://api.twilio.com',
    });
    const sms = { SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', SMS_AUTH_TOKEN: 'token-secret-123', SMS_FROM: '+447911123456' };
    expect(loadConfig({ ...sms, SMS_API_URL: 'http://127.0.0.1:4010/' })).toMatchObject({
      smsAccountSid: sms.SMS_ACCOUNT_SID,
      smsAuthToken: sms.SMS_AUTH_TOKEN,
      smsFrom: '+447911123456',
      smsApiUrl: 'http://127.0.0.1:4010',
    });
    expect(loadConfig({ ...sms, SMS_FROM: 'CareLink' }).smsFrom).toBe('CareLink');
  });

  it('refuses SMS settings that are only partly set, naming the missing ones once, and bad values without echoing the token', () => {
    expect(problemsOf({ SMS_ACCOUNT_SID: 'AC123' })).toBe(
      'Invalid configuration: SMS_ACCOUNT_SID is set but SMS_AUTH_TOKEN and SMS_FROM are not: set all three to send SMS reminders, or none',
    );
    expect(problemsOf({ SMS_AUTH_TOKEN: 'secret-token-xyz', SMS_FROM: '+447911123456' })).toBe(
      'Invalid configuration: SMS_AUTH_TOKEN and SMS_FROM are set but SMS_ACCOUNT_SID is not: set all three to send SMS reminders, or none',
    );
    const message = problemsOf({
      SMS_ACCOUNT_SID: 'AC/../x',
      SMS_AUTH_TOKEN: 'secret-token-xyz',
      SMS_FROM: '07911 123456',
      SMS_API_URL: 'ftp://x',
    });
    expect(message).toContain('SMS_ACCOUNT_SID must be an account SID');
    expect(message).toContain('SMS_FROM must be a phone number in E.164 form such as +447700900123, or a sender ID');
    expect(message).toContain('SMS_API_URL must be an http:// or https:// URL');
    expect(message).not.toContain('secret-token-xyz');
  });

  it('reads TRUST_PROXY as a hop count, a boolean or proxy addresses, and names a bad one', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,loopback' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24', 'loopback']);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/40' })).toMatch(/TRUST_PROXY must be .* \(got "10\.0\.0\.0\/40"\)/);
    expect(problemsOf({ TRUST_PROXY: 'nginx' })).toMatch(/TRUST_PROXY must be/);
    expect(problemsOf({ TRUST_PROXY: '99' })).toMatch(/TRUST_PROXY must be/);
  });
});
