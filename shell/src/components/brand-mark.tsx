/** The CareLink mark (rounded cross), plain SVG so light pages can use it without MUI. */
export function BrandMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" style={{ display: 'block', flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill={inverted ? '#FFFFFF' : '#0B6E79'} />
      <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill={inverted ? '#0B6E79' : '#FFFFFF'} />
      <circle cx="47" cy="47" r="7" fill="#7DD3C0" stroke={inverted ? '#FFFFFF' : '#0B6E79'} strokeWidth="3" />
    </svg>
  );
}
