import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `profile` is the role's own tab: Patient Profile or Doctor Profile (`/profile?tab=profile`). */
export const PROFILE_TABS = ['account', 'security', 'profile', 'notifications'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_PARAM = 'tab';
const DEFAULT_TAB: ProfileTab = 'account';

function isProfileTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '');
}

/**
 * The selected profile tab, kept in the `?tab=` query so a reload or a shared link opens the
 * same tab. An unknown value falls back to the Account tab.
 */
export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const tab = isProfileTab(requested) ? requested : DEFAULT_TAB;

  const selectTab = useCallback(
    (next: ProfileTab) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === DEFAULT_TAB) params.delete(TAB_PARAM);
          else params.set(TAB_PARAM, next);
          return params;
        },
        // Switching tabs is not navigation: Back should leave the page, not cycle tabs.
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [tab, selectTab];
}
