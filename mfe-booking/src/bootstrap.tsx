// Standalone entry for `pnpm --filter mfe-booking dev`: the booking pages inside the shared
// theme, router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { Navigate } from 'react-router-dom';
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

mountStandalone('Find Doctors', routes);
