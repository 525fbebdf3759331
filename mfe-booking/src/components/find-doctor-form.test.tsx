import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addLocalDays, toIsoDay } from '../doctors/booking-window';
import { currentLocation, renderAt } from '../testing/render-page';
import { installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

beforeEach(() => {
  signInAs({ role: 'patient' });
  // The search page the widget opens asks for doctors.
  installFakeApi({ 'GET /doctor/all-doctors': () => ok({ doctors: [], total: 0, page: 1, limit: 12 }) });
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

describe('the dashboard widget "Find a Doctor by date and specialty"', () => {
  it('opens the doctor search for the chosen specialty and day', async () => {
    const day = toIsoDay(addLocalDays(new Date(), 4));
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/dashboard');
    await user.click(screen.getByRole('combobox', { name: 'Specialty' }));
    await user.click(await screen.findByRole('option', { name: 'Cardiology' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: day } });
    await user.click(screen.getByRole('button', { name: 'Find Doctors' }));
    await waitFor(() => expect(currentLocation(router)).toBe(`/doctors?specialization=Cardiology&date=${day}`));
    // The search page picks both up.
    expect(await screen.findByRole('combobox', { name: 'Specialty' })).toHaveTextContent('Cardiology');
  });

  it('opens the whole list for All Specialties and no day', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Find Doctors' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/doctors'));
  });

  it('limits the day to today … 30 days ahead and refuses any other', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/dashboard');
    const input = screen.getByLabelText('Date');
    expect(input).toHaveAttribute('min', toIsoDay(new Date()));
    expect(input).toHaveAttribute('max', toIsoDay(addLocalDays(new Date(), 30)));
    fireEvent.change(input, { target: { value: toIsoDay(addLocalDays(new Date(), 31)) } });
    await user.click(screen.getByRole('button', { name: 'Find Doctors' }));
    expect(screen.getByText('Choose a day from today to 30 days ahead.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation(router)).toBe('/dashboard');
  });
});
