import {
  GAS_DO_POVO_RECONCILIATION_TEXTS as R,
  GAS_DO_POVO_REPORT_TEXTS as RT,
  GAS_DO_POVO_STATES,
  GAS_DO_POVO_STATE_LABELS,
  GAS_DO_POVO_VALIDATIONS,
  GAS_DO_POVO_VALIDATION_LABELS,
  formatCents,
  formatDateBr,
  todayIn,
} from '@ability/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type ExportColumn, limits, pageRequest, sendDataMeta, sendExport } from '../../lib/list';
import { dataMetaOf, zDay, zErrorReply, zMoney } from '../../lib/reply-schema';
import { allowedUnits, unitsFilter } from '../../lib/scope';
import { sendSheets } from '../../lib/sheets';
import { zDate, zDateRangeParam, zExportFormat, zId, zIdList, zIdParams, zPage } from '../../lib/zod';
import { type ReconciliationRow, reconciliation, registerDeposit } from './reconciliation';
import { gasDoPovoDailyReport } from './report';
import { gasDoPovoUnitStatus } from './units';

const reportDay = z.object({
  day: z.string(),
  count: z.number().int(),
  reference_cents: zMoney,
  shelf_cents: zMoney,
  cost_cents: zMoney,
  margin_cents: zMoney,
  versus_shelf_cents: zMoney,
  without_cost: z.number().int(),
});
const reportReply = z
  .object({ start: zDay, end: zDay, days: z.array(reportDay), total: reportDay })
  .meta({ id: 'GasDoPovoReport' });
const reportQuery = z.object({ resale_id: zId.optional(), date: zDateRangeParam, format: zExportFormat });

const stateTotals = z.object({ count: z.number().int(), expected_cents: zMoney, received_cents: zMoney });

const reconciliationRow = z
  .object({
    id: z.number().int(),
    sale_id: z.number().int(),
    receivable_id: z.number().int().nullable(),
    sold_on: zDay,
    nsu: z.string(),
    validation: z.enum(GAS_DO_POVO_VALIDATIONS),
    cpf_last4: z.string(),
    due_date: zDay,
    expected_cents: zMoney,
    received_cents: zMoney,
    difference_cents: zMoney,
    receipt_date: zDay.nullable(),
    state: z.enum(GAS_DO_POVO_STATES),
  })
  .meta({ id: 'GasDoPovoReconciliationRow' });

const reconciliationReply = dataMetaOf(reconciliationRow, {
  totals: z.object({
    pending: stateTotals,
    overdue: stateTotals,
    received: stateTotals,
    divergent: stateTotals,
    all: stateTotals,
  }),
}).meta({ id: 'GasDoPovoReconciliation' });

const reconciliationQuery = z.object({
  resale_id: zId,
  start: zDate,
  end: zDate,
  state: z.enum(GAS_DO_POVO_STATES).optional(),
  page: zPage,
  format: zExportFormat,
});

const depositBody = z.object({
  deposit: z.object({
    resale_id: zId,
    date: zDate,
    value_cents: z.number().int().min(1, 'Informe o valor depositado pela Caixa (maior que zero).').max(100_000_000_00),
    redemption_ids: zIdList.optional(),
  }),
});

const depositReply = z
  .object({ redemption_ids: z.array(z.number().int()), value_cents: zMoney, bank_id: z.number().int() })
  .meta({ id: 'GasDoPovoDeposit' });

const C = R.columns;
const exportColumns: ExportColumn<ReconciliationRow>[] = [
  { header: C.sold_on, value: (x) => formatDateBr(x.sold_on) },
  { header: C.sale, value: (x) => x.sale_id },
  { header: C.nsu, value: (x) => x.nsu, width: 18 },
  { header: C.validation, value: (x) => GAS_DO_POVO_VALIDATION_LABELS[x.validation], width: 22 },
  { header: C.cpf_last4, value: (x) => x.cpf_last4 },
  { header: C.due_date, value: (x) => formatDateBr(x.due_date) },
  { header: C.expected, value: (x) => formatCents(x.expected_cents), width: 14 },
  { header: C.received, value: (x) => formatCents(x.received_cents), width: 14 },
  { header: C.difference, value: (x) => formatCents(x.difference_cents), width: 14 },
  { header: C.receipt_date, value: (x) => formatDateBr(x.receipt_date) },
  { header: C.state, value: (x) => GAS_DO_POVO_STATE_LABELS[x.state] },
];

