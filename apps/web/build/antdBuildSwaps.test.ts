import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type PluginOption, build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ANTD_SWAPS, type Swap, antdOnDemand, swapProblems } from './antdOnDemand';
import { swapStyleModule, withoutZeroRuntimeTail } from './antdStaticStyles';

/**
 * The build's rewrites of antd's modules (antdOnDemand's import swaps, antdStaticStyles' style modules and
 * genStyleUtils' cut) against the installed antd, and what they do when a new version no longer has what
 * they replace: the build fails, it does not go on without the rewrite.
 */
const require = createRequire(import.meta.url);
const antdEs = path.dirname(require.resolve('antd/es/index.js'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ability-antd-swaps-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
/** Pagination's page-size Select, swapped for shared/antd/SelectOnDemand.tsx. */
const pagination = ANTD_SWAPS.find((s) => s.source === '../select') as Swap;

/** A real `vite build` of a one-line entry with the given plugins, nothing written. */
function buildWith(plugins: PluginOption[]) {
  const entry = path.join(tmp, 'entry.js');
  fs.writeFileSync(entry, 'export const one = 1;\n');
  return build({
    configFile: false,
    root: tmp,
    logLevel: 'silent',
    plugins,
    build: { write: false, rollupOptions: { input: entry } },
  });
}

describe('antdOnDemand', () => {
  it('finds every import it swaps in the installed antd', () => {
    expect(swapProblems(ANTD_SWAPS)).toEqual([]);
  });

  it('names a swap whose import, importer or replacement is not there', () => {
    expect(
      swapProblems([
        { ...pagination, source: '../select/Select' },
        { ...pagination, importers: ['antd/es/pagination/Pager.js'] },
        { ...pagination, to: path.join(tmp, 'Missing.tsx') },
      ]),
    ).toEqual([
      `antd/es/pagination/Pagination.js no longer imports '../select/Select'`,
      `antd/es/pagination/Pager.js no longer exists (its import of '../select' is swapped)`,
      `${path.join(tmp, 'Missing.tsx')} (the replacement of '../select') does not exist`,
    ]);
  });

  it('fails the build when a swap would not apply, and builds when all apply', async () => {
    await expect(buildWith([antdOnDemand([{ ...pagination, source: '../select/Select' }])])).rejects.toThrow(
      /would not apply:\n- antd\/es\/pagination\/Pagination\.js no longer imports '\.\.\/select\/Select'/,
    );
    await expect(buildWith([antdOnDemand()])).resolves.toBeTruthy();
  });
});

describe('antdStaticStyles', () => {
  it("cuts genStyleUtils' zero-runtime tail, and refuses a version it does not know", () => {
    const utils = fs.readFileSync(require.resolve('@ant-design/cssinjs-utils/es/util/genStyleUtils.js'), 'utf8');
    const hook = (code: string) =>
      code.slice(code.indexOf('function genComponentStyleHook'), code.indexOf('function genSubStyleComponent'));
    expect(hook(utils)).toContain('useStyleRegister(');
    expect(hook(withoutZeroRuntimeTail(utils))).not.toContain('useStyleRegister(');
    expect(() => withoutZeroRuntimeTail(utils.replace('if (memoizedZeroRuntime) {', 'if (zeroRuntime) {'))).toThrow(
      /not the one this build step knows/,
    );
  });

  it("reads every style-hook factory call of antd's style modules", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (/[\\/](style[\\/][^\\/]+|wave[\\/]style)\.js$/.test(file)) files.push(file);
      }
    };
    walk(antdEs);
    let swapped = 0;
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      const out = swapStyleModule(code, new Map());
      if (!out) continue;
      swapped += 1;
      // Every call's style function is swapped.
      const calls = code.match(/\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/g)?.length;
      expect(out.code.split('() => []').length - 1, file).toBe(calls);
    }
    expect(swapped).toBeGreaterThan(60);
  });

  it('refuses a style module whose factory calls it cannot all read', () => {
    const button = fs.readFileSync(path.join(antdEs, 'button/style/index.js'), 'utf8');
    const call = "genStyleHooks('Button', token =>";
    expect(button).toContain(call);
    expect(swapStyleModule(button, new Map([['Button-Button', '.x{}']]))?.missing).toEqual([]);
    // A call shaped otherwise: the entry's name in an options object, or a call of one argument.
    expect(() =>
      swapStyleModule(button.replace(call, "genStyleHooks({ name: 'Button' }, token =>"), new Map()),
    ).toThrow(/not a string/);
    const oneMore = `${button}\nexport const other = genStyleHooks(['Button', 'Other']);\n`;
    expect(() => swapStyleModule(oneMore, new Map())).toThrow(/2 calls of antd's style-hook factories, 1 read/);
  });
});
