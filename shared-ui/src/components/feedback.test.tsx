import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { ErrorCard } from './error-card';
import { LoadingScreen } from './loading-screen';

describe('feedback components', () => {
  it('LoadingScreen announces "Loading..." by default', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('ErrorCard offers "Try Again" that calls onRetry', async () => {
    const onRetry = jest.fn();
    render(<ErrorCard message="Failed to load appointments" onRetry={onRetry} />);
    expect(screen.getByText('Failed to load appointments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorCard has no button without onRetry', () => {
    render(<ErrorCard message="Nope" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('EmptyState shows its title, description and action', () => {
    render(<EmptyState title="No notifications" description="You are all caught up." action={<button>Refresh</button>} />);
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('ConfirmDialog confirms and cancels, and disables both while busy', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(
      <ConfirmDialog
        open
        title="Cancel appointment?"
        message="This frees the slot."
        confirmLabel="Yes, cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Cancel appointment?' })).toHaveAccessibleDescription('This frees the slot.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmDialog
        open
        busy
        title="Cancel appointment?"
        message="This frees the slot."
        confirmLabel="Yes, cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
