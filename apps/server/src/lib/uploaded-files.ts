import type { FastifyRequest } from 'fastify';
import { PHOTOMETRY_LIMIT_BYTES } from '@lampsheet/contracts';
import { AppError } from './errors.js';

/** A file as uploaded: its name and bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Read every file part of a multipart request into memory (each at most 2 MB). */
export async function filesOf(request: FastifyRequest, maxFiles: number): Promise<Array<UploadedFile & { field: string }>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadNoFile');
  const out: Array<UploadedFile & { field: string }> = [];
  for await (const part of request.parts({ limits: { files: maxFiles, fileSize: PHOTOMETRY_LIMIT_BYTES, parts: maxFiles + 10 } })) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', null, { text: `${part.filename}: larger than ${PHOTOMETRY_LIMIT_BYTES / 1024 / 1024} MB`, field: 'file' });
      }
      throw err;
    });
    out.push({ field: part.fieldname, fileName: part.filename, bytes });
  }
  return out;
}
