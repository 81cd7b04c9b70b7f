import type { Page } from '@playwright/test';

/**
 * The product's route table (every screen and the roles that open it), written out here rather than
 * read from the app's permission table, so the browser tests check the app against the seeds.
 * - `all`: any signed-in user (sales, cash, customers, products, groups, sectors, reports, call log);
 * - `staff`: admin or attendant (stock, entries, adjustments, receivables, settings);
 * - `admin`: admin only (employees, payment methods, vehicles, suppliers, units, users, chart of
 *   accounts, payables, banks).
 * `{id}` is replaced by a record of the demo data the user may open (`api`: the list to take it from).
 */
export type Who = 'all' | 'staff' | 'admin';
export type Role = 'admin' | 'attendant' | 'deliverer';

export interface SeedRoute {
  /** '/revendas' is the gas edition's; the manager edition's is '/lojas'. */
  path: string;
  who: Who;
  api?: string;
  /** The toast the screen answers this route with (the caller's phone no customer has). */
  toast?: string;
}

const crud = (path: string, who: Who, api: string, create = 'novo'): SeedRoute[] => [
  { path, who },
  { path: `${path}/${create}`, who },
  { path: `${path}/{id}/editar`, who, api },
];

export const SEED_ROUTES: SeedRoute[] = [
  { path: '/', who: 'all' },
  { path: '/vendas', who: 'all' },
  { path: '/vendas/novo', who: 'all' },
  { path: '/vendas/novo/19999990000', who: 'all', toast: 'Telefone não encontrado.' },
  { path: '/vendas/{id}/editar', who: 'all', api: '/api/sales' },
  // Not in the seeds: 'Minhas entregas', the deliverer's cards for a phone; in their menu only.
  { path: '/entregas', who: 'all' },
  ...crud('/clientes', 'all', '/api/customers'),
  // Not in the seeds: 'Recompra', the re-purchase queue; in the menu of admins and attendants.
  { path: '/recompra', who: 'all' },
  ...crud('/produtos', 'all', '/api/products'),
  ...crud('/grupos', 'all', '/api/groups'),
  ...crud('/setores', 'all', '/api/sectors'),
  ...crud('/transacoes', 'all', '/api/transactions'),
  { path: '/relatorios/fechamento-diario', who: 'all' },
  { path: '/relatorios/preco-medio-produto', who: 'all' },
  { path: '/relatorios/fechamento-venda-produto', who: 'all' },
  { path: '/relatorios/por-forma-de-pagamento', who: 'all' },
  // Not in the seeds: the comodato report, for admins and attendants.
  { path: '/relatorios/comodato', who: 'staff' },
  // Not in the seeds: 'Acerto', the deliverer's day settled by the office.
  { path: '/acerto', who: 'staff' },
  { path: '/registro-de-chamadas', who: 'all' },
  { path: '/estoque', who: 'staff' },
  { path: '/estoque/entradas', who: 'staff' },
  { path: '/estoque/entradas/novo', who: 'staff' },
  { path: '/estoque/apontamentos', who: 'staff' },
  { path: '/estoque/apontamentos/novo', who: 'staff' },
  // Not in the seeds: 'Vasilhames', the empties by place, brand and state (stock staff).
  { path: '/estoque/vasilhames', who: 'staff' },
  ...crud('/contas-a-receber', 'staff', '/api/receivables', 'nova'),
  { path: '/configuracoes', who: 'staff' },
  { path: '/settings/1', who: 'staff' },
  ...crud('/funcionarios', 'admin', '/api/employees'),
  ...crud('/metodos-de-pagamento', 'admin', '/api/payment_methods'),
  ...crud('/veiculos', 'admin', '/api/vehicles'),
  ...crud('/fornecedores', 'admin', '/api/suppliers'),
  ...crud('/revendas', 'admin', '/api/resales'),
  ...crud('/usuarios', 'admin', '/api/users'),
  ...crud('/plano-de-contas', 'admin', '/api/accounts'),
  ...crud('/contas-a-pagar', 'admin', '/api/payables', 'nova'),
  ...crud('/bancos', 'admin', '/api/banks'),
  // Not in the seeds: 'Marcas', a register added with npm run new:register.
  ...crud('/marcas', 'admin', '/api/bottle_brands', 'nova'),
  // Not in the seeds: 'Preços de referência', a register added with npm run new:register.
  ...crud('/gas-do-povo/precos', 'admin', '/api/gas_do_povo_prices'),
  // Not in the seeds: the Gás do Povo reconciliation (Financeiro), for admins.
  { path: '/gas-do-povo/conciliacao', who: 'admin' },
  { path: '/relatorios/gas-do-povo', who: 'admin' },
  // Not in the seeds: 'Painel', the owner's dashboard, for admins.
  { path: '/painel', who: 'admin' },
  // Not in the seeds: 'Notas rejeitadas', the NFC-e SEFAZ rejected, for admins (Financeiro).
  { path: '/notas-rejeitadas', who: 'admin' },
];

export const allows = (who: Who, role: Role) =>
  who === 'all' || role === 'admin' || (who === 'staff' && role === 'attendant');

/**
 * The side menu of each role: admins every screen; attendants customers, stock
 * (view, entries, adjustments), receivables, the product-per-seller and payment-method reports, the
 * call log and settings, plus sales and cash; deliverers sales and cash.
 */
const SALES_AND_CASH = ['/', '/vendas', '/transacoes'];
export const SEED_MENUS: Record<Role, string[]> = {
  admin: SEED_ROUTES.filter(
    (r) => !/\/(novo|nova|editar|\{id\})|^\/settings|\/vendas\/novo|^\/entregas$/.test(r.path),
  ).map((r) => r.path),
  attendant: [
    ...SALES_AND_CASH,
    '/clientes',
    '/recompra',
    '/estoque',
    '/estoque/entradas',
    '/estoque/apontamentos',
    '/estoque/vasilhames',
    '/contas-a-receber',
    '/acerto',
    '/relatorios/fechamento-venda-produto',
    '/relatorios/por-forma-de-pagamento',
    '/relatorios/comodato',
    '/registro-de-chamadas',
    '/configuracoes',
  ],
  deliverer: [...SALES_AND_CASH, '/entregas'],
};

/** The route in an edition: the manager edition's units are at /lojas. */
export const inEdition = (path: string, manager: boolean) => (manager ? path.replace(/^\/revendas/, '/lojas') : path);

/**
 * The first record of a list the signed-in user may open (the API answers an array or `{data}`), asked
 * from the page, on its host: the test runner does not resolve gestor.localhost, the browser does.
 */
export async function firstId(page: Page, api: string): Promise<number> {
  const rows = await page.evaluate(async (url) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    const body = await res.json();
    return (Array.isArray(body) ? body : body.data) as { id: number }[];
  }, api);
  if (!rows.length) throw new Error(`${api}: no record in the demo data`);
  return rows[0]!.id;
}

/** The route with `{id}` replaced by a record the signed-in user may open. */
export async function concrete(page: Page, r: SeedRoute, manager = false) {
  const path = inEdition(r.path, manager);
  return r.api ? path.replace('{id}', String(await firstId(page, r.api))) : path;
}
