import { availableNowSchema, immediateCheckoutSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../auth/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { allowedHostsOf, allowedRequestOrigin } from '../payments/allowed-hosts';
import { definePlugin } from '../plugin';
import type { Services } from '../services';

const availableNowResponse: JsonSchema = {
  type: 'object',
  required: ['availableNow', 'until', 'canSwitchOn'],
  properties: {
    availableNow: { type: 'boolean' },
    until: { type: ['string', 'null'], format: 'date-time', description: 'When it turns itself off; null when off' },
    canSwitchOn: { type: 'boolean', description: 'Whether the doctor may switch it on (a checked licence, an active profile)' },
  },
};

const checkoutSessionResponse: JsonSchema = {
  type: 'object',
  required: ['id', 'url', 'expiresAt', 'amount', 'currency'],
  properties: {
    id: { type: 'string', description: 'Checkout session id (also the session_id of the success URL)' },
    url: { type: 'string', description: 'Where to send the browser to pay' },
    expiresAt: { type: 'string', format: 'date-time', description: 'When the checkout ends unpaid' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
  },
};

/** "See a doctor now" (issue 23 point 1): the doctor's switch and the patient's immediate checkout. */
export async function seeNowRoutes(app: FastifyInstance, services: Pick<Services, 'seeNow' | 'checkout' | 'config'>): Promise<void> {
  const { seeNow, checkout } = services;
  const { publicUrl } = services.config;
  const allowedHosts = allowedHostsOf(services.config);

  app.get(
    '/doctor/available-now',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: ['Doctors'],
        summary: 'Whether you (a doctor) are "Available now" for immediate visits, and until when',
        auth: 'doctor',
        data: { 200: availableNowResponse },
      }),
    },
    async (request, reply) => sendEnvelope(reply, await seeNow.state(caller(request).user.id)),
  );

  app.put(
    '/doctor/available-now',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: ['Doctors'],
        summary: 'Switch "Available now" on (it turns itself off after AVAILABLE_NOW_MINUTES or when you start a visit) or off',
        auth: 'doctor',
        body: { type: 'object', required: ['availableNow'], properties: { availableNow: { type: 'boolean' } } },
        data: { 200: availableNowResponse },
      }),
    },
    async (request, reply) => {
      const { availableNow } = await validate(availableNowSchema, request.body);
      const state = await seeNow.switchTo(caller(request).user.id, availableNow);
      return sendEnvelope(reply, state, state.availableNow ? 'You are available now' : 'You are no longer available now');
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
}

export const seeNowPlugin = definePlugin({
  name: 'see-now',
  services: ['seeNow', 'checkout', 'config'],
  routes: seeNowRoutes,
});
