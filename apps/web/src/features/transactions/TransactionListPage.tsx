import {
  MOVEMENT_LABELS,
  TRANSACTION_MOVEMENTS,
  TRANSACTION_TEXTS as T,
  type TransactionMovement,
  canAccessRecord,
  isOwnHandMadeEntry,
} from '@ability/domain';
import { Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { useFinanceOptions } from '../../api/finance';
import { type Transaction, useDeleteTransaction, useTransactionList } from '../../api/transactions';
import { useEdition } from '../../app/edition';
import { useSession } from '../../app/session';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { CreateButton, ListPage, pagedListProps } from '../../shared/ListPage';
import { MovementTag } from '../../shared/MovementTag';
import { RowActions } from '../../shared/RowActions';
import { SummaryBar } from '../../shared/SummaryBar';
import { UnitFilter } from '../../shared/UnitFilter';
import { dateCell, moneyCell } from '../../shared/cells';
import { useListState } from '../../shared/useListState';
import { TRANSACTIONS_PATH } from './paths';
import { useRemoveRecord } from '../../shared/useRegisterList';

const MOVEMENT_COLOR: Record<TransactionMovement, string> = {
  inflow: '#237804',
  outflow: '#cf1322',
  receivable: '#0b5cab',
};

/** Entries written by a sale, a receipt or a payment link back to their origin. */
function originPath(t: Transaction): string {
  if (t.sale_id) return `/vendas/${t.sale_id}/editar`;
  if (t.receivable_id) return `/contas-a-receber/${t.receivable_id}/editar`;
  return `/contas-a-pagar/${t.payable_id}/editar`;
}

export function TransactionListPage() {
  const edition = useEdition();
  const session = useSession();
  const isAdmin = session.role === 'admin';
  const navigate = useNavigate();
  const state = useListState('/transactions', {
    query: undefined as string | undefined,
    movement: undefined as string | undefined,
    date: todayParam(),
    resale_id: undefined as string | undefined,
    user_id: undefined as string | undefined,
  });
  const v = state.values;
  const query = {
    page: state.page,
    query: v.query,
    movement: v.movement,
    date: v.date,
    resale_id: v.resale_id ? Number(v.resale_id) : undefined,
    user_id: isAdmin && v.user_id ? Number(v.user_id) : undefined,
  };
  const list = useTransactionList(query);
  const options = useFinanceOptions();
  const onDelete = useRemoveRecord<Transaction>(
    useDeleteTransaction(),
    (t) => T.removed(t.description),
    (t) => T.removeError(t.description),
  );
  const meta = list.data?.meta;
  const editPath = (t: Transaction) => `${TRANSACTIONS_PATH}/${t.id}/editar`;
  // What the server lets this user change: hand-made entries, a deliverer's own only (OWN_RECORDS).
  const may = (t: Transaction, action: 'write' | 'delete') =>
    !t.origin && canAccessRecord(session.role, 'transactions', action, isOwnHandMadeEntry(session, t));

  const columns: ColumnsType<Transaction> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.date, dataIndex: 'date', render: dateCell },
    {
      title: T.columns.description,
      dataIndex: 'description',
      render: (d: string, t) => (
        <>
          {may(t, 'write') ? <Link to={editPath(t)}>{d}</Link> : d}
          {t.origin && (
            <Link to={originPath(t)} style={{ marginLeft: 8 }}>
              <Tag bordered={false}>{T.origin[t.origin]}</Tag>
            </Link>
          )}
        </>
      ),
    },
    {
      title: T.columns.movement,
      dataIndex: 'movement',
      render: (m: TransactionMovement) => <MovementTag movement={m} />,
    },
    {
      title: T.columns.account,
      dataIndex: 'account',
      render: (a: Transaction['account']) => (a ? `${a.description} (${a.category.name})` : '—'),
    },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    {
      title: T.columns.value,
      dataIndex: 'value_cents',
      align: 'right',
      render: (c: number, t) => (
        <span style={{ color: MOVEMENT_COLOR[t.movement] }}>{moneyCell(t.movement === 'outflow' ? -c : c)}</span>
      ),
    },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, t) =>
        may(t, 'write') ? (
          <RowActions
            name={t.description}
            editTo={editPath(t)}
            onDelete={may(t, 'delete') ? () => onDelete(t) : undefined}
          />
        ) : null,
    },
  ];

  const active = [v.date, v.movement, v.resale_id, v.user_id].filter(Boolean).length;

  return (
    <ListPage<Transaction>
      title={T.listTitle}
      total={list.data?.total}
      actions={<CreateButton to={`${TRANSACTIONS_PATH}/novo`}>{T.createButton}</CreateButton>}
      search={{ placeholder: T.searchPlaceholder, value: v.query, onSearch: (q) => state.set({ query: q }) }}
      filters={
        <Space wrap>
          <DateRangeFilter value={v.date} onChange={(d) => state.set({ date: d ?? todayParam() })} />
          <Select
            aria-label={T.columns.movement}
            style={{ minWidth: 200 }}
            value={v.movement ?? ''}
            onChange={(m) => state.set({ movement: m || undefined })}
            options={[
              { value: '', label: T.allMovements },
              ...TRANSACTION_MOVEMENTS.map((m) => ({ value: m, label: MOVEMENT_LABELS[m] })),
            ]}
          />
          <UnitFilter units={options.data?.resales} value={v.resale_id} onChange={(r) => state.set({ resale_id: r })} />
          {isAdmin && (
            <Select
              aria-label={T.seller}
              placeholder={T.seller}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 220 }}
              value={v.user_id ? Number(v.user_id) : undefined}
              onChange={(u) => state.set({ user_id: u ? String(u) : undefined })}
              options={(options.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
            />
          )}
        </Space>
      }
      activeFilters={active}
      onClear={active > 1 || v.query || v.date !== todayParam() ? state.reset : undefined}
      above={
        <SummaryBar
          active={v.movement}
          onToggle={(k) => k !== 'balance' && state.set({ movement: v.movement === k ? undefined : k })}
          items={[
            ...TRANSACTION_MOVEMENTS.map((m) => ({
              key: m,
              label: MOVEMENT_LABELS[m],
              count: meta?.[m].count ?? 0,
              value_cents: meta?.[m].value_cents ?? 0,
              color: MOVEMENT_COLOR[m],
            })),
            { key: 'balance', label: T.balance, count: meta?.count ?? 0, value_cents: meta?.balance_cents ?? 0 },
          ]}
        />
      }
      columns={columns}
      {...pagedListProps(list, state, T)}
      onRowOpen={(t) => may(t, 'write') && navigate(editPath(t))}
      exportOf={{ path: '/transactions', query }}
    />
  );
}