const statusReply = z
  .object({
    resale_id: z.number().int(),
    enrolled: z.boolean(),
    bank_id: z.number().int().nullable(),
    uf: z.string().nullable(),
    price: z
      .object({
        uf: z.string(),
        price_cents: zMoney,
        starts_on: zDay,
        ends_on: zDay.nullable(),
        source: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'GasDoPovoUnitStatus' });

/**
 * GET /gas_do_povo/units/:id: where a unit stands in Gás do Povo on a day (`day`, today by default):
 * enrolled, its Caixa account, its UF and the reference price in force. The unit screen and the sale form
 * warn from it; any user of the unit may read it.
 */
export async function gasDoPovoRoutes(app: FastifyInstance, opts: { db: Db; timezone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  r.get(
    '/gas_do_povo/units/:id',
    {
      schema: {
        params: zIdParams,
        querystring: z.object({ day: zDate.optional() }),
        tags: ['gas_do_povo'],
        response: { 200: statusReply, 404: zErrorReply },
      },
      config: { access: 'authenticated' },
    },
    async (req) => {
      const units = allowedUnits(req.actor().user);
      if (units !== null && !units.includes(req.params.id)) throw notFound();
      const { customer_id: _, ...status } = await gasDoPovoUnitStatus(
        db,
        req.params.id,
        req.query.day ?? todayIn(opts.timezone),
      );
      return status;
    },
  );

  /**
   * GET /gas_do_povo/reconciliation: a unit's live redemptions of a period (the sale's day), each with
   * what Caixa owes, paid and its state, paged; the totals per state over the whole period; `format`
   * exports the whole filtered list (CSV/XLSX).
   */
  r.get(
    '/gas_do_povo/reconciliation',
    {
      schema: {
        querystring: reconciliationQuery,
        tags: ['gas_do_povo'],
        response: { 200: reconciliationReply },
      },
      config: { access: ['gas_do_povo_reconciliation', 'read'] },
    },
    async (req, reply) => {
      const q = req.query;
      const units = allowedUnits(req.actor().user);
      if (units !== null && !units.includes(q.resale_id)) throw notFound();
      const p = pageRequest(q, !!q.format);
      // Without dates: the current month up to today.
      const day = todayIn(opts.timezone);
      const period = { start: q.start ?? `${day.slice(0, 8)}01`, end: q.end ?? day };
      const result = await reconciliation(db, { resale_id: q.resale_id, state: q.state, ...period }, limits(p));
      if (q.format) return sendExport(reply, q.format, 'conciliacao-gas-do-povo', exportColumns, result.rows);
      return sendDataMeta(
        reply,
        { rows: result.rows, total: result.total, perPage: p.perPage === 'all' ? result.rows.length : p.perPage },
        { totals: result.totals },
      );
    },
  );

  /**
   * POST /gas_do_povo/deposits: one Caixa deposit paying many redemptions (chosen, or matched by date and
   * total), booked as receipts of their receivables into the unit's Caixa account (registerDeposit).
   */
  r.post(
    '/gas_do_povo/deposits',
    {
      schema: { body: depositBody, tags: ['gas_do_povo'], response: { 201: depositReply } },
      config: { access: ['gas_do_povo_reconciliation', 'write'] },
    },
    async (req, reply) => {
      const d = req.body.deposit;
      // An empty date is today's deposit.
      const result = await registerDeposit(db, req.actor(), { ...d, date: d.date ?? todayIn(opts.timezone) });
      return reply.status(201).send(result);
    },
  );

  /**
   * GET /reports/gas_do_povo: the redemptions per day of a period (`date`, today by default) in the
   * units in reach (or `resale_id`): reference price against shelf price and cost, the margin.
   */
  r.get(
    '/reports/gas_do_povo',
    {
      schema: { querystring: reportQuery, tags: ['reports'], response: { 200: reportReply } },
      config: { access: ['report_gas_do_povo', 'read'] },
    },
    async (req, reply) => {
      const day = todayIn(opts.timezone);
      const range = req.query.date ?? { start: day, end: day };
      const result = await gasDoPovoDailyReport(db, {
        units: unitsFilter(req.actor().user, req.query.resale_id),
        ...range,
      });
      if (!req.query.format) return result;
      const K = RT.columns;
      const line = (label: string, d: (typeof result)['total']) => [
        label,
        d.count,
        formatCents(d.reference_cents),
        formatCents(d.shelf_cents),
        formatCents(d.versus_shelf_cents),
        formatCents(d.cost_cents),
        formatCents(d.margin_cents),
        d.count - d.without_cost ? formatCents(Math.round(d.margin_cents / (d.count - d.without_cost))) : '',
        d.without_cost,
      ];
      return sendSheets(reply, req.query.format, `gas-do-povo-${range.start}-${range.end}`, [
        {
          title: RT.title,
          columns: [
            K.day,
            K.count,
            K.reference,
            K.shelf,
            K.versus_shelf,
            K.cost,
            K.margin,
            K.margin_each,
            K.without_cost,
          ],
          rows: [...result.days.map((d) => line(formatDateBr(d.day), d)), line(RT.total, result.total)],
        },
      ]);
    },
  );
}
