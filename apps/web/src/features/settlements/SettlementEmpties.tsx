import { EMPTIES_TEXTS as E, SETTLEMENT_TEXTS as T, settlementEmptyLines } from '@ability/domain';
import { InputNumber, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Settlement } from '../../api/settlements';

type Line = Settlement['empties'][number];
/** The empties typed as handed in, per line key (brand|capacity). */
export type EmptiesHandedIn = ReadonlyMap<string, number>;

export const emptyKey = (l: Pick<Line, 'brand_id' | 'capacity'>) => `${l.brand_id ?? ''}|${l.capacity}`;

export const initialEmpties = (s: Settlement): EmptiesHandedIn =>
  new Map(s.empties.map((l) => [emptyKey(l), l.handed_in]));

/** What is sent: one count per line of the day. */
export const emptiesInput = (s: Settlement, handedIn: EmptiesHandedIn) =>
  s.empties.map((l) => ({ brand_id: l.brand_id, capacity: l.capacity, handed_in: handedIn.get(emptyKey(l)) ?? 0 }));

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
  const names = new Map(s.empties.map((l) => [emptyKey(l), l.brand]));
  const rows = settlementEmptyLines(
    s.empties.map((l) => ({ brand_id: l.brand_id, capacity: l.capacity, quantity: l.expected })),
    s.empties.map((l) => ({ brand_id: l.brand_id, capacity: l.capacity, quantity: handedIn.get(emptyKey(l)) ?? 0 })),
  );
  // A line typed back to zero on both sides stays on the screen (the server drops it once saved).
  const shown: Line[] = s.empties.map((l) => {
    const r = rows.find((x) => emptyKey(x) === emptyKey(l));
    return r ? { ...r, brand: names.get(emptyKey(l)) ?? null } : { ...l, handed_in: 0, difference: -l.expected };
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
      {s.empties.length === 0 ? (
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
    </section>
  );
}
