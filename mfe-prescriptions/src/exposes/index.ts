// The files rsbuild.config.ts exposes, as loaders for the standalone app and the exposes test.
import { modulesOf } from '@telehealth/federation';

export const exposedModules = modulesOf('mfe_prescriptions', {
  prescriptions: () => import('./prescriptions-page'),
  activePrescriptions: () => import('./active-prescriptions-widget'),
  renewalRequests: () => import('./renewal-requests-widget'),
});
