import * as yup from 'yup';

import { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from './constants';

export { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX };

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
