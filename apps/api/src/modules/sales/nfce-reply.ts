import { NFCE_ISSUE_TEXTS, NFCE_SCREEN_TEXTS, NFCE_STATES } from '@ability/domain';
import { z } from 'zod';
import type { FiscalNote } from '../fiscal/issue';

/** A sale's NFC-e as the API answers it (never the certificate; the XML has its own download). */
export const saleNfceReply = z
  .object({
    sale_id: z.number().int(),
    state: z.enum(NFCE_STATES),
    state_label: z.string(),
    model: z.number().int(),
    /** Null while the note could not be built (no number taken yet: see `x_motivo`). */
    series: z.number().int().nullable(),
    number: z.number().int().nullable(),
    access_key: z.string().nullable(),
    c_stat: z.string().nullable(),
    x_motivo: z.string().nullable(),
    protocol: z.string().nullable(),
    received_at: z.string().nullable(),
    attempts: z.number().int(),
    updated_at: z.string(),
    /** The note's environment (its tpAmb). */
    environment: z.enum(['homologacao', 'producao']),
    /** 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL' for a note of homologação, else null. */
    environment_notice: z.string().nullable(),
    /** The note went to the local SEFAZ simulator: 'Ambiente de demonstração — sem valor fiscal'. */
    demo: z.boolean(),
  })
  .meta({ id: 'SaleNfce' });

export function nfceReply(note: FiscalNote, demo = false): z.infer<typeof saleNfceReply> {
  // A note not built yet has no tpAmb: it would be issued in the unit's environment, homologação until set.
  const homolog = note.xml === null || /<tpAmb>2<\/tpAmb>/.test(note.xml);
  const state = note.state as (typeof NFCE_STATES)[number];
  return {
    sale_id: note.sale_id,
    state,
    state_label: NFCE_ISSUE_TEXTS.states[state],
    model: note.model,
    series: note.series,
    number: note.number,
    access_key: note.access_key,
    c_stat: note.c_stat,
    x_motivo: note.x_motivo,
    protocol: note.protocol,
    received_at: note.received_at,
    attempts: note.attempts,
    updated_at: note.updated_at.toISOString(),
    environment: homolog ? 'homologacao' : 'producao',
    environment_notice: homolog ? NFCE_SCREEN_TEXTS.homologacao : null,
    demo,
  };
}
