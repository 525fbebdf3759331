const { project, swcTransform } = require('../jest.preset.cjs');

module.exports = project(__dirname, {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.cjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|@electric-sql\\+pglite|@electric-sql/pglite)[/@])'],
});
