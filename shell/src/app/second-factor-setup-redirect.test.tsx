import { waitFor } from '@testing-library/react';
import { API_ERROR_CODES, API_MESSAGES } from '@telehealth/shared-api';
import { installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import { renderApp } from '../testing/render-app';
import { forgetSecondFactorChecksForTests } from './second-factor-setup-redirect';

beforeEach(() => {
  signOut();
  forgetSecondFactorChecksForTests();
});
afterEach(() => jest.restoreAllMocks());

const refusedUntilSetUp = () => ({
  status: 403,
  body: {
    statusCode: 403,
    data: null,
    success: false,
    message: API_MESSAGES.secondFactorSetupRequired,
    code: API_ERROR_CODES.secondFactorSetupRequired,
  },
});

describe('two-step sign-in required of clinicians', () => {
  it('takes a doctor the server refuses for want of two-step sign-in to Profile → Security', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({
      'GET /remotes.json': () => ok({}),
      'GET /notifications': refusedUntilSetUp,
      'GET /appointment/doctor/:id': refusedUntilSetUp,
      'GET /doctor/profile': refusedUntilSetUp,
    });
    const { url } = await renderApp('/dashboard');
    await waitFor(() => expect(url()).toBe('/profile?tab=security'));
  });

  it('leaves a doctor where they are on any other refusal', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({
      'GET /remotes.json': () => ok({}),
      'GET /notifications': () => ({ status: 403, body: { message: API_MESSAGES.forbidden } }),
    });
    const { url } = await renderApp('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(url()).toBe('/dashboard');
  });
  it('asks once after sign-in, and sends a doctor who must set it up to Security before any refusal', async () => {
    signInAs({ role: 'doctor' });
    const api = installFakeApi({
      'GET /remotes.json': () => ok({}),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /user/second-factor': () => ok({ enabled: false, recoveryCodesLeft: 0, required: true }),
    });
    const { url } = await renderApp('/dashboard');
    await waitFor(() => expect(url()).toBe('/profile?tab=security'));
    expect(api.callsTo('GET /user/second-factor')).toHaveLength(1);
  });

  it('does not ask about a patient', async () => {
    signInAs({ role: 'patient' });
    const api = installFakeApi({
      'GET /remotes.json': () => ok({}),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /user/second-factor': () => ok({ enabled: false, recoveryCodesLeft: 0, required: false }),
    });
    const { url } = await renderApp('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(url()).toBe('/dashboard');
    expect(api.callsTo('GET /user/second-factor')).toHaveLength(0);
  });
});
