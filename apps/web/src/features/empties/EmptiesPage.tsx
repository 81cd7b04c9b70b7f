import { CYLINDER_CAPACITIES, EMPTIES_TEXTS, EMPTY_STATES, type EmptyState } from '@ability/domain';
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, apiList, newIdempotencyKey } from '../../api/client';
import {
  type EmptyDistributor,
  type EmptyMove,
  type PlaceBalance,
  useBottleBrands,
  useEmptyDistributors,
  useEmptyMoves,
  usePlaceEmpties,
  useRecordCount,
  useRecordDestroca,
  useRecordTransfer,
} from '../../api/empties';
import { useProductOptions } from '../../api/products';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from '../../shared/notify';
import { applyServerErrors } from '../../shared/serverErrors';
import { UnitFilter } from '../../shared/UnitFilter';
import { useListState } from '../../shared/useListState';
import { EMPTIES_PATH } from './paths';

const S = EMPTIES_TEXTS.screen;
const STATES = EMPTIES_TEXTS.states;
const CAUSES = EMPTIES_TEXTS.causes as Record<string, string>;

/** Today in São Paulo, as the API's day (YYYY-MM-DD). */
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

const capacityOptions = CYLINDER_CAPACITIES.map((c) => ({ value: c, label: c }));
const stateOptions = EMPTY_STATES.map((s) => ({ value: s, label: STATES[s] }));

/** A unit's vehicles (the places other than its depot). */
function useUnitVehicles(resaleId: number | undefined) {
  return useQuery({
    queryKey: ['empties', 'vehicles', resaleId ?? 0],
    queryFn: async () =>
      (
        await apiList<{ id: number; license_plate: string; model: string | null }>('/vehicles', {
          query: { resale_id: resaleId },
        })
      ).rows,
    enabled: !!resaleId,
  });
}

const placeName = (b: { vehicle: string | null }) => b.vehicle ?? S.depot;
const brandName = (b: { brand: string | null }) => b.brand ?? EMPTIES_TEXTS.noBrand;

/**
 * 'Vasilhames' (/estoque/vasilhames): a unit's fulls and empties by place, brand, capacity and state; the
 * day's movements, a page at a time; the physical count, a vehicle's load and unload, and the destroca with
 * each distributor (with its worksheet to print).
 */
