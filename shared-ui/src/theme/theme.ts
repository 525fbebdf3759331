import { createTheme } from '@mui/material';

/**
 * The product's MUI theme: a calm clinical palette (deep teal primary, slate text on a
 * cool off-white background) with every text colour at WCAG AA contrast or better on its
 * background. Roboto is bundled locally by `AppThemeProvider`.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0B6E79', light: '#3E9AA5', dark: '#07505A', contrastText: '#FFFFFF' },
    secondary: { main: '#3F51B5', light: '#6F7FD0', dark: '#2C3A8C', contrastText: '#FFFFFF' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    info: { main: '#0369A1', contrastText: '#FFFFFF' },
    background: { default: '#F5F8FA', paper: '#FFFFFF' },
    text: { primary: '#102A43', secondary: '#486581' },
    divider: '#D9E2EC',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Roboto", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 500 },
    h6: { fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: '#D9E2EC' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #D9E2EC', backgroundColor: '#FFFFFF' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
