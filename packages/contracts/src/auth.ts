import { z } from 'zod';

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const userRole = z.enum(['designer', 'admin']);
export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: userRole,
});
export type User = z.infer<typeof user>;

export const loginAnswer = z.object({ token: z.string(), user, expiresAt: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswer>;
