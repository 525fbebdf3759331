import { SvgIcon } from '@mui/material';
import type { SvgIconProps } from '@mui/material';

/**
 * Makes an icon component from a 24×24 SVG path, drawn with the shared MUI `SvgIcon`.
 *
 * Prefer this to `@mui/icons-material` in federated apps: each icons-material import pulls a
 * private copy of MUI's styling internals into each app (size in bench/README.md) because it
 * reaches MUI through a deep path that is not shared. Paths can be copied from Material Symbols (Apache 2.0).
 */
export function createIcon(path: string, displayName: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = `${displayName}Icon`;
  return Icon;
}
