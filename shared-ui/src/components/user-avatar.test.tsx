import { render, screen } from '@testing-library/react';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('falls back to initials when there is no image', () => {
    render(<UserAvatar name="Grace Hopper" />);
    expect(screen.getByText('GH')).toBeInTheDocument();
  });

  it('shows the image with the name as alt text when given', () => {
    render(<UserAvatar name="Grace Hopper" src="/uploads/grace.png" />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute('src', '/uploads/grace.png');
  });
});
