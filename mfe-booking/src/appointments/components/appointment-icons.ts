// Material Symbols paths (Apache 2.0) drawn with the shared SvgIcon (createIcon): the icons of
// the appointment list and the dashboard widgets only.
import { createIcon } from '@telehealth/shared-ui';

export { CalendarIcon } from '../../components/common-icons';

export const EventAvailableIcon = /* @__PURE__ */ createIcon(
  'M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z',
  'EventAvailable',
);
export const EventNoteIcon = /* @__PURE__ */ createIcon(
  'M17 10H7v2h10zm2-7h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14zm-5-5H7v2h7z',
  'EventNote',
);
export const PeopleIcon = /* @__PURE__ */ createIcon(
  'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5s-3 1.34-3 3 1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5',
  'People',
);
export const CheckIcon = /* @__PURE__ */ createIcon('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z', 'Check');
export const TrendingUpIcon = /* @__PURE__ */ createIcon('m16 6 2.29 2.29-4.88 4.88-4-4L2 16.59 3.41 18l6-6 4 4 6.3-6.29L22 12V6z', 'TrendingUp');
export const NotificationsIcon = /* @__PURE__ */ createIcon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  'Notifications',
);
export const VideoCallIcon = /* @__PURE__ */ createIcon(
  'M15 8v8H5V8zm1-2H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11l-4 4V7c0-.55-.45-1-1-1',
  'VideoCall',
);
export const PrescriptionIcon = /* @__PURE__ */ createIcon(
  'M10.5 15H8v-3h2.5V9.5h3V12H16v3h-2.5v2.5h-3zM19 8v11c0 1.1-.9 2-2 2H7c-1.1 0-2-.9-2-2V8c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2m-2 0H7v11h10zm1-5H6v2h12z',
  'Prescription',
);
export const RateReviewIcon = /* @__PURE__ */ createIcon(
  'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H5.17l-.59.59-.58.58V4h16zm-9.5-2H18v-2h-5.5zm3.86-5.87c.2-.2.2-.51 0-.71l-1.77-1.77c-.2-.2-.51-.2-.71 0L6 11.53V14h2.47z',
  'RateReview',
);
