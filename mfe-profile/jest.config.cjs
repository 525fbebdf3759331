const { project } = require('../jest.preset.cjs');

module.exports = project(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
