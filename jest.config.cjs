// `npm test` runs these projects (unit, component and server integration tests); the browser
// end-to-end suite has its own config in e2e/. Every workspace package is a project, found from
// pnpm-workspace.yaml (so `mfe-*` includes each new remote): its own jest.config.cjs when it
// has one, else the preset's defaults.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { project } = require('./jest.preset.cjs');

/** Not unit-test projects: e2e runs in a browser (its own config), bench and lint have no tests. */
const NOT_JEST_PROJECTS = new Set(['e2e', 'bench', 'lint']);

function workspacePackages() {
  const patterns = [...readFileSync(path.join(__dirname, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+['"]?([^'"\s#]+)/gm)].map(
    (m) => m[1],
  );
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const matcher = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
    return readdirSync(__dirname).filter((name) => matcher.test(name));
  });
  return dirs.filter((dir) => !NOT_JEST_PROJECTS.has(dir) && existsSync(path.join(__dirname, dir, 'package.json')));
}

module.exports = {
  // Whole-app renders with typing are CPU-bound on 2-core machines; server suites start real
  // databases. `testTimeout` is a global option (jest ignores it in a project), so it is set
  // here once for every project.
  testTimeout: 20_000,
  projects: workspacePackages().map((dir) => {
    const config = path.join(__dirname, dir, 'jest.config.cjs');
    return existsSync(config) ? config : project(path.join(__dirname, dir));
  }),
};
