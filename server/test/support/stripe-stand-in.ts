/**
 * A local stand-in for the parts of Stripe's HTTP API the Stripe provider calls, for tests
 * (Stripe itself cannot be reached from here): a real HTTP server on 127.0.0.1 that speaks
 * Stripe's wire format (form-encoded bodies with bracket notation, JSON answers, Stripe's error
 * shape, bearer secret key, Idempotency-Key replay), records every request, and lets a test
 * play the customer (`pay`) and Stripe's webhook sender (`deliverWebhook`, really signed).
 *
 * Served: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
 * POST /v1/checkout/sessions/:id/expire, POST /v1/refunds, and GET /pay/:id (the page a
 * browser is sent to).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_standin_0123456789abcdef';
const API_VERSION = '2026-10-28.endive';
/** Stripe's window for a Checkout Session's expires_at, in seconds after creation. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 3600;

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The bearer key sent, if any. */
  apiKey: string | undefined;
  idempotencyKey: string | undefined;
  /** The body as Stripe would read it (bracket notation decoded into objects and arrays). */
  params: Record<string, FormValue>;
  /** The raw form fields, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  status: number;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  payment_intent: string | null;
  url: string | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface WebhookDelivery {
  status: number;
  text: string;
  /** The exact bytes sent and the header that signed them. */
  payload: string;
  signature: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port>: give it to the provider as apiUrl (STRIPE_API_URL). */
  url: string;
  secretKey: string;
  /** Every API request, in arrival order. */
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** The customer pays: the session becomes complete and paid with a new payment intent. */
  pay(sessionId: string): StandInSession;
  /** The session's expires_at passes unpaid (Stripe then sends checkout.session.expired). */
  expire(sessionId: string): StandInSession;
  /** A Stripe-shaped event about a stored session (e.g. 'checkout.session.completed'). */
  sessionEvent(type: string, sessionId: string): Record<string, unknown>;
  /** POSTs an event to `targetUrl` signed like Stripe (HMAC-SHA256 with `secret`), or with `signatureOverride`. */
  deliverWebhook(
    targetUrl: string,
    event: Record<string, unknown>,
    options: { secret: string; signatureOverride?: string },
  ): Promise<WebhookDelivery>;
  /** Requests made to one endpoint, e.g. requestsTo('POST', '/v1/refunds'). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** While on, every request to the endpoint fails as Stripe does when it has an outage (500 api_error), changing nothing. */
  failRequests(method: string, path: string, failing: boolean): void;
  close(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Decodes Stripe's form encoding: `a[b][0][c]=x` becomes `{ a: { b: [{ c: 'x' }] } }`
 * (numeric segments make arrays, as Stripe reads them).
 */
export function decodeStripeForm(body: string): { form: Record<string, string>; params: Record<string, FormValue> } {
  const form: Record<string, string> = {};
  const params: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    form[key] = value;
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let container: Record<string, FormValue> | FormValue[] = params;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const slot = Array.isArray(container) ? Number(segment) : segment;
      const holder = container as Record<string | number, FormValue>;
      if (last) {
        holder[slot] = value;
        return;
      }
      if (holder[slot] === undefined || typeof holder[slot] === 'string') holder[slot] = /^\d+$/.test(segments[index + 1]!) ? [] : {};
      container = holder[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return { form, params };
}

function asObject(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function requireString(params: Record<string, FormValue>, name: string): string {
  const value = asString(params[name]);
  if (value === undefined || value === '') {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: name,
      message: `Missing required param: ${name}.`,
    });
  }
  return value;
}

function requireInteger(value: FormValue | undefined, param: string): number {
  const text = asString(value);
  if (text === undefined || !/^-?\d+$/.test(text)) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid_integer',
      param,
      message: `Invalid integer: ${String(text)}`,
    });
  }
  return Number(text);
}

function noSuch(kind: string, id: string, param: string, status = 404): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

