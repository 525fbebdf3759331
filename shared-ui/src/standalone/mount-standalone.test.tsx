import { act, screen } from '@testing-library/react';
import { mountStandalone } from './mount-standalone';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountStandalone', () => {
  it('says so when the page has no #root', () => {
    expect(() => mountStandalone('Profile', [])).toThrow('The page has no #root element to render into.');
  });

  it('mounts the standalone app, titled, into #root (its sign-in gate first)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      mountStandalone('Prescriptions', [{ path: '*', element: <p>Prescriptions page</p> }]);
    });
    const root = document.getElementById('root')!;
    expect(await screen.findByRole('heading', { level: 1, name: 'Prescriptions' })).toBeInTheDocument();
    expect(root).toContainElement(screen.getByRole('heading', { level: 1, name: 'Prescriptions' }));
    expect(screen.queryByText('Prescriptions page')).not.toBeInTheDocument();
  });
});
