import { formatCents } from '@ability/domain';
import { Card, Col, Row, Statistic } from 'antd';

export interface SummaryItem {
  key: string;
  label: string;
  count?: number;
  value_cents: number;
  /** antd token colour of the value. */
  color?: string;
}

export interface SummaryBarProps {
  items: SummaryItem[];
  /** The toggled item (a filter); clicking it again, or another, calls onToggle. */
  active?: string;
  onToggle?: (key: string) => void;
}

/** Per-status or per-movement counters and totals above a list; each card may toggle a filter. */
export function SummaryBar({ items, active, onToggle }: SummaryBarProps) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {items.map((it) => (
        <Col key={it.key} xs={12} md={24 / Math.min(items.length, 4)}>
          <Card
            size="small"
            hoverable={!!onToggle}
            onClick={onToggle ? () => onToggle(it.key) : undefined}
            data-testid={`summary-${it.key}`}
            aria-pressed={onToggle ? active === it.key : undefined}
            role={onToggle ? 'button' : undefined}
            style={active === it.key ? { borderColor: '#0b5cab', boxShadow: '0 0 0 1px #0b5cab' } : undefined}
          >
            <Statistic
              title={it.count === undefined ? it.label : `${it.label} (${it.count})`}
              value={formatCents(it.value_cents)}
              styles={{ content: { color: it.color, fontSize: 20 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
