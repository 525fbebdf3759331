import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { RemoteModuleContract } from '@telehealth/federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteComponent, RemoteNotDeployedError } from './remote-registry';

export type RemoteUnavailableReason = 'not-deployed' | 'failed';

export interface RemoteSlotProps {
  contract: Pick<RemoteModuleContract, 'name' | 'expose'>;
  /** Shown while the remote loads. */
  loading: ReactNode;
  /** Shown when the remote is not deployed or fails to load or render; `retry` loads it again. */
  unavailable: (reason: RemoteUnavailableReason, retry: () => void) => ReactNode;
}

/**
 * Loads a component a remote exposes at run time and contains every failure to this slot.
 * A remote missing from the remotes document is an expected state of a deployment, not an
 * error: it renders the unavailable state without throwing. Pages and dashboard widgets both
 * go through here, each with its own loading and unavailable looks.
 */
export function RemoteSlot({ contract, loading, unavailable }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // `unavailable` is a render function recreated each render: the loaded stand-in reads the latest.
  const notDeployed = useRef<() => ReactNode>(() => null);
  useLayoutEffect(() => {
    notDeployed.current = () => unavailable('not-deployed', () => setAttempt((n) => n + 1));
  });

  // A new lazy component per attempt: React.lazy caches a rejection forever.
  const { name, expose } = contract;
  const Remote = useMemo(
    () =>
      lazy(async () => {
        try {
          return { default: await loadRemoteComponent({ name, expose }, { retry: attempt > 0 }) };
        } catch (error) {
          if (!(error instanceof RemoteNotDeployedError)) throw error;
          return { default: () => <>{notDeployed.current()}</> };
        }
      }),
    [name, expose, attempt],
  );

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => unavailable('failed', retry)}>
      <Suspense fallback={loading}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
