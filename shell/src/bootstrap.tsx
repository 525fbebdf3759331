import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { bindSocketToAuth, useAuthStore } from '@telehealth/shared-api';
import { App } from './app/app';
import { routes } from './app/routes';

// Spec §4 "Login state": settle the stored session before any routing decision (guards show
// a loading notice meanwhile); the socket follows the session from then on.
void useAuthStore.getState().initialize();
bindSocketToAuth();

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
