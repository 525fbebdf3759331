import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE_DAYS, SIDEBAR_COOKIE_NAME } from '@telehealth/shared-api';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The stored sidebar state: true (expanded), false (collapsed) or null when never stored. */
export function readSidebarCookie(): boolean | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  if (!match) return null;
  const value = match.slice(SIDEBAR_COOKIE_NAME.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** Stores the sidebar state for SIDEBAR_COOKIE_DAYS (spec §9) so it survives reloads. */
export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_DAYS * SECONDS_PER_DAY}; SameSite=Lax`;
}

/** Desktop sidebar expanded/collapsed, read from and written to the cookie. Expanded by default. */
export function useSidebarState() {
  const [open, setOpenState] = useState<boolean>(() => readSidebarCookie() ?? true);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((current) => {
      writeSidebarCookie(!current);
      return !current;
    });
  }, []);
  return { open, setOpen, toggle };
}

/** Ctrl+B (Cmd+B on macOS) calls `onToggle`. */
export function useSidebarShortcut(onToggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        onToggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
