import { useAuthStore } from '@telehealth/shared-api';

/**
 * The server shows a profile's picture on the account too; mirror it in the signed-in user so
 * the shell's header avatar changes at once, without a reload.
 */
export function syncAccountPicture(profileImage: string | null): void {
  const { user, setUser } = useAuthStore.getState();
  if (user && profileImage && user.profileImage !== profileImage) setUser({ ...user, profileImage });
}
