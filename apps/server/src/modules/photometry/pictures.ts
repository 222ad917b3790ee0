/** Writing calculated pictures at `media/calc/…` of the blob store; addresses are media paths with forward slashes. */
import type { BlobStore } from '../../storage/blob-store.js';
import { folderBlobStore } from '../../storage/folder-blob-store.js';
import type { EncodedPicture } from './calc-task.js';

/** Where pictures go: a blob store, or (tools, the demo seed) a plain media folder. */
export type PictureTarget = BlobStore | string;

const storeOf = (target: PictureTarget): BlobStore =>
  typeof target === 'string' ? folderBlobStore({ dataDir: target, mediaDir: target }) : target;

/**
 * Write a picture at a media path (a content-hashed name: written again, it is the same bytes).
 * Not fsynced one by one (there are thousands, and each can be computed again): a crash may
 * lose a picture, never leave half of one.
 */
export async function pictureWrite(target: PictureTarget, relative: string, picture: EncodedPicture): Promise<string> {
  await storeOf(target).put(`media/${relative}`, Buffer.from(picture.data), { durable: false });
  return relative;
}

/** Remove pictures no row refers to any more; a missing one is fine. */
export async function picturesRemove(target: PictureTarget, relatives: Iterable<string>): Promise<void> {
  await storeOf(target).delete([...relatives].filter((r) => r.startsWith('calc/')).map((r) => `media/${r}`));
}
