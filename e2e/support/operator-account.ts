/**
 * The operations account of the e2e product, made on start from ADMIN_EMAIL as a deployment
 * would. Kept apart from operator.ts: the product server (also type-checked with the benches)
 * must not import the browser helpers.
 */
export const E2E_OPERATOR = { email: 'operations@e2e.test', password: 'E2e-operations-pass-2026' } as const;
