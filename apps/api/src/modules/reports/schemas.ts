import { z } from 'zod';
import { SALE_CHANNELS } from '@ability/domain';
import { zDay, zUnitRef } from '../../lib/reply-schema';
import { comodatoLineReply } from '../customers/schemas';
import { zBool, zDateRangeParam, zExportFormat, zId } from '../../lib/zod';

/** Every report: a unit (absent = every unit the user may see) and a day or a range (absent = today). */
export const reportQuery = z.object({
  resale_id: zId.optional(),
  /** A day or a range as the screens send it: 23/11/2026 or 01/11/2026-30/11/2026. */
  date: zDateRangeParam,
  format: zExportFormat,
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** The comodato report: a unit (absent = every unit in reach), only the customers at risk, an export. */
export const comodatoQuery = z.object({ resale_id: zId.optional(), at_risk: zBool.optional(), format: zExportFormat });

const int = z.number().int();
const described = z.object({ id: int, description: z.string() });
const byKey = z.record(z.string(), z.number());

/** A product's sums in a report. */
export const reportProductRow = z
  .object({
    id: int,
    description: z.string(),
    sum_quantity: z.number(),
    sum_price_cents: z.number(),
    average_price_cents: z.number(),
  })
  .meta({ id: 'ReportProductRow' });

const sellerProducts = z.object({ id: int, name: z.string(), products: byKey, values: byKey });
const sellerPayments = z.object({ id: int, name: z.string(), payments: byKey });

export const reportOptionsReply = z.object({ resales: z.array(zUnitRef) }).meta({ id: 'ReportOptions' });

export const productPerSellerReply = z
  .object({ products: z.array(described), employees: z.array(sellerProducts) })
  .meta({ id: 'ProductPerSeller' });

export const paymentMethodPerSellerReply = z
  .object({ payment_methods: z.array(described), employees: z.array(sellerPayments), payments: byKey })
  .meta({ id: 'PaymentMethodPerSeller' });

export const dailyClosingReply = z
  .object({
    start_date: zDay,
    end_date: zDay,
    payments: byKey,
    employees_products: z.array(sellerProducts),
    employees_payments: z.array(sellerPayments),
    products: z.array(described),
    payment_methods: z.array(described),
    payments_received: byKey,
    status: byKey,
    expenses: z.array(
      z.object({ id: int, description: z.string(), value_cents: int, date: zDay, account: z.string().nullable() }),
    ),
    result: z.object({
      sales_cash_cents: int,
      receipts_cents: int,
      other_inflows_cents: int,
      inflow_cents: int,
      outflow_cents: int,
      balance_cents: int,
    }),
    chart_data: z.array(z.object({ date: zDay, inflow: int, outflow: int })),
  })
  .meta({ id: 'DailyClosing' });

export const averagePriceReply = z
  .object({
    start_date: zDay,
    end_date: zDay,
    products: z.array(reportProductRow),
    channels: z.array(
      z.object({ channel: z.enum(SALE_CHANNELS), name: z.string(), products: z.array(reportProductRow) }),
    ),
    employees: z.array(z.object({ id: int, name: z.string(), products: z.array(reportProductRow) })),
    groups: z.array(z.object({ id: int, description: z.string(), products: z.array(reportProductRow) })),
    sectors: z.array(z.object({ id: int, description: z.string(), products: z.array(reportProductRow) })),
  })
  .meta({ id: 'AveragePrice' });

/** GET /reports/comodato: who holds lent bottles now. */
export const comodatoReportReply = z
  .object({ today: zDay, lines: z.array(comodatoLineReply), held: int, customers: int })
  .meta({ id: 'ComodatoReport' });
