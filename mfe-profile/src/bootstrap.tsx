// Standalone entry for `pnpm --filter mfe-profile dev`: the page inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { Navigate } from 'react-router-dom';
import { exposedModules } from './exposes';

// Each page at its contract route; any other path opens the profile.
const routes = standaloneRoutes('mfe_profile', exposedModules, {
  fallback: <LoadingScreen />,
  extra: [{ path: '*', element: <Navigate to={paths.profile()} replace /> }],
});

mountStandalone('Profile', routes);
