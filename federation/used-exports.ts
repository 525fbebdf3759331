/**
 * Named exports of the tree-shaken shared libraries that any app uses, kept in one place.
 *
 * `@mui/material`, `react-router-dom` and `@tanstack/react-query` are shared as singletons *and*
 * tree-shaken: the app that provides them (the shell, loaded first) ships only these exports.
 * A remote that imports anything missing here would receive a library without it and crash at
 * run time (`useTheme is not a function`), so `shell/src/remotes/used-exports.test.ts` fails when any
 * app's shipped source imports a name that is not listed. Add names here when you use new ones;
 * every name costs bytes on every page that loads the library, so keep the list to what is used.
 */
export const sharedUsedExports = {
  '@mui/material': [
    'Alert',
    'AppBar',
    'Avatar',
    'Badge',
    'Box',
    'Button',
    'Card',
    'CardContent',
    'Chip',
    'CircularProgress',
    'Container',
    'CssBaseline',
    'Dialog',
    'DialogActions',
    'DialogContent',
    'DialogContentText',
    'DialogTitle',
    'Divider',
    'Drawer',
    'FormControl',
    'FormLabel',
    'IconButton',
    'InputAdornment',
    'List',
    'ListItemButton',
    'ListItemIcon',
    'ListItemText',
    'Menu',
    'MenuItem',
    'Paper',
    'Snackbar',
    'SvgIcon',
    'Tab',
    'Tabs',
    'TextField',
    'ThemeProvider',
    'Toolbar',
    'Typography',
    'createTheme',
    'useMediaQuery',
  ],
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'Navigate',
    'Outlet',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'keepPreviousData',
    'useMutation',
    'useQueries',
    'useQuery',
    'useQueryClient',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TreeShakenPackage = keyof typeof sharedUsedExports;

/**
 * MUI components that only remote pages use, served by `@telehealth/shared-ui/mui-extras` (a
 * singleton only the shell provides in production: federation/shared.ts) instead of the
 * '@mui/material' list above, which every signed-in page loads. Import these from that entry;
 * a component the dashboard (shell, shared-ui, the remotes' dashboard widgets) needs belongs in
 * the list above instead, or the dashboard would load this chunk too.
 */
export const muiExtrasExports = ['FormControlLabel', 'LinearProgress', 'Link', 'Radio', 'RadioGroup', 'Slider', 'Stack', 'Switch'] as const;
