/** Worker thread of the rank pool: keeps its share of parsed files and evaluates batches on a surface. */
import { parentPort, workerData } from 'node:worker_threads';
import { PhotometryCache, rankBatchRun, rankTransferList, type RankBatch } from './rank-task.js';

if (!parentPort) throw new Error('rank-worker must run in a worker thread');
const port = parentPort;
const cache = new PhotometryCache((workerData as { cacheBytes: number }).cacheBytes);
port.on('message', (message: { id: number; batch: RankBatch }) => {
  const result = rankBatchRun(cache, message.batch);
  port.postMessage({ id: message.id, result, cached: { files: cache.size, bytes: cache.bytes } }, rankTransferList(result));
});
