import { isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { fiscalSettings } from '../../../db/schema/index';
import type { ClientCertificate } from './client';
import { demoRule, startSefazSimulator } from './simulator';

/** Where this server's SEFAZ calls go. */
export interface SefazTarget {
  /** Every service at `<urlOverride>/<service>` (the simulator); null: each state's real servers (urls.ts). */
  urlOverride: string | null;
  /** A CA to trust besides Node's (the simulator's self-signed certificate). */
  ca: string | null;
  /** The client certificate of units without one: the simulator's demo certificate, never for a real SEFAZ. */
  demoCertificate: ClientCertificate | null;
  close(): Promise<void>;
}

export const REAL_SEFAZ: SefazTarget = { urlOverride: null, ca: null, demoCertificate: null, close: async () => {} };

/**
 * At boot: SEFAZ_URL_OVERRIDE wins (a simulator run elsewhere); otherwise, while no unit has a certificate
 * (the demo, a fresh install) and SEFAZ_SIMULATOR is not '0', the local simulator starts on a free loopback
 * port and every unit talks to it. Once a certificate is stored, the next start talks to the real SEFAZ.
 */
export async function sefazTargetAtBoot(
  db: Executor,
  env: { urlOverride: string | null; simulator: boolean },
  log: (message: string) => void,
): Promise<SefazTarget> {
  if (env.urlOverride) {
    log(`SEFAZ: todos os serviços em ${env.urlOverride} (SEFAZ_URL_OVERRIDE) — sem valor fiscal`);
    return { ...REAL_SEFAZ, urlOverride: env.urlOverride };
  }
  if (!env.simulator) return REAL_SEFAZ;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fiscalSettings)
    .where(isNotNull(fiscalSettings.certificate_enc));
  if ((row?.n ?? 0) > 0) return REAL_SEFAZ;
  const sim = await startSefazSimulator({ rule: demoRule });
  log(
    `SEFAZ: nenhuma unidade com certificado — simulador local em ${sim.url} (ambiente de demonstração, sem valor fiscal)`,
  );
  return { urlOverride: sim.url, ca: sim.caPem, demoCertificate: sim.demoCertificate, close: sim.close };
}
