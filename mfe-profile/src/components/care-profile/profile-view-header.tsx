import { Button, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { RefObject } from 'react';
import { EditOutlinedIcon } from '@telehealth/shared-ui/icons';

export interface ProfileViewHeaderProps {
  title: string;
  subtitle: string;
  onEdit: () => void;
  /** The heading, focusable from script (after the profile is created). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** Heading, subtitle and Update Profile button on top of a stored patient or doctor profile. */
export function ProfileViewHeader({ title, subtitle, onEdit, headingRef }: ProfileViewHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <div>
        <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </div>
      <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
        Update Profile
      </Button>
    </Stack>
  );
}
