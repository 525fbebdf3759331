import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { remoteWidgets } from '@telehealth/federation';
import { MUI_EXTRAS, muiExtrasExports, sharedUsedExports } from '@telehealth/federation/config';
import type { TreeShakenPackage } from '@telehealth/federation/config';

const ROOT = join(__dirname, '..', '..', '..');

/** Every app and shared package whose code runs in the browser next to the shell. */
function appSourceRoots(): string[] {
  const apps = readdirSync(ROOT).filter(
    (name) => name === 'shell' || name === 'shared-ui' || name === 'shared-api' || name.startsWith('mfe-'),
  );
  return apps.map((app) => join(ROOT, app, 'src')).filter((dir) => existsSync(dir));
}

/** Shipped source files: tests and test helpers never reach the browser. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'testing' && name !== '__tests__') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|js|jsx|mts)$/.test(name) && !/\.(test|spec)\.[jt]sx?$/.test(name) && !name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** Named value imports (`import { A, B as C } from 'pkg'`, not `import type`) of a package. */
function namedImports(source: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${pkg.replace('/', '\\/')}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const packages = Object.keys(sharedUsedExports) as TreeShakenPackage[];

/** The one file allowed to import MUI by deep paths: the shell-provided remote-only components. */
const MUI_EXTRAS_FILE = join(ROOT, 'shared-ui', 'src', 'mui-extras', 'index.ts');

/** Whether `source` imports `pkg` in any way (static, re-export or dynamic). */
function importsPackage(source: string, pkg: string): boolean {
  const quoted = `['"]${pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;
  return new RegExp(`(from\\s+|import\\s*\\(\\s*|import\\s+)${quoted}`).test(source);
}

/** Files a module loads with itself: static imports only, since an `import()` loads on demand (a dialog when opened). */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from\s+|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

/** Source files of the dashboard widgets the remotes expose (from each remote's rsbuild.config.ts). */
function dashboardWidgetFiles(): string[] {
  const widgetKeys = new Set(Object.keys(remoteWidgets));
  return readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-') && existsSync(join(ROOT, name, 'rsbuild.config.ts')))
    .flatMap((app) => {
      const config = readFileSync(join(ROOT, app, 'rsbuild.config.ts'), 'utf8');
      return [...config.matchAll(/(\w+):\s*'(\.\/src\/[^']+)'/g)].filter((m) => widgetKeys.has(m[1])).map((m) => join(ROOT, app, m[2]));
    });
}

describe('tree-shaken shared libraries (federation/used-exports.ts)', () => {
  const files = appSourceRoots().flatMap(sourceFiles);

  it('scans the shell, the shared packages and every remote', () => {
    const scanned = new Set(files.map((file) => relative(ROOT, file).split('/')[0]));
    expect([...scanned]).toEqual(expect.arrayContaining(['shell', 'shared-ui', 'shared-api', 'mfe-booking', 'mfe-profile']));
  });

  it('covers every library shared as a tree-shaken singleton', () => {
    // Each of these ships trimmed to its list; one missing from the list would go unchecked.
    expect(packages).toEqual(expect.arrayContaining(['@mui/material', 'react-router-dom', '@tanstack/react-query']));
  });

  it.each(packages)('lists every named import of %s that any app ships', (pkg) => {
    const allowed = new Set<string>(sharedUsedExports[pkg]);
    const missing: string[] = [];
    for (const file of files) {
      for (const name of namedImports(readFileSync(file, 'utf8'), pkg)) {
        if (!allowed.has(name)) missing.push(`${name} (${relative(ROOT, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(packages)('imports %s only by named imports from the package root', (pkg) => {
    const offenders = files.filter((file) => {
      if (file === MUI_EXTRAS_FILE) return false;
      const source = readFileSync(file, 'utf8');
      // A namespace or default import would need every export; a deep import bypasses the share.
      return (
        new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+['"]${pkg.replace('/', '\\/')}['"]`).test(source) ||
        new RegExp(`from\\s+['"]${pkg.replace('/', '\\/')}/(?!.*\\.css)`).test(source)
      );
    });
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('lists only names the library really exports', () => {
    for (const pkg of packages) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const library = require(pkg) as Record<string, unknown>;
      const unknown = sharedUsedExports[pkg].filter((name) => !(name in library));
      expect({ pkg, unknown }).toEqual({ pkg, unknown: [] });
    }
  });
});

describe('remote-only MUI components (@telehealth/shared-ui/mui-extras)', () => {
  const files = appSourceRoots().flatMap(sourceFiles);
  const extras = new Set<string>(muiExtrasExports);

  it('exports exactly the listed components, none of which the shared @mui/material build lists', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const entry = require(MUI_EXTRAS) as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual([...muiExtrasExports].sort());
    for (const name of muiExtrasExports) expect(typeof entry[name]).toBe('object');
    expect(sharedUsedExports['@mui/material'].filter((name) => extras.has(name))).toEqual([]);
  });

  it('is where every app imports those components from, never @mui/material', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const name of namedImports(source, '@mui/material')) {
        if (extras.has(name)) wrong.push(`${name} from @mui/material (${relative(ROOT, file)})`);
      }
      for (const name of namedImports(source, MUI_EXTRAS)) {
        if (!extras.has(name)) wrong.push(`${name} from ${MUI_EXTRAS} (${relative(ROOT, file)})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is imported only by remote code that the dashboard does not load', () => {
    // The shell and shared-ui load on every signed-in page: importing the entry there would
    // load it on the dashboard too, as would any module a dashboard widget imports.
    const sharedCode = files.filter(
      (file) => /^(shell|shared-ui|shared-api)\//.test(relative(ROOT, file)) && importsPackage(readFileSync(file, 'utf8'), MUI_EXTRAS),
    );
    expect(sharedCode.map((file) => relative(ROOT, file))).toEqual([]);

    const widgets = dashboardWidgetFiles();
    expect(widgets).toHaveLength(Object.keys(remoteWidgets).length);
    const seen = new Set<string>();
    const pending = [...widgets];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...relativeImports(file));
    }
    const reached = [...seen].filter((file) => importsPackage(readFileSync(file, 'utf8'), MUI_EXTRAS));
    expect(reached.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
