import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A plain table for the console's lists: it scrolls sideways inside its own box on a narrow
 * screen (320 px) instead of widening the page. `caption` names it for screen readers.
 */
export function ConsoleTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      // Positioned, so the visually hidden caption stays inside the scrolling box too.
      sx={{
        position: 'relative',
        overflowX: 'auto',
        maxWidth: '100%',
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.875rem',
          '& th, & td': { textAlign: 'left', verticalAlign: 'top', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' },
          '& th': { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'action.hover' },
          '& tbody tr:last-of-type td': { borderBottom: 0 },
        }}
      >
        <Box component="caption" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </Box>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  );
}
