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
 * loads it again. A remote missing from the remotes document is an expected state of a
 * deployment, not an error: it renders "not available yet" without throwing.
 */
export function RemotePage({ contract }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);

  // A new lazy component per attempt: React.lazy caches a rejection forever.
  const Page = useMemo(
    () =>
      lazy(async () => {
        try {
          return { default: await loadRemoteComponent(contract, { retry: attempt > 0 }) };
        } catch (error) {
          if (!(error instanceof RemoteNotDeployedError)) throw error;
          return { default: () => <RemoteUnavailable title={contract.title} reason="not-deployed" onRetry={retry} /> };
        }
      }),
    [contract, attempt],
  );

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable title={contract.title} reason="failed" onRetry={retry} />}>
      <Suspense fallback={<LoadingScreen message={`Loading ${contract.title}...`} minHeight="40vh" />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
