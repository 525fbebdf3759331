import { Alert, Button } from '@mui/material';

export interface ErrorCardProps {
  message: string;
  /** When given, a retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failure the user can read and, when possible, retry. */
export function ErrorCard({ message, onRetry, retryLabel = 'Try Again' }: ErrorCardProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ alignItems: 'center', bgcolor: 'background.paper' }}
      action={
        onRetry ? (
          <Button color="error" variant="outlined" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
