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
    'FormControlLabel',
    'FormLabel',
    'IconButton',
    'InputAdornment',
    'LinearProgress',
    'Link',
    'List',
    'ListItemButton',
    'ListItemIcon',
    'ListItemText',
    'Menu',
    'MenuItem',
    'Paper',
    'Radio',
    'RadioGroup',
    'Slider',
    'Snackbar',
    'Stack',
    'SvgIcon',
    'Switch',
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
    'RouterProvider',
    'createBrowserRouter',
    'isRouteErrorResponse',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRouteError',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'useMutation', 'useQuery', 'useQueryClient'],
} as const satisfies Record<string, readonly string[]>;

export type TreeShakenPackage = keyof typeof sharedUsedExports;
