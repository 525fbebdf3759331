import type { ReactElement } from 'react';
import { LocationProbe, renderInShell } from './render-in-shell';

/**
 * Renders one exposed module (a dashboard widget, or a page) as the shell does. `url` is where
 * the router starts; the element renders on that path, any other path shows only the location.
 */
export function renderExposed(element: ReactElement, url = '/dashboard') {
  const path = new URL(url, 'http://localhost').pathname;
  return renderInShell(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    url,
  );
}
