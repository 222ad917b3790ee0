import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { UploadAnswer, User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { EXTENSION, sniffImageType } from './sniff.js';

/**
 * Store one uploaded picture under `<mediaDir>/uploads/<yyyy>/<mm>/<random>.<ext>`: the type is
 * checked by its bytes as they arrive, the size limit while streaming (the multipart parser cuts
 * the stream at the limit); a refused file leaves nothing behind. The client's name is kept only
 * as a label, never as a path.
 */
export async function storeImage(
  db: Kysely<Database>,
  user: User,
  mediaDir: string,
  file: { stream: Readable & { truncated?: boolean }; filename: string },
): Promise<UploadAnswer> {
  const now = new Date();
  const folder = join('uploads', String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
  await mkdir(join(mediaDir, folder), { recursive: true });
  const base = randomBytes(16).toString('hex');
  const tmp = join(mediaDir, folder, `.${base}.part`);
  let head = Buffer.alloc(0);
  let type: 'image/jpeg' | 'image/png' | null = null;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, 8);
        if (head.length >= 8 || size >= 8) {
          type = sniffImageType(head);
          if (!type) return done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadOnlyJpg'));
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (!type) type = sniffImageType(head);
      done(type ? null : new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadOnlyJpg'));
    },
  });
  try {
    await pipeline(file.stream, check, createWriteStream(tmp));
    if (file.stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'uploadTooLarge');
    if (size === 0) throw new AppError('VALIDATION_FAILED', 'uploadNoFile');
  } catch (err) {
    await rm(tmp, { force: true });
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'uploadTooLarge');
    throw err;
  }
  const contentType = type as unknown as 'image/jpeg' | 'image/png';
  const savePath = `${folder.replaceAll('\\', '/')}/${base}.${EXTENSION[contentType]}`;
  await rename(tmp, join(mediaDir, savePath));
  const row = await db
    .insertInto('files')
    .values({ savePath, originalName: file.filename.slice(0, 200), contentType, size, ownerId: user.id, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, savePath, contentType, size };
}
