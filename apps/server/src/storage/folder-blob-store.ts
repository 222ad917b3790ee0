import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, contentTypeOf, toStream, validKey } from './blob-keys.js';
import type { BlobInfo, BlobStore } from './blob-types.js';

/** A file written beside its final place, not yet renamed in: `.<random>.part`. */
export const PARTIAL = /^\.[0-9a-z]+\.part$/;

/** fsync a file or a folder (a folder: so a rename into it survives a crash of the machine). */
async function syncPath(path: string): Promise<void> {
  const handle = await openFile(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The folder backend: `media/…` under the media folder, everything else under DATA_DIR. */
export function folderBlobStore(dirs: { dataDir: string; mediaDir: string }): BlobStore {
  const mediaRoot = resolve(dirs.mediaDir);
  const dataRoot = resolve(dirs.dataDir);
  const pathOf = (key: string) => {
    checkKey(key);
    return key.startsWith('media/') ? join(mediaRoot, ...key.slice(6).split('/')) : join(dataRoot, ...key.split('/'));
  };
  const info = async (key: string): Promise<BlobInfo | null> => {
    try {
      const s = await stat(pathOf(key));
      if (!s.isFile()) return null;
      return { size: s.size, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`, modified: s.mtime, contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  };
  const tmpBeside = (path: string) => join(dirname(path), `.${randomBytes(8).toString('hex')}.part`);
  const store: BlobStore = {
    kind: 'folder',
    async put(key, body, { durable = true } = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = tmpBeside(path);
      try {
        // durable: the bytes on disk (flush: fsync before close) before they take the key's
        // name, and the name on disk before put answers
        await pipeline(toStream(body), createWriteStream(tmp, { flags: 'wx', mode: 0o640, flush: durable }));
        await rename(tmp, path);
        if (durable) await syncPath(dirname(path));
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return (await info(key))!;
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await syncPath(source);
        await rename(source, path);
        await syncPath(dirname(path));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await store.put(key, createReadStream(source));
        await rm(source, { force: true });
      }
      return (await info(key))!;
    },
    stat: info,
    async open(key, range) {
      if (!(await info(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async read(key, maxBytes) {
      const i = await info(key);
      if (!i || i.size > maxBytes) return null;
      const chunks: Buffer[] = [];
      for await (const c of createReadStream(pathOf(key))) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(keys) {
      await Promise.all([...keys].filter(validKey).map((k) => rm(pathOf(k), { force: true })));
    },
    async list(prefix) {
      const cut = prefix.lastIndexOf('/');
      const folderKey = prefix.slice(0, cut);
      const base = folderKey.startsWith('media') ? join(mediaRoot, ...folderKey.slice(6).split('/').filter(Boolean)) : join(dataRoot, ...folderKey.split('/'));
      let names: string[];
      try {
        names = (await readdir(base, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => relative(base, join(d.parentPath, d.name)).split(sep).join('/'));
      } catch {
        return [];
      }
      return names
        .filter((n) => !n.split('/').some((s) => s.startsWith('.')))
        .map((n) => `${folderKey}/${n}`)
        .filter((k) => k.startsWith(prefix));
    },
  };
  return store;
}

/**
 * Remove the `.part` files a process that died left behind (an upload being received, a body
 * being written). Run at start, before the server takes requests: a data folder belongs to one
 * process, so no `.part` file there is still being written. Answers the number removed.
 */
export async function sweepPartialFiles(folders: string[]): Promise<number> {
  let removed = 0;
  const roots = [...new Set(folders.map((f) => resolve(f)))];
  // a folder inside another is read with it
  const outer = roots.filter((f) => !roots.some((o) => o !== f && f.startsWith(o + sep)));
  for (const folder of outer) {
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const d of entries) {
      if (!d.isFile() || !PARTIAL.test(d.name)) continue;
      await rm(join(d.parentPath, d.name), { force: true });
      removed++;
    }
  }
  return removed;
}
