import { renderInShell } from '@telehealth/shared-ui/testing';
import type { ReactElement } from 'react';
import ProfilePage from '../exposes/profile-page';

/**
 * Renders the exposed page as the shell does (theme, query client, router and the one Toaster
 * around it), on any path. Failed queries are not retried.
 */
export function renderProfilePage(url = '/profile', page: ReactElement = <ProfilePage />) {
  return renderInShell(page, { route: url, path: '*', retry: 'off' });
}
