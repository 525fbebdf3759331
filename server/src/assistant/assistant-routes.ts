import {
  ASSISTANT_CHAT_PATH,
  ASSISTANT_MAX_MESSAGE_LENGTH,
  ASSISTANT_MAX_TURNS,
  ASSISTANT_MESSAGES,
  ASSISTANT_ROLES,
  assistantChatSchema,
} from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { errorEnvelopeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import type { AnswerSink, AssistantService } from './assistant-service';

/**
 * `POST /assistant/chat`: the conversation's last turns in, the answer out as server-sent
 * events (shared-api core/assistant.ts). Refusals (sign-in, invalid body, limits) are ordinary
 * JSON errors before the stream starts. When the browser goes away the answer, and any request
 * to an AI service, stops at once. Only counts and timings are logged, never content.
 */
export async function assistantRoutes(app: FastifyInstance, services: { assistant: AssistantService }): Promise<void> {
  const { assistant } = services;
  const open = new Set<AbortController>();
  // Streams still open when the server closes would keep it from closing.
  app.addHook('preClose', async () => {
    for (const controller of open) controller.abort();
  });

  app.post(
    ASSISTANT_CHAT_PATH,
    {
      config: { auth: 'any' },
      schema: {
        tags: ['AI assistant'],
        summary: 'Answer the conversation as a stream of server-sent events (meta, delta…, suggestions, done | error)',
        security: [{ bearerAuth: [] }],
        body: {
          type: 'object',
          required: ['messages'],
          properties: {
            messages: {
              type: 'array',
              minItems: 1,
              maxItems: ASSISTANT_MAX_TURNS,
              items: {
                type: 'object',
                required: ['role', 'content'],
                properties: {
                  role: { type: 'string', enum: [...ASSISTANT_ROLES] },
                  content: { type: 'string', minLength: 1, maxLength: ASSISTANT_MAX_MESSAGE_LENGTH },
                },
              },
            },
          },
        },
        response: {
          200: { description: 'text/event-stream: meta, delta…, suggestions, done (or error)', type: 'string' },
          '4xx': errorEnvelopeSchema,
          '5xx': errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = caller(request);
      const { messages } = await validate(assistantChatSchema, request.body);
      await assistant.admit(user.id, messages);

      const controller = new AbortController();
      open.add(controller);
      const raw = reply.raw;
      raw.on('close', () => {
        if (!raw.writableEnded) controller.abort();
      });
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const sink: AnswerSink = {
        meta: (event) => send('meta', event),
        delta: (text) => send('delta', { text }),
        suggestions: (event) => send('suggestions', event),
        error: (event) => send('error', event),
        done: (event) => send('done', event),
      };
      try {
        const stats = await assistant.answer(messages, controller.signal, sink);
        request.log.info({ assistant: stats }, 'assistant answer');
      } catch (error) {
        request.log.error({ err: error }, 'assistant answer failed');
        send('error', { message: ASSISTANT_MESSAGES.aiFailure });
      } finally {
        open.delete(controller);
        raw.end();
      }
    },
  );
}

export const assistantPlugin = definePlugin({
  name: 'assistant',
  routes: assistantRoutes,
});
