/**
 * The API steps that verify a doctor with the e2e product's operations account, for journeys
 * whose subject is not verification. Self-contained (no journey helpers, no jest globals): the
 * call benchmark imports it through consultation.ts.
 */
import { E2E_OPERATOR } from './operator-account';

export { E2E_OPERATOR };

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return url;
}

async function call(path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  return { status: response.status, body };
}

let operatorToken: Promise<string> | undefined;

/** The operator's session, signed in once per test file. */
export function operatorSession(): Promise<string> {
  operatorToken ??= call('/user/login', { method: 'POST', json: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password } }).then(
    (answer) => {
      const token = (answer.body?.data as { accessToken?: string } | undefined)?.accessToken;
      if (!token) throw new Error(`The operator could not sign in: ${answer.status} ${answer.body?.message ?? ''}`);
      return token;
    },
  );
  return operatorToken;
}

/** The doctor sends licence details and a (minimal) PDF scan through the API; answers the HTTP status. */
export async function apiSendLicence(doctorToken: string): Promise<number> {
  const form = new FormData();
  form.append('licenceNumber', 'MC-2026-0042');
  form.append('issuingAuthority', 'Medical Council');
  form.append('expiresOn', '2031-06-30');
  form.append('licenceDocument', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'licence.pdf');
  return (await call('/doctor/verification', { method: 'POST', token: doctorToken, form })).status;
}

/** Sends the doctor's licence and has the operator approve it: the doctor is listed, bookable and may prescribe. */
export async function apiVerifyDoctor(doctorToken: string, doctorId: string): Promise<void> {
  const sent = await apiSendLicence(doctorToken);
  if (sent !== 200) throw new Error(`Sending the licence through the API failed: ${sent}`);
  const approved = await call(`/admin/doctors/${encodeURIComponent(doctorId)}/approve`, { method: 'POST', token: await operatorSession() });
  if (approved.status !== 200) throw new Error(`Approving the doctor through the API failed: ${approved.status}`);
}
