import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@telehealth/shared-api';
import { renderProfilePage } from '../testing/render-profile';
import {
  installFakeApi,
  makePatientProfile,
  NO_DOCTOR_PROFILE,
  NO_PATIENT_PROFILE,
  ok,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';

afterEach(signOut);

const location = () => screen.getByTestId('location').textContent;

describe('Profile page', () => {
  it('shows a loading state while the signed-in user loads', () => {
    useAuthStore.setState({ user: null, token: 'stored-token', status: 'loading' });
    renderProfilePage();
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks to log in when nobody is signed in', () => {
    renderProfilePage();
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
  });

  it('shows the name, email and capitalised role in the header', () => {
    signInAs({ name: 'Sarah Chen', email: 'sarah@example.com', role: 'doctor' });
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeInTheDocument();
    expect(screen.getByText('sarah@example.com')).toBeInTheDocument();
    expect(screen.getByText('Doctor')).toBeInTheDocument();
  });

  it('falls back to initials when the user has no photo', () => {
    signInAs({ name: 'Sarah Chen', profileImage: null });
    renderProfilePage();
    expect(screen.getByText('SC')).toBeInTheDocument();
  });

  it('opens on the Account tab, with Security and Patient Profile offered to a patient', () => {
    signInAs({ role: 'patient' });
    installFakeApi({ 'GET /patient/profile': NO_PATIENT_PROFILE });
    renderProfilePage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Account', 'Security', 'Patient Profile', 'Notifications']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Account' })).toContainElement(screen.getByLabelText(/Full name/));
  });

  it('offers a doctor the Doctor Profile tab instead', () => {
    signInAs({ role: 'doctor' });
    installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE });
    renderProfilePage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Security', 'Doctor Profile', 'Notifications']);
  });

  it('keeps the role profile tab in the URL as ?tab=profile', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE });
    const user = userEvent.setup();
    renderProfilePage();

    await user.click(screen.getByRole('tab', { name: 'Doctor Profile' }));
    expect(location()).toBe('/profile?tab=profile');
    expect(await screen.findByRole('tabpanel', { name: 'Doctor Profile' })).toHaveTextContent('Complete your profile');
  });

  it('shows the photo of the patient profile in the header', async () => {
    signInAs({ name: 'Jane Doe', profileImage: null });
    installFakeApi({ 'GET /patient/profile': ok(makePatientProfile({ profileImage: '/uploads/profiles/jane.webp' })) });
    renderProfilePage();
    expect(await screen.findByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/uploads/profiles/jane.webp');
  });

  it('opens the tab named in the URL, so a reload keeps it', () => {
    signInAs();
    renderProfilePage('/profile?tab=security');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toContainElement(screen.getByLabelText(/^Current password/));
  });

  it('falls back to Account for an unknown tab in the URL', () => {
    signInAs();
    renderProfilePage('/profile?tab=billing');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab into the URL', async () => {
    signInAs();
    const user = userEvent.setup();
    renderProfilePage('/profile?from=menu');

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(location()).toBe('/profile?from=menu&tab=security');

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(location()).toBe('/profile?from=menu');
  });

  it('switches tabs with the arrow keys', async () => {
    signInAs();
    const user = userEvent.setup();
    renderProfilePage();

    act(() => screen.getByRole('tab', { name: 'Account' }).focus());
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/profile?tab=security');
  });
});
