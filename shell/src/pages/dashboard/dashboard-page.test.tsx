import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderApp } from '../../testing/render-app';
import { resetRemoteRegistryForTests } from '../../remotes/remote-registry';
import { forgetFirstVisitForTests } from './dashboard-page';
import { installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

// The federation runtime fetches remote code over the network: replaced by a fake here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const BOOKING_MANIFEST = '/remotes/mfe-booking/mf-manifest.json';
const ASSISTANT_MANIFEST = '/remotes/mfe-assistant/mf-manifest.json';

const PATIENT_WIDGETS = [
  'mfe_booking/MyAppointmentsWidget',
  'mfe_booking/UpcomingAppointmentsWidget',
  'mfe_booking/FindDoctorWidget',
  'mfe_assistant/AskAssistantWidget',
];
const DOCTOR_WIDGETS = ['mfe_booking/DoctorStatsWidget', 'mfe_booking/AppointmentManagementWidget', 'mfe_booking/RecentActivityWidget'];
const PRESCRIPTIONS_MANIFEST = '/remotes/mfe-prescriptions/mf-manifest.json';
const PATIENT_PRESCRIPTION_WIDGETS = ['mfe_prescriptions/ActivePrescriptionsWidget'];
const DOCTOR_PRESCRIPTION_WIDGETS = ['mfe_prescriptions/RenewalRequestsWidget'];

function serve(remotes: Record<string, string>) {
  return installFakeApi({
    'GET /remotes.json': () => ({ body: remotes }),
    'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
    // See a doctor now: the patient's card and the doctor's switch (see-now/).
    'GET /doctor/all-doctors': () => ok({ doctors: [], total: 0, totalCapped: false, page: 1, limit: 5, currency: 'USD' }),
    'GET /doctor/available-now': () => ok({ availableNow: false, until: null, canSwitchOn: true }),
  });
}

/** A stand-in for each exposed widget: a heading naming the module it came from. */
function fakeWidget(id: string) {
  return function FakeWidget() {
    return <h2>{`${id} from the remote`}</h2>;
  };
}

function serveWidgets(failing: string[] = []) {
  loadRemoteMock.mockImplementation(async (id: string) => {
    if (failing.includes(id)) throw new Error('[ Federation Runtime ]: RUNTIME-003 failed to get remoteEntry');
    return { default: fakeWidget(id) };
  });
}

function requestedWidgets(): string[] {
  return loadRemoteMock.mock.calls.map(([id]) => id as string);
}

beforeEach(() => {
  signOut();
  forgetFirstVisitForTests();
  resetRemoteRegistryForTests();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('dashboard: the booking remote widgets for each role (spec §2 "Dashboard")', () => {
  it('shows patients My Appointments, Upcoming Appointments and Find a Doctor from the booking remote, and Ask the assistant', async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({ mfe_booking: BOOKING_MANIFEST, mfe_assistant: ASSISTANT_MANIFEST });
    serveWidgets();
    await renderApp('/dashboard');
    for (const id of PATIENT_WIDGETS) {
      expect(await screen.findByRole('heading', { name: `${id} from the remote` })).toBeInTheDocument();
    }
    expect(requestedWidgets().sort()).toEqual([...PATIENT_WIDGETS].sort());
  });

  it('shows doctors the stat cards, Appointment Management and Recent Patient Activity, and no booking widgets', async () => {
    signInAs({ name: 'Sarah Chen', role: 'doctor' });
    serve({ mfe_booking: BOOKING_MANIFEST });
    serveWidgets();
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sarah Chen' })).toBeInTheDocument();
    for (const id of DOCTOR_WIDGETS) {
      expect(await screen.findByRole('heading', { name: `${id} from the remote` })).toBeInTheDocument();
    }
    expect(requestedWidgets().sort()).toEqual([...DOCTOR_WIDGETS].sort());
    expect(requestedWidgets()).not.toContain('mfe_booking/FindDoctorWidget');
  });

  it('shows no invented figures or placeholder panels of its own', async () => {
    signInAs({ name: 'Sarah Chen', role: 'doctor' });
    serve({ mfe_booking: BOOKING_MANIFEST });
    serveWidgets();
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'mfe_booking/DoctorStatsWidget from the remote' });
    expect(screen.queryByText(/will appear here/i)).not.toBeInTheDocument();
  });

  it('says each section is not available yet when the booking remote is not deployed', async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({});
    await renderApp('/dashboard');
    expect(await screen.findAllByText('This section is not available yet.')).toHaveLength(
      PATIENT_WIDGETS.length + PATIENT_PRESCRIPTION_WIDGETS.length,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('keeps the dashboard and the other widgets working when one widget fails, and Retry loads it', async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({ mfe_booking: BOOKING_MANIFEST, mfe_prescriptions: PRESCRIPTIONS_MANIFEST, mfe_assistant: ASSISTANT_MANIFEST });
    serveWidgets(['mfe_booking/MyAppointmentsWidget']);
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('My Appointments');
    expect(alert).toHaveTextContent('This section is temporarily unavailable.');
    expect(await screen.findByRole('heading', { name: 'mfe_booking/UpcomingAppointmentsWidget from the remote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get started' })).toBeInTheDocument();

    serveWidgets();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'mfe_booking/MyAppointmentsWidget from the remote' })).toBeInTheDocument();
    expect(requestedWidgets().filter((id) => id === 'mfe_booking/MyAppointmentsWidget')).toHaveLength(2);
  });
});

