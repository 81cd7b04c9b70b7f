import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { antdOnDemand } from '../build/antdOnDemand';
import { antdStaticStyles } from '../build/antdStaticStyles';

/**
 * The built app's antd rules are drawn at build time (build/antdStaticStyles.ts), from antd's
 * own style code, but antd draws them at run time everywhere else; an upgrade of antd (or of its style
 * engine) that changes a rule, a token's CSS variable or the order of the rules must fail here, not ship
 * a wrong look. The gallery (antd-gallery/main.tsx: every antd component the app imports, in the states
 * its screens draw, popups open) is built twice, as the app is — with the app's build step (zero-runtime
 * mode, the static rules) and without it (antd's run-time styles) — and the computed style of every
 * element, its ::before and ::after, every property, is compared between the two pages, animations
 * stopped at the same point. Also: the gallery names every antd component the app's sources import.
 */

const web = path.resolve(import.meta.dirname, '..');
const gallery = path.join(import.meta.dirname, 'antd-gallery');
async function buildGallery(out: string, zeroRuntime: boolean) {
  const outDir = path.join(out, zeroRuntime ? 'static' : 'runtime');
  await build({
    configFile: false,
    root: gallery,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), antdOnDemand(), ...(zeroRuntime ? [antdStaticStyles()] : [])],
    define: { __ANTD_ZERO_RUNTIME__: JSON.stringify(zeroRuntime) },
    build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false, modulePreload: false },
  });
  return outDir;
}

/** The built gallery at http://<host>.test/, its files from the disk (no server). */
async function open(page: Page, host: string, dir: string) {
  await page.route(`http://${host}.test/**`, (route) => {
    const file = path.join(dir, new URL(route.request().url()).pathname.replace(/^\/$/, '/index.html'));
    return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  await page.goto(`http://${host}.test/`);
  await expect(page.getByRole('dialog', { name: 'Nova categoria' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Detalhes da venda' })).toBeVisible();
  await expect(page.locator('.ant-picker-dropdown')).toBeVisible();
  await expect(page.locator('.ant-select-dropdown')).toBeVisible();
}

/**
 * Each box of the page (elements, their ::before and ::after, text) in document order: its node (tag and
 * classes, pseudo-element), its section of the gallery, and its computed style — every property but the
 * custom ones — read at once by Chromium (DOMSnapshot.captureSnapshot, as Lighthouse reads pages; reading
 * them one by one from the page took minutes). Animations are stopped at the same point first: an endless
 * one (Spin's) removed, the others finished.
 */
async function styles(page: Page) {
  const properties = await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) a.cancel();
      else a.finish();
    }
    const cs = getComputedStyle(document.body);
    return Array.from({ length: cs.length }, (_, i) => cs.item(i)).filter((p) => !p.startsWith('--'));
  });
  const cdp = await page.context().newCDPSession(page);
  const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: properties });
  await cdp.detach();
  const doc = documents[0];
  if (!doc) throw new Error('no document');
  const { nodes, layout } = doc;
  const str = (i: number | undefined) => (i === undefined || i < 0 ? '' : (strings[i] ?? ''));
  const pseudo = new Map((nodes.pseudoType?.index ?? []).map((n, k) => [n, str(nodes.pseudoType?.value[k])]));
  const attr = (n: number, name: string) => {
    const list = nodes.attributes?.[n] ?? [];
    for (let k = 0; k < list.length; k += 2) if (str(list[k]) === name) return str(list[k + 1]);
    return undefined;
  };
  const section = (n: number): string => {
    for (let i: number | undefined = n; i !== undefined && i >= 0; i = nodes.parentIndex?.[i]) {
      const name = attr(i, 'data-component');
      if (name) return name;
    }
    return 'portal';
  };
  return layout.nodeIndex.map((n, k) => {
    const cls = attr(n, 'class');
    const name = `${str(nodes.nodeName?.[n]).toLowerCase()}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}${pseudo.has(n) ? `::${pseudo.get(n)}` : ''}`;
    const values = (layout.styles[k] ?? []).map(str);
    return { name, section: section(n), values, key: values.join('\u0001'), properties };
  });
}

