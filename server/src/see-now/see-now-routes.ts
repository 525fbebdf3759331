import { availableNowSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import type { SeeNowService } from './see-now-service';

const availableNowResponse: JsonSchema = {
  type: 'object',
  required: ['availableNow', 'until', 'canSwitchOn'],
  properties: {
    availableNow: { type: 'boolean' },
    until: { type: ['string', 'null'], format: 'date-time', description: 'When it turns itself off; null when off' },
    canSwitchOn: { type: 'boolean', description: 'Whether the doctor may switch it on (a checked licence, an active profile)' },
  },
};

/** "See a doctor now" (issue 23 point 1): the doctor's switch (the patient's immediate checkout is payments'). */
export async function seeNowRoutes(app: FastifyInstance, services: { seeNow: SeeNowService }): Promise<void> {
  const { seeNow } = services;

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
}

export const seeNowPlugin = definePlugin({
  name: 'see-now',
  routes: seeNowRoutes,
});
