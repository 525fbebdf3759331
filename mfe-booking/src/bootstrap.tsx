// Standalone entry for `pnpm --filter mfe-booking dev`: the booking pages inside the shared
// theme, router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { StandaloneApp } from '@telehealth/shared-ui/standalone';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, useRoutes } from 'react-router-dom';
import { exposedModules } from './exposes';
import { WidgetPreview } from './standalone-widget-preview';

// Each page at its contract route; `/` and `/dashboard` preview the widgets.
const routes = standaloneRoutes('mfe_booking', exposedModules, {
  fallback: <LoadingScreen />,
  extra: [
    { path: '/', element: <WidgetPreview /> },
    { path: paths.dashboard(), element: <WidgetPreview /> },
    { path: '*', element: <Navigate to={paths.doctors()} replace /> },
  ],
});

function StandaloneRoutes() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp title="Find Doctors">
      <StandaloneRoutes />
    </StandaloneApp>
  </StrictMode>,
);
