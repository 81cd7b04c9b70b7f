import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ComponentType, ReactNode } from 'react';
import { type Plugin, type Rollup, parseAst } from 'vite';
import { THEME } from '../src/app/theme';

/**
 * antd's component rules as static CSS, for antd's zero-runtime mode (`theme.zeroRuntime`, app/AntdTheme.tsx):
 * what antd's own build does for `antd/dist/antd.css` (its scripts/build-style.tsx, with
 * @ant-design/static-style-extract): every component of antd's index drawn once on the server into a style
 * cache of @ant-design/cssinjs, with the few drawings that antd's extract adds for the parts a bare
 * component does not draw (a confirm dialog, a preset Tag, Space.Compact…) and two more (Pagination's
 * bordered style, a Form.Item's fallback). Two differences with antd.css: the app's theme, with antd's
 * hash kept (antd.css is built with `hashed: false`): the rules are the very text antd injected at run time
 * (`:where(.css-1y106cm).ant-btn…`, checked rule by rule against the pages' <style> elements: all of
 * them), the components still carry the hash's class in zero-runtime mode, and antd's link reset stays
 * inside antd's components (`a:where(.css-…)`) — with `hashed: false` it is `a{…}` on every link of the
 * app. And the rules are kept per style entry (the first part of its cache path: `Button-Button`,
 * `Shared`…), so that each chunk carries only the rules of the antd style modules it imports (below).
 */

// antd's CommonJS build, the same modules (the same cssinjs instance) as antd's own extract uses.
const require = createRequire(import.meta.url);

type Entry = [
  styleStr: string,
  styleId: string,
  effectStyle: Record<string, string>,
  clientOnly: boolean,
  order: number,
];

let byPath: Map<string, string> | null = null;

/** Every style entry of antd's components, as plain CSS, by its cache path's first part. */
export function antdStyleEntries(): Map<string, string> {
  if (byPath) return byPath;
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cssinjs = require('@ant-design/cssinjs');
  const { extract } = require('@ant-design/cssinjs/lib/hooks/useStyleRegister');
  // biome-ignore lint/suspicious/noExplicitAny: antd's index, drawn by name as antd's extract does
  const antd = require('antd') as Record<string, any>;
  const h = React.createElement;
  // What antd's static-style-extract draws beyond `<Component />` (its getComponentCustomizeRender), and
  // the sub-styles a bare component leaves out: Pagination's bordered style, a Form.Item's fallback.
  // biome-ignore lint/suspicious/noExplicitAny: antd's components, each with its own props
  const custom: Record<string, (C: any) => ReactNode> = {
    Affix: (C) => h(C, null, h('div')),
    BackTop: () => h(antd.FloatButton.BackTop),
    Cascader: (C) => h(React.Fragment, null, h(C), h(C.Panel)),
    Dropdown: (C) => h(C, { menu: { items: [] } }, h('div')),
    Menu: (C) => h(C, { items: [] }),
    QRCode: (C) => h(C, { value: 'https://ant.design' }),
    Tree: (C) => h(C, { treeData: [] }),
    Tag: (C) => h(React.Fragment, null, h(C, { color: 'blue' }, 'Tag'), h(C, { color: 'success' }, 'Tag')),
    Badge: (C) => h(React.Fragment, null, h(C), h(C.Ribbon)),
    Space: (C) => h(React.Fragment, null, h(C), h(C.Compact, null, h(antd.Button), h(C.Addon, null, '1'))),
    Input: (C) =>
      h(React.Fragment, null, h(C), h(C.Group, null, h(C), h(C)), h(C.Search), h(C.TextArea), h(C.Password), h(C.OTP)),
    Modal: (C) =>
      h(
        React.Fragment,
        null,
        h(C),
        h(C._InternalPanelDoNotUseOrYouWillBeFired),
        h(C._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
      ),
    message: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    notification: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    Layout: (C) =>
      h(C, null, h(C.Header, null, 'Header'), h(C.Sider, null, 'Sider'), h(C.Content, null, 'Content'), h(C.Footer)),
    Pagination: (C) => h(React.Fragment, null, h(C, { total: 50 }), h(C, { total: 50, showSizeChanger: true })),
    Form: (C) => h(C, null, h(C.Item, { label: 'a', name: 'a', help: 'b' }, h(antd.Input))),
  };
  const skip = new Set(['ConfigProvider', 'Grid']);
  const names = Object.keys(antd).filter(
    (n) => !skip.has(n) && (/^[A-Z]/.test(n) || n === 'message' || n === 'notification'),
  );
  const cache = cssinjs.createCache();
  const nodes = names.map((n) =>
    h(React.Fragment, { key: n }, custom[n] ? custom[n](antd[n]) : h(antd[n] as ComponentType)),
  );
  nodes.push(h(React.Fragment, { key: 'grid' }, h(antd.Row, null, h(antd.Col))));
  renderToString(
    h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { ...THEME, zeroRuntime: false } }, nodes)),
  );
  byPath = new Map();
  for (const key of cache.cache.keys() as Iterable<string>) {
    // 'style%<hashId, empty>%<path…>': the component's style entry, its icon prefix aside.
    const parts = key.split('%');
    if (parts[0] !== 'style') continue;
    const [styleStr, styleId, effectStyle, , order] = cache.cache.get(key)[1] as Entry;
    // clientOnly aside (antd's extract leaves those out; here the client is what reads them).
    const css = extract([styleStr, styleId, effectStyle, false, order], {}, { plain: true })?.[2] ?? '';
    const name = parts[2] ?? '';
    byPath.set(name, (byPath.get(name) ?? '') + css);
  }
  return byPath;
}

