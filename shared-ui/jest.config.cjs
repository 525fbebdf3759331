const { project } = require('../jest.preset.cjs');

module.exports = project(__dirname, {
  testEnvironment: require.resolve('../jest.jsdom-env.cjs'),
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest.setup.shared.ts'],
});
