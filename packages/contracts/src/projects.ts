import { z } from 'zod';
import { pageParam } from './common.js';

export const project = z.object({
  id: z.number().int(),
  itemName: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  createdBy: z.number().int(),
  creatorName: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  lampparamCount: z.number().int(),
});
export type Project = z.infer<typeof project>;

export const projectListQuery = z.object({
  page: pageParam,
  rows: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).default(20)),
});

export const createProjectRequest = z.strictObject({
  itemName: z.string().trim().min(1).max(120),
  description: z.string().max(2000).nullish(),
  location: z.string().max(200).nullish(),
  /** User names to add as members besides the creator. */
  members: z.array(z.string().max(64)).max(50).optional(),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequest>;
