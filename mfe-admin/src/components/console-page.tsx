import { useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A console page's frame: its heading (the document title too) and what it is for. */
export function ConsolePage({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id={id} variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
