import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { RemoteWidgetContract } from '../../../../federation/remotes';
import { RemoteErrorBoundary } from '../../remotes/remote-error-boundary';
import { loadRemoteComponent, RemoteNotDeployedError } from '../../remotes/remote-registry';

export interface RemoteWidgetProps {
  contract: RemoteWidgetContract;
  /** Space the widget takes, kept while it loads so the page below does not jump. */
  minHeight?: number;
}

function WidgetUnavailable({ title, reason, onRetry }: { title: string; reason: 'not-deployed' | 'failed'; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {reason === 'not-deployed' ? 'This section is not available yet.' : 'This section is temporarily unavailable. The rest of the dashboard keeps working.'}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A dashboard widget exposed by a remote (federation/remotes.ts `remoteWidgets`), loaded at run
 * time like the remote pages. Its failure stays inside its own card, with a Retry: a remote
 * that is down or not deployed never breaks the dashboard around it.
 */
export function RemoteWidget({ contract, minHeight = 160 }: RemoteWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);

  // A new lazy component per attempt: React.lazy caches a rejection forever.
  const Widget = useMemo(
    () =>
      lazy(async () => {
        try {
          return { default: await loadRemoteComponent(contract, { retry: attempt > 0 }) };
        } catch (error) {
          if (!(error instanceof RemoteNotDeployedError)) throw error;
          return { default: () => <WidgetUnavailable title={contract.title} reason="not-deployed" onRetry={retry} /> };
        }
      }),
    [contract, attempt],
  );

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <WidgetUnavailable title={contract.title} reason="failed" onRetry={retry} />}>
      <Suspense
        fallback={
          <Card role="status" aria-label={`Loading ${contract.title}...`} sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-hidden size={28} />
          </Card>
        }
      >
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
