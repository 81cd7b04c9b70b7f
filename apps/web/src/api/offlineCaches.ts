/**
 * The service worker's caches of API answers (vite.config.ts), emptied when the user signs out. Only what
 * the deliverer's list needs to open without network: the edition, the signed-in user, the list's reads
 * (asked with DELIVERIES_HEADER, so no other screen's reads are kept).
 */
export const OFFLINE_CACHES = { shell: 'ability-api-shell', deliveries: 'ability-api-deliveries' } as const;
export const DELIVERIES_HEADER = 'X-Ability-View';

/** Empties the API caches (sign-out): the next user of a shared phone sees nothing of the last one's. */
export function clearOfflineCaches(): void {
  if (typeof caches === 'undefined') return;
  for (const name of Object.values(OFFLINE_CACHES)) void caches.delete(name).catch(() => undefined);
}
