/**
 * A local stand-in for the part of Twilio's HTTP API the SMS adapter calls, for tests (Twilio
 * itself cannot be reached from here): a real HTTP server on 127.0.0.1 serving
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json as Twilio does — HTTP Basic auth with the
 * account SID and auth token, a form-encoded body with To, From and Body, a 201 JSON message
 * resource, and Twilio's error shape ({ code, message, more_info, status }) for a refusal.
 * It records every request; a test can make it refuse a number (21211) or fail (5xx) for a while.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const STAND_IN_AUTH_TOKEN = 'standin-auth-token-0123456789';
export const STAND_IN_FROM = '+15005550006';

export interface RecordedSms {
  path: string;
  /** The Basic credentials sent, decoded ('sid:token'), if any. */
  basicAuth: string | undefined;
  contentType: string | undefined;
  /** Every form field as sent. */
  form: Record<string, string>;
  status: number;
}

export interface TwilioStandIn {
  /** http://127.0.0.1:<port>: give it as SMS_API_URL. */
  url: string;
  /** The env that points the server at this stand-in. */
  env: Record<string, string>;
  requests: RecordedSms[];
  /** Messages accepted (201), in order. */
  accepted(): RecordedSms[];
  /** Numbers refused as Twilio refuses an invalid 'To' (400, code 21211). */
  invalidNumbers: Set<string>;
  /** Numbers that replied STOP: refused as Twilio refuses an unsubscribed recipient (400, code 21610). */
  optedOut: Set<string>;
  /** Answers the next `count` requests with this 5xx status (Twilio's 20500 internal error). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const requests: RecordedSms[] = [];
  const invalidNumbers = new Set<string>();
  const optedOut = new Set<string>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const header = request.headers.authorization;
      const basicAuth = header?.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : undefined;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const answer = (status: number, body: object) => {
        requests.push({ path, basicAuth, contentType: request.headers['content-type'], form, status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (request.method !== 'POST' || !match) return error(404, 20404, 'The requested resource was not found');
      if (basicAuth !== `${STAND_IN_ACCOUNT_SID}:${STAND_IN_AUTH_TOKEN}` || match[1] !== STAND_IN_ACCOUNT_SID) {
        return error(401, 20003, 'Authenticate');
      }
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return error(failures.status, 20500, 'An internal server error has occurred');
      }
      const { To: to, From: from, Body: body } = form;
      if (!to) return error(400, 21604, "A 'To' phone number is required.");
      if (!E164.test(to) || invalidNumbers.has(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (optedOut.has(to)) return error(400, 21610, 'Attempt to send to unsubscribed recipient');
      if (!from) return error(400, 21603, "A 'From' phone number is required.");
      if (!body) return error(400, 21602, 'Message body is required.');
      const now = new Date().toUTCString();
      answer(201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: STAND_IN_ACCOUNT_SID,
        to,
        from,
        body,
        status: 'queued',
        num_segments: String(Math.ceil(body.length / 153)),
        date_created: now,
        date_updated: now,
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { SMS_ACCOUNT_SID: STAND_IN_ACCOUNT_SID, SMS_AUTH_TOKEN: STAND_IN_AUTH_TOKEN, SMS_FROM: STAND_IN_FROM, SMS_API_URL: url },
    requests,
    accepted: () => requests.filter((recorded) => recorded.status === 201),
    invalidNumbers,
    optedOut,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
