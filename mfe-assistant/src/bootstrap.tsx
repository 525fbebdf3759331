// Standalone entry for `pnpm --filter mfe-assistant dev`: the pages inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { StandaloneApp } from '@telehealth/shared-ui/standalone';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useRoutes } from 'react-router-dom';
import { exposedModules } from './exposes';

// Each page at its contract route; any other path shows the first page.
const routes = standaloneRoutes('mfe_assistant', exposedModules, { fallback: <LoadingScreen /> });
routes.push({ path: '*', element: routes[0].element });

function StandaloneRoutes() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp title="AI Assistant">
      <StandaloneRoutes />
    </StandaloneApp>
  </StrictMode>,
);
