import { Card, CardContent, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** An outlined card section with an icon and a heading naming it (the doctor view's side cards). */
export function TitledCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          {icon}
          <Typography id={titleId} variant="h6" component="h3">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
