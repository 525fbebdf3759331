// Demo data for a first start: accounts, doctors, visits and prescriptions to try the product with.
export { DEMO_ACCOUNTS } from './demo-accounts';
export { DEMO_DIRECTORY_DOCTORS, DEMO_REVIEWER_PATIENTS } from './demo-care';
export { seedDemoAccounts } from './seed';
