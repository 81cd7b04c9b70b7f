import {
  ADJUSTMENT_TEXTS as T,
  COMODATO_TEXTS,
  STOCK_MOVEMENT_COLORS,
  STOCK_MOVEMENT_LABELS,
  type StockMovement,
  canWriteOff,
} from '@ability/domain';
import { Button, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type StockAppointment,
  searchCustomers,
  useAppointmentOptions,
  useAppointments,
  useDeleteAppointment,
} from '../../api/stock-appointments';
import { useEdition } from '../../app/edition';
import { useSession } from '../../app/session';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { DateRangeFilter, todayParam } from '../../shared/DateRangeFilter';
import { CreateButton, ListPage, pagedListProps } from '../../shared/ListPage';
import { SearchSelect } from '../../shared/SearchSelect';
import { UnitFilter } from '../../shared/UnitFilter';
import { dateCell } from '../../shared/cells';
import { useListState } from '../../shared/useListState';
import { WriteOffModal } from './WriteOffModal';
import { rangeParams } from './dateRange';
import { APPOINTMENTS_PATH } from './paths';
import { useRemoveRecord } from '../../shared/useRegisterList';

/** The customer edit route (customer_edit) of the customers feature. */
const customerEditPath = (id: number) => `/clientes/${id}/editar`;

export function AppointmentListPage() {
  const edition = useEdition();
  const isAdmin = useSession().role === 'admin';
  const defaults = {
    date: todayParam(),
    query: undefined as string | undefined,
    movement_id: undefined as string | undefined,
    resale_id: undefined as string | undefined,
    customer_id: undefined as string | undefined,
    customer_name: undefined as string | undefined,
    user_id: undefined as string | undefined,
  };
  const state = useListState('/stock_appointments', defaults);
  const v = state.values;
  const [text, setText] = useState(v.query ?? '');
  const query = {
    page: state.page,
    query: v.query,
    movement_id: v.movement_id,
    resale_id: v.resale_id ? Number(v.resale_id) : undefined,
    customer_id: v.customer_id ? Number(v.customer_id) : undefined,
    user_id: isAdmin && v.user_id ? Number(v.user_id) : undefined,
    ...rangeParams(v.date),
  };
  const list = useAppointments(query);
  const options = useAppointmentOptions();
  const onDelete = useRemoveRecord<StockAppointment>(
    useDeleteAppointment(),
    () => T.removed,
    () => T.removeError,
  );
  const [writingOff, setWritingOff] = useState<StockAppointment | null>(null);

  const columns: ColumnsType<StockAppointment> = [
    { title: T.columns.date, dataIndex: 'date', render: dateCell },
    {
      title: T.columns.movement,
      dataIndex: 'movement',
      render: (m: StockMovement) => <Tag color={STOCK_MOVEMENT_COLORS[m]}>{STOCK_MOVEMENT_LABELS[m]}</Tag>,
    },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    {
      title: T.columns.customer,
      dataIndex: 'customer',
      // A lending links to the customer's comodato ledger (the tab of the customer's screen).
      render: (c: StockAppointment['customer'], a) =>
        c ? (
          <Link
            to={a.movement === 'lending' ? `${customerEditPath(c.id)}?aba=comodato` : customerEditPath(c.id)}
            title={a.movement === 'lending' ? COMODATO_TEXTS.viewLedger : undefined}
          >
            {c.name}
          </Link>
        ) : (
          '—'
        ),
    },
    { title: T.columns.product, dataIndex: ['product', 'description'] },
    {
      title: T.columns.quantity,
      dataIndex: 'quantity',
      align: 'right',
      render: (q: number, a) =>
        canWriteOff(a.movement) && a.written_off > 0 ? (
          <span title={`${T.openQuantity}: ${a.open_quantity}`}>
            {q}{' '}
            <small>
              ({T.openQuantity.toLowerCase()}: {a.open_quantity})
            </small>
          </span>
        ) : (
          q
        ),
    },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 130,
      render: (_, a) => (
        <Space size={4}>
          {canWriteOff(a.movement) && (
            <Button size="small" disabled={a.open_quantity <= 0} onClick={() => setWritingOff(a)}>
              {T.writeOffAction}
            </Button>
          )}
          <ConfirmDelete onConfirm={() => onDelete(a)} label={`Remover apontamento ${a.id}`} />
        </Space>
      ),
    },
  ];

  const filtered = !!(
    v.query ||
    v.movement_id ||
    v.resale_id ||
    v.customer_id ||
    v.user_id ||
    v.date !== defaults.date
  );

  return (
    <>
      <ListPage<StockAppointment>
        title={T.listTitle}
        total={list.data?.total}
        actions={<CreateButton to={`${APPOINTMENTS_PATH}/novo`}>{T.createButton}</CreateButton>}
        above={
          <Space wrap size="middle" className="page-toolbar">
            <DateRangeFilter value={v.date} onChange={(d) => state.set({ ...v, date: d })} />
            <Input.Search
              allowClear
              aria-label={T.searchPlaceholder}
              placeholder={T.searchPlaceholder}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (!e.target.value) state.set({ ...v, query: undefined });
              }}
              onSearch={(q) => state.set({ ...v, query: q.trim() || undefined })}
              style={{ width: 220 }}
            />
            <Select
              allowClear
              aria-label={T.fields.movement}
              placeholder={T.fields.movement}
              style={{ minWidth: 150 }}
              value={v.movement_id}
              onChange={(m) => state.set({ ...v, movement_id: m })}
              options={(options.data?.movements ?? []).map((m) => ({ value: m.id, label: m.name }))}
            />
            <UnitFilter
              units={options.data?.resales}
              value={v.resale_id}
              onChange={(u) => state.set({ ...v, resale_id: u })}
            />
            <SearchSelect
              aria-label={T.fields.customer}
              placeholder={T.fields.customerPlaceholder}
              style={{ minWidth: 240 }}
              minChars={3}
              queryKey={['/customers', 'typeahead']}
              search={searchCustomers}
              selected={v.customer_id ? { id: Number(v.customer_id), name: v.customer_name ?? '' } : null}
              value={v.customer_id ? Number(v.customer_id) : undefined}
              onChange={(id, option) =>
                state.set({
                  ...v,
                  customer_id: id ? String(id) : undefined,
                  customer_name: id ? String((option as { label?: string })?.label ?? '') : undefined,
                })
              }
            />
            {isAdmin && (
              <Select
                allowClear
                aria-label={T.fields.seller}
                placeholder={T.fields.seller}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 200 }}
                value={v.user_id ? Number(v.user_id) : undefined}
                onChange={(u) => state.set({ ...v, user_id: u ? String(u) : undefined })}
                options={(options.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
              />
            )}
            {filtered && (
              <Button
                onClick={() => {
                  setText('');
                  state.reset();
                }}
              >
                {T.clearFilters}
              </Button>
            )}
          </Space>
        }
        columns={columns}
        {...pagedListProps(list, state, T)}
        exportOf={{ path: '/stock_appointments', query }}
      />
      <WriteOffModal appointment={writingOff} onClose={() => setWritingOff(null)} />
    </>
  );
}
