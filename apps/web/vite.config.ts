import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdLabels } from './build/antdLabels';
import { antdOnDemand } from './build/antdOnDemand';
import { antdStaticStyles } from './build/antdStaticStyles';
import { OFFLINE_CACHES } from './src/api/offlineCaches';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built script, style and SVG, which the server
 * sends to browsers that accept them (@fastify/static `preCompressed`): the first load carries the antd
 * bundle in about a quarter of its size, with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ability-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

const MAIN = path.resolve(import.meta.dirname, 'src/main.tsx');
const APP = path.resolve(import.meta.dirname, 'src/app/AppRoot.tsx');
const SHELL = path.resolve(import.meta.dirname, 'src/app/AntdShell.tsx');
const LOGIN = path.resolve(import.meta.dirname, 'src/features/session/LoginPage.tsx');
const NODE_MODULES = /[\\/]node_modules[\\/]|^\0/;
const DOMAIN = /packages[\\/]domain[\\/]src[\\/]/;
/**
 * Of the domain package (one index re-exporting every module), what the entry uses: each screen's texts and
 * paths (the route registry), the permissions, and the sign-in's masks and validators. The index names all
 * the others too, which the screens' chunks use: a walk through it would put them in every first load.
 */
const DOMAIN_BOOT =
  /packages[\\/]domain[\\/]src[\\/](index|masks|permissions|validators|.*[\\/](labels|enums|paths|deliveries|transitions|rules|pixKey))\.ts$/;
/** Of the domain package, what the sign-in screen uses: its texts. */
const SIGNIN_DOMAIN = /packages[\\/]domain[\\/]src[\\/]session[\\/]labels\.ts$/;
/**
 * Everything a module imports statically, recursively, through node_modules too (an over-estimate); of
 * the domain, only the sign-in screen's texts (it imports them alone: '@ability/domain/session').
 */
const fullImports = new Map<string, Set<string>>();
function fullGraph(ctx: ChunkingContext, entry: string) {
  const known = fullImports.get(entry);
  if (known) return known;
  const seen = new Set<string>([entry]);
  const walk = (id: string) => {
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(dep) || (DOMAIN.test(dep) && !SIGNIN_DOMAIN.test(dep))) continue;
      seen.add(dep);
      walk(dep);
    }
  };
  walk(entry);
  fullImports.set(entry, seen);
  return seen;
}

type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};
const staticImports = new Map<string, Set<string>>();
/**
 * What a module imports statically, recursively (the module itself aside): the app's modules and the
 * domain's above. Not through node_modules, whose package indexes name far more than the app takes from
 * them (the icons, antd): a walk through them put antd's style engine in /login's first load. What the
 * captured modules import comes with them (the group's includeDependenciesRecursively).
 */
function staticGraph(ctx: ChunkingContext, entry: string) {
  const known = staticImports.get(entry);
  if (known) return known;
  const seen = new Set<string>();
  const walk = (id: string) => {
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(dep) || NODE_MODULES.test(dep) || (DOMAIN.test(dep) && !DOMAIN_BOOT.test(dep))) continue;
      seen.add(dep);
      walk(dep);
    }
  };
  walk(entry);
  seen.delete(entry);
  staticImports.set(entry, seen);
  return seen;
}

