// Standalone entry for `pnpm --filter mfe-prescriptions dev`: the pages inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { Navigate } from 'react-router-dom';
import { exposedModules } from './exposes';
import { WidgetPreview } from './standalone-widget-preview';

// The page at its contract route; `/dashboard` previews the widgets; any other path shows the page.
const routes = standaloneRoutes('mfe_prescriptions', exposedModules, {
  fallback: <LoadingScreen />,
  extra: [
    { path: paths.dashboard(), element: <WidgetPreview /> },
    { path: '*', element: <Navigate to={paths.prescriptions()} replace /> },
  ],
});

mountStandalone('Prescriptions', routes);
