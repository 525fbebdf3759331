// Standalone entry for `pnpm --filter mfe-prescriptions dev`: the pages inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { exposedModules } from './exposes';

// Each page at its contract route; any other path shows the first page.
const routes = standaloneRoutes('mfe_prescriptions', exposedModules, { fallback: <LoadingScreen /> });
routes.push({ path: '*', element: routes[0].element });

mountStandalone('Prescriptions', routes);
