import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { ErrorIcon } from '@telehealth/shared-ui/icons';

export interface LoadFailureProps {
  title: string;
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load the user can retry, announced to screen readers. */
export function LoadFailure({ title, detail, onRetry, retrying = false }: LoadFailureProps) {
  return (
    <Card role="alert" sx={{ borderColor: 'error.main' }}>
      <CardContent sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1, py: 4 }}>
        <Box aria-hidden sx={{ color: 'error.main', display: 'flex', '& svg': { fontSize: 40 } }}>
          <ErrorIcon />
        </Box>
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        {detail ? <Typography color="text.secondary">{detail}</Typography> : null}
        <Button variant="contained" onClick={onRetry} disabled={retrying} sx={{ mt: 1 }}>
          {retrying ? 'Retrying...' : 'Try Again'}
        </Button>
      </CardContent>
    </Card>
  );
}
