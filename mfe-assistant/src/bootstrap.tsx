// Standalone entry for `pnpm --filter mfe-assistant dev`: the pages inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { exposedModules } from './exposes';

// Each page at its contract route; any other path shows the first page.
const routes = standaloneRoutes('mfe_assistant', exposedModules, { fallback: <LoadingScreen /> });
routes.push({ path: '*', element: routes[0].element });

mountStandalone('AI Assistant', routes);
