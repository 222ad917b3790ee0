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

/** Name of a per-user setting, e.g. `columns.102` for the column choice of an application type. */
export const userSettingKey = z.string().regex(/^[A-Za-z0-9._-]{1,80}$/, 'a setting name of letters, digits, dots, dashes');
export const userSettingParams = z.object({ key: userSettingKey });
export const userSettingBody = z.strictObject({ value: z.string().max(8000) });
/** A setting's value as the web app stored it (JSON text), or null when never set. */
export const userSetting = z.object({ key: z.string(), value: z.string().nullable() });
export type UserSetting = z.infer<typeof userSetting>;