export function EmptiesPage() {
  const state = useListState('/empties', {
    resale_id: undefined as string | undefined,
    date: undefined as string | undefined,
  });
  const options = useProductOptions();
  const units = options.data?.resales ?? [];
  const resaleId = state.values.resale_id ? Number(state.values.resale_id) : units[0]?.id;
  const day = state.values.date ?? today();
  const places = usePlaceEmpties(resaleId);
  const moves = useEmptyMoves(resaleId, day, state.page);
  const distributors = useEmptyDistributors(resaleId);
  const [dialog, setDialog] = useState<null | 'count' | 'transfer' | EmptyDistributor>(null);

  const balanceColumns: ColumnsType<PlaceBalance> = [
    { title: S.place, key: 'place', render: (_, b) => placeName(b) },
    { title: S.brand, key: 'brand', render: (_, b) => brandName(b) },
    { title: S.capacity, dataIndex: 'capacity' },
    { title: S.state, dataIndex: 'state', render: (s: EmptyState) => STATES[s] },
    { title: S.quantity, dataIndex: 'quantity', align: 'right' },
  ];
  const moveColumns: ColumnsType<EmptyMove> = [
    {
      title: S.when,
      dataIndex: 'created_at',
      render: (v: string) =>
        new Date(v).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }),
    },
    { title: S.cause, dataIndex: 'cause', render: (c: string) => CAUSES[c] ?? c },
    {
      title: S.place,
      key: 'place',
      render: (_, m) =>
        m.account === 'place'
          ? placeName(m)
          : `${m.customer ?? ''} (${m.account === 'owed' ? EMPTIES_TEXTS.owedTitle : EMPTIES_TEXTS.loanTitle})`,
    },
    { title: S.brand, key: 'brand', render: (_, m) => brandName(m) },
    { title: S.capacity, dataIndex: 'capacity' },
    { title: S.state, dataIndex: 'state', render: (s: EmptyState) => STATES[s] },
    {
      title: S.quantity,
      dataIndex: 'quantity',
      align: 'right',
      render: (q: number) => (q > 0 ? `+${q}` : q),
    },
    {
      title: S.note,
      dataIndex: 'note',
      width: 320,
      render: (n: string | null, m) => (m.cause === 'transfer' ? S.directions[n as 'load' | 'unload'] : n),
    },
  ];
  const distributorColumns: ColumnsType<EmptyDistributor> = [
    { title: S.supplier, dataIndex: 'supplier' },
    { title: S.brand, dataIndex: 'brand' },
    { title: S.capacity, dataIndex: 'capacity', render: (c: string | null) => c ?? '—' },
    { title: S.heldHere, dataIndex: 'held', align: 'right' },
    {
      title: '',
      key: 'actions',
      render: (_, d) => (
        <Space>
          <Button size="small" disabled={!d.capacity || d.held <= 0} onClick={() => setDialog(d)}>
            {S.destroca}
          </Button>
          <Link to={`${EMPTIES_PATH}/destroca/${d.supplier_id}?resale_id=${resaleId}`}>
            <PrinterOutlined /> {S.worksheet}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <div className="page-card">
      <div className="page-header">
        <h1>{S.title}</h1>
        <div className="page-toolbar" style={{ marginBottom: 0 }}>
          <Button icon={<ReloadOutlined />} onClick={() => places.refetch()} loading={places.isFetching}>
            Atualizar
          </Button>
          <Button onClick={() => setDialog('transfer')} disabled={!resaleId}>
            {S.transfer}
          </Button>
          <Button type="primary" onClick={() => setDialog('count')} disabled={!resaleId}>
            {S.count}
          </Button>
        </div>
      </div>
      <div className="page-toolbar">
        <UnitFilter
          units={units}
          value={resaleId ? String(resaleId) : undefined}
          onChange={(v) => state.set({ resale_id: v, date: state.values.date })}
        />
      </div>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title={S.balances}>
          <Table<PlaceBalance>
            size="small"
            rowKey={(b) => [b.vehicle_id, b.brand_id, b.capacity, b.state].join('|')}
            columns={balanceColumns}
            dataSource={places.data?.balances ?? []}
            loading={places.isFetching}
            locale={{ emptyText: S.noBalances }}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
        <Card size="small" title={S.destrocaTitle}>
          <Table<EmptyDistributor>
            size="small"
            rowKey={(d) => `${d.supplier_id}|${d.capacity}`}
            columns={distributorColumns}
            dataSource={distributors.data ?? []}
            loading={distributors.isFetching}
            locale={{ emptyText: S.noSuppliers }}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
        <Card
          size="small"
          title={S.moves}
          extra={
            <Space>
              <label htmlFor="empties-day">{S.date}:</label>
              <Input
                id="empties-day"
                type="date"
                value={day}
                onChange={(e) => state.set({ resale_id: state.values.resale_id, date: e.target.value || undefined })}
              />
            </Space>
          }
        >
          <Table<EmptyMove>
            size="small"
            rowKey="id"
            columns={moveColumns}
            dataSource={moves.data?.data ?? []}
            loading={moves.isFetching}
            pagination={{
              current: state.page,
              pageSize: moves.data?.meta.per_page,
              total: moves.data?.meta.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (page) => state.set({ ...state.values, page }),
            }}
            scroll={{ x: 760 }}
          />
        </Card>
      </Space>
      {resaleId && dialog === 'count' && (
        <CountModal resaleId={resaleId} balances={places.data?.balances ?? []} onClose={() => setDialog(null)} />
      )}
      {resaleId && dialog === 'transfer' && <TransferModal resaleId={resaleId} onClose={() => setDialog(null)} />}
      {resaleId && dialog && typeof dialog === 'object' && (
        <DestrocaModal resaleId={resaleId} distributor={dialog} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** Sends a write with one key per opening of the dialog (a double click writes once). */
function useOnceKey() {
  return useMemo(() => newIdempotencyKey(), []);
}

interface CountLine {
  brand_id: number | null;
  brand: string | null;
  capacity: string;
  state: string;
  ledger: number;
  counted: number | null;
}

/** 'Contagem física': a place's balances with the figure counted; differences written with the reason. */
function CountModal({
  resaleId,
  balances,
  onClose,
}: {
  resaleId: number;
  balances: PlaceBalance[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const save = useRecordCount();
  const key = useOnceKey();
  const vehicles = useUnitVehicles(resaleId);
  const brands = useBottleBrands(resaleId);
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [added, setAdded] = useState<CountLine[]>([]);
  const [counted, setCounted] = useState<Record<string, number | null>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [extra] = Form.useForm<{ brand_id?: number; capacity?: string; state?: string }>();
  const lines: CountLine[] = [
    ...balances
      .filter((b) => (b.vehicle_id ?? null) === vehicleId)
      .map((b) => ({ ...b, ledger: b.quantity, counted: null })),
    ...added,
  ];
  const lineKey = (l: CountLine) => [l.brand_id, l.capacity, l.state].join('|');

  const submit = async () => {
    setError(null);
    try {
      const res = (await save.mutateAsync({
        key,
        body: {
          resale_id: resaleId,
          vehicle_id: vehicleId,
          reason: reason || null,
          lines: lines.map((l) => ({
            brand_id: l.brand_id,
            capacity: l.capacity,
            state: l.state,
            counted: counted[lineKey(l)] ?? l.ledger,
          })),
        },
      })) as { adjustments: unknown[] };
      notify.success(S.countSaved(res.adjustments.length));
      onClose();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : null;
      setError(fields ? Object.values(fields).flat().join(' ') : String((e as Error).message));
    }
  };

  return (
    <Modal
      open
      width={760}
      title={S.countTitle}
      onCancel={onClose}
      onOk={submit}
      okText={S.saveCount}
      cancelText="Cancelar"
      confirmLoading={save.isPending}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <span>{S.place}:</span>
          <Select
            aria-label={S.place}
            style={{ minWidth: 220 }}
            value={vehicleId ?? 0}
            onChange={(v) => {
              setVehicleId(v || null);
              setAdded([]);
              setCounted({});
            }}
            options={[
              { value: 0, label: S.depot },
              ...(vehicles.data ?? []).map((v) => ({ value: v.id, label: v.license_plate })),
            ]}
          />
        </Space>
        <Table<CountLine>
          size="small"
          rowKey={lineKey}
          pagination={false}
          dataSource={lines}
          locale={{ emptyText: S.noBalances }}
          columns={[
            { title: S.brand, key: 'brand', render: (_, l) => brandName(l) },
            { title: S.capacity, dataIndex: 'capacity' },
            { title: S.state, dataIndex: 'state', render: (s: EmptyState) => STATES[s] },
            { title: S.ledger, dataIndex: 'ledger', align: 'right' },
            {
              title: S.counted,
              key: 'counted',
              render: (_, l) => (
                <InputNumber
                  min={0}
                  aria-label={`${S.counted} ${brandName(l)} ${l.capacity} ${STATES[l.state as EmptyState]}`}
                  value={counted[lineKey(l)] ?? l.ledger}
                  onChange={(v) => setCounted({ ...counted, [lineKey(l)]: v })}
                />
              ),
            },
          ]}
        />
        <Form form={extra} layout="inline">
          <Form.Item name="brand_id">
            <Select
              aria-label={S.brand}
              placeholder={S.brand}
              style={{ width: 160 }}
              options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
          <Form.Item name="capacity">
            <Select aria-label={S.capacity} placeholder={S.capacity} style={{ width: 100 }} options={capacityOptions} />
          </Form.Item>
          <Form.Item name="state">
            <Select aria-label={S.state} placeholder={S.state} style={{ width: 140 }} options={stateOptions} />
          </Form.Item>
          <Button
            onClick={() => {
              const v = extra.getFieldsValue();
              if (!v.capacity || !v.state) return;
              const line: CountLine = {
                brand_id: v.brand_id ?? null,
                brand: brands.data?.find((b) => b.id === v.brand_id)?.name ?? null,
                capacity: v.capacity,
                state: v.state,
                ledger: 0,
                counted: null,
              };
              if (!lines.some((l) => lineKey(l) === lineKey(line))) setAdded([...added, line]);
              extra.resetFields();
            }}
          >
            Adicionar linha
          </Button>
        </Form>
        <Input.TextArea
          aria-label={S.reason}
          placeholder={S.reason}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Space>
    </Modal>
  );
}

/** 'Carga ou descarga de veículo': cylinders from the depot to a vehicle, or back. */
function TransferModal({ resaleId, onClose }: { resaleId: number; onClose: () => void }) {
  const [form] = Form.useForm();
  const notify = useNotify();
  const save = useRecordTransfer();
  const key = useOnceKey();
  const vehicles = useUnitVehicles(resaleId);
  const brands = useBottleBrands(resaleId);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({ key, body: { resale_id: resaleId, brand_id: v.brand_id ?? null, ...v } });
      notify.success(S.transferSaved);
      onClose();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  const required = [{ required: true, message: 'Campo obrigatório.' }];
  return (
    <Modal
      open
      title={S.transferTitle}
      onCancel={onClose}
      onOk={submit}
      okText={S.saveTransfer}
      cancelText="Cancelar"
      confirmLoading={save.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ direction: 'load', capacity: 'P13', state: 'cheio' }}>
        <Form.Item name="vehicle_id" label={S.vehicle} rules={required}>
          <Select options={(vehicles.data ?? []).map((v) => ({ value: v.id, label: v.license_plate }))} />
        </Form.Item>
        <Form.Item name="direction" label={S.direction} rules={required}>
          <Select options={(['load', 'unload'] as const).map((d) => ({ value: d, label: S.directions[d] }))} />
        </Form.Item>
        <Form.Item name="brand_id" label={S.brand}>
          <Select allowClear options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        </Form.Item>
        <Space>
          <Form.Item name="capacity" label={S.capacity} rules={required}>
            <Select style={{ width: 110 }} options={capacityOptions} />
          </Form.Item>
          <Form.Item name="state" label={S.state} rules={required}>
            <Select style={{ width: 150 }} options={stateOptions} />
          </Form.Item>
          <Form.Item name="quantity" label={S.quantity} rules={required}>
            <InputNumber min={1} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** 'Destroca com a distribuidora': N empties of its brand out, N of ours in. */
function DestrocaModal({
  resaleId,
  distributor,
  onClose,
}: {
  resaleId: number;
  distributor: EmptyDistributor;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ quantity: number; brand_in?: number }>();
  const notify = useNotify();
  const save = useRecordDestroca();
  const key = useOnceKey();
  const brands = useBottleBrands(resaleId);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        key,
        body: {
          resale_id: resaleId,
          supplier_id: distributor.supplier_id,
          capacity: distributor.capacity!,
          quantity: v.quantity,
          brand_in: v.brand_in ?? null,
        },
      });
      notify.success(S.destrocaSaved);
      onClose();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  return (
    <Modal
      open
      title={`${S.destrocaTitle}: ${distributor.supplier}`}
      onCancel={onClose}
      onOk={submit}
      okText={S.saveDestroca}
      cancelText="Cancelar"
      confirmLoading={save.isPending}
    >
      <Typography.Paragraph>
        {S.heldHere}: <strong>{distributor.held}</strong> {distributor.capacity} {distributor.brand}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ quantity: distributor.held }} onFinish={submit}>
        <Form.Item name="quantity" label={S.quantity} rules={[{ required: true, message: 'Campo obrigatório.' }]}>
          <InputNumber min={1} max={distributor.held} autoFocus />
        </Form.Item>
        <Form.Item name="brand_in" label={S.brandIn} extra="Em branco: a marca da bandeira da unidade.">
          <Select
            allowClear
            options={(brands.data ?? [])
              .filter((b) => b.id !== distributor.brand_id)
              .map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
