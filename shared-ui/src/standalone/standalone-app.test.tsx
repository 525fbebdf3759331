import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@telehealth/shared-api';
import { StandaloneApp } from './standalone-app';

// The API server is not running in component tests: answer its calls at the network boundary.
function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const apiUser = { _id: 'u1', name: 'Grace Hopper', email: 'grace@example.com', role: 'patient', profileImage: null, phoneNumber: null };

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('StandaloneApp', () => {
  it('asks for sign-in first, then renders the section for the signed-in user', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/user/login')) {
        return jsonResponse(200, { statusCode: 200, success: true, message: 'ok', data: { accessToken: 'token-1', user: apiUser } });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    render(
      <StandaloneApp title="Profile">
        <p>Profile section</p>
      </StandaloneApp>,
    );

    expect(screen.queryByText('Profile section')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Profile section')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1/user/login', expect.objectContaining({ method: 'POST' }));
  });

  it('shows the login failure message for bad credentials', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    const user = userEvent.setup();
    render(
      <StandaloneApp title="Profile">
        <p>Profile section</p>
      </StandaloneApp>,
    );
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to login. Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('validates the form before calling the server', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(
      <StandaloneApp title="Profile">
        <p>Profile section</p>
      </StandaloneApp>,
    );
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
