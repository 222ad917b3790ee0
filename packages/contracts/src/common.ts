import { z } from 'zod';

/** Machine codes of failed answers (docs/DOMAIN.md "Calls and their answers"). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status that belongs to each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** The form field a validation message is about, when there is one. */
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Media type of an answer streamed as one JSON object a line: events, then the envelope as the last line. */
export const NDJSON_TYPE = 'application/x-ndjson';

/** `{ success: true, data }` around any answer schema. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** `data.rows` and `data.total` of every list answer. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative() });
}

export type Page<T> = { rows: T[]; total: number };

/** A value sent by a form: empty strings and null mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// Optional numbers of requests come from ranges.ts (`optionalRanged`): every number has its domain range.
/** Positive integer id, accepting numeric strings (path and query parameters). */
/** The largest id a table holds: PostgreSQL's `integer`, which SQLite's ids also stay within. */
export const MAX_ID = 2_147_483_647;
/** A database id in a JSON body. */
export const dbId = z.number().int().positive().max(MAX_ID);
/** A database id in a path or query string (text, coerced). */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);
export const optionalId = z.preprocess(blankToUndefined, idParam.optional());
/** 1-based page number. */
export const pageParam = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100000).default(1));
/** Optional free text from a form field. */
export const optionalText = (max = 200) => z.string().max(max).nullish();

/** Comma-joined list of positive integer ids, as lists travel ("3,7"). */
export const idListString = z
  .string()
  .max(4000)
  .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'expected comma-separated ids such as "3,7"');

/** Parse a comma-joined id list into numbers (empty string → []). */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
}

export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;
