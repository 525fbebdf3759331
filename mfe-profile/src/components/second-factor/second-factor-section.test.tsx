import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import { renderProfilePage } from '../../testing/render-profile';

afterEach(signOut);

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/CareLink:a?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,AAAA',
};
const CODES = ['ab12-cd34', 'ef56-gh78'];

describe('Two-step sign-in section', () => {
  it('sets up with a scanned code, shows the recovery codes once, then shows it on', async () => {
    signInAs({ role: 'patient' });
    let enabled = false;
    const api = installFakeApi({
      'GET /user/second-factor': () => ok({ enabled, recoveryCodesLeft: enabled ? 2 : 0 }),
      'POST /user/second-factor/setup': () => ok(SETUP),
      'POST /user/second-factor/enable': [
        () => fail(400, 'That code is not right. Check the time on your phone and try the newest code.'),
        () => {
          enabled = true;
          return ok({ recoveryCodes: CODES }, { message: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.' });
        },
      ],
    });
    renderProfilePage('/profile?tab=security');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Step Sign-In' }));
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', SETUP.qrCode);
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Turn On Two-Step Sign-In' });
    await user.type(within(form).getByLabelText('Code from your app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn On Two-Step Sign-In' }));
    expect(await within(form).findByText(/That code is not right/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Code from your app'));
    await user.type(within(form).getByLabelText('Code from your app'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn On Two-Step Sign-In' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'I Have Saved Them' }));
    expect(await screen.findByText(/Two-step sign-in is on\. After your password/)).toHaveTextContent('Recovery codes left: 2.');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'POST /user/second-factor/enable').map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('turns off only with a code, checked before sending', async () => {
    signInAs({ role: 'doctor' });
    let enabled = true;
    const api = installFakeApi({
      'GET /doctor/profile': () => fail(404, 'Doctor profile not found'),
      'GET /user/second-factor': () => ok({ enabled, recoveryCodesLeft: 10 }),
      'POST /user/second-factor/disable': () => {
        enabled = false;
        return ok(null, { message: 'Two-step sign-in is off.' });
      },
    });
    renderProfilePage('/profile?tab=security');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Turn Off' }));
    const form = screen.getByRole('form', { name: 'Turn Off Two-Step Sign-In' });
    await user.type(within(form).getByLabelText('Code from your app'), '12');
    await user.click(within(form).getByRole('button', { name: 'Turn Off Two-Step Sign-In' }));
    expect(await within(form).findByText('Enter the 6-digit code from your app, or a recovery code.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /user/second-factor/disable')).toBe(false);
    await user.clear(within(form).getByLabelText('Code from your app'));
    await user.type(within(form).getByLabelText('Code from your app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn Off Two-Step Sign-In' }));
    expect(await screen.findByRole('button', { name: 'Set Up Two-Step Sign-In' })).toBeInTheDocument();
  });
  it('tells a doctor who must have it to set it up, and offers no way to turn it off once on', async () => {
    signInAs({ role: 'doctor' });
    let enabled = false;
    installFakeApi({
      'GET /doctor/profile': () => fail(404, 'Doctor profile not found'),
      'GET /user/second-factor': () => ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0, required: true }),
      'POST /user/second-factor/setup': () => ok(SETUP),
      'POST /user/second-factor/enable': () => {
        enabled = true;
        return ok({ recoveryCodes: CODES }, { message: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.' });
      },
    });
    renderProfilePage('/profile?tab=security');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/it is required before you can open patient records/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Step Sign-In' }));
    const form = await screen.findByRole('form', { name: 'Turn On Two-Step Sign-In' });
    await user.type(within(form).getByLabelText('Code from your app'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn On Two-Step Sign-In' }));
    await user.click(await screen.findByRole('button', { name: 'I Have Saved Them' }));
    expect(await screen.findByText('Doctors and the operations team must keep two-step sign-in on here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn Off' })).not.toBeInTheDocument();
  });
});
