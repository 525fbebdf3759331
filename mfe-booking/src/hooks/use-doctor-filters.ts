import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, RESET_FILTERS } from '../doctors/search-filters';
import type { DoctorFilters } from '../doctors/search-filters';

export interface FilterChangeOptions {
  /**
   * Replace the current history entry instead of adding one (typing in the name box), so Back
   * leaves the page rather than stepping through every keystroke.
   */
  replace?: boolean;
}

/**
 * The doctor search state, kept in the URL query: reload, back/forward and deep links (the
 * dashboard widget's `/doctors?specialization=…&date=…`) all restore it. Changing a filter
 * goes back to page 1.
 */
export function useDoctorFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(key)), [key]);

  const update = useCallback(
    (change: Partial<DoctorFilters>, options: FilterChangeOptions = {}) => {
      setParams(
        (current) => {
          const previous = filtersFromParams(current);
          const page = change.page ?? 1;
          return filtersToParams({ ...previous, ...change, page });
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(filtersToParams(RESET_FILTERS)), [setParams]);

  return { filters, update, reset };
}
