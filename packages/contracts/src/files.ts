import { z } from 'zod';

/** Largest upload accepted (specification point 9: 2 MB). */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;

export const uploadAnswer = z.object({
  id: z.number().int(),
  savePath: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

export const uploadQuery = z.object({ type: z.enum(['image']).default('image') });
