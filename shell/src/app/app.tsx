import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
}

/** The shell: the data router. Providers live in the `app` layout route (app-providers.tsx). */
export function App({ router }: AppProps) {
  return <RouterProvider router={router} />;
}
