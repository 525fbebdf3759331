// The server's structure, read from the relative imports of server/src (type imports included,
// tests excluded): a feature folder is entered only through its index.ts, and the folders and
// top-level files of server/src form no cycle. `npm run check` runs it; `node
// scripts/server-structure.mjs [src folder]` prints what breaks either rule and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders every feature builds on; they are imported by path (see docs/adding-a-server-feature.md). */
export const PLATFORM_FOLDERS = ['db', 'events', 'http', 'jobs', 'realtime', 'sessions'];

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The node of the folder graph a file belongs to: its top folder, or the top-level file itself. */
const nodeOf = (parts) => (parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, ''));

/** Reads `src`; answers the imports into another feature's internals and the folder cycles. */
export function readServerStructure(src) {
  const edges = new Map();
  const internalImports = [];
  for (const file of sourceFiles(src)) {
    const from = relative(src, file).split(sep);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      const to = relative(src, target).split(sep);
      if (to[0] === '..') continue;
      const [a, b] = [nodeOf(from), nodeOf(to)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Set());
      edges.get(a).add(b);
      // `../doctors` names the folder (its index.ts); `../doctors/doctor-service` is inside it.
      const intoFeature = to.length > 1 && !PLATFORM_FOLDERS.includes(to[0]);
      const entry = to.length === 2 && /^index(\.tsx?)?$/.test(to[1]);
      if (intoFeature && !entry) internalImports.push(`${from.join('/')} imports ${to.join('/')} (use ${to[0]}/index.ts)`);
    }
  }
  return { internalImports, cycles: stronglyConnected(edges).filter((component) => component.length > 1) };
}

/** Tarjan's strongly connected components of the folder graph. */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** Prints what breaks the rules; answers whether all holds. */
export function checkServerStructure(src) {
  if (!existsSync(src)) throw new Error(`no such folder: ${src}`);
  const { internalImports, cycles } = readServerStructure(src);
  for (const line of internalImports) console.error(`server structure: ${line}`);
  for (const cycle of cycles) console.error(`server structure: these folders import each other in a cycle: ${cycle.join(', ')}`);
  return internalImports.length === 0 && cycles.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'src'));
  process.exit(checkServerStructure(src) ? 0 : 1);
}
