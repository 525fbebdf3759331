import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { Outlet, useLocation } from 'react-router-dom';
import { MOBILE_BREAKPOINT_PX, useAuthStore } from '@telehealth/shared-api';
import { remoteModules } from '@telehealth/federation';
import { ConnectionStatus } from '../notifications/connection-status';
import { NotificationsMenu } from '../notifications/notifications-menu';
import { useLiveNotifications } from '../notifications/use-notifications';
import { AvailableNowSwitch } from '../see-now/available-now-switch';
import { ImmediateVisitAlert } from '../see-now/immediate-visit-alert';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { navItemsFor } from './nav-items';
import type { NavItem } from './nav-items';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SidebarNav } from './sidebar-nav';
import { useSidebarShortcut, useSidebarState } from './sidebar-state';
import { UserMenu } from './user-menu';
import { MenuIcon, MenuOpenIcon } from '@telehealth/shared-ui/icons';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 76;

/** Title of the current section for the header. */
function useSectionTitle(items: readonly NavItem[]): string {
  const { pathname } = useLocation();
  const nav = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  if (nav) return nav.label;
  const remote = Object.values(remoteModules).find((m) => pathname.startsWith(m.route.split('/:')[0]));
  return remote?.title ?? '';
}

/**
 * Frame of every signed-in page (spec §2): collapsible sidebar on desktop (Ctrl/Cmd+B,
 * remembered in a cookie), a menu on phones with the same entries, and a header with
 * notifications and the user menu. `children` replaces the route outlet (the signed-in 404).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`, { noSsr: true });
  const { open, toggle } = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const role = useAuthStore((s) => s.user?.role);
  const navItems = navItemsFor(role);
  const title = useSectionTitle(navItems);
  useLiveNotifications();

  const onToggle = useCallback(() => {
    if (isMobile) setMobileOpen((v) => !v);
    else toggle();
  }, [isMobile, toggle]);
  useSidebarShortcut(onToggle);

  const expanded = isMobile ? mobileOpen : open;
  const desktopWidth = open ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {isMobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { id: 'app-sidebar', sx: { width: SIDEBAR_WIDTH } } }}
        >
          <SidebarNav items={navItems} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-state={open ? 'expanded' : 'collapsed'}
          sx={{ width: desktopWidth, flexShrink: 0, transition: 'width 200ms ease' }}
          slotProps={{
            paper: {
              id: 'app-sidebar',
              sx: { width: desktopWidth, overflowX: 'hidden', transition: 'width 200ms ease', borderRight: 1, borderColor: 'divider' },
            },
          }}
        >
          <SidebarNav items={navItems} collapsed={!open} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" component="header">
          <Toolbar sx={{ gap: 1, minHeight: { xs: 64 } }}>
            <IconButton
              aria-label="Toggle sidebar"
              aria-controls="app-sidebar"
              aria-expanded={expanded}
              aria-keyshortcuts="Control+B Meta+B"
              title={`Toggle sidebar (${isMacLike() ? '⌘' : 'Ctrl'}+B)`}
              onClick={onToggle}
              edge="start"
            >
              {expanded && !isMobile ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
            <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, ml: 0.5 }}>
              {title}
            </Typography>
            <ConnectionStatus />
            {role === 'doctor' ? <AvailableNowSwitch compact /> : null}
            <NotificationsMenu />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <EmailConfirmationBanner />
        {role === 'doctor' ? <ImmediateVisitAlert /> : null}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 }, width: '100%', maxWidth: 1280, mx: 'auto', '&:focus': { outline: 'none' } }}
        >
          {children ?? <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}

function isMacLike(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
