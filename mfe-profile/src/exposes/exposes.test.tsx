import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { renderProfilePage, signIn, signOut } from '../testing/render-profile';
import { stubApi } from '../testing/fake-api';
import { exposedModules } from '.';

beforeEach(() => {
  stubApi();
  signIn({ name: 'Alex Morgan' });
});
afterEach(signOut);

// TODO(fe-testkit): pass `renderInShell` from @telehealth/shared-api/testing instead of this adapter.
describeExposes('mfe_profile', exposedModules, (element, { url }) => renderProfilePage(url, element));

describe('exposed ./ProfilePage', () => {
  it('renders the profile of the signed-in user inside the host router', async () => {
    renderProfilePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
  });
});
