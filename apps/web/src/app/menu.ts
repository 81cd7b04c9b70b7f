import { type EditionInfo, type Role, canAccess } from '@ability/domain';
import { BarChartOutlined, DollarOutlined, DropboxOutlined, TeamOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import { type FeatureRoute, type MenuGroup, resolvePath } from './features';

const GROUPS: Record<MenuGroup, { label: string; icon: ComponentType; order: number }> = {
  stock: { label: 'Estoque', icon: DropboxOutlined, order: 40 },
  finance: { label: 'Financeiro', icon: DollarOutlined, order: 50 },
  registers: { label: 'Cadastros', icon: TeamOutlined, order: 60 },
  reports: { label: 'Relatórios', icon: BarChartOutlined, order: 70 },
};

/** The side menu's group of a screen, by name ('Relatórios'): the command palette shows it by the screen. */
export const menuGroupLabel = (g: MenuGroup | undefined) => (g ? GROUPS[g].label : undefined);

/** Where an entry stands in the side menu (top-level entries and groups by order, then within the group). */
export const menuPosition = (m: { group?: MenuGroup; order: number }) =>
  m.group ? GROUPS[m.group].order * 1000 + m.order : m.order * 1000;

/** One entry of the side menu: a screen (its path is its key) or a group of screens ('group:stock'). */
export interface MenuEntry {
  key: string;
  label: string;
  icon?: ComponentType;
  children?: MenuEntry[];
}

type Item = MenuEntry & { order: number };
const byOrder = (items: Item[]): MenuEntry[] =>
  items.sort((a, b) => a.order - b.order).map(({ order: _o, ...rest }) => rest);

/** The side menu: exactly the entries the role may see (canAccess(role, resource, 'menu')). */
export function buildMenu(
  routes: FeatureRoute[],
  role: Role,
  e: EditionInfo,
): { items: MenuEntry[]; groupOf: Record<string, string> } {
  const top: Item[] = [];
  const grouped = new Map<MenuGroup, Item[]>();
  const groupOf: Record<string, string> = {};
  for (const r of routes) {
    if (!r.menu || !canAccess(role, r.resource, 'menu') || (r.menu.roles && !r.menu.roles.includes(role))) continue;
    const path = resolvePath(r, e);
    const item: Item = { key: path, order: r.menu.order, icon: r.menu.icon, label: r.menu.label(e) };
    if (r.menu.group) {
      grouped.set(r.menu.group, [...(grouped.get(r.menu.group) ?? []), item]);
      groupOf[path] = `group:${r.menu.group}`;
    } else top.push(item);
  }
  for (const [g, items] of grouped) {
    const def = GROUPS[g];
    top.push({ key: `group:${g}`, order: def.order, icon: def.icon, label: def.label, children: byOrder(items) });
  }
  return { items: byOrder(top), groupOf };
}
