import {
  CONTACT_OUTCOMES,
  CONTACT_OUTCOME_LABELS,
  CUSTOMER_SEGMENTS,
  CUSTOMER_SEGMENT_LABELS,
  CUSTOMER_TEXTS as T,
  GAS_DO_POVO_CUSTOMER_TEXTS as G,
  formatAddress,
  formatDateBr,
  formatPhone,
  relativeDays,
} from '@ability/domain';
import { ClearOutlined, ImportOutlined } from '@ant-design/icons';
import { Button, Col, InputNumber, Modal, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import {
  type Customer,
  useClearContacted,
  useCustomerList,
  useCustomerListOptions,
  useDeleteCustomer,
} from '../../api/customers';
import { useEdition } from '../../app/edition';
import { useCanAccess } from '../../app/session';
import { todayIso } from '../../shared/DateRangeFilter';
import { CreateButton, ListPage, pagedListProps } from '../../shared/ListPage';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { useNotify } from '../../shared/notify';
import { useListState } from '../../shared/useListState';
import { CustomerDetails } from './CustomerDetails';
import { MONTHS } from './CustomerForm';
import { CustomerHistoryDrawer } from './CustomerHistoryDrawer';
import { CustomerImportModal } from './CustomerImportModal';
import { CUSTOMERS_PATH } from './paths';
import { SegmentTag } from './SegmentTag';
import { useRemoveRecord } from '../../shared/useRegisterList';

/** Filters kept as their text (the others are ids and numbers). */
const TEXT_FILTERS: readonly string[] = ['status', 'segment', 'gas_do_povo'];

const SEARCH_KINDS = ['by_name', 'by_address', 'phone'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];

const FILTERS = {
  search_by: 'by_name' as string | undefined,
  search: undefined as string | undefined,
  resale_id: undefined as string | undefined,
  status: undefined as string | undefined,
  segment: undefined as string | undefined,
  group_id: undefined as string | undefined,
  sector_id: undefined as string | undefined,
  birth_day: undefined as string | undefined,
  birth_month: undefined as string | undefined,
  order_delay: undefined as string | undefined,
  debt_delay: undefined as string | undefined,
  gas_do_povo: undefined as string | undefined,
};

export function CustomerListPage() {
  const edition = useEdition();
  const notify = useNotify();
  const canDelete = useCanAccess('customers', 'delete');
  const canImport = useCanAccess('customer_import', 'write');
  const state = useListState('/customers', FILTERS);
  const v = state.values;
  const kind = (SEARCH_KINDS as readonly string[]).includes(v.search_by ?? '')
    ? (v.search_by as SearchKind)
    : 'by_name';
  const listQuery = {
    page: state.page,
    resale_id: v.resale_id,
    status: v.status,
    segment: v.segment,
    group_id: v.group_id,
    sector_id: v.sector_id,
    birth_day: v.birth_day,
    birth_month: v.birth_month,
    order_delay: v.order_delay,
    debt_delay: v.debt_delay,
    gas_do_povo: v.gas_do_povo,
    [kind]: kind === 'phone' ? v.search?.replace(/\D/g, '') : v.search,
  };
  const list = useCustomerList(listQuery);
  const onDelete = useRemoveRecord<Customer>(
    useDeleteCustomer(),
    (c) => T.removed(c.name),
    (c) => T.removeError(c.name),
  );
  const [expanded, setExpanded] = useState<number[]>([]);
  const [history, setHistory] = useState<Customer | null>(null);
  const [highlight, setHighlight] = useState(true);
  const [clearing, setClearing] = useState(false);
  const [importing, setImporting] = useState(false);
  const options = useCustomerListOptions(v.resale_id).data;
  const unitId = v.resale_id ? Number(v.resale_id) : undefined;
  const inUnit = <X extends { resale_id: number }>(xs: X[] | undefined) =>
    (xs ?? []).filter((x) => !unitId || x.resale_id === unitId);

  useEffect(() => {
    if (list.isError) notify.error(T.listError);
  }, [list.isError, notify]);

  const today = todayIso();
  const columns: ColumnsType<Customer> = [
    {
      title: T.fields.name,
      dataIndex: 'name',
      render: (name: string, c) => (
        <div style={{ minWidth: 220, maxWidth: 420 }}>
          <Typography.Text strong>{name}</Typography.Text>
          {c.gas_do_povo && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {G.beneficiary}
            </Tag>
          )}
          <div>
            <Typography.Text type="secondary">{formatAddress(c.address) || '—'}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: T.fields.segment,
      dataIndex: 'segment',
      width: 110,
      render: (segment: Customer['segment']) => <SegmentTag segment={segment} />,
    },
    {
      title: T.fields.contacts,
      dataIndex: 'contacts',
      render: (contacts: Customer['contacts']) =>
        contacts.length
          ? contacts.map((x) => (
              <div key={x.id} style={{ whiteSpace: 'nowrap' }}>
                {formatPhone(x.phone)}
              </div>
            ))
          : '—',
    },
    {
      title: T.fields.last_order,
      dataIndex: 'last_sale',
      render: (s: Customer['last_sale']) =>
        s ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDateBr(s.sold_on)}{' '}
            <Typography.Text type="secondary">({relativeDays(s.sold_on, today)})</Typography.Text>
          </span>
        ) : (
          '—'
        ),
    },
  ];

  const numberFilter = (key: 'birth_day' | 'order_delay' | 'debt_delay', label: string, max: number) => (
    <Col xs={24} sm={12} md={6}>
      <div>{label}</div>
      <InputNumber
        aria-label={label}
        min={1}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        value={v[key] ? Number(v[key]) : null}
        onChange={(n) => state.set({ [key]: n ? String(n) : undefined })}
      />
    </Col>
  );

  /** A select filter kept in the list's state as text (ids and months as numbers on screen). */
  const selectFilter = (
    key: 'status' | 'segment' | 'group_id' | 'sector_id' | 'birth_month' | 'gas_do_povo',
    label: string,
    choices: { value: string | number; label: string }[],
    placeholder?: string,
  ) => (
    <Col xs={24} sm={12} md={6}>
      <div>{label}</div>
      <Select
        aria-label={label}
        allowClear
        style={{ width: '100%' }}
        value={v[key] ? (TEXT_FILTERS.includes(key) ? v[key] : Number(v[key])) : undefined}
        onChange={(x?: string | number) => state.set({ [key]: x ? String(x) : undefined })}
        placeholder={placeholder}
        options={choices}
      />
    </Col>
  );

  const filters = (
    <Row gutter={[12, 12]}>
      <Col xs={24} sm={12} md={6}>
        <div>{edition.unit}</div>
        <UnitsSelect
          aria-label={edition.unit}
          units={options?.resales}
          value={unitId}
          onChange={(id) =>
            state.set({ resale_id: id ? String(id) : undefined, group_id: undefined, sector_id: undefined })
          }
          style={{ width: '100%' }}
        />
      </Col>
      {selectFilter(
        'status',
        T.fields.status,
        CONTACT_OUTCOMES.filter((o) => o !== 'blank').map((o) => ({ value: o, label: CONTACT_OUTCOME_LABELS[o] })),
      )}
      {selectFilter(
        'segment',
        T.fields.segment,
        CUSTOMER_SEGMENTS.map((x) => ({ value: x, label: CUSTOMER_SEGMENT_LABELS[x] })),
      )}
      {selectFilter(
        'group_id',
        T.fields.group,
        inUnit(options?.groups).map((g) => ({ value: g.id, label: g.description })),
        unitId || options?.groups.length ? undefined : T.chooseUnitFirst(edition.unit),
      )}
      {selectFilter(
        'sector_id',
        T.fields.sector,
        inUnit(options?.sectors).map((s) => ({ value: s.id, label: s.description })),
        unitId || options?.sectors.length ? undefined : T.chooseUnitFirst(edition.unit),
      )}
      {numberFilter('birth_day', T.fields.birth_day, 31)}
      {selectFilter(
        'birth_month',
        T.fields.birth_month,
        MONTHS.map((m, i) => ({ value: i + 1, label: m })),
      )}
      {numberFilter('order_delay', T.fields.order_delay, 100000)}
      {numberFilter('debt_delay', T.fields.debt_delay, 100000)}
      {selectFilter('gas_do_povo', G.filter, [{ value: 'true', label: G.filterOnly }], G.filterAll)}
    </Row>
  );
  const active = (
    [
      'resale_id',
      'status',
      'segment',
      'group_id',
      'sector_id',
      'birth_day',
      'birth_month',
      'order_delay',
      'debt_delay',
      'gas_do_povo',
    ] as const
  ).filter((k) => v[k]).length;

  return (
    <>
      <ListPage<Customer>
        title={T.listTitle}
        total={list.data?.meta.total}
        exportOf={{ path: '/customers', query: listQuery }}
        actions={
          <Space wrap>
            <Switch checked={highlight} onChange={setHighlight} aria-label={T.markContacted} />
            <span>{T.markContacted}</span>
            <Button icon={<ClearOutlined />} onClick={() => setClearing(true)}>
              {T.clearContacted}
            </Button>
            {canImport && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {T.import}
              </Button>
            )}
            <CreateButton to={`${CUSTOMERS_PATH}/novo`}>{T.createButton}</CreateButton>
          </Space>
        }
        search={{
          placeholder: T.searchPlaceholder,
          value: v.search,
          onSearch: (s) => state.set({ search: s }),
          mask: kind === 'phone' ? 'phone' : undefined,
          addonBefore: (
            <Select
              aria-label="Pesquisar por"
              value={kind}
              onChange={(k) => state.set({ search_by: k, search: undefined })}
              style={{ width: 120 }}
              options={SEARCH_KINDS.map((k) => ({ value: k, label: T.searchBy[k] }))}
            />
          ),
        }}
        filters={filters}
        activeFilters={active}
        onClear={active || v.search ? state.reset : undefined}
        columns={columns}
        {...pagedListProps(list, state, T)}
        rowClassName={(c) => (highlight && c.contacted_at ? 'customer-contacted' : '')}
        expandable={{
          expandedRowKeys: expanded,
          expandRowByClick: true,
          onExpand: (open, c) => setExpanded(open ? [c.id] : []),
          expandedRowRender: (c) => (
            <CustomerDetails
              customer={c}
              canDelete={canDelete}
              onHistory={() => setHistory(c)}
              onDelete={() => onDelete(c)}
            />
          ),
        }}
      />
      <CustomerHistoryDrawer customer={history} onClose={() => setHistory(null)} />
      {clearing && (
        <ClearContactedModal units={options?.resales ?? []} initial={unitId} onClose={() => setClearing(false)} />
      )}
      {importing && <CustomerImportModal onClose={() => setImporting(false)} />}
    </>
  );
}

function ClearContactedModal(props: { units: { id: number; name: string }[]; initial?: number; onClose: () => void }) {
  const notify = useNotify();
  const clear = useClearContacted();
  const [unit, setUnit] = useState<number | undefined>(
    props.initial ?? (props.units.length === 1 ? props.units[0]!.id : undefined),
  );
  const run = async () => {
    if (!unit) return;
    try {
      await clear.mutateAsync(unit);
      notify.success(T.cleared);
      props.onClose();
    } catch {
      notify.error(T.clearError);
    }
  };
  return (
    <Modal
      open
      title={T.confirm}
      okText={T.clearContacted}
      cancelText="Cancelar"
      okButtonProps={{ danger: true, disabled: !unit, loading: clear.isPending }}
      onOk={run}
      onCancel={props.onClose}
    >
      <p>{T.clearContacted}</p>
      <UnitsSelect units={props.units} value={unit} onChange={setUnit} style={{ width: '100%' }} />
    </Modal>
  );
}
