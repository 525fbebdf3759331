import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANDING_HASH_SCROLL_DELAY_MS } from '@telehealth/shared-api';
import { renderApp } from '../../testing/render-app';
import { installFakeApi, signInAs, signOut } from '@telehealth/shared-ui/testing';

let scrolled: string[];

beforeEach(() => {
  signOut();
  installFakeApi({});
  scrolled = [];
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.id);
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('landing page', () => {
  it('offers Sign In and Sign Up to visitors, and the sections of spec §2', async () => {
    await renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    for (const name of ['Features', 'How It Works', 'Testimonials']) expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    for (const title of [
      'Easy Appointment Booking',
      'Video Consultations',
      'Digital Prescriptions',
      'Create Account',
      'Find a Doctor',
      'Book Appointment',
      'Get Care',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(document.querySelectorAll('#testimonials figure')).toHaveLength(3);
  });

  it('sends every call to action to /register', async () => {
    await renderApp('/');
    for (const name of ['Get Started', 'Start Using CareLink', 'Create Your Free Account']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/register');
    }
  });

  it('offers Go to Dashboard to a signed-in user', async () => {
    signInAs();
    await renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it(`scrolls to the section of the URL hash after ${LANDING_HASH_SCROLL_DELAY_MS} ms`, async () => {
    jest.useFakeTimers();
    await renderApp('/#testimonials');
    expect(scrolled).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(LANDING_HASH_SCROLL_DELAY_MS - 1);
    });
    expect(scrolled).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(scrolled).toEqual(['testimonials']);
  });

  it('ignores hashes that are not landing sections', async () => {
    jest.useFakeTimers();
    await renderApp('/#pricing');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(scrolled).toEqual([]);
  });

  it('scrolls to How It Works from the header link and from Learn More', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'How It Works' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, LANDING_HASH_SCROLL_DELAY_MS + 20)));
    expect(scrolled).toEqual(['how-it-works']);
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(scrolled).toEqual(['how-it-works', 'how-it-works']);
  });

  it('names the support pages without pretending they are links, and links the legal ones', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Help Center', 'FAQs', 'Contact Us']) {
      expect(within(footer).getByText(label).closest('a')).toBeNull();
    }
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'HIPAA Compliance' })).toBeInTheDocument();
  });
});
