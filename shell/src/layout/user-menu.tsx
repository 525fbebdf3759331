import { useId, useState } from 'react';
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, useAuthStore } from '@telehealth/shared-api';
import { toast, UserAvatar, visuallyHidden } from '@telehealth/shared-ui';
import { paths, remoteModules } from '@telehealth/federation';
import { keepToastsForSignIn } from '../app/sign-in-notice';
import { preloadRemoteModule } from '../remotes/remote-registry';
import { LogoutIcon, PersonOutlinedIcon } from '@telehealth/shared-ui/icons';

/** Header avatar with the signed-in user's name, email, Profile and Log out. */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);

  const onLogout = async () => {
    setAnchor(null);
    await logout();
    // Nothing of this user's data may outlive the session in this tab.
    queryClient.clear();
    toast.success(AUTH_MESSAGES.logout);
    // The sign-in page must show this toast even in a tab that never loaded its toasts.
    keepToastsForSignIn();
    navigate(paths.login(), { replace: true });
  };

  if (!user) return null;

  return (
    <>
      <IconButton
        title="Account"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* Named by hidden text, not aria-label: a label that lacks the visible initials fails WCAG 2.5.3. */}
        <Box component="span" sx={visuallyHidden}>
          Open user menu
        </Box>
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          <UserAvatar name={user.name} src={user.profileImage} size={36} />
        </Box>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } }, list: { 'aria-label': 'User menu' } }}
      >
        <Box component="li" role="presentation" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5 }}>
          <UserAvatar name={user.name} src={user.profileImage} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider component="li" />
        <MenuItem
          component={RouterLink}
          to={paths.profile()}
          onClick={() => setAnchor(null)}
          onMouseEnter={() => preloadRemoteModule(remoteModules.profile)}
          onFocus={() => preloadRemoteModule(remoteModules.profile)}
        >
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={() => void onLogout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
