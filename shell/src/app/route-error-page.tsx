import { Component } from 'react';
import type { ReactNode } from 'react';
import type { Location } from 'react-router-dom';

/**
 * Last-resort screen when a page throws or its chunk fails to load: says so plainly and offers
 * a way home. Plain markup and CSS (app.css) so it renders even when the design system failed
 * to load.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
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

interface RouteErrorBoundaryProps {
  /** The router's location: moving to another page clears the error, as the data router did. */
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  location: Location;
}

/** Shows `RouteErrorPage` in place of the routes when rendering or loading a page fails. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  state: RouteErrorBoundaryState = { error: null, hasError: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { error: null, hasError: false, location: props.location };
  }

  render() {
    return this.state.hasError ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
