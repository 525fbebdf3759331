import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, MenuItem, Paper, TextField, Typography, useMediaQuery } from '@mui/material';
import { formatCount, MOBILE_BREAKPOINT_PX } from '@telehealth/shared-api';
import type { DoctorSort, DoctorSummary } from '@telehealth/shared-api';
import { EmptyState, formatDate, toast } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { DoctorCard } from '../components/doctor-card';
import { DoctorCardSkeleton } from '../components/doctor-card-skeleton';
import { DoctorFiltersPanel } from '../components/doctor-filters-panel';
import { HelpCard } from '../components/help-card';
import { LoadFailure } from '../components/load-failure';
import { Pager } from '../components/pager';
import { activeFilterCount, filtersToQuery, hasActiveFilters, SORT_OPTIONS } from '../doctors/search-filters';
import { useDoctorFilters } from '../hooks/use-doctor-filters';
import { useDoctorSearch } from '../hooks/use-doctors';
import { useDocumentTitle } from '../hooks/use-document-title';
import { FindDoctorIcon, TuneIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

/** Spec §8 "Doctor list failure". */
export const DOCTOR_LIST_MESSAGES = {
  toast: 'Failed to load doctors. Please try again later.',
  title: 'Error loading doctors. Please try again.',
  detail: "We're having trouble loading doctors right now.",
  emptyFiltered: 'No doctors available for the selected criteria',
  empty: 'No doctors found',
} as const;

const SKELETON_CARDS = 4;

/** /doctors: find a doctor by specialty, name, experience, rating, fee and free day (spec §2). */
export function DoctorSearchPage() {
  useDocumentTitle('Find Doctors');
  const { filters, update, reset } = useDoctorFilters();
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const search = useDoctorSearch(query);
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`, { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // One toast per failed load (after react-query's retry), as spec §8 asks.
  const failedAt = search.isError ? search.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(DOCTOR_LIST_MESSAGES.toast);
  }, [failedAt]);

  const result = search.data;
  const filtered = hasActiveFilters(filters);
  const pageCount = result ? Math.max(1, Math.ceil(result.total / Math.max(1, result.limit))) : 1;

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.focus();
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  // A page past the end (stale link, fewer doctors now): go to the last one.
  useEffect(() => {
    if (result && result.doctors.length === 0 && result.total > 0 && filters.page > pageCount)
      update({ page: pageCount }, { replace: true });
  }, [result, filters.page, pageCount, update]);

  const count = activeFilterCount(filters);
  const showFilters = !isMobile || filtersOpen;

  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%', maxWidth: 1280, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Find a Doctor
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Search specialists by specialty, experience, rating, fee and the day you want to be seen.
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2.5, position: { md: 'sticky' }, top: { md: 88 } }}>
          {isMobile ? (
            <Button
              variant="outlined"
              startIcon={
                <Badge badgeContent={count} color="primary">
                  <TuneIcon />
                </Badge>
              }
              aria-expanded={filtersOpen}
              aria-controls="doctor-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide filters' : 'Show filters'}
            </Button>
          ) : null}
          <Paper id="doctor-filters" variant="outlined" hidden={!showFilters} sx={{ p: 2.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              Filters
            </Typography>
            <DoctorFiltersPanel filters={filters} onChange={update} onReset={reset} currency={result?.currency} />
          </Paper>
          {isMobile ? null : <HelpCard />}
        </Box>

        <Box
          component="section"
          aria-labelledby="doctor-results-title"
          aria-busy={search.isFetching}
          sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Box>
              <Typography ref={resultsRef} tabIndex={-1} id="doctor-results-title" variant="h6" component="h2" sx={{ outline: 'none' }}>
                {result ? formatCount(result.total, { one: 'doctor', other: 'doctors' }) : 'Doctors'}
              </Typography>
              {filters.date ? (
                <Typography variant="body2" color="text.secondary">
                  With a free slot on {formatDate(filters.date)}
                </Typography>
              ) : null}
            </Box>
            <TextField
              select
              label="Sort by"
              size="small"
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as DoctorSort })}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              {SORT_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>

          <SearchResults
            state={search.isPending ? 'loading' : search.isError && !result ? 'error' : 'ready'}
            doctors={result?.doctors ?? []}
            date={filters.date}
            filtered={filtered}
            retrying={search.isFetching}
            onRetry={() => void search.refetch()}
          />

          {result && result.doctors.length > 0 ? <Pager page={filters.page} pageCount={pageCount} onPageChange={goToPage} /> : null}

          {isMobile ? <HelpCard /> : null}
        </Box>
      </Box>
    </Box>
  );
}

interface SearchResultsProps {
  state: 'loading' | 'error' | 'ready';
  doctors: DoctorSummary[];
  date: string | null;
  filtered: boolean;
  retrying: boolean;
  onRetry: () => void;
}

function SearchResults({ state, doctors, date, filtered, retrying, onRetry }: SearchResultsProps) {
  if (state === 'loading') {
    return (
      <Box role="status" aria-label="Loading doctors" sx={resultsGrid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <DoctorCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  if (state === 'error') {
    return <LoadFailure title={DOCTOR_LIST_MESSAGES.title} detail={DOCTOR_LIST_MESSAGES.detail} onRetry={onRetry} retrying={retrying} />;
  }
  if (doctors.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState
          icon={<FindDoctorIcon />}
          title={filtered ? DOCTOR_LIST_MESSAGES.emptyFiltered : DOCTOR_LIST_MESSAGES.empty}
          description={
            filtered ? 'Try another day, a higher fee or fewer filters.' : 'Doctors appear here once they complete their profiles.'
          }
          action={
            filtered ? (
              <Button component={RouterLink} to={paths.doctors()} variant="outlined">
                Clear all filters
              </Button>
            ) : undefined
          }
        />
      </Paper>
    );
  }
  return (
    <Box component="ul" aria-label="Doctors" sx={{ ...resultsGrid, listStyle: 'none', m: 0, p: 0 }}>
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} date={date} />
        </li>
      ))}
    </Box>
  );
}

const resultsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;
