import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { SESSION_COOKIE, hashToken, loadSession } from '../../plugins/auth';
import { type SessionUserPayload, userPayload } from '../session/service';
import { type EditionOptions, editionPayload } from './routes';

/**
 * What the app needs before its first screen, written into the app page the server answers: the host's
 * edition (GET /api/edition's reply) and who is signed in by this request's cookie (GET /api/users/current's
 * user, or null). The app reads it instead of asking both at start-up: two requests fewer before the first
 * screen, and no 401 in the console of the sign-in page (Lighthouse's best practices). A page the service
 * worker answers from its copy (or Vite's dev server) has none, and the app asks as before.
 */
export interface PageBoot {
  edition: ReturnType<typeof editionPayload>;
  user: SessionUserPayload | null;
}

/** The signed-in user of a page request's session cookie (a navigation carries no bearer token). */
async function pageUser(db: Db, req: FastifyRequest): Promise<SessionUserPayload | null> {
  const token = req.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const session = await loadSession(db, hashToken(token));
  return session ? userPayload(db, session.row.user_id) : null;
}

/** JSON inside a <script> element: no '<' that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One chunk of the web build's manifest (dist/.vite/manifest.json, Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The modules the app starts from when nobody is signed in (the sign-in screen, drawn without the app: the
 * web app's main.tsx), and when someone is (the app, with its router and route table, and the shell).
 */
export const PAGE_SCREENS = {
  signedOut: ['src/features/session/LoginPage.tsx'],
  signedIn: ['src/app/AppRoot.tsx', 'src/app/AntdShell.tsx'],
  /**
   * A signed-in page's own screen, by its path: the home and the deliverer's list, whose chunks
   * the router would ask for only once the app and the shell have run — one more round trip on a phone.
   */
  routes: {
    '/': ['src/features/sales/SaleHomePage.tsx'],
    '/entregas': ['src/features/deliveries/DeliveriesPage.tsx'],
  } as Record<string, string[]>,
};

/** The files a page names: the sign-in screen's, the signed-in shell's, and the signed-in screens' by path. */
export interface ScreenPreloads {
  signedOut: string;
  signedIn: string;
  routes: Record<string, string>;
}

/**
 * The first screen's files, named in the page so the browser fetches them beside the app's own scripts
 * instead of after them (the app imports the sign-in screen or the signed-in shell only once it runs):
 * one round trip fewer before the first screen. Read from the build's manifest: each screen's chunk and
 * the chunks it imports, less those index.html already names. Empty without a manifest (tests, dev).
 */
export function screenPreloads(webDist: string): ScreenPreloads {
  const file = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(file)) return { signedOut: '', signedIn: '', routes: {} };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) closure(k, seen);
    return seen;
  };
  const inPage = closure('index.html');
  const links = (keys: string[], named = inPage) =>
    [...keys.reduce((seen, key) => closure(key, seen), new Set<string>())]
      .filter((k) => !named.has(k))
      .flatMap((k) => {
        const chunk = manifest[k] as ManifestChunk;
        return [
          `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
          ...(chunk.css ?? []).map((css) => `<link rel="preload" as="style" href="/${css}">`),
        ];
      })
      .join('');
  // A route's screen: its files that neither the page nor the shell's links already name.
  const withShell = PAGE_SCREENS.signedIn.reduce((seen, key) => closure(key, seen), new Set(inPage));
  const routes = Object.fromEntries(
    Object.entries(PAGE_SCREENS.routes)
      .filter(([, keys]) => keys.every((k) => manifest[k]))
      .map(([route, keys]) => [route, links(keys, withShell)]),
  );
  return { signedOut: links(PAGE_SCREENS.signedOut), signedIn: links(PAGE_SCREENS.signedIn), routes };
}

/**
 * index.html for this request: the edition's title and mark, the boot data, and the files of its first
 * screen (the sign-in screen, or the signed-in shell and, for the paths PAGE_SCREENS.routes names, the
 * screen's own) before </head>.
 */
export async function appPage(
  html: string,
  req: FastifyRequest,
  db: Db,
  editionOptions: EditionOptions,
  preloads: ScreenPreloads,
) {
  const boot: PageBoot = { edition: editionPayload(req, editionOptions), user: await pageUser(db, req) };
  const route = req.url.split('?')[0] ?? '';
  const head = `<script type="application/json" id="boot-data">${scriptJson(boot)}</script>${
    boot.user ? preloads.signedIn + (preloads.routes[route] ?? '') : preloads.signedOut
  }</head>`;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${boot.edition.title}</title>`)
    .replace('data-edition=""', `data-edition="${boot.edition.edition}"`)
    .replace('</head>', head);
}
