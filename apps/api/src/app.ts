import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION, ERRORS } from '@ability/domain';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, repoRoot } from './config';
import type { Database } from './db/client';
import './lib/zod';
import { checkReplies, replySerializerCompiler, replyTransformObject } from './lib/reply-schema';
import { auditRoutes } from './modules/audit/routes';
import { type CepClient, httpCepClient } from './modules/cep/client';
import { cepRoutes } from './modules/cep/routes';
import { citiesRoutes } from './modules/cities/routes';
import { employeesRoutes } from './modules/employees/routes';
import { eventsRoutes } from './modules/events/routes';
import { paymentMethodsRoutes } from './modules/payment-methods/routes';
import { productEntriesRoutes } from './modules/product-entries/routes';
import { createKeptReplies } from './lib/kept';
import { productsRoutes } from './modules/products/routes';
import { fiscalRoutes } from './modules/fiscal/routes';
import { parseSecretKey } from './lib/secrets';
import { REAL_SEFAZ, type SefazTarget } from './modules/fiscal/sefaz/target';
import { type NuvemFiscalEndpoints, nuvemFiscalAt } from './modules/fiscal/nuvem/client';
import { emptiesRoutes } from './modules/empties/routes';
import { gasDoPovoRoutes } from './modules/gas-do-povo/routes';
import { resalesRoutes } from './modules/resales/routes';
import { sessionRoutes } from './modules/session/routes';
import { stockAppointmentsRoutes } from './modules/stock-appointments/routes';
import { suppliersRoutes } from './modules/suppliers/routes';
import { customersRoutes } from './modules/customers/routes';
import { groupsRoutes } from './modules/groups/routes';
import { sectorsRoutes } from './modules/sectors/routes';
import { appPage, screenPreloads } from './modules/system/page';
import { type EditionOptions, systemRoutes } from './modules/system/routes';
import { usersRoutes } from './modules/users/routes';
import { settlementsRoutes } from './modules/settlements/routes';
import { bottleBrandsRoutes } from './modules/bottle-brands/routes';
import { gasDoPovoPricesRoutes } from './modules/gas-do-povo-prices/routes';
import { vehiclesRoutes } from './modules/vehicles/routes';
import { accountsRoutes } from './modules/accounts/routes';
import { banksRoutes } from './modules/banks/routes';
import { payablesRoutes } from './modules/payables/routes';
import { receivablesRoutes } from './modules/receivables/routes';
import { reportsRoutes } from './modules/reports/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { loadGuide } from './modules/help/guide';
import { helpRoutes } from './modules/help/routes';
import { transactionsRoutes } from './modules/transactions/routes';
import { callLogsRoutes } from './modules/call-logs/routes';
import { type GraphClient, httpGraphClient } from './modules/whatsapp/graph';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { salesRoutes } from './modules/sales/routes';
import { registerJobs } from './jobs/index';
import type { DelayJobOptions } from './modules/sales/delayJob';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { compressPlugin } from './plugins/compress';
import { idempotencyPlugin } from './plugins/idempotency';

declare module 'fastify' {
  interface FastifyInstance {
    /** `replies`: the statuses whose body the route declares (schema.response). */
    apiRoutes: { method: string; url: string; replies: string[] }[];
  }
}

/**
 * A request for a client-side route: a path without a file extension outside /assets (a missing script or
 * style stays a 404), from a client that takes HTML — `text/html`, any text type or any type at all with a non-zero
 * weight, or no Accept header at all (HTTP: any type is then acceptable), as curl and link checkers send.
 */
