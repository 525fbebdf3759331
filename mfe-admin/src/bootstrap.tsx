// Standalone entry for `pnpm --filter mfe-admin dev`: the operations pages inside the shared
// theme, router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { Navigate } from 'react-router-dom';
import { exposedModules } from './exposes';

// The page at its contract route; any other path goes to it.
const routes = standaloneRoutes('mfe_admin', exposedModules, {
  fallback: <LoadingScreen />,
  extra: [{ path: '*', element: <Navigate to={paths.verificationQueue()} replace /> }],
});

mountStandalone('Operations', routes);
