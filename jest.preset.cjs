// Shared jest settings: TypeScript and TSX through @swc/jest (ts-jest does not work with TS 7).
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * Base config for one workspace package; `overrides` win. Browser packages are the default:
 * jsdom with Node's fetch classes (jest.jsdom-env.cjs). The timeout is global: jest.config.cjs.
 */
function project(dir, overrides = {}) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: path.join(__dirname, 'jest.jsdom-env.cjs'),
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    // ESM-only packages that must be transformed to CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|@fontsource)[/@])'],
    moduleNameMapper: {
      '\\.(css|less)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|svg|woff2?|ttf)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
  };
}

module.exports = { project, swcTransform };
