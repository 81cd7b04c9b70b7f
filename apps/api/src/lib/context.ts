import type { Role } from '@ability/domain';

export interface SessionUser {
  id: number;
  email: string;
  phone: string | null;
  role: Role;
  employee: { id: number; name: string } | null;
  resale_ids: number[];
}

/** Who is acting: passed from the handler to the service, used for scoping and the audit trail. */
export interface Actor {
  user: SessionUser;
  ip: string | null;
  /**
   * The Idempotency-Key claim the request holds (plugins/idempotency.ts): the write's audit entry finishes
   * it in the write's own transaction (lib/audit.ts).
   */
  idempotency?: IdempotencyClaim | null;
}

export interface IdempotencyClaim {
  key: string;
  token: string;
}
