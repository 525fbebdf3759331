// Standalone entry for `pnpm --filter mfe-assistant dev`: the pages inside the shared theme,
// router, query client, toasts and sign-in gate, without the shell.
import { paths } from '@telehealth/federation';
import { standaloneRoutes } from '@telehealth/federation/standalone';
import { LoadingScreen } from '@telehealth/shared-ui';
import { mountStandalone } from '@telehealth/shared-ui/standalone';
import { Navigate } from 'react-router-dom';
import { AskAssistantWidget } from './components/ask-assistant-widget';
import { exposedModules } from './exposes';

// The page at its contract route; `/dashboard` previews the dashboard widget; any other path
// goes to the page.
const routes = standaloneRoutes('mfe_assistant', exposedModules, {
  fallback: <LoadingScreen />,
  extra: [
    { path: paths.dashboard(), element: <AskAssistantWidget /> },
    { path: '*', element: <Navigate to={paths.assistant()} replace /> },
  ],
});

mountStandalone('AI Assistant', routes);
