/**
 * Worker thread of the search index's loader (`search-loader.ts`): reads and decodes the blocks
 * it is asked for through a read-only connection of its own to the server's database, and
 * answers each block's arrays (on shared memory: handed over by reference).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.js';
import { loadBlock } from './search-blocks.js';
import { rawPageReader } from './search-blocks.repository.js';
import type { LoadMessage, LoadReply } from './search-loader.js';

if (!parentPort) throw new Error('search-loader-worker must run in a worker thread');
const port = parentPort;
const db = openDatabase((workerData as { url: string }).url, { readOnly: true, connections: 2 });
// the pages as arrays through the driver, no object a row (`rawPageReader`)
const readPage = rawPageReader(db);
port.on('message', (m: LoadMessage) => {
  if (m?.type !== 'load') {
    // a message of no known kind is the main thread's mistake: the worker stops, loudly
    throw new Error(`search loader: unknown message ${JSON.stringify(m)}`);
  }
  loadBlock(db.kysely, m.contestTypeId, m.pageRows, readPage).then(
    (block) => port.postMessage({ id: m.id, block } satisfies LoadReply),
    (err: unknown) => port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) } satisfies LoadReply),
  );
});
