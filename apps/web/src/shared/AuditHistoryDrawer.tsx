import { Descriptions, Drawer, Empty, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useAuditHistory } from '../api/audit';
import { useDrawerSize } from './useDrawerSize';

const ACTIONS: Record<string, { label: string; color: string }> = {
  create: { label: 'Criado', color: 'green' },
  update: { label: 'Alterado', color: 'blue' },
  delete: { label: 'Removido', color: 'red' },
};

function show(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Fields that changed between two versions of a record. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('updated_at');
  keys.delete('created_at');
  return [...keys]
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
    .map((k) => ({ key: k, before: before?.[k], after: after?.[k] }));
}

export function AuditHistoryDrawer(props: { open: boolean; onClose: () => void; resource: string; recordId: number }) {
  const { data, isLoading } = useAuditHistory(props.resource, props.recordId, props.open);
  const size = useDrawerSize();
  return (
    <Drawer title="Histórico de alterações" open={props.open} onClose={props.onClose} size={size} loading={isLoading}>
      {data && data.length === 0 && <Empty description="Sem histórico." />}
      <Timeline
        items={(data ?? []).map((entry) => ({
          key: entry.id,
          content: (
            <div>
              <div style={{ marginBottom: 6 }}>
                <Tag color={ACTIONS[entry.action]?.color}>{ACTIONS[entry.action]?.label ?? entry.action}</Tag>
                {dayjs(entry.created_at).format('DD/MM/YYYY HH:mm')} · {entry.user?.email ?? 'sistema'}
              </div>
              {entry.action === 'update' && (
                <Descriptions size="small" column={1} bordered>
                  {changedFields(entry.before, entry.after).map((c) => (
                    <Descriptions.Item key={c.key} label={c.key}>
                      {show(c.before)} → {show(c.after)}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              )}
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
