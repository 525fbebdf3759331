import { Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** Heading, one-line explanation and the form of one profile tab. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <div>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </div>
      {children}
    </Stack>
  );
}
