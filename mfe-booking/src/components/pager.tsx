import { Box, Button, Typography } from '@mui/material';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((n) => wanted.add(n));
  if (page >= pageCount - 2) [pageCount - 1, pageCount - 2, pageCount - 3].forEach((n) => wanted.add(n));
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1] > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Previous / page numbers / Next, as a labelled navigation landmark. */
export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, flexWrap: 'wrap' }}
    >
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Box component="ul" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {visiblePages(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <Box component="li" key={`gap-${i}`} aria-hidden sx={{ px: 0.5, alignSelf: 'center', color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                size="small"
                variant={item === page ? 'contained' : 'text'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
                sx={{ minWidth: 40 }}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, px: 1 }}>
        Page {page} of {pageCount}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
