import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { components } from './schema.gen';

export type AuditEntry = components['schemas']['AuditLog'];

export function useAuditHistory(resource: string, recordId: number | string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', resource, String(recordId)],
    queryFn: () => api<AuditEntry[]>('/audit_logs', { query: { resource, record_id: String(recordId) } }),
    enabled: enabled && recordId !== undefined,
  });
}
