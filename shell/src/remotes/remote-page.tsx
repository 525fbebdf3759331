import { LoadingScreen } from '@telehealth/shared-ui';
import type { RemoteModuleContract } from '@telehealth/federation';
import { RemoteSlot } from './remote-slot';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  contract: RemoteModuleContract;
}

/** A page exposed by a remote, with a full-page loading notice and unavailable state. */
export function RemotePage({ contract }: RemotePageProps) {
  return (
    <RemoteSlot
      contract={contract}
      loading={<LoadingScreen message={`Loading ${contract.title}...`} minHeight="40vh" />}
      unavailable={(reason, retry) => <RemoteUnavailable title={contract.title} reason={reason} onRetry={retry} />}
    />
  );
}
