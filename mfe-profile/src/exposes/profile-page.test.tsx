import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import ProfilePage from './profile-page';
import { renderProfilePage, signIn, signOut } from '../testing/render-profile';

afterEach(signOut);

describe('exposed ./ProfilePage', () => {
  it('default-exports a component that takes no props', () => {
    expect(typeof ProfilePage).toBe('function');
    expect(ProfilePage.length).toBeLessThanOrEqual(1);
    expect(isValidElement(<ProfilePage />)).toBe(true);
  });

  it('renders the profile of the signed-in user inside the host router', () => {
    signIn({ name: 'Alex Morgan' });
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
  });
});
