import { Box, Button, Typography } from '@mui/material';

/** Previous and Next under a paged list, and where in it the operator is. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label="Pages" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        Page {page} of {pages} ({total} in all)
      </Typography>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
