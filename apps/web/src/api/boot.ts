import type { EditionPayload } from './edition';
import type { components } from './schema.gen';

/** api/session.ts's CurrentUser (that module reads this one: the type is named here from the schema). */
type CurrentUser = components['schemas']['SessionUser'];

/**
 * What the server wrote into the app page (apps/api/src/modules/system/page.ts): the host's edition and who
 * is signed in, read once at start-up instead of asking /edition and /users/current. A page the service
 * worker answers from its copy, or Vite's dev server, has none (null): the app asks as before.
 */
export interface PageBoot {
  edition: EditionPayload;
  user: CurrentUser | null;
}

let boot: PageBoot | null | undefined;

export function pageBoot(): PageBoot | null {
  if (boot === undefined) {
    const el = typeof document === 'undefined' ? null : document.getElementById('boot-data');
    try {
      boot = el?.textContent ? (JSON.parse(el.textContent) as PageBoot) : null;
    } catch {
      boot = null;
    }
  }
  return boot;
}

/**
 * The user who has just signed in on the sign-in screen drawn before the app (main.tsx): the app, loaded
 * then, starts from it as from a page that carried it.
 */
export function setBootUser(user: CurrentUser) {
  const b = pageBoot();
  if (b) b.user = user;
}