describe('dashboard: the prescriptions remote widgets for each role', () => {
  it('shows patients their active prescriptions', async () => {
    signInAs({ name: 'Alex Morgan', role: 'patient' });
    serve({ mfe_booking: BOOKING_MANIFEST, mfe_prescriptions: PRESCRIPTIONS_MANIFEST, mfe_assistant: ASSISTANT_MANIFEST });
    serveWidgets();
    await renderApp('/dashboard');
    for (const id of PATIENT_PRESCRIPTION_WIDGETS) {
      expect(await screen.findByRole('heading', { name: `${id} from the remote` })).toBeInTheDocument();
    }
    expect(requestedWidgets().sort()).toEqual([...PATIENT_WIDGETS, ...PATIENT_PRESCRIPTION_WIDGETS].sort());
  });

  it('shows doctors their pending renewal requests', async () => {
    signInAs({ name: 'Sarah Chen', role: 'doctor' });
    serve({ mfe_booking: BOOKING_MANIFEST, mfe_prescriptions: PRESCRIPTIONS_MANIFEST, mfe_assistant: ASSISTANT_MANIFEST });
    serveWidgets();
    await renderApp('/dashboard');
    for (const id of DOCTOR_PRESCRIPTION_WIDGETS) {
      expect(await screen.findByRole('heading', { name: `${id} from the remote` })).toBeInTheDocument();
    }
    expect(requestedWidgets().sort()).toEqual([...DOCTOR_WIDGETS, ...DOCTOR_PRESCRIPTION_WIDGETS].sort());
  });
});

describe('dashboard: widgets below the fold', () => {
  it('loads Ask the assistant only when its area nears the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    class FakeIntersectionObserver {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    try {
      signInAs({ name: 'Alex Morgan', role: 'patient' });
      serve({ mfe_booking: BOOKING_MANIFEST, mfe_assistant: ASSISTANT_MANIFEST });
      serveWidgets();
      await renderApp('/dashboard');
      await screen.findByRole('heading', { name: 'mfe_booking/FindDoctorWidget from the remote' });
      expect(requestedWidgets()).not.toContain('mfe_assistant/AskAssistantWidget');
      expect(screen.queryByRole('status', { name: 'Loading Ask the assistant...' })).not.toBeInTheDocument();

      const watching = observers.find((o) => o.targets.length)!;
      act(() =>
        watching.callback(
          [{ isIntersecting: true, target: watching.targets[0] } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'mfe_assistant/AskAssistantWidget from the remote' })).toBeInTheDocument();
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});

describe('dashboard: the first visit of a new account (issue 24)', () => {
  function serveWelcome(firstVisit: boolean) {
    return installFakeApi({
      'GET /remotes.json': () => ({ body: {} }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'POST /user/welcome': () => ok({ firstVisit }),
    });
  }

  it('says "Welcome", not "Welcome back", and shows the setup prompt on the first dashboard', async () => {
    signInAs({ name: 'Ada Lovelace', role: 'patient' });
    const api = serveWelcome(true);
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    const prompt = await screen.findByRole('region', { name: 'Set up your health profile' });
    expect(within(prompt).getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile');
    expect(api.callsTo('POST /user/welcome')).toHaveLength(1);
  });

  it('greets a returning user with "Welcome back" and no setup prompt (the server remembers the first visit)', async () => {
    signInAs({ name: 'Ada Lovelace', role: 'doctor' });
    serveWelcome(false);
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Set up your practice' })).not.toBeInTheDocument();
  });

  it('hides the setup prompt with "Not now"', async () => {
    signInAs({ name: 'Ada Lovelace', role: 'doctor' });
    serveWelcome(true);
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    const prompt = await screen.findByRole('region', { name: 'Set up your practice' });
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Set up your practice' })).not.toBeInTheDocument();
  });
});

describe('dashboard: the licence check and the operations role', () => {
  function serveVerification(verification: unknown) {
    return installFakeApi({
      'GET /remotes.json': () => ({ body: { mfe_booking: BOOKING_MANIFEST } }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /doctor/verification': ok(verification),
    });
  }

  it('tells a doctor whose licence is not checked what is missing, with a way to send it', async () => {
    signInAs({ name: 'Nadia Newcomer', role: 'doctor' });
    serveVerification({
      state: 'pending',
      hasProfile: true,
      missing: ['Send your licence details and a scan or photo of your licence'],
      licence: null,
    });
    serveWidgets();
    await renderApp('/dashboard');
    const notice = await screen.findByText(/Patients cannot find or book you/);
    expect(notice).toHaveTextContent('Still to do: Send your licence details and a scan or photo of your licence.');
    expect(screen.getByRole('link', { name: 'Send licence' })).toHaveAttribute('href', '/profile?tab=profile');
  });

  it('shows a verified doctor no notice', async () => {
    signInAs({ name: 'Sarah Chen', role: 'doctor' });
    const api = serveVerification({ state: 'verified', hasProfile: true, missing: [], licence: null });
    serveWidgets();
    await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'mfe_booking/DoctorStatsWidget from the remote' });
    expect(api.callsTo('GET /doctor/verification')).toHaveLength(1);
    expect(screen.queryByText(/Patients cannot find or book you/)).not.toBeInTheDocument();
  });

  it('gives an operator the console instead of patient or doctor panels', async () => {
    signInAs({ name: 'Operations', role: 'admin' });
    const api = serveVerification(null);
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Operations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the queue' })).toHaveAttribute('href', '/admin/verifications');
    const sidebar = screen.getAllByRole('navigation')[0]!;
    expect(within(sidebar).getByRole('link', { name: /Doctor verification/ })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: /Find Doctors/ })).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(api.callsTo('GET /doctor/verification')).toHaveLength(0);
  });
});
