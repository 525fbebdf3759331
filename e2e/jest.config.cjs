// Browser journeys against the built product (`npm test` runs this after building shell and
// remotes): jest in a node environment driving Debian's Chromium through playwright-core.
const { project } = require('../jest.preset.cjs');

module.exports = project(__dirname, {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['**/*.e2e.ts'],
  testTimeout: 120_000,
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
});
