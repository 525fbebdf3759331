import { Alert, Box, Snackbar } from '@mui/material';
import type { SnackbarCloseReason } from '@mui/material';
import { useToastStore } from './toast-store';
import type { ToastItem } from './toast-store';

/** How long a toast stays (errors stay longer so they can be read). */
const AUTO_HIDE_MS: Record<ToastItem['severity'], number> = {
  success: 4000,
  info: 5000,
  warning: 6000,
  error: 7000,
};

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const remove = useToastStore((s) => s.remove);
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow a message the user has not read.
    if (reason === 'clickaway') return;
    dismiss(item.id);
  };
  return (
    <Snackbar
      open={item.open}
      autoHideDuration={AUTO_HIDE_MS[item.severity]}
      onClose={onClose}
      slotProps={{ transition: { onExited: () => remove(item.id) } }}
      // Stacked inside the Toaster's column instead of each pinned to the viewport.
      sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto', top: 'auto' }}
    >
      <Alert
        severity={item.severity}
        variant="filled"
        onClose={() => dismiss(item.id)}
        role={item.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', minWidth: { sm: 320 }, maxWidth: 480, boxShadow: 3, alignItems: 'center' }}
      >
        {item.title ? (
          <Box component="strong" sx={{ display: 'block' }}>
            {item.title}
          </Box>
        ) : null}
        {item.message}
      </Alert>
    </Snackbar>
  );
}

/**
 * Renders the toast queue: stacked at the bottom right (full width on phones), newest at
 * the bottom, auto-hiding, each dismissable. Render exactly one per page (the shell does).
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <Box
      aria-live="polite"
      aria-relevant="additions"
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        bottom: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </Box>
  );
}
