import {
  type EditionInfo,
  PALETTE_TEXTS as T,
  type Role,
  canAccess,
  formatCpfCnpj,
  formatPhone,
} from '@ability/domain';
import type { Customer } from '../api/customers';
import type { Sale } from '../api/sales';
import { saleForPhonePath } from '../features/call-logs/CallerIdListener';
import { type FeatureRoute, resolvePath } from './features';
import { menuGroupLabel, menuPosition } from './menu';

export type PaletteGroup = keyof typeof T.groups;

/** One line of the palette: where Enter goes. */
export interface PaletteItem {
  key: string;
  group: PaletteGroup;
  label: string;
  detail?: string;
  /** What Enter does, shown at the right ('iniciar venda'). */
  hint?: string;
  path: string;
}

/** Lower case, accents dropped: 'Relatórios' matches 'relatorio'. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The screens the role may open, from the route registry with the router's own rule (canAccess of the
 * route's resource and action, as the Guard): the routes without a parameter, labelled by their menu
 * entry or their breadcrumb. The sale form is the 'Nova venda' action.
 */
export function screenItems(routes: FeatureRoute[], role: Role, e: EditionInfo): PaletteItem[] {
  const seen = new Set<string>();
  const items: (PaletteItem & { order: number })[] = [];
  for (const r of routes) {
    const path = resolvePath(r, e);
    if (path.includes(':') || path === '/vendas/novo' || !canAccess(role, r.resource, r.action)) continue;
    const crumbs = r.breadcrumb(e).map((c) => c.label);
    const label = r.menu?.label(e) ?? crumbs.join(' › ');
    if (!label || seen.has(label)) continue;
    seen.add(label);
    const detail = menuGroupLabel(r.menu?.group) ?? (r.menu ? undefined : crumbs[0]);
    const order = r.menu ? menuPosition(r.menu) : Number.MAX_SAFE_INTEGER;
    items.push({ key: `screen:${path}`, group: 'screens', label, detail, path, order });
  }
  return items.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'pt-BR'));
}

export function actionItems(role: Role): PaletteItem[] {
  if (!canAccess(role, 'sales', 'write')) return [];
  return [{ key: 'action:new-sale', group: 'actions', label: T.newSale, path: '/vendas/novo' }];
}

/** A customer: their sale for their first phone, else their register. */
export function customerItem(c: Customer): PaletteItem {
  const phone = c.contacts[0]?.phone;
  const doc = c.cpf_cnpj ? formatCpfCnpj(c.cpf_cnpj) : '';
  return {
    key: `customer:${c.id}`,
    group: 'customers',
    label: c.name,
    detail: [phone ? formatPhone(phone) : null, doc || null, c.resale?.name].filter(Boolean).join(' · '),
    hint: phone ? T.startSale : T.editCustomer,
    path: phone ? saleForPhonePath(phone) : `/clientes/${c.id}/editar`,
  };
}

export function saleItem(s: Sale): PaletteItem {
  return {
    key: `sale:${s.id}`,
    group: 'sales',
    label: T.saleNumber(s.doc_number),
    detail: [s.customer?.name ?? T.noCustomer, s.resale?.name].filter(Boolean).join(' · '),
    hint: T.openSale,
    path: `/vendas/${s.id}/editar`,
  };
}

/** Whether the text asks for an order number (digits only, up to 9). */
export const isOrderNumber = (q: string) => /^\d{1,9}$/.test(q.trim());
