import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { installFakeApi, signInAs, signOut } from '@telehealth/shared-ui/testing';
import { renderProfilePage } from '../testing/render-profile';
import { exposedModules } from '.';

beforeEach(() => {
  installFakeApi({});
  signInAs({ name: 'Alex Morgan' });
});
afterEach(signOut);

describeExposes('mfe_profile', exposedModules);

describe('exposed ./ProfilePage', () => {
  it('renders the profile of the signed-in user inside the host router', async () => {
    renderProfilePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
  });
});
