import { z } from 'zod';
import { ROLES } from '@ability/domain';
import { zUnitRef } from '../../lib/reply-schema';

export const signInBody = z.object({
  user: z.object({
    login: z.string().trim().min(1).max(255),
    password: z.string().min(1).max(200),
    remember: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  }),
});
export type SignInBody = z.infer<typeof signInBody>;

/** The signed-in user, as sign-in, current and refresh answer it. */
export const sessionUserReply = z
  .object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    resales: z.array(zUnitRef),
    resale_ids: z.array(z.number().int()),
  })
  .meta({ id: 'SessionUser' });

export const sessionReply = z.object({ user: sessionUserReply.nullable() }).meta({ id: 'Session' });
