import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRINT_PARAM } from '../components/use-prescription-actions';

// The print view (and its paper styles) loads only when a prescription is printed.
const PrintView = lazy(() => import('./print-view').then((module) => ({ default: module.PrintView })));

/** The print view of `?print={id}`, loaded on first use. */
export function LazyPrintView() {
  const [searchParams] = useSearchParams();
  if (!searchParams.get(PRINT_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <PrintView />
    </Suspense>
  );
}
