import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingScreen } from '@telehealth/shared-ui';
import type { RemoteModuleContract } from '../../../federation/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteComponent, RemoteNotDeployedError } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  contract: RemoteModuleContract;
}

/**
 * Renders a page exposed by a remote: loads it at run time through the federation runtime,
 * shows a loading notice meanwhile, and contains any failure to this area with a Retry that
 * loads it again.
 */
export function RemotePage({ contract }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches a rejection forever.
  const Page = useMemo(() => lazy(async () => ({ default: await loadRemoteComponent(contract, { retry: attempt > 0 }) })), [contract, attempt]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => (
        <RemoteUnavailable
          title={contract.title}
          reason={error instanceof RemoteNotDeployedError ? 'not-deployed' : 'failed'}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    >
      <Suspense fallback={<LoadingScreen message={`Loading ${contract.title}...`} minHeight="40vh" />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
