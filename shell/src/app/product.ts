/** The product's name as users see it. */
export const PRODUCT_NAME = 'CareLink';

/** Where users reach a person (shown on help pages; the product has no in-app ticketing yet). */
export const SUPPORT_EMAIL = 'support@carelink.example';
