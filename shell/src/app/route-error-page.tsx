import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last-resort screen when a route throws: says so plainly and offers a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  if (error) console.error(error);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ maxWidth: 520, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Unexpected Application Error!
        </Typography>
        <Typography color="text.secondary">
          Something went wrong while showing this page. Reloading usually helps; if it keeps happening, please contact support.
        </Typography>
        {detail ? (
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary', m: 0 }}>
            {detail}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" href="/">
            Go to Home
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
