// Accounts: sign-up, sign-in (with two steps), sign-out, password reset, email verification.
import { defineFeature } from '../feature';
import { createCounter } from '../http/counters';
import type { MailService } from '../mail';
import type { NotificationService } from '../notifications';
import type { Platform } from '../platform';
import { AccountLinks } from './account-links';
import { usersPlugin } from './account-routes';
import { authPlugin } from './auth-routes';
import { AuthService } from './auth-service';
import { EmailRateLimiter } from './email-rate-limit';
import { LoginRateLimiter } from './login-rate-limit';

export { AccountLinks } from './account-links';
export { AuthService } from './auth-service';
export { passwordProblem } from './password-policy';
export { hashPassword } from './passwords';

type Needs = Pick<
  Platform,
  'config' | 'database' | 'clock' | 'log' | 'sessions' | 'secondFactor' | 'realtime' | 'events' | 'rateLimitStore' | 'serverSecret'
> & { notifications: NotificationService; mail: MailService };

export const authFeature = defineFeature({
  name: 'auth',
  build: (needs: Needs) => {
    const { config, database, clock, log, sessions, secondFactor, realtime, events, notifications, mail, rateLimitStore } = needs;
    const accountLinks = new AccountLinks({
      db: database.db,
      mail,
      sessions,
      realtime,
      events,
      clock,
      resetPerIp: createCounter(rateLimitStore, 'password-reset-ip', 20, 15 * 60),
      resendPerUser: createCounter(rateLimitStore, 'verification-resend', 3, 60 * 60),
      resetPerEmail: createCounter(rateLimitStore, 'password-reset-email', 3, 60 * 60),
    });
    const loginLimiter = new LoginRateLimiter({
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxAttemptsPerIp: config.loginMaxAttemptsPerIp,
      windowMinutes: config.loginWindowMinutes,
      redisClient: rateLimitStore.redisClient,
      keyPrefix: config.redisKeyPrefix,
      deviceSecret: needs.serverSecret,
      db: database.db,
    });
    const emailLimiter = new EmailRateLimiter({
      maxPerEmail: config.registerMaxAttemptsPerEmail,
      maxPerIp: config.registerMaxAttemptsPerIp,
      windowMinutes: config.registerWindowMinutes,
      redisClient: rateLimitStore.redisClient,
      keyPrefix: config.redisKeyPrefix,
    });
    const auth = new AuthService({
      db: database.db,
      sessions,
      loginLimiter,
      emailLimiter,
      notifications,
      realtime,
      clock,
      log,
      events,
      secondFactor,
    });
    return { auth, accountLinks };
  },
  plugins: [authPlugin, usersPlugin],
});
