/** Writing calculated pictures under `<mediaDir>/calc/…`; addresses are media paths with forward slashes. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { EncodedPicture } from './calc-task.js';

/** Write a picture at a media path. */
export async function pictureWrite(mediaDir: string, relative: string, picture: EncodedPicture): Promise<string> {
  const file = join(mediaDir, ...relative.split('/'));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, picture.data);
  return relative;
}

/** Remove pictures no row refers to any more; a missing file is fine. */
export async function picturesRemove(mediaDir: string, relatives: Iterable<string>): Promise<void> {
  await Promise.all(
    [...relatives].filter((r) => r.startsWith('calc/')).map((r) => rm(join(mediaDir, ...r.split('/')), { force: true })),
  );
}
