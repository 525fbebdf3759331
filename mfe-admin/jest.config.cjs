const { project } = require('../jest.preset.cjs');

module.exports = project(__dirname, {
  setupFilesAfterEnv: ['<rootDir>/../shared-ui/src/testing/jest.setup.shared.ts'],
});
