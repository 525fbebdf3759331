import { screen } from '@testing-library/react';
import { installFakeApi, signOut } from '@telehealth/shared-ui/testing';
import { renderApp } from '../testing/render-app';

// The terms page throws while rendering; the privacy page's chunk fails to load, as a chunk
// request does when the network drops or a deploy removed the file.
jest.mock('../pages/info/terms-page', () => ({
  TermsPage: () => {
    throw new Error('Cannot read the appointment');
  },
}));
jest.mock('../pages/info/privacy-page', () => {
  throw new Error('Loading chunk privacy-page failed.');
});
// The forgot-password page's chunk fails once, as a dropped request does, then loads.
let mockForgotPasswordFailures = 0;
jest.mock('../pages/auth/account-link-pages', () => {
  if (mockForgotPasswordFailures > 0) {
    mockForgotPasswordFailures -= 1;
    throw new Error('Loading chunk account-link-pages failed.');
  }
  return jest.requireActual('../pages/auth/account-link-pages');
});

beforeEach(() => {
  signOut();
  installFakeApi({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function expectErrorPage(detail: string) {
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText(detail)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
}

describe('route error page', () => {
  it("says 'Unexpected Application Error!' and offers a way home when a page throws", async () => {
    await renderApp('/terms');
    expectErrorPage('Cannot read the appointment');
  });

  it("shows it when the page's chunk fails to load", async () => {
    await renderApp('/privacy');
    expectErrorPage('Loading chunk privacy-page failed.');
  });

  it('shows it when the chunk of the page navigated to fails, and leaves it on the next navigation', async () => {
    const { navigate, pathname } = await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await navigate('/privacy');
    expect(pathname()).toBe('/privacy');
    expectErrorPage('Loading chunk privacy-page failed.');
    await navigate('/no/such/page');
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('asks again for a chunk that failed once when the page is visited again, without a reload', async () => {
    mockForgotPasswordFailures = 1;
    const { navigate } = await renderApp('/');
    await navigate('/forgot-password');
    expectErrorPage('Loading chunk account-link-pages failed.');
    await navigate('/');
    await navigate('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