const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/]style[\\/][^\\/]+|_util[\\/]wave[\\/]style)\.js$/;
const HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
/** A call of one of them, as text: the calls read from the syntax tree must be as many. */
const FACTORY_CALL = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\s*\(/g;
const HELPER = '\0ability-antd-static-style';
const ICON_STYLE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]style[\\/]index\.js$/;
const STYLE_UTILS = /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;

/** Style entries that antd's drawing does not produce and that the app never runs, and why. */
const NOT_DRAWN: Record<string, string> = {
  // Pagination draws its bordered style only with the `wireframe` token, which the theme leaves off.
  'Pagination-bordered': 'wireframe',
  // antd 6's index no longer exports the old BackTop (FloatButton.BackTop has its own style).
  'BackTop-BackTop': 'not exported',
};

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type StyleCall = { name: string; start: number; end: number; fnStart: number; fnEnd: number };

/** Every call of antd's style-hook factories in a module: the entry's name, the call's and the style function's ranges. */
function styleCalls(code: string): StyleCall[] {
  const calls: StyleCall[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    const n = node as Node;
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node & { name?: string };
      const args = n.arguments as (Node & { value?: unknown; elements?: (Node & { value?: unknown })[] })[];
      const [first, fn] = args;
      if (callee.type === 'Identifier' && HOOK_FACTORIES.has(callee.name ?? '') && first && fn) {
        const literal = (e: Node & { value?: unknown }) => {
          if (e.type !== 'Literal' || typeof e.value !== 'string') {
            throw new Error(`a style entry's name that is not a string at ${e.start}`);
          }
          return e.value;
        };
        const cells =
          first.type === 'ArrayExpression' ? (first.elements ?? []).map(literal) : [literal(first), literal(first)];
        calls.push({ name: cells.join('-'), start: n.start, end: n.end, fnStart: fn.start, fnEnd: fn.end });
        return;
      }
    }
    for (const key of Object.keys(n)) if (key !== 'type') walk(n[key]);
  };
  walk(parseAst(code));
  return calls;
}

/**
 * @ant-design/cssinjs-utils' genStyleUtils without what genComponentStyleHook does after its zero-runtime
 * return (the style's registration with @ant-design/cssinjs' useStyleRegister, stylis' serializer, the
 * calc and token helpers): never run in that mode. Throws when the code is not the one this cut knows (a
 * new version of the package): the build fails rather than keep that code, or cut the wrong part.
 */
