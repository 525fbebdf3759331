// The operations role: its accounts (command line or first start), the verification queue and
// the console (payments, delivery, access record, system health).
import type { SystemHealth } from '@telehealth/shared-api/core';
import type { AccessRecordService } from '../access-record';
import { defineFeature } from '../feature';
import type { MailService } from '../mail';
import type { CheckoutService } from '../payments';
import type { VerificationService } from '../verification';
import type { Platform } from '../platform';
import { adminPlugin } from './admin-routes';
import { consolePlugin } from './console-routes';
import { checkSystemHealth } from './system-health';

export { ensureAdminOnStart } from './admin-accounts';
export { ADMIN_REQUEST_POLL_MS, processAdminRequests, removeServerPid, writeServerPid } from './admin-requests';

type Needs = Pick<Platform, 'database' | 'clock' | 'pingRedis' | 'socketsConnected'> & {
  accessRecord: AccessRecordService;
  checkout: CheckoutService;
  mail: MailService;
  verification: VerificationService;
};

export const adminFeature = defineFeature({
  name: 'admin',
  build: ({ database, clock, pingRedis, socketsConnected }: Needs): { systemHealth: () => Promise<SystemHealth> } => ({
    systemHealth: () => checkSystemHealth({ database, pingRedis, socketsConnected, now: clock }),
  }),
  plugins: [adminPlugin, consolePlugin],
});