export function isPageNavigation(url: string, accept: string | undefined): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path === '/assets' || path.startsWith('/assets/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]{1,8}$/.test(last)) return false;
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'text/html' && type !== 'text/*' && type !== '*/*') return false;
    const q = params.find((p) => /^q\s*=/.test(p));
    return !q || Number(q.replace(/^q\s*=\s*/, '')) > 0;
  });
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces the postal-code service (tests). */
  cep?: CepClient;
  /** Replaces Meta's Graph API client (by default on WHATSAPP_GRAPH_URL, which tests point at a local stub). */
  graph?: GraphClient;
  /** The WhatsApp status messages' retry delay and timer (tests shorten them). */
  whatsappNotify?: { retryDelayMs?: number; intervalMs?: number };
  logger?: FastifyServerOptions['logger'];
  signInLimit?: number;
  /** The 15-minute job of sales (tests inject a clock; false turns it off). */
  saleDelayJob?: DelayJobOptions | false;
  /** The demo database's day in progress (jobs/index.ts): the server's own, off elsewhere. */
  demoDay?: boolean;
  /** Where SEFAZ calls go (modules/fiscal/sefaz/target.ts): the server decides at boot; tests pass a simulator. */
  sefaz?: SefazTarget;
  /** Nuvem Fiscal's addresses (modules/fiscal/nuvem/client.ts): its real ones or NUVEM_FISCAL_URL's; tests pass a local stub. */
  nuvemFiscal?: NuvemFiscalEndpoints;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const { db } = database;
  const app = Fastify({
    logger: opts.logger ?? false,
    // TRUST_PROXY: X-Forwarded-For/-Host/-Proto decide the client address (sign-in limit, audit), the host
    // (edition, same-origin check) and the protocol (secure cookie) only when configured.
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies are plain JSON.stringify; outside production each is checked against its schema.
  app.setSerializerCompiler(replySerializerCompiler);
  if (config.checkReplies) checkReplies(app);
  // Every API route, for the robustness tests and the docs.
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const replies = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, replies });
  });

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ability API', version: APP_VERSION, description: 'API do AbilityGás / AbilityGestor' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (`.meta({ id: 'Vehicle' })`) become components.schemas.Vehicle.
    transformObject: replyTransformObject,
  });

  // The server's key for the secrets kept in the database (lib/secrets.ts): the NFC-e's and WhatsApp's.
  const secretKey = parseSecretKey(config.secretsKey ?? config.fiscalSecretKey);
  const sessionHours = (remember: boolean) => (remember ? config.rememberDays : config.sessionDays) * 24;

  const sefaz =
    opts.sefaz ?? (config.sefazUrlOverride ? { ...REAL_SEFAZ, urlOverride: config.sefazUrlOverride } : REAL_SEFAZ);
  const graph = opts.graph ?? httpGraphClient(config.whatsappGraphUrl);
  const nuvemFiscal = opts.nuvemFiscal ?? (config.nuvemFiscalUrl ? nuvemFiscalAt(config.nuvemFiscalUrl) : undefined);
  const jobs = registerJobs(app, {
    db,
    whatsapp: { secretKey, graph, ...opts.whatsappNotify },
    nfce: { target: sefaz, secretKey, ...(nuvemFiscal ? { nuvemFiscal } : {}) },
    delayJob: opts.saleDelayJob === false ? false : { intervalMs: config.delayJobIntervalMs, ...opts.saleDelayJob },
    demoDay: opts.demoDay ? {} : false,
  });
  const editionOptions: EditionOptions = {
    edition: config.edition,
    version: APP_VERSION,
    supportWhatsapp: config.supportWhatsapp,
    links: [
      { label: 'Emissor de notas fiscais', url: config.invoicingUrl },
      { label: 'Rastreamento de veículos', url: config.trackingUrl },
    ],
  };
  await app.register(
    async (api) => {
      await api.register(authPlugin, {
        db,
        sessionHours,
        listen: database.listen,
        allowedOrigins: config.allowedOrigins,
      });
      await api.register(idempotencyPlugin, { db, leaseSeconds: config.idempotencyLeaseSeconds });
      await api.register(compressPlugin);
      // Kept list replies (lib/kept.ts): any write this process answers may have changed them (other
      // processes' writes arrive by NOTIFY).
      const stockLists = createKeptReplies(5_000);
      const entryLists = createKeptReplies(5_000);
      const saleLists = createKeptReplies(5_000);
      // The units' VIP cuts of the day (customers/segments.ts): read again after any sale written, in the
      // background (the previous cut answers meanwhile), and at least every 10 minutes.
      const vipCuts = createKeptReplies(600_000, 512, { serveStale: true });
      api.addHook('onSend', async (req, _reply, payload) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          stockLists.invalidate();
          entryLists.invalidate();
          saleLists.invalidate();
          vipCuts.invalidate();
        }
        return payload;
      });
      // API replies carry private data: no cache, the browser's or a proxy's, keeps them (a reply that says
      // otherwise, such as the events stream, keeps its own). The service worker's copies for 'Minhas
      // entregas' offline are not affected: its Cache Storage is written by the worker, whatever the header.
      api.addHook('onSend', async (_req, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      await api.register(systemRoutes, { db, ...editionOptions });
      await api.register(sessionRoutes, { db, sessionHours, signInLimit: opts.signInLimit ?? config.signInLimit });
      await api.register(citiesRoutes, { db });
      await api.register(cepRoutes, { db, cep: opts.cep ?? httpCepClient(config.cepServiceUrl) });
      await api.register(auditRoutes, { db });
      await api.register(eventsRoutes, {
        listen: database.listen,
        // A screen reads the sales list again on a sale's event: the kept page goes first (its own
        // NOTIFY comes on another connection, in no set order with this one).
        onEvent: (event) => {
          if (event.type === 'sale') saleLists.invalidate();
        },
      });
      // Plugins that take the database alone are registered in a loop, in the order listed.
      const registers = [
        resalesRoutes,
        employeesRoutes,
        usersRoutes,
        paymentMethodsRoutes,
        vehiclesRoutes,
        bottleBrandsRoutes,
        gasDoPovoPricesRoutes,
      ];
      for (const routes of [...registers, settlementsRoutes, suppliersRoutes]) await api.register(routes, { db });
      await api.register(customersRoutes, { db, imports: jobs.imports, vipCuts, listen: database.listen });
      await api.register(emptiesRoutes, { db });
      await api.register(groupsRoutes, { db });
      await api.register(sectorsRoutes, { db });
      await api.register(productsRoutes, { db, stockLists, listen: database.listen });
      await api.register(fiscalRoutes, {
        db,
        secretKey,
        sefaz,
        ...(nuvemFiscal ? { nuvemFiscal } : {}),
      });
      await api.register(productEntriesRoutes, {
        db,
        timezone: config.timezone,
        entryLists,
        listen: database.listen,
      });
      const finance = [accountsRoutes, banksRoutes, transactionsRoutes, receivablesRoutes, payablesRoutes];
      for (const routes of [stockAppointmentsRoutes, ...finance]) await api.register(routes, { db });
      await api.register(callLogsRoutes, { db, timezone: config.timezone });
      await api.register(whatsappRoutes, { db, secretKey, graph, job: jobs.whatsapp, timezone: config.timezone });
      await api.register(salesRoutes, {
        db,
        nfce: jobs.nfce,
        sefazDemo: !!sefaz.urlOverride,
        whatsappNotify: jobs.whatsappNotify,
        timezone: config.timezone,
        saleLists,
        listen: database.listen,
      });
      await api.register(reportsRoutes, { db, timezone: config.timezone });
      await api.register(gasDoPovoRoutes, { db, timezone: config.timezone });
      await api.register(dashboardRoutes, { db, timezone: config.timezone, vipCuts });
    },
    { prefix: '/api' },
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  // The staff's guide (docs/guia), rendered once.
  await app.register(helpRoutes, { guide: loadGuide(path.join(repoRoot, 'docs/guia')) });

  // The web app: built files, and index.html (with the edition's title) for every client-side route.
  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      maxAge: '1y',
      immutable: true,
      // The .br and .gz copies the web build writes beside each script and style.
      preCompressed: true,
      // Files without a hash in their name are asked again each time: the service worker and its
      // registration, the manifest, the app page (a new version is found as soon as it is deployed).
      setHeaders: (reply, filePath) => {
        if (/(?:^|[\\/])(sw\.js|registerSW\.js|manifest\.webmanifest|index\.html)$/.test(filePath))
          reply.header('Cache-Control', 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : null;
  const preloads = screenPreloads(config.webDist);

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return reply.code(404).header('Cache-Control', 'no-store').send({ error: ERRORS.routeNotFound });
    }
    // Only a page navigation gets the app page: a missing script or style (a stale tab asking for the
    // previous build's file) is a 404, never HTML the browser would try to run as JavaScript.
    if (req.method !== 'GET' || !indexHtml || !isPageNavigation(req.url, req.headers.accept)) {
      return reply.code(404).send({ error: ERRORS.routeNotFound });
    }
    // The page carries who is signed in: no shared cache may keep it.
    const html = await appPage(indexHtml, req, db, editionOptions, preloads);
    return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
  });

  return app;
}
