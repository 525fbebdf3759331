// Material Symbols paths (Apache 2.0) of the booking and payment screens, drawn with the
// shared SvgIcon like components/icons.ts.
import { createIcon } from '@telehealth/shared-ui';

export const CheckCircleIcon = /* @__PURE__ */ createIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z',
  'CheckCircle',
);
export const PaymentIssueIcon = /* @__PURE__ */ createIcon(
  'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  'PaymentIssue',
);
