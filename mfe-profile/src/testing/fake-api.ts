/**
 * A fake API at the network boundary: `fetch` and `XMLHttpRequest` (multipart uploads) are
 * replaced, the real shared-api client builds the requests, the tests answer them by route
 * and read back what was sent.
 */
import { API_BASE_PATH, TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api';
import type { ApiUser, DayAvailability, Doctor, DoctorPatient, PatientProfile } from '@telehealth/shared-api';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** What a route answers: a fixed answer, or a promise the test resolves when it chooses. */
export type Reply = FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers by `'METHOD /path'` (without the API base or query), e.g. `'GET /patient/profile'`.
 * A single reply answers every call; a list answers one call each, in order.
 */
export type Routes = Record<string, Reply | Reply[]>;

export interface SentRequest {
  /** `'PATCH /patient/update'` */
  route: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON, the FormData of an upload, or undefined. */
  body: unknown;
  /** 'fetch' for JSON calls, 'xhr' for uploads with progress. */
  transport: 'fetch' | 'xhr';
}

/** An answer in the server's envelope. */
export function ok<T>(data: T, status = 200): FakeAnswer {
  return { status, body: { statusCode: status, data, message: 'OK', success: true } };
}

/** An error answer as the server sends it: `{ message }`. */
export function failure(status: number, message: string): FakeAnswer {
  return { status, body: { statusCode: status, message, success: false } };
}

/** An answer the test sends when it chooses, to look at the page while a request is pending. */
export function heldAnswer(answer: FakeAnswer) {
  let release!: () => void;
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { promise, release };
}

function routeOf(method: string, url: string): string {
  const path = url.split('?')[0];
  return `${method.toUpperCase()} ${path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path}`;
}

/** Fraction of an upload reported before the answer arrives (tests can see the bar move). */
export const UPLOAD_PROGRESS_BEFORE_ANSWER = 0.4;

/**
 * Replaces `fetch` and `XMLHttpRequest` with fakes that answer from `routes` and record every
 * request. A request to a route with no answer (left) fails the call with "Unexpected request".
 */
export function stubApi(routes: Routes = {}) {
  const queues = new Map<string, Reply[]>();
  const fixed = new Map<string, Reply>();
  for (const [route, reply] of Object.entries(routes)) {
    if (Array.isArray(reply)) queues.set(route, [...reply]);
    else fixed.set(route, reply);
  }
  const sent: SentRequest[] = [];

  function answerFor(route: string): Reply {
    const queue = queues.get(route);
    if (queue) {
      const next = queue.shift();
      if (next) return next;
      throw new Error(`Unexpected request: no answer left for ${route}`);
    }
    const reply = fixed.get(route);
    if (!reply) throw new Error(`Unexpected request: ${route}`);
    return reply;
  }

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const route = routeOf(method, url);
    sent.push({
      route,
      url,
      method,
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
      transport: 'fetch',
    });
    const { status, body } = await answerFor(route);
    const text = JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(text),
      text: async () => text,
    } as Response;
  });

  class FakeXMLHttpRequest {
    method = 'GET';
    url = '';
    status = 0;
    responseText = '';
    withCredentials = false;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const route = routeOf(this.method, this.url);
      sent.push({ route, url: this.url, method: this.method, headers: { ...this.headers }, body: body ?? undefined, transport: 'xhr' });
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void (async () => {
        await Promise.resolve();
        progress(UPLOAD_PROGRESS_BEFORE_ANSWER * 100);
        let answer: FakeAnswer;
        try {
          answer = await answerFor(route);
        } catch {
          this.onerror?.();
          return;
        }
        if (this.aborted) return;
        progress(100);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }

  global.fetch = fetchMock as unknown as typeof fetch;
  global.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;

  return {
    fetch: fetchMock,
    /** Every request sent so far, or those of one route (`'PATCH /patient/update'`). */
    requests(route?: string): SentRequest[] {
      return route ? sent.filter((request) => request.route === route) : [...sent];
    },
    /** The routes called, in order. */
    routes(): string[] {
      return sent.map((request) => request.route);
    },
  };
}

/** Puts back a network that refuses every request (between tests). */
export function resetNetwork() {
  const refuse = () => {
    throw new Error('Unexpected request: no fake API in this test');
  };
  global.fetch = jest.fn(async () => refuse()) as unknown as typeof fetch;
}

/** The fields of a multipart body, each as a string or a File. Repeated keys become lists. */
export function formFields(body: unknown): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  if (!(body instanceof FormData)) throw new Error('The request body is not multipart');
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(body.keys())) {
    const values = body.getAll(key);
    fields[key] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** A user as the server sends it. */
export function makeApiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    _id: 'user-1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    role: 'patient',
    profileImage: null,
    phoneNumber: 5550100,
    ...overrides,
  };
}

/** A patient profile as `GET /patient/profile` answers it. */
export function makePatientProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    _id: 'patient-1',
    user_id: { _id: 'user-1', name: 'Jane Doe', email: 'jane@example.com' },
    date_of_birth: '1990-04-12',
    gender: 'Female',
    blood_group: 'O+',
    address: '12 Harbour Street, Springfield',
    About: 'Allergic to penicillin.',
    emergency_contact: 'John Doe, 555-0101',
    profileImage: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Every day Monday to Sunday with all 18 slots available (what the server answers by default). */
export function allAvailableWeek(): DayAvailability[] {
  return WEEK_DAYS.map((day) => ({ day, times: TIME_SLOTS.map((time) => ({ time, status: 'available' as const })) }));
}

/** A doctor profile as `GET /doctor/profile` answers it. */
export function makeDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: 'doctor-1',
    user_id: { _id: 'user-1', name: 'Sarah Chen', email: 'sarah@example.com' },
    name: 'Sarah Chen',
    specialization: 'Cardiology',
    profileImage: null,
    experience: 12,
    languages: ['English'],
    fees: 500,
    qualification: 'MBBS, MD (Cardiology)',
    about: 'Cardiologist with a focus on preventive care.',
    status: 'active',
    timeZone: 'Asia/Kolkata',
    rating: null,
    reviewCount: 0,
    available_time_slots: allAvailableWeek(),
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A patient as `GET /doctor/{id}/patients` lists them. */
export function makeDoctorPatient(name: string, id: string): DoctorPatient {
  return {
    _id: `patient-${id}`,
    user_id: { _id: `user-${id}`, name, email: `${id}@example.com` },
    date_of_birth: '1985-02-01',
    gender: 'Male',
    profileImage: null,
  };
}

/** `GET /doctor/profile` and `GET /patient/profile` of a user who has not made one yet. */
export const NO_DOCTOR_PROFILE = failure(404, 'Doctor profile not found');
export const NO_PATIENT_PROFILE = failure(404, 'Patient profile not found');
