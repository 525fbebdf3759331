import {
  checkoutSessionSchema,
  confirmSessionQuerySchema,
  CONSULTATION_TYPES,
  createAppointmentSchema,
  immediateCheckoutSchema,
  TIME_SLOTS,
} from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { appointmentSchema, toAppointment } from '../appointments';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { allowedHostsOf, allowedRequestOrigin } from '../http/allowed-hosts';
import { checkoutBrowserRoutes } from './sandbox-checkout-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import type { CheckoutService } from './checkout-service';

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
export async function paymentRoutes(app: FastifyInstance, services: { checkout: CheckoutService; config: AppConfig }): Promise<void> {
  const checkout = services.checkout;
  const { publicUrl } = services.config;
  const allowedHosts = allowedHostsOf(services.config);
  const { currency } = services.config;

  app.post(
    '/appointment',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: ['Appointments'],
        summary: 'The appointment a paid checkout session booked (fulfilment creates it once; this never creates a second)',
        auth: 'patient',
        body: {
          type: 'object',
          required: ['doctorId', 'date', 'time', 'patientId', 'sessionId'],
          properties: {
            doctorId: { type: 'string' },
            date: { type: 'string', format: 'date' },
            time: { type: 'string', enum: [...TIME_SLOTS] },
            consultationType: { type: 'string', enum: [...CONSULTATION_TYPES] },
            reason: { type: 'string' },
            patientId: { type: 'string', description: "The caller's own patient profile id" },
            sessionId: { type: 'string', description: 'The paid checkout session for exactly this doctor, date and time' },
          },
        },
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(createAppointmentSchema, request.body);
      const record = await checkout.appointmentOfPaidSession(caller(request).user.id, input);
      return sendEnvelope(reply, toAppointment(record), 'Appointment booked');
    },
  );

  app.post(
    '/payment/create-immediate-checkout-session',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: ['Payment'],
        summary: 'Open a card checkout for a video visit starting now with a doctor who is available now',
        auth: 'patient',
        body: {
          type: 'object',
          required: ['doctorId', 'userId', 'price'],
          properties: {
            doctorId: { type: 'string' },
            userId: { type: 'string', description: 'Your own user id' },
            price: { type: 'number', description: "Must equal the doctor's fee" },
            reason: { type: 'string' },
          },
        },
        data: { 201: checkoutSessionResponse },
      }),
    },
    async (request, reply) => {
      const input = await validate(immediateCheckoutSchema, request.body);
      const origin = publicUrl ?? allowedRequestOrigin(request, allowedHosts);
      const session = await checkout.createImmediateSession(caller(request).user, input, origin);
      return sendEnvelope(reply, session, 'Checkout session created', 201);
    },
  );
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
      checkout.refuseKnownClaim(caller(request).user, (request.body ?? {}) as Record<string, unknown>);
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
export const paymentsPlugin = definePlugin<{
  checkout: CheckoutService;
  clock: Clock;
  config: AppConfig;
  paymentProvider: PaymentProvider;
}>({
  name: 'payments',
  async routes(api, services) {
    await api.register(async (scope) => paymentRoutes(scope, services));
    if (services.paymentProvider.name === 'stripe') await api.register(async (scope) => stripeWebhookRoutes(scope, services));
  },
  pages: checkoutBrowserRoutes,
});
