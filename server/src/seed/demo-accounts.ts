import type { Role } from '@telehealth/shared-api/core';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  name: string;
  email: string;
  role: Role;
  password: string;
}

/** Accounts created on first start when SEED_DEMO is not false (README and e2e use them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'Sarah Chen', email: 'sarah.chen@demo.health', role: 'doctor', password: DEMO_PASSWORD },
  { name: 'James Okafor', email: 'james.okafor@demo.health', role: 'doctor', password: DEMO_PASSWORD },
  { name: 'Maria Garcia', email: 'maria.garcia@demo.health', role: 'doctor', password: DEMO_PASSWORD },
  { name: 'Alex Morgan', email: 'alex.morgan@demo.health', role: 'patient', password: DEMO_PASSWORD },
  { name: 'Priya Sharma', email: 'priya.sharma@demo.health', role: 'patient', password: DEMO_PASSWORD },
];
