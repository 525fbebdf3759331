import { Box, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../components/brand-logo';
import { preloadRemoteModule } from '../remotes/remote-registry';
import type { NavItem } from './nav-items';
import { paths } from '@telehealth/federation';

export interface SidebarNavProps {
  items: readonly NavItem[];
  /** Icons only (desktop collapsed). */
  collapsed?: boolean;
  /** Called after a link is chosen (closes the mobile menu). */
  onNavigate?: () => void;
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The list of sections in the sidebar or mobile menu. */
export function SidebarNav({ items, collapsed = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component={RouterLink}
        to={paths.dashboard()}
        onClick={onNavigate}
        sx={{ display: 'flex', alignItems: 'center', height: 64, px: collapsed ? 2.5 : 2.5, textDecoration: 'none', flexShrink: 0 }}
      >
        <BrandLogo compact={collapsed} />
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <List sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
          {items.map((item) => {
            const active = isActive(pathname, item.to);
            const preload = item.remote ? () => preloadRemoteModule(item.remote!) : undefined;
            const button = (
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                // Collapsed, the label is a native tooltip (MUI's Tooltip would add Popper to every page).
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
                onMouseEnter={preload}
                onFocus={preload}
                sx={{
                  borderRadius: 2,
                  minHeight: 44,
                  px: 1.5,
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  color: 'text.secondary',
                  '&.Mui-selected': { bgcolor: '#E6F4F5', color: 'primary.dark', '& .MuiListItemIcon-root': { color: 'primary.main' } },
                  '&.Mui-selected:hover': { bgcolor: '#D5ECEE' },
                }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit', justifyContent: 'center' }}>{item.icon}</ListItemIcon>
                {collapsed ? null : (
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }} />
                )}
              </ListItemButton>
            );
            return (
              <li key={item.to} style={{ listStyle: 'none' }}>
                {button}
              </li>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
