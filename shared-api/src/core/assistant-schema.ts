/**
 * yup schema of the assistant's chat request (unknown fields are dropped, as everywhere in the
 * API; texts are never coerced from other types), kept apart from the contract so that the browser
 * main entry does not load yup.
 */
import * as yup from 'yup';
import { ASSISTANT_MAX_MESSAGE_LENGTH, ASSISTANT_MAX_TURNS, ASSISTANT_MESSAGES, ASSISTANT_ROLES } from './assistant';

/** yup schema of the request body; the server and the browser validate with it. */
export const assistantChatSchema = yup.object({
  messages: yup
    .array()
    .of(
      yup
        .object({
          role: yup
            .string()
            .strict()
            .typeError(ASSISTANT_MESSAGES.roleInvalid)
            .required(ASSISTANT_MESSAGES.roleInvalid)
            .oneOf(ASSISTANT_ROLES, ASSISTANT_MESSAGES.roleInvalid),
          content: yup
            .string()
            .strict()
            .typeError(ASSISTANT_MESSAGES.contentRequired)
            .required(ASSISTANT_MESSAGES.contentRequired)
            .test('not-blank', ASSISTANT_MESSAGES.contentRequired, (value) => typeof value === 'string' && value.trim().length > 0)
            .max(ASSISTANT_MAX_MESSAGE_LENGTH, ASSISTANT_MESSAGES.contentTooLong),
        })
        .typeError(ASSISTANT_MESSAGES.messagesRequired),
    )
    .typeError(ASSISTANT_MESSAGES.messagesRequired)
    .required(ASSISTANT_MESSAGES.messagesRequired)
    .min(1, ASSISTANT_MESSAGES.messagesEmpty)
    .max(ASSISTANT_MAX_TURNS, ASSISTANT_MESSAGES.tooManyTurns)
    .test('last-is-user', ASSISTANT_MESSAGES.lastTurnNotUser, (turns) => turns?.[turns.length - 1]?.role !== 'assistant'),
});
