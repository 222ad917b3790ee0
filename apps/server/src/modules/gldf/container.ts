/**
 * The `.gldf` container: a zip with `product.xml` at its root and the files it names in folders
 * by content type (`ldc/`, `image/`, `geo/`, …). Read with fflate's streaming unzip, every byte
 * counted as it is inflated (the sizes a zip's headers state are not believed): more entries
 * than `maxEntries`, more than `maxTotalBytes` inflated, or inflated bytes above `maxRatio`
 * times the container's own size (past a small allowance) stop the reading at once — a zip
 * bomb costs at most the bound. Written with fflate's `zipSync`.
 */
import { Unzip, UnzipInflate, zipSync, type Zippable } from 'fflate';
import { GldfProblem } from './refusal.js';

export interface ContainerLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Inflated bytes per container byte, over the whole container. */
  maxRatio: number;
}

export const CONTAINER_LIMITS: ContainerLimits = { maxEntries: 2000, maxTotalBytes: 128 * 1024 * 1024, maxRatio: 100 };
/** Inflated bytes a container may always hold whatever its ratio (a small, very compressible product.xml). */
const RATIO_ALLOWANCE = 1024 * 1024;


/**
 * A zip entry's name as its bytes were meant: fflate decodes a name without the UTF-8 flag as
 * Latin-1; such a name that is valid UTF-8 (as many zip tools write without the flag) is read
 * as UTF-8. Backslashes become slashes, a leading slash or "./" is dropped.
 */
function entryName(name: string): string {
  let out = name;
  if (/[\u0080-\u00ff]/.test(name) && ![...name].some((c) => c.charCodeAt(0) > 0xff)) {
    try {
      out = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (c) => c.charCodeAt(0)));
    } catch {
      out = name;
    }
  }
  return out.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '').normalize('NFC');
}

/** Every file of the container by its path (folders left out), within the limits; throws {@link GldfProblem}. */
export function containerRead(bytes: Uint8Array, limits: ContainerLimits = CONTAINER_LIMITS): Map<string, Uint8Array> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
    throw new GldfProblem('notZip');
  }
  const budget = Math.min(limits.maxTotalBytes, Math.max(RATIO_ALLOWANCE, bytes.length * limits.maxRatio));
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  let refused: GldfProblem | null = null;
  let failed: Error | null = null;
  const unzip = new Unzip((file) => {
    if (refused || failed) return;
    if (++entries > limits.maxEntries) {
      refused = new GldfProblem('tooManyEntries', { max: limits.maxEntries });
      return;
    }
    const name = entryName(file.name);
    if (name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (refused || failed) return;
      if (err) {
        failed = err;
        return;
      }
      total += chunk.length;
      if (total > budget) {
        refused =
          total > limits.maxTotalBytes
            ? new GldfProblem('tooLargeUnpacked', { mb: Math.round(limits.maxTotalBytes / 1024 / 1024) })
            : new GldfProblem('tooHighRatio', { ratio: limits.maxRatio });
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(name, concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in slices: the bounds stop the inflation between two slices at the latest.
    const SLICE = 64 * 1024;
    for (let at = 0; at < bytes.length && !refused && !failed; at += SLICE) {
      unzip.push(bytes.subarray(at, Math.min(bytes.length, at + SLICE)), at + SLICE >= bytes.length);
    }
  } catch (err) {
    failed = err as Error;
  }
  if (refused) throw refused;
  // fflate's own words stay in the log's cause, not in the message
  if (failed) throw new GldfProblem('zipDamaged', {}, (failed as Error).message);
  if (!files.has('product.xml')) throw new GldfProblem('noProduct');
  return files;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((s, c) => s + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A container of these files (path → bytes); stored entries deflated, the product first. */
export function containerWrite(files: Map<string, Uint8Array>): Uint8Array {
  const tree: Zippable = {};
  for (const [path, data] of files) tree[path] = [data, { level: 6 }];
  return zipSync(tree);
}
