import * as yup from 'yup';

/** Page size of `GET /user/messages` when `limit` is not given ... */
export const SENT_MESSAGES_PAGE_DEFAULT = 10;
/** ... and the largest page the server answers. */
export const SENT_MESSAGES_PAGE_MAX = 50;

const PAGE_MESSAGE = 'page must be a whole number from 1';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SENT_MESSAGES_PAGE_MAX}`;

const whole = (message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === undefined ? undefined : value))
    .typeError(message)
    .integer(message);

/** `GET /user/messages` query: which page of the user's delivery log, newest first. */
export const sentMessagesQuerySchema = yup.object({
  page: whole(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
  limit: whole(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(SENT_MESSAGES_PAGE_MAX, LIMIT_MESSAGE).default(SENT_MESSAGES_PAGE_DEFAULT),
});
