import { Avatar } from '@mui/material';
import { getInitials } from './get-initials';

export interface UserAvatarProps {
  name: string | null | undefined;
  /** Image URL; when missing or broken the initials show instead. */
  src?: string | null;
  /** Diameter in px (default 40). */
  size?: number;
}

// Background colours for initials, each with white text at ≥ 4.5:1 contrast.
const AVATAR_COLOURS = ['#0B6E79', '#3F51B5', '#7B1FA2', '#AD1457', '#2E7D32', '#B45309', '#0369A1', '#5D4037'];

function colourFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length];
}

/** A person's avatar: their image when there is one, else their initials on a stable colour. */
export function UserAvatar({ name, src, size = 40 }: UserAvatarProps) {
  const label = name?.trim() || 'User';
  return (
    <Avatar
      src={src || undefined}
      alt={label}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        fontWeight: 500,
        bgcolor: colourFor(label),
        color: '#FFFFFF',
      }}
    >
      {getInitials(name) || undefined}
    </Avatar>
  );
}
