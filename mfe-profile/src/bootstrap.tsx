// Standalone entry for `pnpm --filter mfe-profile dev`: the page inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { StandaloneApp } from '@telehealth/shared-ui/standalone';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, useRoutes } from 'react-router-dom';
import { exposedModules } from './exposes';

// Each page at its contract route; any other path opens the profile.
const routes = standaloneRoutes('mfe_profile', exposedModules, {
  fallback: <LoadingScreen />,
  extra: [{ path: '*', element: <Navigate to={paths.profile()} replace /> }],
});

function StandaloneRoutes() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp title="Profile">
      <StandaloneRoutes />
    </StandaloneApp>
  </StrictMode>,
);