export default defineConfig({
  plugins: [
    react(),
    antdOnDemand(),
    // antd's labels its locale does not reach (the icons' names, a few English aria-labels), in pt-BR.
    antdLabels(),
    // antd's zero-runtime mode: its components' rules drawn at build time, their style code out of the
    // bundle (build/antdStaticStyles.ts).
    antdStaticStyles(),
    // Installable on the deliverer's phone: a manifest, and a service worker (production builds
    // only) that precaches the app shell so it opens without network; of the API only what 'Minhas entregas'
    // needs offline (below). A new version is announced ('prompt', see UpdatePrompt), never applied by itself.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Ability — Entregas e vendas',
        short_name: 'Ability',
        description: 'Vendas e entregas da revenda de gás',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b5cab',
        background_color: '#f3f5f8',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The API (its docs, its downloads) and the staff's guide (/ajuda) are never answered with the app page.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ajuda(\/|$)/],
        cleanupOutdatedCaches: true,
        // Installed for the first time, it takes the open page over at once (app/serviceWorkerTakeover.ts):
        // one online visit leaves what 'Minhas entregas' needs to open without network. An update still
        // waits for 'Atualizar' (registerType 'prompt'): this only applies once a worker is activated.
        clientsClaim: true,
        // No API answer is kept, except what opens 'Minhas entregas' without network: the network first
        // (a weak signal waits a few seconds), the last answer when there is none (the cards, and the PIX code
        // of a card whose QR was opened). Emptied on sign-out. The
        // matchers are copied into sw.js as text: literals only (DELIVERIES_HEADER is 'X-Ability-View').
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname === '/api/edition' || url.pathname === '/api/users/current'),
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_CACHES.shell,
              networkTimeoutSeconds: 6,
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin &&
              (url.pathname === '/api/sales' ||
                /^\/api\/sales\/\d+\/pix$/.test(url.pathname) ||
                url.pathname === '/api/empties/brands' ||
                /^\/api\/empties\/customers\/\d+$/.test(url.pathname)) &&
              request.headers.get('X-Ability-View') === 'deliveries',
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_CACHES.deliveries,
              networkTimeoutSeconds: 6,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 40, maxAgeSeconds: 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: !!process.env.SOURCEMAP,
    // dist/.vite/manifest.json: which files each screen's chunk needs, read by the server to name the
    // sign-in screen's or the signed-in shell's files in the page it answers (apps/api/src/modules/system/page.ts).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // antd's own components (the @rc-component packages) run nothing when imported, but their package.json
      // does not say so (antd's does): without this, a module that takes one export of a package's index
      // keeps the whole index — antd's form context, needed by every input, brought @rc-component/form's
      // Form, Field, List and validator into the signed-in first load. (The built modules are the same
      // but for a few hundred bytes; what changes is which chunk loads them.)
      treeshake: { moduleSideEffects: [{ test: /node_modules\/@rc-component\//, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // React in a chunk of its own (it changes least, so it stays cached); antd is left to the
            // bundler, which splits it by the routes that use each component (a forced antd chunk made the
            // first load 488 KB gzip).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The app's and the domain's modules that index.html's script imports (statically, recursively;
            // staticGraph), with what they import: every page loads all of it first. Left to the bundler it
            // came in some 30 files — each screen's labels (1–3 KB), the route paths, clsx — split off
            // because the screens' chunks import them too; one chunk here.
            { name: (id, ctx) => (staticGraph(ctx, MAIN).has(id) ? 'boot' : null), debugName: 'boot', priority: 2 },
            // What the sign-in screen imports beyond the entry (its own module and styles aside): the app
            // and the shell import most of it too (the API client, the icons' base, the toasts' helper),
            // and it must not come to /login inside their chunks. (The icons it alone draws come here
            // too: the icons package's index, which the route table imports, names them all.)
            {
              name: (id, ctx) =>
                id !== LOGIN && !/\.css$/.test(id) && fullGraph(ctx, LOGIN).has(id) ? 'signin' : null,
              debugName: 'signin',
              priority: 1.5,
            },
            // The app (app/AppRoot.tsx: React Query, React Router, the route table with the menu's icons and
            // the screens' labels): loaded by every page but a /login opened signed out (main.tsx), in one
            // chunk; what the sign-in screen imports too stays out of it.
            // (With the query cache's class, which only app/AppRoot.tsx imports: not a chunk of its own.)
            {
              name: (id, ctx) =>
                staticGraph(ctx, APP).has(id) || /[\\/]@tanstack[\\/]query-core[\\/]/.test(id) ? 'app' : null,
              debugName: 'app',
              priority: 1.2,
            },
            // The same for the signed-in shell (app/AntdShell.tsx, loaded after sign-in, under every signed-in
            // screen): its layout, antd's style engine, Button, Space, Spin… in one chunk, not some 40 — but
            // what the sign-in screen imports too stays out of it (/login would load the shell).
            {
              name: (id, ctx) => (staticGraph(ctx, SHELL).has(id) && !staticGraph(ctx, LOGIN).has(id) ? 'shell' : null),
              debugName: 'shell',
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