/** The value imports of antd in the app's sources: names from 'antd', module paths of 'antd/es/…'. */
function appAntdImports() {
  const names = new Set<string>();
  const modules = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        const code = fs.readFileSync(file, 'utf8');
        for (const m of code.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+'(antd(?:\/es\/[^']+)?)'/g)) {
          const [, clause = '', source = ''] = m;
          if (source !== 'antd') {
            if (!/^\{[^}]*\}$/.test(clause.trim()) || /\{\s*(?!type\b)\w/.test(clause)) modules.add(source);
            continue;
          }
          for (const part of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
            const n = part.trim();
            if (n && !n.startsWith('type ')) names.add(n.split(/\s+as\s+/)[0] ?? n);
          }
        }
      }
    }
  };
  walk(path.join(web, 'src'));
  return { names, modules };
}

test.describe.configure({ timeout: 240_000 });

test('the gallery draws every antd component the app imports', () => {
  const code = fs.readFileSync(path.join(gallery, 'main.tsx'), 'utf8');
  const { names, modules } = appAntdImports();
  expect(names.size).toBeGreaterThan(20);
  // Hooks and providers draw nothing of their own: ConfigProvider is the gallery's root; a breakpoint hook.
  const drawn = [...names].filter((n) => n !== 'ConfigProvider');
  expect(drawn.filter((n) => !new RegExp(`\\b${n}\\b`).test(code))).toEqual([]);
  const paths = [...modules].filter((m) => !m.startsWith('antd/es/grid/hooks/'));
  expect(paths.filter((m) => !code.includes(`'${m}'`) && !code.includes(`'antd/es/${m.split('/')[2]}'`))).toEqual([]);
});

test("antd's build-time rules look as antd's run-time styles, element by element", async ({ browser }) => {
  // The two builds in the test's output folder (test-results/…, emptied by the next run).
  const out = test.info().outputPath('antd-gallery');
  const [staticDir, runtimeDir] = [await buildGallery(out, true), await buildGallery(out, false)];
  // Built with the rules as text, without antd's style code; the other with it.
  const staticJs = fs.readdirSync(path.join(staticDir, 'assets')).filter((f) => f.endsWith('.js'));
  expect(
    staticJs.some((f) => fs.readFileSync(path.join(staticDir, 'assets', f), 'utf8').includes('antd-static-')),
  ).toBe(true);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const [staticPage, runtimePage] = [await context.newPage(), await context.newPage()];
  await open(staticPage, 'static', staticDir);
  await open(runtimePage, 'runtime', runtimeDir);
  // The static page draws with the build's rules only; the other with antd's run-time ones.
  const staticEntries = await staticPage.locator('style[data-css-hash^="antd-static-"]').count();
  expect(staticEntries).toBeGreaterThan(20);
  expect(await runtimePage.locator('style[data-css-hash^="antd-static-"]').count()).toBe(0);

  // Popups are placed after their first paint: the same styles twice in a row on both pages.
  let a = await styles(staticPage);
  let b = await styles(runtimePage);
  const same = (x: typeof a, y: typeof a) => x.length === y.length && x.every((e, j) => e.key === y[j]?.key);
  for (let i = 0; i < 5; i++) {
    await staticPage.waitForTimeout(300);
    const [a2, b2] = [await styles(staticPage), await styles(runtimePage)];
    const settled = same(a, a2) && same(b, b2);
    [a, b] = [a2, b2];
    if (settled) break;
  }
  expect(a.length).toBeGreaterThan(500);
  expect(
    a.map((e) => e.name),
    'the same boxes on both pages',
  ).toEqual(b.map((e) => e.name));
  const report = a.flatMap((e, i) => {
    const other = b[i];
    if (!other || e.key === other.key) return [];
    return e.properties
      .filter((_, k) => e.values[k] !== other.values[k])
      .map((p) => {
        const k = e.properties.indexOf(p);
        return `${e.section} ${e.name} ${p}: static ${e.values[k]} | run time ${other.values[k]}`;
      });
  });
  expect(report.slice(0, 40), `computed styles that differ (${report.length})`).toEqual([]);
  await context.close();
});
