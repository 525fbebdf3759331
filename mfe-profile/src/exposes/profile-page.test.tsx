import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import ProfilePage from './profile-page';
import { renderProfilePage } from '../testing/render-profile';
import { signInAs, signOut } from '@telehealth/shared-ui/testing';

afterEach(signOut);

describe('exposed ./ProfilePage', () => {
  it('default-exports a component that takes no props', () => {
    expect(typeof ProfilePage).toBe('function');
    expect(ProfilePage.length).toBeLessThanOrEqual(1);
    expect(isValidElement(<ProfilePage />)).toBe(true);
  });

  it('renders the profile of the signed-in user inside the host router', () => {
    signInAs({ name: 'Alex Morgan' });
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
  });
});
