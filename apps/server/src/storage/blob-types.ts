import type { Readable } from 'node:stream';

/*
 * The blob store's interface, which both back ends implement and `blob-store.ts` re-exports with
 * the opening: a file of its own so that the back ends import it without a circle.
 */

export interface BlobInfo {
  size: number;
  /** A strong validator: the same bytes under the same key give the same value on every instance. */
  etag: string;
  modified: Date;
  contentType: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface PutOptions {
  /**
   * On disk before put answers (default). `false` for what can be made again (a calculated
   * picture): a crash may then lose it, never leave half of it.
   */
  durable?: boolean;
}

export interface BlobStore {
  readonly kind: 'folder' | 'postgres';
  /** Store a body under a key (replacing what was there); readers see the old or the new body, never half. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<BlobInfo>;
  /** Move a local file in (it is gone afterwards). */
  putFile(key: string, path: string): Promise<BlobInfo>;
  stat(key: string): Promise<BlobInfo | null>;
  /** The body (or a byte range of it) as a stream; null when there is no such key. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The whole body when it is at most `maxBytes`; null when missing or larger. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  delete(keys: Iterable<string>): Promise<void>;
  /** Keys starting with a prefix (a folder prefix ends with `/`). */
  list(prefix: string): Promise<string[]>;
}
