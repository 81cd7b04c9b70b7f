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

/** index.html for this request: the edition's title and mark, and the boot data before </head>. */
export async function appPage(html: string, req: FastifyRequest, db: Db, editionOptions: EditionOptions) {
  const boot: PageBoot = { edition: editionPayload(req, editionOptions), user: await pageUser(db, req) };
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${boot.edition.title}</title>`)
    .replace('data-edition=""', `data-edition="${boot.edition.edition}"`)
    .replace('</head>', `<script type="application/json" id="boot-data">${scriptJson(boot)}</script></head>`);
}
