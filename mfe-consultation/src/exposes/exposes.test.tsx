import { describeExposes } from '@telehealth/federation/testing';
import { screen } from '@testing-library/react';
import { installFakeApi, makeAppointment, ok, renderInShell } from '@telehealth/shared-ui/testing';
import ConsultationPage from './consultation-page';
import { exposedModules } from '.';

describeExposes('mfe_consultation', exposedModules);

describe('exposed ./ConsultationPage', () => {
  it('loads the appointment of its route', async () => {
    const appointment = makeAppointment({ start: new Date() });
    const api = installFakeApi({ [`GET /appointment/${appointment._id}`]: ok(appointment) });
    renderInShell(<ConsultationPage />, { route: `/consultation/${appointment._id}`, path: '/consultation/:appointmentId', user: {} });
    expect(screen.getByText('Loading Appointment...')).toBeInTheDocument();
    expect(api.routes()).toContain(`GET /appointment/${appointment._id}`);
  });
});
