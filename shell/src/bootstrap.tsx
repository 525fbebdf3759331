import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './app/app.css';
import { App } from './app/app';
import { routes } from './app/routes';
import { afterFirstPaint } from './app/after-first-paint';
import { loadSession } from './app/session-loader';

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

// Spec §4 "Login state": every other page loads the session with its own chunk (guards wait
// for it); the landing, login and register pages start it once they have painted, so nothing
// delays their first render.
if (['/', '/login', '/register'].includes(window.location.pathname)) afterFirstPaint(() => void loadSession());
else void loadSession();
