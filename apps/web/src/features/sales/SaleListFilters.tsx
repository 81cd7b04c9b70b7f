import {
  NFCE_FILTER_VALUES,
  NFCE_SCREEN_TEXTS,
  SALE_CHANNELS,
  SALE_CHANNEL_LABELS,
  SALE_FILTER_STATUSES,
  SALE_STATUS_LABELS,
  SALE_TEXTS as T,
  formatCents,
} from '@ability/domain';
import { Select, Space } from 'antd';
import type { SaleOptions } from '../../api/sales';
import { UnitFilter } from '../../shared/UnitFilter';

/** The list's filters as the URL keeps them. */
export type SaleFilterValues = Record<
  | 'status'
  | 'resale_id'
  | 'channel'
  | 'employee_id'
  | 'amount'
  | 'payment_method_id'
  | 'user_id'
  | 'group_id'
  | 'sector_id'
  | 'nfce_status',
  string | undefined
>;

export interface SaleListFiltersProps {
  values: SaleFilterValues;
  set: (patch: Partial<SaleFilterValues>) => void;
  options: SaleOptions | undefined;
  /** A deliverer's own employee: the seller shown, and the seller filter disabled (`sellerLocked`). */
  ownEmployee?: string;
  sellerLocked: boolean;
}

/**
 * The sales list's filter panel (status, unit, channel, seller, amount, payment method, user, group, NFC-e,
 * sector): its own chunk, with antd's Select, loaded when the panel opens (ListPage draws it only then).
 */
export function SaleListFilters({ values: v, set, options: o, ownEmployee, sellerLocked }: SaleListFiltersProps) {
  const select = (
    key: keyof SaleFilterValues,
    label: string,
    items: { value: string | number; label: string }[],
    disabled = false,
  ) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      value={key === 'employee_id' && ownEmployee ? ownEmployee : (v[key] ?? undefined)}
      onChange={(x) => set({ [key]: x === undefined || x === null ? undefined : String(x) })}
      options={items.map((i) => ({ value: String(i.value), label: i.label }))}
    />
  );
  const unitOf = (rid: number) => !v.resale_id || String(rid) === v.resale_id;
  return (
    <Space wrap>
      {select(
        'status',
        T.fields.status,
        SALE_FILTER_STATUSES.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] })),
      )}
      <UnitFilter units={o?.resales} value={v.resale_id} onChange={(r) => set({ resale_id: r })} />
      {select(
        'channel',
        T.fields.channel,
        SALE_CHANNELS.map((c) => ({ value: c, label: SALE_CHANNEL_LABELS[c] })),
      )}
      {select(
        'employee_id',
        T.fields.seller,
        [{ value: 0, label: T.noSeller }, ...(o?.employees ?? []).map((e) => ({ value: e.id, label: e.name }))],
        sellerLocked,
      )}
      {select(
        'amount',
        T.fields.amount,
        (o?.amounts ?? []).map((a) => ({ value: a.value, label: `${formatCents(a.value)} (${a.count})` })),
      )}
      {select(
        'payment_method_id',
        T.fields.payment_method,
        (o?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.description })),
      )}
      {select(
        'user_id',
        T.fields.user,
        (o?.users ?? []).map((u) => ({ value: u.id, label: u.name })),
      )}
      {select(
        'group_id',
        T.fields.group,
        (o?.groups ?? []).filter((g) => unitOf(g.resale_id)).map((g) => ({ value: g.id, label: g.description })),
      )}
      {select(
        'sector_id',
        T.fields.sector,
        (o?.sectors ?? []).filter((g) => unitOf(g.resale_id)).map((g) => ({ value: g.id, label: g.description })),
      )}
      {select(
        'nfce_status',
        NFCE_SCREEN_TEXTS.filter,
        NFCE_FILTER_VALUES.map((x) => ({ value: x, label: NFCE_SCREEN_TEXTS.filterLabels[x] })),
      )}
    </Space>
  );
}
