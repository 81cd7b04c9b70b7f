// The demo's NFC-e: both units set up as an owner would on 'Dados fiscais' (homologação, series 1, issued when
// the sale is handed over) and every product its description suggests a preset for (P13, P45, água…) given
// that preset on the product's fiscal data — through the same services the screens call. No certificate: the
// server then talks to its local SEFAZ simulator ('Ambiente de demonstração — sem valor fiscal').
// The year's sales stay without notes (turning issuing on never issues the past); the day in progress
// (day.ts) is issued by the server's NFC-e job as its sales are handed over.
import { FISCAL_PRESETS, suggestedPreset } from '@ability/domain';
import { inArray } from 'drizzle-orm';
import { saveProductFiscal } from '../../modules/fiscal/products';
import { saveFiscalSettings } from '../../modules/fiscal/settings';
import type { Db } from '../client';
import { products } from '../schema/index';
import { demoActor } from './gasDoPovo';

/** Called inside the demo's transaction, after the year (the services' own transactions are savepoints). */
export async function seedFiscal(db: Db, units: number[]): Promise<void> {
  const actor = await demoActor(db);
  if (!actor) return;
  for (const unit of units)
    await saveFiscalSettings(db, actor, null, unit, {
      crt: 1,
      environment: 'homologacao',
      series: 1,
      next_number: 1,
      issue_on: 'delivered',
      csc_id: null,
      provider: 'sefaz',
      nuvem_client_id: null,
    });
  const rows = await db
    .select({ id: products.id, description: products.description })
    .from(products)
    .where(inArray(products.resale_id, units));
  for (const p of rows) {
    const preset = suggestedPreset(p.description);
    if (preset) await saveProductFiscal(db, actor, p.id, { ...FISCAL_PRESETS[preset] });
  }
}