export function withoutZeroRuntimeTail(code: string): string {
  const from = code.indexOf('if (memoizedZeroRuntime) {');
  const to = code.indexOf('      return hashId;\n    };\n  }\n  function genSubStyleComponent');
  if (from < 0 || to < from) {
    throw new Error(`@ant-design/cssinjs-utils' genStyleUtils.js is not the one this build step knows`);
  }
  return `${code.slice(0, from)}${code.slice(to)}`;
}

/** antd's config-provider/style/index.js as this build knows it: antd's icon reset hook, re-exported. */
const ICON_STYLE_CODE = /^export \{ useResetIconStyle as default \} from '\.\.\/\.\.\/theme\/internal';?\s*$/;

/**
 * An antd style module with each style-hook factory's style function swapped for `() => []` and the hook
 * it returns wrapped to insert the entry's static rules (`entries`); null for a module without any factory
 * call (antd's token and helper modules under style/). `missing` names the entries that have no rules.
 * Throws when the module calls a factory in a way this build step cannot read (its call count differs
 * from the calls found): the module would keep computing its styles at run time, or be left unstyled.
 */
export function swapStyleModule(
  code: string,
  entries: Map<string, string>,
): { code: string; missing: string[] } | null {
  const calls = styleCalls(code);
  const written = code.match(FACTORY_CALL)?.length ?? 0;
  if (calls.length !== written) {
    throw new Error(`${written} calls of antd's style-hook factories, ${calls.length} read`);
  }
  if (calls.length === 0) return null;
  const missing: string[] = [];
  let out = code;
  for (const call of [...calls].sort((a, b) => b.start - a.start)) {
    const css = entries.get(call.name);
    if (css === undefined && !(call.name in NOT_DRAWN)) missing.push(call.name);
    const swapped = `${code.slice(call.start, call.fnStart)}() => []${code.slice(call.fnEnd, call.end)}`;
    const wrapped =
      css === undefined
        ? swapped
        : `__withStaticStyle(${swapped}, ${JSON.stringify(call.name)}, ${JSON.stringify(css)})`;
    out = `${out.slice(0, call.start)}${wrapped}${out.slice(call.end)}`;
  }
  return { code: `import { withStaticStyle as __withStaticStyle } from '${HELPER}';\n${out}`, missing };
}

/**
 * antd's zero-runtime mode at build time. With `theme.zeroRuntime` antd's components no longer compute
 * their styles (@ant-design/cssinjs-utils' genComponentStyleHook returns before useStyleRegister); they
 * still register their tokens as CSS variables (`--ant-button-*`, from each style module's
 * prepareComponentToken) and antd its theme's (`--ant-*`). This swaps, in each antd style module
 * (`antd/es/<component>/style/*.js`, the click wave's), the style function given to genStyleHooks /
 * genComponentStyleHook / genSubStyleComponent for `() => []` (never called in this mode): the style code
 * leaves the bundle, the tokens' registration and the hooks' return stay; so does what genComponentStyleHook does after its
 * zero-runtime return (useStyleRegister and stylis' serializer, which antd's icon reset drew with; that
 * reset becomes static too). The hook (or sub-style
 * component) it returns is wrapped to put that entry's static rules (above, as text in the module) in the
 * page the first time a component calls it, before antd's link and icon reset ('Shared', also skipped in
 * this mode): the rules come with the chunk that carries the component (the shell's with the shell,
 * Select's with the filters' panel, Modal's with the first dialog) and are inserted where antd inserted
 * its run-time ones, at the head's top in antd's queue (@rc-component/util's updateCSS, as cssinjs does),
 * before the app's stylesheets — so the cascade is the one the app was drawn with. (As stylesheets
 * loaded with their chunk they come after the app's CSS, and antd wins every tie: the header's search
 * button turned black; in a cascade layer the app's rules win even where antd's were more specific before:
 * the sale form's rows got tighter. Both seen in screenshots.) A style module whose entry the server
 * drawing did not produce fails the build if it is in a chunk (a component the app uses would be
 * unstyled); so does every rewrite that does not find what it replaces (a style module whose factory calls
 * it cannot all read, genStyleUtils' or the icon style's code not the one it knows: swapStyleModule,
 * withoutZeroRuntimeTail), and `antd-static-styles-compare.spec.ts` compares the rules with the ones antd
 * computes at run time. (The versions are pinned, apps/web/package.json.) Build only: the dev server pre-bundles antd without plugins, so it keeps antd's run-time
 * styles (AntdTheme.tsx).
 */
