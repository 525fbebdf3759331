const { project } = require('../jest.preset.cjs');

module.exports = project(__dirname, {
  testEnvironment: require.resolve('../jest.jsdom-env.cjs'),
  setupFilesAfterEnv: ['<rootDir>/../shared-ui/src/testing/jest.setup.shared.ts'],
  // Whole-app renders with typing are CPU-bound; CI machines have 2 cores shared by several projects.
  testTimeout: 20_000,
});
