import { z } from 'zod';

export const signInBody = z.object({
  user: z.object({
    login: z.string().trim().min(1).max(255),
    password: z.string().min(1).max(200),
    remember: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  }),
});
export type SignInBody = z.infer<typeof signInBody>;
