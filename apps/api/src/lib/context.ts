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
}
