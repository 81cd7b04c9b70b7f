import {
  SETTLEMENT_STATUS_COLORS,
  SETTLEMENT_STATUS_LABELS,
  SETTLEMENT_TEXTS as T,
  formatCents,
  settlementLines,
} from '@ability/domain';
import { Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type Settlement, useSettlementAction } from '../../api/settlements';
import { MoneyInput } from '../../shared/MoneyInput';
import { moneyCell } from '../../shared/cells';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';
import { SettlementEmpties, emptiesChanged, emptiesInput, initialEmpties } from './SettlementEmpties';
import { useUnsavedChangesWarning } from '../../shared/useUnsavedChangesWarning';

export interface SettlementDayCardProps {
  settlement: Settlement;
  title: string;
}

type Row = Settlement['lines'][number];

/** Handed in − expected: missing money in red, money over in green. */
export function DifferenceCell({ cents }: { cents: number }) {
  const type = cents < 0 ? 'danger' : cents > 0 ? 'success' : undefined;
  return (
    <Typography.Text type={type} strong={cents !== 0} style={{ whiteSpace: 'nowrap' }}>
      {cents > 0 ? '+' : ''}
      {formatCents(cents)}
    </Typography.Text>
  );
}

const when = (at: string | null) => (at ? dayjs(at).format('DD/MM/YYYY HH:mm') : '');

/** One deliverer's day: the table per method, the note and the buttons (save, close, reopen). */
export function SettlementDayCard({ settlement: s, title }: SettlementDayCardProps) {
  const notify = useNotify();
  const closed = s.status === 'closed';
  const initial = () => new Map(s.lines.map((l) => [l.payment_method_id, l.handed_in_cents]));
  const [handedIn, setHandedIn] = useState(initial);
  const [note, setNote] = useState(s.note ?? '');
  const [empties, setEmpties] = useState(() => initialEmpties(s));
  const save = useSettlementAction('save');
  const close = useSettlementAction('close');
  const reopen = useSettlementAction('reopen');
  const busy = save.isPending || close.isPending || reopen.isPending;

  const dirty =
    !closed &&
    (note !== (s.note ?? '') ||
      s.lines.some((l) => handedIn.get(l.payment_method_id) !== l.handed_in_cents) ||
      emptiesChanged(s, empties));
  useUnsavedChangesWarning(() => dirty);

  // The difference follows what is typed (the domain's lines, as the server computes them).
  const { lines, totals } = settlementLines(
    s.lines,
    [...handedIn].map(([payment_method_id, handed_in_cents]) => ({ payment_method_id, handed_in_cents })),
    s.lines.map((l) => l.payment_method_id),
  );
  const names = new Map(s.lines.map((l) => [l.payment_method_id, l.payment_method.description]));
  const rows: Row[] = lines.map((l) => ({
    ...l,
    payment_method: { id: l.payment_method_id, description: names.get(l.payment_method_id) ?? '' },
  }));

  const key = { resale_id: s.resale_id, employee_id: s.employee_id, date: s.business_day };
  const input = () => ({
    ...key,
    note,
    amounts_attributes: [...handedIn].map(([payment_method_id, handed_in_cents]) => ({
      payment_method_id,
      handed_in_cents,
    })),
    empties_attributes: emptiesInput(s, empties),
  });
  const run = (m: typeof save, body: Parameters<typeof save.mutate>[0], done: string) =>
    m.mutate(body, {
      onSuccess: () => notify.success(done),
      onError: (err) => notify.error(errorReason(err) ?? 'Não foi possível concluir.'),
    });

  const columns: ColumnsType<Row> = [
    { title: T.fields.method, dataIndex: ['payment_method', 'description'] },
    { title: T.fields.expected, dataIndex: 'expected_cents', align: 'right', width: 150, render: moneyCell },
    {
      title: T.fields.handed_in,
      dataIndex: 'handed_in_cents',
      align: 'right',
      width: 190,
      render: (cents: number, l) =>
        closed ? (
          moneyCell(cents)
        ) : (
          <MoneyInput
            aria-label={`${T.fields.handed_in} — ${l.payment_method.description}`}
            value={handedIn.get(l.payment_method_id) ?? 0}
            onChange={(v) => setHandedIn((m) => new Map(m).set(l.payment_method_id, v ?? 0))}
            disabled={busy}
            className="settlement-money"
          />
        ),
    },
    {
      title: T.fields.difference,
      dataIndex: 'difference_cents',
      align: 'right',
      width: 150,
      render: (cents: number) => <DifferenceCell cents={cents} />,
    },
  ];

  return (
    <Card
      className="settlement-card"
      title={title}
      extra={
        <Tag color={SETTLEMENT_STATUS_COLORS[s.status]} data-testid="settlement-status">
          {SETTLEMENT_STATUS_LABELS[s.status]}
        </Tag>
      }
    >
      <Space direction="vertical" size={4} className="settlement-notes">
        {closed && s.closed_by && (
          <Typography.Text strong data-testid="settlement-closed-by">
            {T.closedBy(s.closed_by.name, when(s.closed_at))}
          </Typography.Text>
        )}
        {!closed && s.reopened_by && (
          <Typography.Text type="secondary">{T.reopenedBy(s.reopened_by.name, when(s.reopened_at))}</Typography.Text>
        )}
        <Typography.Text type="secondary">
          {closed ? T.snapshotNote : T.expectedNote} {T.salesCount(s.sales_count)}.
        </Typography.Text>
      </Space>
      <Table<Row>
        size="middle"
        rowKey="payment_method_id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        data-testid="settlement-table"
        summary={() => (
          <Table.Summary.Row className="settlement-total">
            <Table.Summary.Cell index={0}>
              <strong>{T.fields.total}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatCents(totals.expected_cents)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong data-testid="settlement-handed-in-total">{formatCents(totals.handed_in_cents)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <span data-testid="settlement-difference-total">
                <DifferenceCell cents={totals.difference_cents} />
              </span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <SettlementEmpties
        settlement={s}
        handedIn={empties}
        onChange={(k, n) => setEmpties((m) => new Map(m).set(k, n))}
        disabled={busy}
      />
      <div className="settlement-note">
        <label htmlFor="settlement-note">{T.fields.note}</label>
        {closed ? (
          <div id="settlement-note">{s.note || '—'}</div>
        ) : (
          <Input.TextArea
            id="settlement-note"
            value={note}
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(e) => setNote(e.target.value)}
            disabled={busy}
          />
        )}
      </div>
      <Space wrap className="settlement-actions">
        {closed ? (
          <Popconfirm
            title={T.reopenConfirm}
            okText={T.reopen}
            cancelText={T.cancel}
            onConfirm={() => run(reopen, key, T.reopened)}
          >
            <Button loading={reopen.isPending}>{T.reopen}</Button>
          </Popconfirm>
        ) : (
          <>
            <Button onClick={() => run(save, input(), T.saved)} loading={save.isPending} disabled={busy}>
              {T.save}
            </Button>
            <Popconfirm
              title={T.closeConfirm}
              okText={T.close}
              cancelText={T.cancel}
              onConfirm={() => run(close, input(), T.closed)}
            >
              <Button type="primary" loading={close.isPending} disabled={busy}>
                {T.close}
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
    </Card>
  );
}
