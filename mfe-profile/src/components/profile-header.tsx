import { Chip, Paper, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import type { User } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export interface ProfileHeaderProps {
  user: User;
  /** The photo to show (the patient or doctor profile's, else the user's); initials when none. */
  imageUrl?: string | null;
}

/** Avatar (photo or initials), name, email and role of the signed-in user. */
export function ProfileHeader({ user, imageUrl = user.profileImage }: ProfileHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        sx={{ alignItems: 'center', textAlign: { xs: 'center', sm: 'left' } }}
      >
        <UserAvatar name={user.name} src={imageUrl} size={88} />
        <Stack spacing={0.75} sx={{ minWidth: 0, alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Chip label={capitalise(user.role)} color="primary" size="small" variant="outlined" />
        </Stack>
      </Stack>
    </Paper>
  );
}
