import { nfceRejectionFix } from '@ability/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { fiscalNotes, products, resales, saleItems, sales } from '../../db/schema/index';
import { type PageRequest, type PageResult, limits, pageWithCount } from '../../lib/list';
import { zPage } from '../../lib/zod';
import { zId } from '../../lib/zod';
import { unitCondition } from '../../lib/scope';

/** GET /fiscal_notes/rejected: the page, and a unit. */
export const rejectedQuery = z.object({ page: zPage, resale_id: zId.optional() });

/** A rejected NFC-e in the queue: SEFAZ's code and message, the sale, the fix the code points to. */
export const rejectedNoteReply = z
  .object({
    id: z.number().int(),
    sale_id: z.number().int(),
    doc_number: z.number().int(),
    resale: z.object({ id: z.number().int(), name: z.string() }),
    /** Null for a note the job could not build (it took no number). */
    series: z.number().int().nullable(),
    number: z.number().int().nullable(),
    /** SEFAZ rejected it, or the job could not build it (the reason in `x_motivo`, never sent). */
    source: z.enum(['sefaz', 'build']),
    c_stat: z.string().nullable(),
    x_motivo: z.string().nullable(),
    updated_at: z.string(),
    /** Where to fix it: the products' fiscal data, the unit's fiscal settings, or not named (null). */
    fix: z.enum(['product', 'unit']).nullable(),
    /** The products to fix: those the build named, or the sale's products for a SEFAZ code on the items. */
    products: z.array(z.object({ id: z.number().int(), description: z.string() })),
  })
  .meta({ id: 'RejectedNfce' });
export type RejectedNote = z.infer<typeof rejectedNoteReply>;

/** Where a build refusal is fixed: a product named first (the usual case), else the unit, else none. */
function buildFix(fix: { products: number[]; unit: boolean }): 'product' | 'unit' | null {
  if (fix.products.length) return 'product';
  return fix.unit ? 'unit' : null;
}

/** The rejected notes of the units the user sees, the latest first, a page at a time. */
export async function listRejectedNotes(
  db: Executor,
  units: number[] | null,
  p: PageRequest,
): Promise<PageResult<RejectedNote>> {
  const where = and(eq(fiscalNotes.state, 'rejeitada'), unitCondition(fiscalNotes.resale_id, units));
  const { limit, offset } = limits(p);
  const rows = db
    .select({
      id: fiscalNotes.id,
      sale_id: fiscalNotes.sale_id,
      doc_number: sales.doc_number,
      resale_id: resales.id,
      resale_name: resales.name,
      series: fiscalNotes.series,
      number: fiscalNotes.number,
      c_stat: fiscalNotes.c_stat,
      x_motivo: fiscalNotes.x_motivo,
      build_fix: fiscalNotes.build_fix,
      updated_at: fiscalNotes.updated_at,
    })
    .from(fiscalNotes)
    .innerJoin(sales, eq(sales.id, fiscalNotes.sale_id))
    .innerJoin(resales, eq(resales.id, fiscalNotes.resale_id))
    .where(where)
    .orderBy(desc(fiscalNotes.updated_at), desc(fiscalNotes.id))
    .limit(limit)
    .offset(offset)
    .then(async (page) => {
      const saleIds = page.map((r) => r.sale_id);
      const items = saleIds.length
        ? await db
            .selectDistinct({ sale_id: saleItems.sale_id, id: products.id, description: products.description })
            .from(saleItems)
            .innerJoin(products, eq(products.id, saleItems.product_id))
            .where(inArray(saleItems.sale_id, saleIds))
            .orderBy(saleItems.sale_id, products.id)
        : [];
      return page.map((r) => {
        const named = r.build_fix?.products ?? [];
        const products = items
          .filter((i) => i.sale_id === r.sale_id && (named.length === 0 || named.includes(i.id)))
          .map((i) => ({ id: i.id, description: i.description }));
        return {
          id: r.id,
          sale_id: r.sale_id,
          doc_number: r.doc_number,
          resale: { id: r.resale_id, name: r.resale_name },
          series: r.series,
          number: r.number,
          source: r.build_fix ? ('build' as const) : ('sefaz' as const),
          c_stat: r.c_stat,
          x_motivo: r.x_motivo,
          updated_at: r.updated_at.toISOString(),
          fix: r.build_fix ? buildFix(r.build_fix) : nfceRejectionFix(r.c_stat),
          products,
        };
      });
    });
  const total = db
    .select({ n: count() })
    .from(fiscalNotes)
    .where(where)
    .then((r) => Number(r[0]?.n ?? 0));
  return pageWithCount(p, rows, total);
}
