// `npm test` runs these projects (unit, component and server integration tests); the browser
// end-to-end suite has its own config in e2e/.
module.exports = {
  // Whole-app renders with typing are CPU-bound on 2-core machines. A project's own
  // `testTimeout` is ignored by jest (it is a global option), so the shared limit is set here.
  testTimeout: 20_000,
  projects: ['<rootDir>/shared-api', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-profile', '<rootDir>/mfe-booking', '<rootDir>/server'],
};
