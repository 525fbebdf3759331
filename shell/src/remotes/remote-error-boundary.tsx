import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they throw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Contains a remote's failure (load error or crash while rendering) to its own area so the
 * rest of the shell keeps working. Remount it (new `key`) to try again. React reports the
 * caught error itself (console / the root's onCaughtError), so it is not logged again here.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
