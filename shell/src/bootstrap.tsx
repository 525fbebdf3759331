import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './app/app.css';
import { App } from './app/app';
import { afterFirstPaint } from './app/after-first-paint';
import { loadSession } from './app/session-loader';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

// Spec §4 "Login state": every other page loads the session with its own chunk (guards wait
// for it); the landing page starts it once it has painted, so nothing delays its first render.
// The login and register pages load it themselves: at once with a stored token, else when the
// visitor starts typing (pages/auth/auth-page.tsx).
const path = window.location.pathname;
if (path === '/') afterFirstPaint(() => void loadSession());
else if (path !== '/login' && path !== '/register') void loadSession();
