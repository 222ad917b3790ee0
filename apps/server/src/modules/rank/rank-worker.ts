/** Worker thread of the rank pool: keeps its share of the files' compact light and evaluates batches on a surface. */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority.js';
import { PhotometryCache, rankBatchRun, rankTransferList, type RankBatch } from './rank-task.js';

if (!parentPort) throw new Error('rank-worker must run in a worker thread');
lowerThreadPriority();
const port = parentPort;
const { cacheBytes, viewBytes } = workerData as { cacheBytes: number; viewBytes: number };
const cache = new PhotometryCache(cacheBytes, viewBytes);
port.on('message', (message: { id: number; batch: RankBatch }) => {
  const result = rankBatchRun(cache, message.batch);
  port.postMessage({ id: message.id, result, cached: { files: cache.size, bytes: cache.bytes, viewBytes: cache.viewBytes } }, rankTransferList(result));
});
