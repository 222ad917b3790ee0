import { z } from 'zod';

/** A fixture a GLDF import made (or updated): one per variant of the container. */
export const gldfImportedLamp = z.object({
  lampId: z.number().int(),
  photometryId: z.number().int(),
  brandName: z.string(),
  model: z.string(),
  /** Luminous flux, lm: the GLDF's rated flux, else the photometric file's. */
  flux: z.number().nullable(),
  /** Watts: the GLDF's rated input power, else the photometric file's. */
  power: z.number().nullable(),
});

/**
 * `POST /photometry/import/gldf`: the fixtures made, and the job that calculates their rows on
 * every typical surface (polled like the spreadsheet import's: `GET /admin/import/{jobId}`).
 */
export const gldfImportAnswer = z.object({
  lamps: z.array(gldfImportedLamp),
  jobId: z.string(),
  /** GLDF format version read: "1.0", "1.0-rc3", "1.0-rc1", … */
  formatVersion: z.string(),
});
export type GldfImportAnswer = z.infer<typeof gldfImportAnswer>;

/** A `.gldf` upload's size limit: containers carry pictures and 3D geometry beside the photometry. */
export const GLDF_LIMIT_BYTES = 32 * 1024 * 1024;
