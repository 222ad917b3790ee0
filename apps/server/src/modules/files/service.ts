import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { UploadAnswer, User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { BlobStore } from '../../storage/blob-store.js';
import * as repo from './repository.js';
import { EXTENSION, sniffImageType } from './sniff.js';

/** A checked picture waiting in its `.part` file until the whole request has been read. */
export interface ReceivedImage {
  tmp: string;
  savePath: string;
  contentType: 'image/jpeg' | 'image/png';
  size: number;
  originalName: string;
}

/**
 * Receive one uploaded picture into a `.part` file beside its final place
 * (`<mediaDir>/uploads/<yyyy>/<mm>/<random>.<ext>`): the type is checked by its bytes as they
 * arrive, the size limit while streaming (the multipart parser cuts the stream at the limit); a
 * refused file leaves nothing behind. Nothing is visible until `commitImage`, which the route
 * calls only once the whole request has been read and accepted. The client's name is kept only
 * as a label, never as a path.
 */
export async function receiveImage(
  mediaDir: string,
  file: { stream: Readable & { truncated?: boolean }; filename: string },
): Promise<ReceivedImage> {
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
  return { tmp, savePath, contentType, size, originalName: file.filename.slice(0, 200) };
}

/** Drop a received picture the request was refused with. */
export async function discardImage(received: ReceivedImage): Promise<void> {
  await rm(received.tmp, { force: true });
}

/**
 * Make a received picture real: its row, then the file in the blob store under its final name.
 * Should the row fail, the `.part` file goes; should storing fail, the row is removed again.
 */
export async function commitImage(db: Kysely<Database>, user: User, blobs: BlobStore, received: ReceivedImage): Promise<UploadAnswer> {
  const { savePath, contentType, size, originalName } = received;
  let id: number;
  try {
    id = await repo.insertFile(db, { savePath, originalName, contentType, size, ownerId: user.id, createdAt: nowIso() });
  } catch (err) {
    await discardImage(received);
    throw err;
  }
  try {
    // Into the blob store (a rename in the folder store, streamed into PostgreSQL otherwise).
    await blobs.putFile(`media/${savePath}`, received.tmp);
  } catch (err) {
    await repo.deleteFile(db, id);
    await discardImage(received);
    throw err;
  }
  return { id, savePath, contentType, size };
}
