/**
 * Typed builders of the product's URLs, for links between pages (often across remotes):
 * `paths.doctor(id)` instead of `'/doctors/' + id`. Route patterns of remote pages come from
 * the contract (`remotes.ts`), so a moved route moves every link to it.
 */
import { remoteModules } from './remotes';
import type { RemoteModuleKey } from './remotes';

/** `:name` params of a react-router path pattern; `:name?` ones are optional. */
export type RouteParams<Route extends string> = string extends Route
  ? Record<string, string | undefined>
  : Route extends `${infer Head}/${infer Tail}`
    ? RouteParams<Head> & RouteParams<Tail>
    : Route extends `:${infer Name}?`
      ? { [K in Name]?: string }
      : Route extends `:${infer Name}`
        ? { [K in Name]: string }
        : unknown;

/** Query parameters: unset, null and empty values are left out. */
export type QueryParams = Record<string, string | number | null | undefined>;

/** `?a=1&b=2` (URL-encoded) or '' when nothing is set. */
export function queryString(query: QueryParams | URLSearchParams = {}): string {
  const params = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Fills a react-router pattern: `fillRoute('/doctors/:id', { id: 'a b' })` → '/doctors/a%20b'.
 * Params are URL-encoded; an optional param left out drops its segment; a missing required
 * one throws (the types already forbid it).
 */
export function fillRoute<Route extends string>(route: Route, params: RouteParams<Route>, query?: QueryParams | URLSearchParams): string {
  const values = params as Record<string, string | undefined>;
  const segments = route.split('/').flatMap((segment) => {
    const match = /^:(\w+)(\?)?$/.exec(segment);
    if (!match) return [segment];
    const value = values[match[1]];
    if (value === undefined || value === '') {
      if (match[2]) return [];
      throw new Error(`The route ${route} needs a value for :${match[1]}.`);
    }
    return [encodeURIComponent(value)];
  });
  return `${segments.join('/') || '/'}${queryString(query)}`;
}

const route = <K extends RemoteModuleKey>(key: K) => remoteModules[key].route;

/** Search filters the doctors page reads from its URL (spec §2 Find Doctors). */
export interface DoctorsQuery extends QueryParams {
  specialization?: string | null;
  date?: string | null;
}

/** Every page's URL. Remote pages use their contract route; shell pages are the shell's own. */
export const paths = {
  landing: () => '/',
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  /** The mailed reset link's page (the link carries `?token=`). */
  resetPassword: () => '/reset-password',
  /** The mailed verification link's page (the link carries `?token=`). */
  verifyEmail: () => '/verify-email',
  terms: () => '/terms',
  /** `paths.privacy('hipaa')` → '/privacy#hipaa'. */
  privacy: (section?: string) => (section ? `/privacy#${encodeURIComponent(section)}` : '/privacy'),
  dashboard: () => '/dashboard',
  profile: (query: { tab?: string } = {}) => fillRoute(route('profile'), {}, query),
  /** `paths.doctors({ specialization, date })`, or a search string kept from the results page. */
  doctors: (query: DoctorsQuery | URLSearchParams = {}) => fillRoute(route('doctorSearch'), {}, query),
  doctor: (id: string) => fillRoute(route('doctorProfile'), { id }),
  /** Without a doctor, the page asks the patient to choose one. */
  bookAppointment: (doctorId?: string, query: { date?: string | null } = {}) => fillRoute(route('bookAppointment'), { doctorId }, query),
  paymentSuccess: (query: { session_id?: string } = {}) => fillRoute(route('paymentSuccess'), {}, query),
  appointments: () => fillRoute(route('appointments'), {}),
  consultation: (appointmentId: string) => fillRoute(route('consultation'), { appointmentId }),
  deviceCheck: () => fillRoute(route('deviceCheck'), {}),
  prescriptions: (query: { appointmentId?: string | null } = {}) => fillRoute(route('prescriptions'), {}, query),
  assistant: () => fillRoute(route('assistant'), {}),
  verificationQueue: () => fillRoute(route('verificationQueue'), {}),
  accessRecord: () => fillRoute(route('accessRecord'), {}),
  payments: () => fillRoute(route('payments'), {}),
  delivery: () => fillRoute(route('delivery'), {}),
  systemHealth: () => fillRoute(route('systemHealth'), {}),
} as const;

/** Contract key → its builder's name in `paths`; every remote page must have one. */
export const pagePathNames = {
  profile: 'profile',
  doctorSearch: 'doctors',
  doctorProfile: 'doctor',
  bookAppointment: 'bookAppointment',
  paymentSuccess: 'paymentSuccess',
  appointments: 'appointments',
  consultation: 'consultation',
  deviceCheck: 'deviceCheck',
  prescriptions: 'prescriptions',
  assistant: 'assistant',
  verificationQueue: 'verificationQueue',
  accessRecord: 'accessRecord',
  payments: 'payments',
  delivery: 'delivery',
  systemHealth: 'systemHealth',
} as const satisfies Record<RemoteModuleKey, keyof typeof paths>;
