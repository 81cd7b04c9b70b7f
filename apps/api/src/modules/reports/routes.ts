import type { Action, Resource } from '@ability/domain';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unitsFilter } from '../../lib/scope';
import { sendSheets } from '../../lib/sheets';
import { comodatoReport } from '../stock-appointments/comodato';
import {
  comodatoQuery,
  reportQuery,
  reportOptionsReply,
  dailyClosingReply,
  averagePriceReply,
  productPerSellerReply,
  paymentMethodPerSellerReply,
  comodatoReportReply,
} from './schemas';
import {
  averagePriceProduct,
  dailyClosing,
  paymentMethodPerSeller,
  productPerSeller,
  reportOptions,
  reportScope,
} from './service';
import {
  averagePriceSheets,
  comodatoSheets,
  dailyClosingSheets,
  paymentMethodPerSellerSheets,
  productPerSellerSheets,
} from './sheets';

/** The reports: JSON, or `format=csv|xlsx` for their tables. */
export async function reportsRoutes(app: FastifyInstance, opts: { db: Db; timezone: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, timezone } = opts;
  const tags = ['reports'];
  const access = (resource: Resource, a: Action = 'read'): { access: [Resource, Action] } => ({
    access: [resource, a],
  });

  r.get(
    '/reports/options',
    { schema: { tags, response: { 200: reportOptionsReply } }, config: access('report_daily_closing') },
    async (req) => reportOptions(db, req.actor().user),
  );

  const reports = [
    ['daily_closing', 'report_daily_closing', dailyClosing, dailyClosingSheets, 'fechamento-diario', dailyClosingReply],
    [
      'average_price_product',
      'report_average_price',
      averagePriceProduct,
      averagePriceSheets,
      'preco-medio-produto',
      averagePriceReply,
    ],
    [
      'product_per_seller',
      'report_product_per_seller',
      productPerSeller,
      productPerSellerSheets,
      'fechamento-venda-produto',
      productPerSellerReply,
    ],
    [
      'payment_method_per_seller',
      'report_payment_method_per_seller',
      paymentMethodPerSeller,
      paymentMethodPerSellerSheets,
      'por-forma-de-pagamento',
      paymentMethodPerSellerReply,
    ],
  ] as const;

  for (const [path, resource, build, sheets, filename, reply200] of reports) {
    r.get(
      `/reports/${path}`,
      {
        schema: { querystring: reportQuery, tags, response: { 200: reply200 as z.ZodType } },
        config: access(resource),
      },
      async (req, reply) => {
        const scope = reportScope(req.actor().user, resource, req.query, timezone);
        // biome-ignore lint/suspicious/noExplicitAny: each report's builder and sheets go together
        const result: any = await build(db, scope);
        if (req.query.format)
          return sendSheets(reply, req.query.format, `${filename}-${scope.start}-${scope.end}`, sheets(result));
        return result;
      },
    );
  }

  // Who holds lent bottles now (computed on read from the lending adjustments: stock-appointments/comodato.ts).
  r.get(
    '/reports/comodato',
    {
      schema: { querystring: comodatoQuery, tags, response: { 200: comodatoReportReply } },
      config: access('report_comodato'),
    },
    async (req, reply) => {
      const { resale_id, at_risk, format } = req.query;
      const result = await comodatoReport(db, unitsFilter(req.actor().user, resale_id), { atRiskOnly: at_risk });
      if (format) return sendSheets(reply, format, `comodato-${result.today}`, comodatoSheets(result));
      return result;
    },
  );
}
