import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Last-resort screen when a route throws: says so plainly and offers a way home. Plain markup
 * and CSS (app.css) so it renders even when the design system failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="app-error-page">
      <div className="app-error-page__body">
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Reloading usually helps; if it keeps happening, please contact support.</p>
        {detail ? <pre>{detail}</pre> : null}
        <div className="app-error-page__actions">
          <a className="app-button app-button--contained" href="/">
            Go to Home
          </a>
          <button type="button" className="app-button app-button--outlined" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </div>
    </main>
  );
}
