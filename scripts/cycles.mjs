// npm run cycles: import cycles in the sources, in two passes; either one fails it.
// 1. oxlint's import/no-cycle over static imports, type-only ones included (scripts/cycles.oxlintrc.json:
//    `ignoreTypes: false` — a type-only cycle runs nothing but still ties two modules to each other).
// 2. The cycles that go through a dynamic `import('…')`, which oxlint does not follow (its module graph has
//    no dynamic imports): e.g. a loader module whose lazily loaded screen imports the loader back. Each
//    module's relative imports (static, type-only, re-exports and dynamic with a literal path) are read
//    with Vite's parser, and every strongly connected group of modules that holds a dynamic import is
//    reported with one cycle through it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const DIRS = [
  'apps/api/src',
  'apps/api/bench',
  'apps/api/test',
  'apps/web/src',
  'apps/web/e2e',
  'packages/domain/src',
];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(file);
    return EXTENSIONS.includes(path.extname(e.name)) && !e.name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from, source) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), source);
  const candidates = [
    base,
    ...EXTENSIONS.map((x) => base + x),
    // TypeScript's `./x.js` for `./x.ts`.
    ...EXTENSIONS.map((x) => base.replace(/\.[mc]?jsx?$/, x)),
    ...EXTENSIONS.map((x) => path.join(base, `index${x}`)),
  ];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** A module's relative imports: [target file, dynamic?]. */
function importsOf(file, parseAst) {
  const code = fs.readFileSync(file, 'utf8');
  const lang = /\.tsx$/.test(file) ? 'tsx' : /\.[mc]?ts$/.test(file) ? 'ts' : 'jsx';
  const found = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      typeof node.source?.value === 'string'
    ) {
      found.push([node.source.value, false]);
    } else if (node.type === 'ImportExpression' && typeof node.source?.value === 'string') {
      found.push([node.source.value, true]);
    }
    for (const key of Object.keys(node)) if (key !== 'type') walk(node[key]);
  };
  walk(parseAst(code, { lang }));
  return found.flatMap(([source, dynamic]) => {
    const target = resolve(file, source);
    return target ? [[target, dynamic]] : [];
  });
}

/**
 * The cycles through a dynamic import among `files`: one per strongly connected group that holds one,
 * as the list of modules around it (the first edge the dynamic import).
 */
export function dynamicImportCycles(files, parseAst) {
  const edges = new Map(files.map((f) => [f, importsOf(f, parseAst)]));
  // Tarjan's strongly connected components.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const [w] of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = new Set();
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.add(w);
      } while (w !== v);
      groups.push(group);
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);

  const cycles = [];
  for (const group of groups) {
    const dynamicEdge = [...group]
      .flatMap((from) => (edges.get(from) ?? []).map(([to, dynamic]) => ({ from, to, dynamic })))
      .find((e) => e.dynamic && group.has(e.to));
    if (!dynamicEdge) continue;
    // The shortest way back from the dynamic import's target to its importer, inside the group.
    const previous = new Map([[dynamicEdge.to, null]]);
    const queue = [dynamicEdge.to];
    while (queue.length && !previous.has(dynamicEdge.from)) {
      const v = queue.shift();
      for (const [w] of edges.get(v) ?? []) {
        if (group.has(w) && !previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    const back = [];
    for (let v = dynamicEdge.from; v !== null && v !== undefined; v = previous.get(v)) back.unshift(v);
    cycles.push([dynamicEdge.from, ...back]);
  }
  return cycles;
}

async function main() {
  const oxlint = spawnSync(
    'npx',
    ['oxlint', '-c', path.join(import.meta.dirname, 'cycles.oxlintrc.json'), '--import-plugin', ...DIRS],
    { cwd: root, stdio: 'inherit' },
  );
  const { parseAst } = await import('vite');
  const files = DIRS.flatMap((d) => sourceFiles(path.join(root, d)));
  const cycles = dynamicImportCycles(files, parseAst);
  for (const cycle of cycles) {
    const names = cycle.map((f) => path.relative(root, f));
    console.error(`Ciclo de importação com import() dinâmico:\n  ${names[0]} ⇢ ${names.slice(1).join(' → ')}`);
  }
  console.log(`Importações dinâmicas: ${files.length} módulos, ${cycles.length} ciclo(s).`);
  process.exit(oxlint.status === 0 && cycles.length === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