/** Starts the stand-in on a free 127.0.0.1 port. */
export async function startStripeStandIn(options: { secretKey?: string } = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const failing = new Set<string>();
  /** Idempotency-Key → the fingerprint of the first request and its answer. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let baseUrl = '';

  function sessionOrThrow(id: string): StandInSession {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session');
    return session;
  }

  function createSession(params: Record<string, FormValue>): StandInSession {
    const mode = requireString(params, 'mode');
    if (mode !== 'payment')
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'mode',
        message: `The stand-in only supports mode=payment, not ${mode}.`,
      });
    const lineItems = params.line_items;
    if (!Array.isArray(lineItems) || lineItems.length === 0) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'line_items',
        message: 'Missing required param: line_items.',
      });
    }
    let amount = 0;
    let currency: string | undefined;
    lineItems.forEach((raw, index) => {
      const item = asObject(raw);
      const priceData = asObject(item.price_data);
      const unitAmount = requireInteger(priceData.unit_amount, `line_items[${index}][price_data][unit_amount]`);
      const quantity = requireInteger(item.quantity, `line_items[${index}][quantity]`);
      const itemCurrency = asString(priceData.currency);
      if (!itemCurrency)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: `line_items[${index}][price_data][currency]`,
          message: 'Missing required param: currency.',
        });
      if (!asString(asObject(priceData.product_data).name)) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: `line_items[${index}][price_data][product_data][name]`,
          message: 'Missing required param: name.',
        });
      }
      currency = itemCurrency.toLowerCase();
      amount += unitAmount * quantity;
    });
    const successUrl = requireString(params, 'success_url');
    const created = nowSeconds();
    const expiresAt = params.expires_at === undefined ? created + MAX_EXPIRY_S : requireInteger(params.expires_at, 'expires_at');
    if (expiresAt < created + MIN_EXPIRY_S || expiresAt > created + MAX_EXPIRY_S) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: 'expires_at',
        message: 'The `expires_at` timestamp must be at least 30 minutes and less than 24 hours from Checkout Session creation.',
      });
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(asObject(params.metadata))) if (typeof value === 'string') metadata[key] = value;
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: currency!,
      customer_email: asString(params.customer_email) ?? null,
      client_reference_id: asString(params.client_reference_id) ?? null,
      metadata,
      success_url: successUrl,
      cancel_url: asString(params.cancel_url) ?? null,
      expires_at: expiresAt,
      created,
      livemode: false,
      payment_intent: null,
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  function expireSession(id: string): StandInSession {
    const session = sessionOrThrow(id);
    if (session.status !== 'open') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      });
    }
    session.status = 'expired';
    session.url = null;
    return session;
  }

  function createRefund(params: Record<string, FormValue>): StandInRefund {
    const paymentIntent = requireString(params, 'payment_intent');
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
    if (!session) throw noSuch('payment_intent', paymentIntent, 'payment_intent', 400);
    const alreadyRefunded = refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.amount === undefined ? session.amount_total - alreadyRefunded : requireInteger(params.amount, 'amount');
    if (amount <= 0 || alreadyRefunded + amount > session.amount_total) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: alreadyRefunded >= session.amount_total ? 'charge_already_refunded' : 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - alreadyRefunded}).`,
      });
    }
    const refund: StandInRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.push(refund);
    return refund;
  }

  function route(method: string, path: string, params: Record<string, FormValue>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: createSession(params) };
    if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: createRefund(params) };
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) return { status: 200, body: expireSession(decodeURIComponent(expire[1]!)) };
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) return { status: 200, body: sessionOrThrow(decodeURIComponent(read[1]!)) };
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function handleApi(request: http.IncomingMessage, rawBody: string, path: string): { status: number; body: unknown } {
    const method = request.method ?? 'GET';
    const authorization = request.headers.authorization ?? '';
    const apiKey = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const { form, params } = decodeStripeForm(method === 'GET' ? ((request.url ?? '').split('?')[1] ?? '') : rawBody);
    const recorded: RecordedRequest = { method, path, apiKey, idempotencyKey, params, form, status: 0 };
    requests.push(recorded);

    let answer: { status: number; body: unknown };
    try {
      if (apiKey !== secretKey) {
        const shown = apiKey ? `${apiKey.slice(0, 8)}********${apiKey.slice(-4)}` : '';
        throw new StripeApiError(401, {
          type: 'invalid_request_error',
          message: apiKey ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
        });
      }
      if (failing.has(`${method} ${path}`)) {
        throw new StripeApiError(500, { type: 'api_error', message: 'An unknown error occurred (stand-in outage).' });
      }
      if (method === 'POST' && idempotencyKey) {
        const fingerprint = createHash('sha256').update(`${method} ${path} ${rawBody}`).digest('hex');
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            throw new StripeApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          answer = { status: earlier.status, body: earlier.body };
        } else {
          answer = route(method, path, params);
          // Stripe replays a stored answer, not the object's current state.
          answer = { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) };
          idempotent.set(idempotencyKey, { fingerprint, ...answer });
        }
      } else {
        answer = route(method, path, params);
      }
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = {
        status: error.status,
        body: { error: { ...error.body, doc_url: 'https://stripe.com/docs/error-codes', request_log_url: null } },
      };
    }
    recorded.status = answer.status;
    return answer;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const pay = /^\/pay\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && pay) {
        const session = sessions.get(decodeURIComponent(pay[1]!));
        response.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          session
            ? `<!doctype html><title>Stripe stand-in checkout</title><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1><p>Session ${session.id} is ${session.status}.</p>`
            : '<!doctype html><title>Not found</title><p>No such checkout session.</p>',
        );
        return;
      }
      try {
        const answer = handleApi(request, Buffer.concat(chunks).toString('utf8'), path);
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': randomId('req'),
          'stripe-version': API_VERSION,
          ...(typeof request.headers['idempotency-key'] === 'string' ? { 'idempotency-key': request.headers['idempotency-key'] } : {}),
        });
        response.end(JSON.stringify(answer.body));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: `stand-in failure: ${String(error)}` } }));
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    requests,
    sessions,
    refunds,

    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`stand-in: checkout session ${sessionId} is ${session.status}, it cannot be paid`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = randomId('pi');
      session.url = null;
      return session;
    },

    expire(sessionId) {
      return expireSession(sessionId);
    },

    sessionEvent(type, sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
      return {
        id: randomId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: nowSeconds(),
        data: { object: JSON.parse(JSON.stringify(session)) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },

    async deliverWebhook(targetUrl, event, { secret, signatureOverride }) {
      // Stripe sends the event pretty-printed; the signature covers these exact bytes.
      const payload = JSON.stringify(event, null, 2);
      const signature = signatureOverride ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
      const response = await fetch(targetUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      return { status: response.status, text: await response.text(), payload, signature };
    },

    requestsTo(method, path) {
      return requests.filter(
        (request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
      );
    },

    failRequests(method, path, on) {
      if (on) failing.add(`${method} ${path}`);
      else failing.delete(`${method} ${path}`);
    },

    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
