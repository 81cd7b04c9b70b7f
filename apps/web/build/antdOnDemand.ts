import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin, parseAst } from 'vite';

/**
 * One import of an antd module swapped for the app's module `to`: `importers` are the files (package
 * paths, `antd/es/…`) whose import of `source` is replaced, and only those.
 */
export interface Swap {
  importers: string[];
  source: string;
  to: string;
}

const shared = (file: string) => path.resolve(import.meta.dirname, '../src/shared/antd', file);

/**
 * antd components that every list's first load carried without drawing them, each swapped, for the antd
 * module that imports it and only there, for a wrapper that loads the same component when it is first
 * drawn (src/shared/antd/*OnDemand.tsx), so that the feature still works if a screen uses it: the Select of
 * Pagination's page-size changer (no list shows one), the Tree of Table's column filters in tree mode and
 * the whole column filter menu (no table has column filters), the Radio of a single-row selection (the
 * tables select with checkboxes), the virtual table (none is virtual) and the default empty state of Table
 * and List (the lists give their own empty text), and the Dropdown of a breadcrumb item with a menu and of
 * a table's `selections` (none has one; the app's own menus are shared/OnDemandDropdown.tsx), the Tooltip of a
 * table's sorter title (loaded when the pointer first reaches one, shared/antd/TooltipOnDemand.tsx, which the
 * header's tooltips use too) and the provider of ConfigProvider's `tooltip.unique` (not set), which brought
 * rc-trigger into every first load. (The click wave of Button and Checkbox stays in: loaded with the first click,
 * the 'Atualizar' of a new version no longer applied it, deliveries.spec.) Table's row selection also takes its four tree helpers
 * from their own files (src/shared/antd/treeSelectionUtils.ts), not from the package's index with the
 * Tree component.
 */
export const ANTD_SWAPS: Swap[] = [
  { importers: ['antd/es/pagination/Pagination.js'], source: '../select', to: shared('SelectOnDemand.tsx') },
  {
    importers: ['antd/es/table/hooks/useFilter/FilterDropdown.js'],
    source: '../../../tree',
    to: shared('TreeOnDemand.tsx'),
  },
  {
    importers: ['antd/es/table/hooks/useSelection.js'],
    source: '@rc-component/tree',
    to: shared('treeSelectionUtils.ts'),
  },
  {
    importers: ['antd/es/table/hooks/useFilter/index.js'],
    source: './FilterDropdown',
    to: shared('FilterDropdownOnDemand.tsx'),
  },
  { importers: ['antd/es/table/hooks/useSelection.js'], source: '../../radio', to: shared('RadioOnDemand.tsx') },
  {
    importers: ['antd/es/table/InternalTable.js'],
    source: './RcTable/VirtualTable',
    to: shared('VirtualTableOnDemand.tsx'),
  },
  {
    importers: ['antd/es/breadcrumb/BreadcrumbItem.js'],
    source: '../dropdown/dropdown',
    to: shared('DropdownOnDemand.tsx'),
  },
  {
    importers: ['antd/es/table/hooks/useSelection.js'],
    source: '../../dropdown',
    to: shared('DropdownOnDemand.tsx'),
  },
  { importers: ['antd/es/table/hooks/useSorter.js'], source: '../../tooltip', to: shared('TooltipOnDemand.tsx') },
  {
    importers: ['antd/es/config-provider/index.js'],
    source: '../tooltip/UniqueProvider',
    to: shared('UniqueProviderOnDemand.tsx'),
  },
  {
    importers: ['antd/es/table/InternalTable.js', 'antd/es/list/index.js'],
    source: '../config-provider/defaultRenderEmpty',
    to: shared('RenderEmptyOnDemand.tsx'),
  },
];

const require = createRequire(import.meta.url);

/** Every module path a file names: its imports, re-exports and dynamic imports with a literal path. */
function importedSources(code: string): Set<string> {
  const sources = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    const n = node as { type: string; source?: { value?: unknown } } & Record<string, unknown>;
    if (
      (n.type === 'ImportDeclaration' ||
        n.type === 'ExportNamedDeclaration' ||
        n.type === 'ExportAllDeclaration' ||
        n.type === 'ImportExpression') &&
      typeof n.source?.value === 'string'
    ) {
      sources.add(n.source.value);
    }
    for (const key of Object.keys(n)) if (key !== 'type') walk(n[key]);
  };
  walk(parseAst(code));
  return sources;
}

/**
 * What keeps a swap from applying, one sentence each (none: every swap finds its import): an importer that
 * the installed package no longer has, one that no longer imports the swapped path, a replacement that is
 * not there. An antd upgrade that moves or renames what a swap replaces would otherwise leave the swap
 * silently unused, and the component back in the first load.
 */
export function swapProblems(swaps: Swap[], resolve: (id: string) => string = require.resolve): string[] {
  const problems: string[] = [];
  for (const swap of swaps) {
    if (!fs.existsSync(swap.to)) problems.push(`${swap.to} (the replacement of '${swap.source}') does not exist`);
    for (const importer of swap.importers) {
      let file: string;
      try {
        file = resolve(importer);
      } catch {
        problems.push(`${importer} no longer exists (its import of '${swap.source}' is swapped)`);
        continue;
      }
      if (!importedSources(fs.readFileSync(file, 'utf8')).has(swap.source)) {
        problems.push(`${importer} no longer imports '${swap.source}'`);
      }
    }
  }
  return problems;
}

/**
 * The swaps above as a Vite plugin: `resolveId` gives each importer the app's module for the swapped path.
 * The build fails at its start when a swap would not apply (swapProblems).
 */
export function antdOnDemand(swaps: Swap[] = ANTD_SWAPS): Plugin {
  const bySource = new Map<string, { suffixes: string[]; to: string }[]>();
  for (const s of swaps) {
    const list = bySource.get(s.source) ?? [];
    list.push({ suffixes: s.importers.map((i) => `/node_modules/${i}`), to: s.to });
    bySource.set(s.source, list);
  }
  return {
    name: 'ability-antd-on-demand',
    enforce: 'pre',
    buildStart() {
      const problems = swapProblems(swaps);
      if (problems.length) {
        this.error(`antd's on-demand swaps (build/antdOnDemand.ts) would not apply:\n- ${problems.join('\n- ')}`);
      }
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const file = importer.replaceAll('\\', '/');
      return bySource.get(source)?.find((s) => s.suffixes.some((x) => file.endsWith(x)))?.to ?? null;
    },
  };
}