export function antdStaticStyles(): Plugin {
  /** Style modules whose entry has no rules, by module: an error if one of them is in a chunk. */
  const missing = new Map<string, string>();
  return {
    name: 'ability-antd-static-styles',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const shared = antdStyleEntries().get('Shared') ?? '';
      // The hash of the browser's build (`css-…`), not the development one: the server drawing must run
      // under NODE_ENV=production, as `vite build` sets it.
      if (!shared.includes(':where(.css-') || shared.includes('css-dev-only')) {
        this.error(`antd's static styles: unexpected hash in ${shared.slice(0, 120)}`);
      }
      // The two modules rewritten whole or in part: a version of antd that moved or changed them fails
      // here, not by leaving them as they are (antd's style code back in the bundle, drawn at run time).
      const utils = require.resolve('@ant-design/cssinjs-utils/es/util/genStyleUtils.js');
      const icons = require.resolve('antd/es/config-provider/style/index.js');
      try {
        withoutZeroRuntimeTail(fs.readFileSync(utils, 'utf8'));
      } catch (e) {
        this.error(`antd's static styles: ${utils}: ${(e as Error).message}`);
      }
      if (!ICON_STYLE_CODE.test(fs.readFileSync(icons, 'utf8'))) {
        this.error(`antd's static styles: ${icons} is not the one this build step knows`);
      }
    },
    resolveId(source) {
      return source === HELPER ? HELPER : null;
    },
    load(id) {
      if (id !== HELPER) return null;
      return `import { updateCSS } from '@rc-component/util/es/Dom/dynamicCSS';
const SHARED = ${JSON.stringify(antdStyleEntries().get('Shared') ?? '')};
const inserted = new Set();
function insert(key, css) {
  if (inserted.has(key) || typeof document === 'undefined') return;
  inserted.add(key);
  updateCSS(css, 'antd-static-' + key, { mark: 'data-css-hash', prepend: 'queue', priority: -999 });
}
export function useStaticStyle(key, css) {
  insert(key, css);
}
export function withStaticStyle(hook, key, css) {
  return function staticStyle(...args) {
    insert('Shared', SHARED);
    insert(key, css);
    return hook(...args);
  };
}
`;
    },
    transform(code, id) {
      if (STYLE_UTILS.test(id)) {
        try {
          return { code: withoutZeroRuntimeTail(code), map: null };
        } catch (e) {
          this.error(`antd's static styles: ${id}: ${(e as Error).message}`);
        }
      }
      if (ICON_STYLE.test(id)) {
        // antd's reset of its icons (config-provider's IconStyle, still drawn at run time in zero-runtime
        // mode): the same rules, static.
        const css = antdStyleEntries().get('ant-design-icons');
        if (!css) this.error(`antd's static styles: no rules for antd's icons`);
        if (!ICON_STYLE_CODE.test(code)) this.error(`antd's static styles: ${id} is not the one this build step knows`);
        return {
          code: `import { useStaticStyle } from '${HELPER}';\nexport default function useResetIconStyle() {\n  useStaticStyle('ant-design-icons', ${JSON.stringify(css)});\n}\n`,
          map: null,
        };
      }
      if (!STYLE_MODULE.test(id)) return null;
      let swapped: ReturnType<typeof swapStyleModule>;
      try {
        swapped = swapStyleModule(code, antdStyleEntries());
      } catch (e) {
        this.error(`antd's static styles: ${id}: ${(e as Error).message}`);
      }
      if (!swapped) return null;
      const [name] = swapped.missing;
      if (name) missing.set(id, name);
      return { code: swapped.code, map: null } satisfies Rollup.TransformResult;
    },
    renderChunk(_code, chunk) {
      for (const id of chunk.moduleIds) {
        const name = missing.get(id);
        if (name) this.error(`antd's static styles: no rules for ${name} (${id}); draw it in antdStyleEntries()`);
      }
      return null;
    },
  };
}
