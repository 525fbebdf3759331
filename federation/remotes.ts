/**
 * The contract between the shell and its remotes, typed in one place.
 *
 * Each entry names a module a remote exposes, the container that exposes it and the shell
 * route that renders it. The shell builds its route table from this list and loads each
 * module at run time (`loadRemote('<name>/<Expose>')`) from the URL the runtime remotes
 * document (`/remotes.json`) gives for `<name>`. A container that is listed here but not in
 * the remotes document shows a "not available yet" state on its routes instead of crashing.
 *
 * A remote's `rsbuild.config.ts` takes its `name` and expose keys from here, so a rename on
 * either side is a type error rather than a blank page.
 */

/** One exposed module: container name, expose key ('./X') and the route it serves. */
export interface RemoteModuleContract {
  /** Container name (`name` in the remote's federation config; key in /remotes.json). */
  readonly name: string;
  /** Expose key as in the remote's `exposes` (starts with './'). */
  readonly expose: `./${string}`;
  /** Shell route (react-router path syntax). */
  readonly route: string;
  /** Human name of the section, used in "not available" states. */
  readonly title: string;
}

/** Props every route-level exposed page takes: none (it reads params from the shared router). */
export type PageProps = Record<string, never>;

export const remoteModules = {
  profile: { name: 'mfe_profile', expose: './ProfilePage', route: '/profile', title: 'Profile' },
  doctorSearch: { name: 'mfe_booking', expose: './DoctorSearchPage', route: '/doctors', title: 'Find Doctors' },
  doctorProfile: { name: 'mfe_booking', expose: './DoctorProfilePage', route: '/doctors/:id', title: 'Doctor profile' },
  bookAppointment: {
    name: 'mfe_booking',
    expose: './BookAppointmentPage',
    route: '/book-appointment/:doctorId?',
    title: 'Book an appointment',
  },
  paymentSuccess: { name: 'mfe_booking', expose: './PaymentSuccessPage', route: '/success', title: 'Payment confirmation' },
  appointments: { name: 'mfe_booking', expose: './AppointmentsPage', route: '/appointments', title: 'Appointments' },
  consultation: {
    name: 'mfe_consultation',
    expose: './ConsultationPage',
    route: '/consultation/:appointmentId',
    title: 'Video consultation',
  },
  /** Camera, microphone and speaker test outside any call (issue 23 point 6). */
  deviceCheck: { name: 'mfe_consultation', expose: './DeviceCheckPage', route: '/device-check', title: 'Device check' },
  prescriptions: { name: 'mfe_prescriptions', expose: './PrescriptionsPage', route: '/prescriptions', title: 'Prescriptions' },
  assistant: { name: 'mfe_assistant', expose: './AssistantPage', route: '/aiassistance', title: 'AI Assistant' },
  /** Operations console (admin role only): doctors waiting for their licence check, approve, reject, suspend. */
  verificationQueue: {
    name: 'mfe_admin',
    expose: './VerificationQueuePage',
    route: '/admin/verifications',
    title: 'Doctor verification',
  },
  /** Operations console: who read which patient's records, and every operator decision; CSV export. */
  accessRecord: { name: 'mfe_admin', expose: './AccessRecordPage', route: '/admin/access-record', title: 'Access record' },
  /** Operations console: checkouts, refunds owed or failed, with a retry. */
  payments: { name: 'mfe_admin', expose: './PaymentsPage', route: '/admin/payments', title: 'Payments' },
  /** Operations console: the email delivery log, with a resend of failed emails. */
  delivery: { name: 'mfe_admin', expose: './DeliveryPage', route: '/admin/delivery', title: 'Email delivery' },
  /** Operations console: database, Redis, jobs and sockets. */
  systemHealth: { name: 'mfe_admin', expose: './SystemHealthPage', route: '/admin/system-health', title: 'System health' },
} as const satisfies Record<string, RemoteModuleContract>;

export type RemoteModuleKey = keyof typeof remoteModules;

/** Props of each exposed module, by contract key. A remote's exposed file must accept these. */
export interface RemoteModuleProps {
  profile: PageProps;
  doctorSearch: PageProps;
  doctorProfile: PageProps;
  bookAppointment: PageProps;
  paymentSuccess: PageProps;
  appointments: PageProps;
  consultation: PageProps;
  deviceCheck: PageProps;
  prescriptions: PageProps;
  assistant: PageProps;
  verificationQueue: PageProps;
  accessRecord: PageProps;
  payments: PageProps;
  delivery: PageProps;
  systemHealth: PageProps;
}

