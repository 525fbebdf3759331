/**
 * `sx` that keeps an element for screen readers and off the screen. Lengths are px strings:
 * in `sx`, a bare 1 means 100% and a bare -1 means one theme spacing unit.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
