// Standalone entry for `pnpm --filter mfe-booking dev`: the booking pages inside the shared
// theme, router, query client, toasts and sign-in gate, without the shell.
import { StandaloneApp } from '@telehealth/shared-ui/standalone';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneRoutes } from './standalone-routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp title="Find Doctors">
      <StandaloneRoutes />
    </StandaloneApp>
  </StrictMode>,
);
