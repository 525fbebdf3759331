// The files rsbuild.config.ts exposes, as loaders for the standalone app and the exposes test.
import { modulesOf } from '@telehealth/federation';

export const exposedModules = modulesOf('mfe_admin', {
  verificationQueue: () => import('./verification-queue-page'),
  accessRecord: () => import('./access-record-page'),
  payments: () => import('./payments-page'),
  delivery: () => import('./delivery-page'),
  systemHealth: () => import('./system-health-page'),
});
