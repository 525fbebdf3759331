import { useState, type ReactNode } from 'react';
import { Alert, Tab, Tabs } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@telehealth/shared-api';
import { EmptyState, ErrorCard } from '@telehealth/shared-ui';
import type { Paged } from '../api/console-api';
import { ConsoleTable } from './console-table';
import { LoadingBlock } from './loading-block';
import { Pager } from './pager';

/** One tab of a paged console list: what it asks the server for, its label, and what it says when it is empty. */
export interface ConsoleListView<Filter> {
  filter: Filter;
  label: string;
  empty: string;
}

export interface PagedConsoleListProps<Filter, Answer extends Paged, Row extends { id: string }> {
  /** The list's query key; the tab's filter and the page are added to it. Invalidate it to read the list again. */
  queryKey: readonly string[];
  views: readonly ConsoleListView<Filter>[];
  /** The tabs' accessible name, e.g. "Which emails". */
  viewsLabel: string;
  fetchPage: (filter: Filter, page: number, signal: AbortSignal) => Promise<Answer>;
  rowsOf: (answer: Answer) => readonly Row[];
  loadingLabel: string;
  /** What the error says when the server gave no reason of its own. */
  loadFailed: string;
  caption: string;
  columns: string[];
  /** The `<td>`s of one row. */
  cells: (row: Row) => ReactNode;
}

/**
 * A console list in tabs, one page at a time: loading, an error with a retry, each tab's empty
 * text, the table and its pager, and "Refreshing…" while another page or tab loads over the one
 * shown. A new tab starts at page 1.
 */
export function PagedConsoleList<Filter, Answer extends Paged, Row extends { id: string }>({
  queryKey,
  views,
  viewsLabel,
  fetchPage,
  rowsOf,
  loadingLabel,
  loadFailed,
  caption,
  columns,
  cells,
}: PagedConsoleListProps<Filter, Answer, Row>) {
  const [view, setView] = useState(0);
  const [page, setPage] = useState(1);
  const { filter, empty } = views[view]!;
  const list = useQuery({
    queryKey: [...queryKey, filter, page],
    queryFn: ({ signal }) => fetchPage(filter, page, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ? rowsOf(list.data) : [];

  return (
    <>
      <Tabs
        value={view}
        onChange={(_event, next: number) => {
          setView(next);
          setPage(1);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={viewsLabel}
      >
        {views.map((item) => (
          <Tab key={item.label} label={item.label} />
        ))}
      </Tabs>
      {list.isPending ? (
        <LoadingBlock label={loadingLabel} />
      ) : list.isError ? (
        <ErrorCard message={errorMessage(list.error, loadFailed)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <ConsoleTable caption={caption} columns={columns}>
            {rows.map((row) => (
              <tr key={row.id}>{cells(row)}</tr>
            ))}
          </ConsoleTable>
          <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
        </>
      )}
      {list.isFetching && !list.isPending ? <Alert severity="info">Refreshing…</Alert> : null}
    </>
  );
}
