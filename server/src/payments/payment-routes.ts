import { checkoutSessionSchema, confirmSessionQuerySchema, CONSULTATION_TYPES, TIME_SLOTS } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { appointmentSchema } from '../appointments/appointment-serializer';
import { caller } from '../auth/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import type { Services } from '../services';
import { allowedHostsOf, allowedRequestOrigin } from './allowed-hosts';
import { checkoutBrowserRoutes } from './sandbox-checkout-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

const TAGS = ['Payment'];

const checkoutSessionResponse: JsonSchema = {
  type: 'object',
  required: ['id', 'url', 'expiresAt', 'amount', 'currency'],
  properties: {
    id: { type: 'string', description: 'Checkout session id (also the session_id of the success URL)' },
    url: { type: 'string', description: 'Where to send the browser to pay: the sandbox card page or Stripe Checkout' },
    expiresAt: { type: 'string', format: 'date-time', description: 'When the slot hold ends' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
  },
};

const confirmationResponse: JsonSchema = {
  type: 'object',
  required: ['status', 'metadata', 'appointment'],
  properties: {
    status: { type: 'string', enum: ['confirmed', 'pending', 'expired', 'refunded'] },
    metadata: {
      type: 'object',
      required: ['doctorId', 'date', 'time', 'consultationType', 'reason'],
      properties: {
        doctorId: { type: 'string' },
        date: { type: 'string', format: 'date' },
        time: { type: 'string' },
        consultationType: { type: 'string' },
        reason: { type: 'string' },
      },
    },
    appointment: { ...appointmentSchema, type: ['object', 'null'] },
    message: { type: 'string' },
  },
};

/** Spec §7 "Payment". */
export async function paymentRoutes(app: FastifyInstance, services: Pick<Services, 'checkout' | 'config'>): Promise<void> {
  const checkout = services.checkout;
  const { publicUrl } = services.config;
  const allowedHosts = allowedHostsOf(services.config);
  const { currency } = services.config;

  // Screens that show a price before any doctor answer names one (a doctor's new fee field).
  app.get(
    '/payment/currency',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'The currency every fee is shown and charged in (CURRENCY)',
        auth: 'any',
        data: {
          200: {
            type: 'object',
            required: ['currency'],
            properties: { currency: { type: 'string', description: 'ISO 4217 code, e.g. USD' } },
          },
        },
      }),
    },
    async (_request, reply) => sendEnvelope(reply, { currency }),
  );

  app.post(
    '/payment/create-checkout-session',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Hold a free slot and open a card checkout for the doctor's real fee",
        auth: 'patient',
        body: {
          type: 'object',
          required: ['doctorId', 'date', 'time', 'userId', 'price'],
          properties: {
            doctorId: { type: 'string' },
            date: { type: 'string', format: 'date', description: "yyyy-MM-dd in the doctor's time zone" },
            time: { type: 'string', enum: [...TIME_SLOTS] },
            consultationType: { type: 'string', enum: [...CONSULTATION_TYPES] },
            reason: { type: 'string' },
            userId: { type: 'string', description: 'Your own user id' },
            doctorName: { type: 'string' },
            price: { type: 'number', description: "Must equal the doctor's fee (500 when the doctor has none)" },
          },
        },
        data: { 201: checkoutSessionResponse },
      }),
    },
    async (request, reply) => {
      const input = await validate(checkoutSessionSchema, request.body);
      // With PUBLIC_URL the request's host is not used; without it, it must be one of ours.
      const origin = publicUrl ?? allowedRequestOrigin(request, allowedHosts);
      const session = await checkout.createSession(caller(request).user, input, origin);
      return sendEnvelope(reply, session, 'Checkout session created', 201);
    },
  );

  app.get(
    '/payment/confirm-stripe-session',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Confirm a checkout session: books the paid slot once and answers the appointment (your own sessions only)',
        auth: 'patient',
        querystring: { type: 'object', required: ['session_id'], properties: { session_id: { type: 'string' } } },
        data: { 200: confirmationResponse },
      }),
    },
    async (request, reply) => {
      const { session_id: sessionId } = await validate(confirmSessionQuerySchema, request.query);
      const confirmation = await checkout.confirm(caller(request).user.id, sessionId);
      return sendEnvelope(reply, confirmation, confirmation.message ?? 'Payment confirmed');
    },
  );
}

/**
 * Payments: checkout sessions and their confirmation; the Stripe webhook when Stripe is the
 * provider (in its own scope: it parses JSON as raw bytes); the browser pages of checkout
 * (cancel, and the sandbox card page) outside /api/v1.
 */
export const paymentsPlugin = definePlugin({
  name: 'payments',
  services: ['checkout', 'clock', 'config', 'paymentProvider'],
  async routes(api, services) {
    await api.register(async (scope) => paymentRoutes(scope, services));
    if (services.paymentProvider.name === 'stripe') await api.register(async (scope) => stripeWebhookRoutes(scope, services));
  },
  pages: checkoutBrowserRoutes,
});
