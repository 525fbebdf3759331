/** One of the shared icon paths as a plain, decorative SVG: for pages that load no MUI (the landing page). */
export function PlainIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