/**
 * A module a remote exposes for the shell to place inside one of the shell's own pages (a
 * dashboard widget): no route of its own. The shell loads it with the same runtime loader as
 * a page and contains its failure to the widget's area.
 */
export interface RemoteWidgetContract {
  readonly name: string;
  readonly expose: `./${string}`;
  /** Human name of the widget, used in its "not available" states. */
  readonly title: string;
}

export const remoteWidgets = {
  /** Patient dashboard: "Find a Doctor by date and specialty" (spec §2 "Dashboard"). */
  findDoctor: { name: 'mfe_booking', expose: './FindDoctorWidget', title: 'Find a Doctor' },
  /** Patient dashboard: "My Appointments" with Today, Upcoming, Past tabs and count badges. */
  myAppointments: { name: 'mfe_booking', expose: './MyAppointmentsWidget', title: 'My Appointments' },
  /** Patient dashboard: the Upcoming Appointments card (at most UPCOMING_CARD_LIMIT, soonest first). */
  upcomingAppointments: { name: 'mfe_booking', expose: './UpcomingAppointmentsWidget', title: 'Upcoming Appointments' },
  /** Doctor dashboard: total, upcoming, patients and completion rate, from real appointments. */
  doctorStats: { name: 'mfe_booking', expose: './DoctorStatsWidget', title: 'Practice statistics' },
  /** Doctor dashboard: "Appointment Management" with Today, Upcoming, Past tabs. */
  appointmentManagement: { name: 'mfe_booking', expose: './AppointmentManagementWidget', title: 'Appointment Management' },
  /** Doctor dashboard: "Recent Patient Activity" from the doctor's stored appointment notifications. */
  recentActivity: { name: 'mfe_booking', expose: './RecentActivityWidget', title: 'Recent Patient Activity' },
  /** Patient dashboard: how many prescriptions are active, and the latest one. */
  activePrescriptions: { name: 'mfe_prescriptions', expose: './ActivePrescriptionsWidget', title: 'Active Prescriptions' },
  /** Doctor dashboard: renewal requests waiting for an answer. */
  renewalRequests: { name: 'mfe_prescriptions', expose: './RenewalRequestsWidget', title: 'Renewal Requests' },
  /** Patient dashboard: "Ask the assistant", a question box that opens the AI assistant with it. */
  askAssistant: { name: 'mfe_assistant', expose: './AskAssistantWidget', title: 'Ask the assistant' },
} as const satisfies Record<string, RemoteWidgetContract>;

export type RemoteWidgetKey = keyof typeof remoteWidgets;

/** Props of each exposed widget, by contract key. */
export interface RemoteWidgetProps {
  findDoctor: Record<string, never>;
  myAppointments: Record<string, never>;
  upcomingAppointments: Record<string, never>;
  doctorStats: Record<string, never>;
  appointmentManagement: Record<string, never>;
  recentActivity: Record<string, never>;
  activePrescriptions: Record<string, never>;
  renewalRequests: Record<string, never>;
  askAssistant: Record<string, never>;
}

/**
 * The remotes contract as the brief names it: `remotes.profile` is the profile remote.
 * Alias of `remoteModules` kept for readability in remote configs.
 */
export const remotes = remoteModules;

/** Container names of all remotes, deduplicated. */
export const remoteNames: readonly string[] = [
  ...new Set([...Object.values(remoteModules), ...Object.values(remoteWidgets)].map((m) => m.name)),
];

/** The id passed to `loadRemote`: 'mfe_profile' + './ProfilePage' → 'mfe_profile/ProfilePage'. */
export function remoteModuleId(contract: Pick<RemoteModuleContract | RemoteWidgetContract, 'name' | 'expose'>): string {
  return `${contract.name}/${contract.expose.slice(2)}`;
}

/** The runtime remotes document (`/remotes.json`): container name → manifest URL. */
export type RemotesDocument = Record<string, string>;

/** Path the shell fetches the remotes document from (same origin as the shell). */
export const REMOTES_DOCUMENT_PATH = '/remotes.json';
