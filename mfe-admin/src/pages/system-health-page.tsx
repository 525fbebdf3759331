import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@telehealth/shared-api';
import { ErrorCard, formatDateTime } from '@telehealth/shared-ui';
import { consoleApi } from '../api/console-api';
import { ConsolePage } from '../components/console-page';
import { ConsoleTable } from '../components/console-table';
import { LoadingBlock } from '../components/loading-block';

function Part({ title, ok, children }: { title: string; ok: boolean | null; children: ReactNode }) {
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {ok === null ? (
            <Chip size="small" label="Not set up" />
          ) : (
            <Chip size="small" label={ok ? 'Working' : 'Not reachable'} color={ok ? 'success' : 'error'} />
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

/** System health: the database and Redis round trips, the job queues, and the sockets connected. */
export function SystemHealthPage() {
  const health = useQuery({ queryKey: ['admin', 'system-health'], queryFn: ({ signal }) => consoleApi.systemHealth(signal), staleTime: 0 });

  return (
    <ConsolePage
      id="system-health-title"
      title="System health"
      intro="Whether the parts the product runs on answer, and how quickly. Checked when the page opens and when you refresh."
    >
      <Box>
        <Button variant="outlined" onClick={() => void health.refetch()} disabled={health.isFetching}>
          {health.isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </Box>
      {health.isPending ? (
        <LoadingBlock label="Checking the system…" />
      ) : health.isError ? (
        <ErrorCard message={errorMessage(health.error, "We couldn't check the system.")} onRetry={() => void health.refetch()} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <Part title="Database" ok={health.data.database.ok}>
              <Typography variant="body2">
                {health.data.database.kind === 'pglite' ? 'Embedded database' : 'PostgreSQL'} · round trip{' '}
                {ms(health.data.database.latencyMs)}
              </Typography>
              {health.data.database.error ? <Typography variant="body2">{health.data.database.error}</Typography> : null}
            </Part>
            <Part title="Redis" ok={health.data.redis ? health.data.redis.ok : null}>
              <Typography variant="body2">
                {health.data.redis
                  ? `Round trip ${ms(health.data.redis.latencyMs)}`
                  : 'Not set up: this is a single instance (REDIS_URL is not set).'}
              </Typography>
              {health.data.redis?.error ? <Typography variant="body2">{health.data.redis.error}</Typography> : null}
            </Part>
            <Part title="Live connections" ok={true}>
              <Typography variant="body2">
                {health.data.sockets.connected} {health.data.sockets.connected === 1 ? 'browser is' : 'browsers are'} connected to this
                server.
              </Typography>
            </Part>
          </Box>
          <Part title="Background jobs" ok={health.data.jobs.ok}>
            {health.data.jobs.error ? <Typography variant="body2">{health.data.jobs.error}</Typography> : null}
            {health.data.jobs.queues.length === 0 ? (
              <Typography variant="body2">No jobs have run yet.</Typography>
            ) : (
              <ConsoleTable caption="Jobs by queue" columns={['Queue', 'Waiting', 'Running', 'Failed']}>
                {health.data.jobs.queues.map((queue) => (
                  <tr key={queue.name}>
                    <td>{queue.name}</td>
                    <td>{queue.queued}</td>
                    <td>{queue.active}</td>
                    <td>{queue.failed}</td>
                  </tr>
                ))}
              </ConsoleTable>
            )}
          </Part>
          <Typography variant="body2" color="text.secondary">
            Checked {formatDateTime(health.data.checkedAt)}
          </Typography>
        </>
      )}
    </ConsolePage>
  );
}
