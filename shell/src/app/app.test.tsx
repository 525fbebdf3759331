import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeApi, signOut } from '@telehealth/shared-ui/testing';
import { App } from './app';

beforeEach(() => {
  signOut();
  installFakeApi({});
});

function renderAt(path: string) {
  // A synchronous act: whatever has to wait for a chunk shows its fallback.
  act(() => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
  });
}

describe('shell routes', () => {
  it('render the landing page on / in the first render, without waiting for any chunk', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("show the loading notice until a page's chunks arrive, then the page", async () => {
    renderAt('/privacy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
