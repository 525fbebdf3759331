import * as yup from 'yup';

/** Page size of `GET /notifications` when `limit` is not given ... */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** ... and the largest page the server answers. */
export const NOTIFICATIONS_PAGE_MAX = 100;

const LIMIT_MESSAGE = `limit must be an integer between 1 and ${NOTIFICATIONS_PAGE_MAX}`;

/** Query of `GET /notifications`. */
export const notificationListQuerySchema = yup.object({
  limit: yup
    .number()
    .transform((value, original) => (original === '' || original === undefined ? undefined : value))
    .typeError(LIMIT_MESSAGE)
    .integer(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(NOTIFICATIONS_PAGE_MAX, LIMIT_MESSAGE)
    .default(NOTIFICATIONS_PAGE_DEFAULT),
});
