import {
  ENTRY_DATE_PARAMS,
  ENTRY_DATE_PARAM_LABELS,
  ENTRY_TEXTS as T,
  type EntryDateParam,
  formatCents,
} from '@ability/domain';
import { Button, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ProductEntry, type EntrySummary, useDeleteEntry, useEntries } from '../../api/product-entries';
import { useEdition } from '../../app/edition';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { CreateButton, ListPage, pagedListProps } from '../../shared/ListPage';
import { UnitFilter } from '../../shared/UnitFilter';
import { dateCell, moneyCell } from '../../shared/cells';
import { useListState } from '../../shared/useListState';
import { rangeParams } from './dateRange';
import { ENTRIES_PATH } from './paths';
import { useRemoveRecord } from '../../shared/useRegisterList';

/** The summary bar: quantity per product, total quantity and total payments of the whole filtered result. */
function EntrySummaryBar({ summary }: { summary: EntrySummary | undefined }) {
  if (!summary) return null;
  return (
    <div className="page-toolbar" data-testid="entry-summary" style={{ alignItems: 'baseline' }}>
      {summary.products.map((p) => (
        <Tag key={p.product_name}>
          {p.product_name}: <strong>{p.items_quantity}</strong>
        </Tag>
      ))}
      <span>
        {T.summary.totalQuantity}: <strong>{summary.total_quantity}</strong>
      </span>
      <span>
        {T.summary.totalPayments}: <strong>{formatCents(summary.total_cents)}</strong>
      </span>
    </div>
  );
}

export function EntryListPage() {
  const edition = useEdition();
  const defaults = { date_param: 'issue_date', date: todayParam(), resale_id: undefined as string | undefined };
  const state = useListState('/product_entries', defaults);
  const v = state.values;
  const query = {
    page: state.page,
    resale_id: v.resale_id ? Number(v.resale_id) : undefined,
    date_param: v.date_param as EntryDateParam,
    ...rangeParams(v.date),
  };
  const list = useEntries(query);
  const onDelete = useRemoveRecord<ProductEntry>(
    useDeleteEntry(),
    () => T.removed,
    () => T.removeError,
  );

  const columns: ColumnsType<ProductEntry> = [
    { title: T.columns.invoice, dataIndex: 'invoice_number', render: (n: string | null) => n ?? '—' },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    { title: T.columns.supplier, dataIndex: ['supplier', 'name'], render: (n?: string) => n ?? '—' },
    {
      title: T.columns.products,
      dataIndex: 'items',
      render: (items: ProductEntry['items']) => (
        <div style={{ minWidth: 180 }}>
          {items.map((i) => (
            <div key={i.id}>
              {i.quantity} × {i.product.description}
            </div>
          ))}
        </div>
      ),
    },
    { title: T.columns.issue_date, dataIndex: 'issue_date', render: dateCell },
    { title: T.columns.due_date, dataIndex: 'due_date', render: dateCell },
    { title: T.columns.total, dataIndex: 'total_cents', render: moneyCell, align: 'right' },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 80,
      render: (_, e) => (
        <ConfirmDelete onConfirm={() => onDelete(e)} label={`Remover entrada ${e.invoice_number ?? e.id}`} />
      ),
    },
  ];

  return (
    <ListPage<ProductEntry>
      title={T.listTitle}
      total={list.data?.meta.total}
      actions={<CreateButton to={`${ENTRIES_PATH}/novo`}>{T.createButton}</CreateButton>}
      above={
        <>
          <Space wrap size="middle" className="page-toolbar">
            <Space>
              <span>{T.dateType}:</span>
              <Select
                aria-label={T.dateType}
                value={v.date_param}
                style={{ minWidth: 140 }}
                onChange={(d) => state.set({ ...v, date_param: d })}
                options={ENTRY_DATE_PARAMS.map((d) => ({ value: d, label: ENTRY_DATE_PARAM_LABELS[d] }))}
              />
            </Space>
            <DateRangeFilter value={v.date} onChange={(d) => state.set({ ...v, date: d })} />
            <UnitFilter
              units={list.data?.meta.options.resales}
              value={v.resale_id}
              onChange={(u) => state.set({ ...v, resale_id: u })}
            />
            <Button onClick={state.reset}>{T.clear}</Button>
          </Space>
          <EntrySummaryBar summary={list.data?.meta.summary} />
        </>
      }
      columns={columns}
      {...pagedListProps(list, state, T)}
      exportOf={{ path: '/product_entries', query }}
    />
  );
}
