// The files rsbuild.config.ts exposes, as loaders for the standalone app and the exposes test.
import { modulesOf } from '@telehealth/federation';

export const exposedModules = modulesOf('mfe_consultation', {
  consultation: () => import('./consultation-page'),
  deviceCheck: () => import('./device-check-page'),
});
