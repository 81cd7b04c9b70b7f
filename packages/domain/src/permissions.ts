import type { Role } from './roles';

/**
 * One permission table, read by the server's guard, the side menu and the buttons.
 * Taken from the product's role sections (see docs/security.md):
 * - `menu`: whether the side menu shows the entry;
 * - `read` / `write` / `delete`: what the server lets the role do on the resource.
 */
export const RESOURCES = [
  'sales',
  'customers',
  'products',
  'employees',
  'payment_methods',
  'vehicles',
  'suppliers',
  'resales',
  'users',
  'groups',
  'sectors',
  'transactions',
  'receivables',
  'payables',
  'accounts',
  'banks',
  'stock',
  'product_entries',
  'stock_appointments',
  'report_daily_closing',
  'report_average_price',
  'report_product_per_seller',
  'report_payment_method_per_seller',
  'report_comodato',
  'call_logs',
  'settings',
  'audit',
  'customer_import',
  'dashboard',
  'settlements',
  'bottle_brands',
  'gas_do_povo_prices',
  'gas_do_povo_reconciliation',
  'report_gas_do_povo',
  'whatsapp',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Action = 'menu' | 'read' | 'write' | 'delete';

const ALL: readonly Role[] = ['admin', 'attendant', 'deliverer'];
const STAFF: readonly Role[] = ['admin', 'attendant'];
const ADMIN: readonly Role[] = ['admin'];

type Rule = Record<Action, readonly Role[]>;
const rule = (menu: readonly Role[], read: readonly Role[], write = read, del = write): Rule => ({
  menu,
  read,
  write,
  delete: del,
});

export const PERMISSIONS: Record<Resource, Rule> = {
  // Sales and cash are visible to any logged user; deleting sales is for admins.
  sales: rule(ALL, ALL, ALL, ADMIN),
  // Every role has the Caixa; a deliverer's is their own (OWN_RECORDS).
  transactions: rule(ALL, ALL, ALL, ALL),
  // Open to any logged-in user by the route table (list, create and edit screens), in the
  // menu of admins (and attendants for customers and the call log). The seeds set no role on their
  // delete buttons; removing stays with the roles that had it, and the buttons follow this table.
  customers: rule(STAFF, ALL, ALL, STAFF),
  products: rule(ADMIN, ALL, ALL, ADMIN),
  groups: rule(ADMIN, ALL, ALL, STAFF),
  sectors: rule(ADMIN, ALL, ALL, STAFF),
  call_logs: rule(STAFF, ALL, ALL, ADMIN),
  // The route table opens the reports to any signed-in user; the whole unit's closing is the office's, a
  // deliverer's is their own (OWN_RECORDS: their sales and receipts, never the unit's ledger).
  report_daily_closing: rule(ADMIN, ALL),
  report_average_price: rule(ADMIN, ALL),
  report_product_per_seller: rule(STAFF, ALL),
  report_payment_method_per_seller: rule(STAFF, ALL),
  // Who holds lent bottles (the comodato ledger): the staff who keep the stock adjustments.
  report_comodato: rule(STAFF, STAFF),
  // Admin or attendant.
  stock: rule(STAFF, STAFF),
  product_entries: rule(STAFF, STAFF),
  stock_appointments: rule(STAFF, STAFF),
  receivables: rule(STAFF, STAFF, STAFF, ADMIN),
  settings: rule(STAFF, STAFF),
  // Admin only.
  employees: rule(ADMIN, ADMIN),
  payment_methods: rule(ADMIN, ADMIN),
  vehicles: rule(ADMIN, ADMIN),
  suppliers: rule(ADMIN, ADMIN),
  resales: rule(ADMIN, ADMIN),
  users: rule(ADMIN, ADMIN),
  payables: rule(ADMIN, ADMIN),
  accounts: rule(ADMIN, ADMIN),
  banks: rule(ADMIN, ADMIN),
  audit: rule(ADMIN, ADMIN),
  // Importing a file of customers: the staff who keep the customer register (not deliverers, who create a
  // customer only with a sale). No menu entry of its own (a button of the customer list).
  customer_import: rule(ADMIN, STAFF),
  // WhatsApp conversations: the attendant's queue beside the missed calls (no menu entry of its own); a
  // deliverer sees none.
  whatsapp: rule(ADMIN, STAFF, STAFF, ADMIN),
  // The owner's dashboard, 'Painel': sales, deliveries, customers and money of the units.
  dashboard: rule(ADMIN, ADMIN),
  // The office settles; a deliverer reads their own day (the service keeps them to it).
  settlements: rule(STAFF, ALL, STAFF, STAFF),
  bottle_brands: rule(ADMIN, ADMIN),
  gas_do_povo_prices: rule(ADMIN, ADMIN),
  // Caixa's deposits against the redemptions (Financeiro › Gás do Povo): the owner's.
  gas_do_povo_reconciliation: rule(ADMIN, ADMIN),
  // The owner's report of the redemptions per day (margin against cost and shelf price).
  report_gas_do_povo: rule(ADMIN, ADMIN),
};

/**
 * Resources a role reaches only in its own records: the server filters its lists and summaries to them and
 * answers 404 for another's record; the screens offer edit and delete on its own rows only. What "own" means
 * is the resource's rule (transactions: isOwnEntry).
 */
export const OWN_RECORDS: Partial<Record<Resource, readonly Role[]>> = {
  transactions: ['deliverer'],
  // The reports of a deliverer: their own sales and receipts (no expenses, no other seller).
  report_daily_closing: ['deliverer'],
  report_average_price: ['deliverer'],
  report_product_per_seller: ['deliverer'],
  report_payment_method_per_seller: ['deliverer'],
};

export function ownRecordsOnly(role: Role | undefined | null, resource: Resource): boolean {
  return !!role && (OWN_RECORDS[resource]?.includes(role) ?? false);
}

/** canAccess for one record: `own` tells whether the record is the user's own (needed where OWN_RECORDS says). */
export function canAccessRecord(
  role: Role | undefined | null,
  resource: Resource,
  action: Action,
  own: boolean,
): boolean {
  return canAccess(role, resource, action) && (own || !ownRecordsOnly(role, resource));
}

export function canAccess(role: Role | undefined | null, resource: Resource, action: Action): boolean {
  if (!role) return false;
  return PERMISSIONS[resource][action].includes(role);
}
