import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export interface AuditEntry {
  id: number;
  action: string;
  resource: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  user: { id: number; email: string } | null;
}

export function useAuditHistory(resource: string, recordId: number | string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', resource, String(recordId)],
    queryFn: () => api<AuditEntry[]>('/audit_logs', { query: { resource, record_id: String(recordId) } }),
    enabled: enabled && recordId !== undefined,
  });
}
