/** Where and as whom SMS are sent (SMS_* configuration). */
export interface SmsAccount {
  /** Base URL of a Twilio-compatible API, without a trailing slash ('https://api.twilio.com'). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** E.164 number or alphanumeric sender ID. */
  from: string;
}

/**
 * The SMS service refused the message for good (a 4xx answer: a bad number, an unknown
 * account): sending it again would be refused again, so it is not retried.
 */
export class SmsRejected extends Error {
  /** Twilio's code for a recipient who replied STOP: nothing more may be sent to the number. */
  static readonly OPTED_OUT = 21610;

  constructor(
    message: string,
    /** The service's error code (Twilio's 21211 is an invalid 'To' number), when it gave one. */
    readonly code: number | null,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SmsRejected';
  }
}

/** Worth another try later: the service failed (5xx), throttled (429) or could not be reached. */
export class SmsUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsUnavailable';
  }
}

/**
 * Sends one SMS the way Twilio's Messages API takes it: a form-encoded `To`, `From` and `Body`
 * POSTed to `/2010-04-01/Accounts/{sid}/Messages.json` with HTTP Basic auth (SID, token).
 * Answers the service's id of the message (Twilio's `SM…` sid).
 */
export async function sendSms(account: SmsAccount, to: string, body: string, timeoutMs: number): Promise<string> {
  const url = `${account.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: account.from, Body: body }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = (error as { name?: unknown } | null)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describe(error);
    throw new SmsUnavailable(`The SMS service could not be reached: ${reason}`);
  }
  const text = await response.text().catch(() => '');
  const answer = parseJson(text);
  if (response.ok) {
    const sid = typeof answer?.sid === 'string' ? answer.sid : null;
    if (!sid) throw new SmsUnavailable(`The SMS service answered ${response.status} without a message sid`);
    return sid;
  }
  const code = typeof answer?.code === 'number' ? answer.code : null;
  const message = typeof answer?.message === 'string' && answer.message.trim() ? answer.message.trim() : `HTTP ${response.status}`;
  const reason = `The SMS service refused the message: ${message}${code === null ? '' : ` (code ${code})`}`;
  // 429 is Twilio's "too many requests": later it goes through.
  if (response.status >= 500 || response.status === 429) throw new SmsUnavailable(reason.replace('refused', 'failed to take'));
  throw new SmsRejected(reason, code, response.status);
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** fetch's own failure says only 'fetch failed': the cause says why (ECONNREFUSED, ENOTFOUND …). */
function describe(error: unknown): string {
  // Duck-typed: fetch's errors may come from another realm (instanceof Error fails there).
  const failure = error as { message?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  const why = failure?.cause?.code ?? failure?.cause?.message ?? failure?.message;
  return typeof why === 'string' && why !== '' ? why : String(error);
}
