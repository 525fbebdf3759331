import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * With the clock on 10 Nov 2026, a calendar (open on November) offering today to 30 days ahead
 * (spec §5): 9 Nov disabled, 10 Nov to 10 Dec enabled, 11 Dec disabled, no month after December.
 */
export async function expectThirtyDayWindowFromNov10(user: UserEvent, november: HTMLElement) {
  expect(within(november).getByRole('gridcell', { name: '9' })).toBeDisabled();
  expect(within(november).getByRole('gridcell', { name: '10' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  // The month slides in on real timers: wait until November's days have left, which takes
  // longer than waitFor's one-second default on a loaded machine.
  await waitFor(() => expect(screen.getAllByRole('gridcell', { name: '10' })).toHaveLength(1), { timeout: 10_000 });
  const december = screen.getByRole('grid', { name: 'December 2026' });
  expect(within(december).getByRole('gridcell', { name: '10' })).toBeEnabled();
  expect(within(december).getByRole('gridcell', { name: '11' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
}
