const { project, swcTransform } = require('../jest.preset.cjs');

// ESM-only packages (and PGlite, whose CommonJS build uses dynamic import(), which jest's vm
// cannot run without --experimental-vm-modules) are compiled to CommonJS for jest.
const transformed = ['jose', '@electric-sql/pglite', 'content-disposition'];
const pnpmNames = transformed.map((name) => name.replace('/', '\\+'));
const pattern = [...transformed, ...pnpmNames].map((name) => name.replace(/[.]/g, '\\.')).join('|');

module.exports = project(__dirname, {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.cjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${pattern})[/@])`],
});
