import {
  CYLINDER_CAPACITIES,
  type CylinderCapacity,
  EMPTIES_TEXTS as E,
  SETTLEMENT_TEXTS as T,
  settlementEmptyLines,
} from '@ability/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useEmptyBrands } from '../../api/empties';
import type { Settlement } from '../../api/settlements';

type Line = Settlement['empties'][number];
/** The empties typed as handed in, per line key (brand|capacity). */
export type EmptiesHandedIn = ReadonlyMap<string, number>;

export const emptyKey = (l: Pick<Line, 'brand_id' | 'capacity'>) => `${l.brand_id ?? ''}|${l.capacity}`;

export const initialEmpties = (s: Settlement): EmptiesHandedIn =>
  new Map(s.empties.map((l) => [emptyKey(l), l.handed_in]));

const fromKey = (k: string) => {
  const [brand, capacity] = k.split('|');
  return { brand_id: brand ? Number(brand) : null, capacity: capacity as CylinderCapacity };
};

/** The day's lines and those added by hand (a brand or capacity not expected): their keys, in order. */
const lineKeys = (s: Settlement, handedIn: EmptiesHandedIn) => [
  ...new Set([...s.empties.map(emptyKey), ...handedIn.keys()]),
];

/** What is sent: one count per line of the day, and per line added by hand. */
export const emptiesInput = (s: Settlement, handedIn: EmptiesHandedIn) =>
  lineKeys(s, handedIn).map((k) => ({ ...fromKey(k), handed_in: handedIn.get(k) ?? 0 }));

/** A count typed differs from the one saved, or a line was added. */
export const emptiesChanged = (s: Settlement, handedIn: EmptiesHandedIn) => {
  const saved = initialEmpties(s);
  return lineKeys(s, handedIn).some((k) => (handedIn.get(k) ?? 0) !== (saved.get(k) ?? 0) || !saved.has(k));
};

/** Handed in − expected: empties missing in red, over in green. */
function Difference({ n }: { n: number }) {
  const type = n < 0 ? 'danger' : n > 0 ? 'success' : undefined;
  return (
    <Typography.Text type={type} strong={n !== 0}>
      {n > 0 ? '+' : ''}
      {n}
    </Typography.Text>
  );
}

/**
 * The day's empties by brand and capacity: those the deliverer collected on the delivered and finished sales
 * (the empties' ledger) against those handed in; the difference follows what is typed (the domain's lines,
 * as the server computes them).
 */
export function SettlementEmpties({
  settlement: s,
  handedIn,
  onChange,
  disabled,
}: {
  settlement: Settlement;
  handedIn: EmptiesHandedIn;
  onChange: (key: string, n: number) => void;
  disabled: boolean;
}) {
  const closed = s.status === 'closed';
  const brands = (useEmptyBrands().data?.brands ?? []).filter((b) => b.resale_ids.includes(s.resale_id));
  const names = new Map<string, string | null>(s.empties.map((l) => [emptyKey(l), l.brand]));
  const nameOf = (k: string) => {
    if (names.has(k)) return names.get(k) ?? null;
    const id = fromKey(k).brand_id;
    return id === null ? null : (brands.find((b) => b.id === id)?.name ?? null);
  };
  const keys = lineKeys(s, handedIn);
  const rows = settlementEmptyLines(
    s.empties.map((l) => ({ brand_id: l.brand_id, capacity: l.capacity, quantity: l.expected })),
    keys.map((k) => ({ ...fromKey(k), quantity: handedIn.get(k) ?? 0 })),
  );
  // A line typed back to zero on both sides stays on the screen (the server drops it once saved).
  const shown: Line[] = keys.map((k) => {
    const r = rows.find((x) => emptyKey(x) === k);
    const expected = s.empties.find((l) => emptyKey(l) === k)?.expected ?? 0;
    return r
      ? { ...r, brand: nameOf(k) }
      : { ...fromKey(k), brand: nameOf(k), expected, handed_in: 0, difference: -expected };
  });
  const columns: ColumnsType<Line> = [
    // Capacity and brand in one cell: the table fits a phone's width beside the money's.
    {
      title: T.emptyFields.brand,
      key: 'brand',
      render: (_, l) => (
        <span>
          <strong>{l.capacity}</strong> {l.brand ?? E.noBrand}
        </span>
      ),
    },
    { title: T.emptyFields.expected, dataIndex: 'expected', align: 'right', width: 84 },
    {
      title: T.emptyFields.handed_in,
      dataIndex: 'handed_in',
      align: 'right',
      width: 96,
      render: (n: number, l) =>
        closed ? (
          n
        ) : (
          <InputNumber
            aria-label={T.emptiesHandedIn(l.capacity, l.brand ?? E.noBrand)}
            min={0}
            max={100_000}
            precision={0}
            value={handedIn.get(emptyKey(l)) ?? 0}
            onChange={(v) => onChange(emptyKey(l), Number(v ?? 0))}
            disabled={disabled}
            style={{ width: 72 }}
          />
        ),
    },
    {
      title: T.emptyFields.difference,
      dataIndex: 'difference',
      align: 'right',
      width: 84,
      render: (n: number) => <Difference n={n} />,
    },
  ];
  return (
    <section className="settlement-empties" aria-label={T.empties}>
      <Typography.Title level={5} style={{ margin: '16px 0 4px' }}>
        {T.empties}
      </Typography.Title>
      <Typography.Text type="secondary">{T.emptiesNote}</Typography.Text>
      {shown.length === 0 ? (
        <div className="text-secondary" style={{ marginTop: 8 }}>
          {T.emptiesNone}
        </div>
      ) : (
        <Table<Line>
          size="small"
          rowKey={emptyKey}
          columns={columns}
          dataSource={shown}
          pagination={false}
          data-testid="settlement-empties"
          style={{ marginTop: 8 }}
        />
      )}
      {!closed && brands.length > 0 && (
        <AddEmptyLine
          brands={brands}
          disabled={disabled}
          onAdd={(k) => {
            if (!handedIn.has(k) && !names.has(k)) onChange(k, 1);
          }}
        />
      )}
    </section>
  );
}

/**
 * A brand or capacity the day did not expect (an empty of another brand than the one tapped at the door):
 * picked here, it joins the table with one empty handed in, to be corrected in its field.
 */
function AddEmptyLine({
  brands,
  disabled,
  onAdd,
}: {
  brands: { id: number; name: string }[];
  disabled: boolean;
  onAdd: (key: string) => void;
}) {
  const [brand, setBrand] = useState<number | null>(null);
  const [capacity, setCapacity] = useState<CylinderCapacity>('P13');
  return (
    <Space wrap className="settlement-empties-add" style={{ marginTop: 8 }}>
      <Select<number>
        aria-label={T.emptyFields.brand}
        placeholder={T.emptyFields.brand}
        value={brand ?? undefined}
        onChange={setBrand}
        options={brands.map((b) => ({ value: b.id, label: b.name }))}
        style={{ width: 160 }}
        disabled={disabled}
      />
      <Select<CylinderCapacity>
        aria-label={T.emptyFields.capacity}
        value={capacity}
        onChange={setCapacity}
        options={CYLINDER_CAPACITIES.map((c) => ({ value: c, label: c }))}
        style={{ width: 90 }}
        disabled={disabled}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || brand === null}
        onClick={() => onAdd(emptyKey({ brand_id: brand, capacity }))}
      >
        {T.addEmptyLine}
      </Button>
    </Space>
  );
}
