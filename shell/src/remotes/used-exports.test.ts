import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sharedUsedExports } from '@telehealth/federation/config';
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
