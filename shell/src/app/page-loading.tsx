/**
 * The loading notice shown before the first route's code has arrived. Plain markup and CSS
 * (app.css): nothing heavy may load before the first render.
 */
export function PageLoading() {
  return (
    <div className="app-page-loading" role="status" aria-live="polite">
      <span className="app-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
