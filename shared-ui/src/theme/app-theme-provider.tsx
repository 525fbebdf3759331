import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
// Fonts are bundled with the app (no CDN): the weights the theme uses.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { theme } from './theme';

/** Theme, baseline CSS and bundled Roboto for everything below it. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
