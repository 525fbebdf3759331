import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { RemoteWidgetContract } from '@telehealth/federation';
import { RemoteSlot } from '../../remotes/remote-slot';
import type { RemoteUnavailableReason } from '../../remotes/remote-slot';

export interface RemoteWidgetProps {
  contract: RemoteWidgetContract;
  /** Space the widget takes, kept while it loads so the page below does not jump. */
  minHeight?: number;
  /**
   * Load the remote only when the widget's area enters the viewport: a widget below the fold
   * then adds nothing to what the dashboard downloads before the person scrolls to it.
   */
  deferUntilVisible?: boolean;
}

/** True once `ref`'s element enters the viewport (at once where that cannot be observed). */
function useNearViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

function WidgetUnavailable({ title, reason, onRetry }: { title: string; reason: RemoteUnavailableReason; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {reason === 'not-deployed'
              ? 'This section is not available yet.'
              : 'This section is temporarily unavailable. The rest of the dashboard keeps working.'}
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
export function RemoteWidget({ contract, minHeight = 160, deferUntilVisible = false }: RemoteWidgetProps) {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area, deferUntilVisible);
  const loading = (
    <Card role="status" aria-label={`Loading ${contract.title}...`} sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-hidden size={28} />
    </Card>
  );
  // Until then only its space is kept: no spinner that would say it is loading when it is not.
  if (!near) return <Box ref={area} sx={{ minHeight }} />;
  return (
    <RemoteSlot
      contract={contract}
      loading={loading}
      unavailable={(reason, retry) => <WidgetUnavailable title={contract.title} reason={reason} onRetry={retry} />}
    />
  );
}
