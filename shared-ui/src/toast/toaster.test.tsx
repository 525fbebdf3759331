import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { MAX_VISIBLE_TOASTS, toast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

function renderToaster() {
  return render(
    <AppThemeProvider>
      <Toaster />
    </AppThemeProvider>,
  );
}

afterEach(() => {
  act(() => useToastStore.getState().clear());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast raised outside React, with its severity', () => {
    renderToaster();
    act(() => {
      toast.success('Login successful!');
      toast.error('Login failed. Please check your credentials.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('shows a title above the message when one is given', () => {
    renderToaster();
    act(() => {
      toast.error('Failed to get AI response. Please try again.', { title: 'Error' });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error').tagName).toBe('STRONG');
    expect(alert).toHaveTextContent(/^ErrorFailed to get AI response\. Please try again\.$/);
  });

  it('stacks several toasts in order', () => {
    renderToaster();
    act(() => {
      toast.info('First');
      toast.warning('Second');
    });
    const messages = screen.getAllByRole('status').map((el) => el.textContent);
    expect(messages).toEqual(['First', 'Second']);
  });

  it('is dismissed by its close button', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      toast.info('You have been logged out.');
    });
    const item = screen.getByRole('status');
    await user.click(within(item).getByRole('button', { name: /close/i }));
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('hides itself after a while', () => {
    jest.useFakeTimers();
    renderToaster();
    act(() => {
      toast.success('Saved');
    });
    expect(useToastStore.getState().toasts[0].open).toBe(true);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it(`keeps at most ${MAX_VISIBLE_TOASTS} on screen, dropping the oldest`, () => {
    for (let i = 1; i <= MAX_VISIBLE_TOASTS + 2; i++) toast.info(`Message ${i}`);
    const shown = useToastStore.getState().toasts.map((t) => t.message);
    expect(shown).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(shown[0]).toBe('Message 3');
  });
});
