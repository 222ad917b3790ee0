/** Current time as the ISO-8601 text every table stores. */
export const nowIso = (): string => new Date().toISOString();
