/** Worker thread of the rank pool: keeps its share of parsed files and of figures evaluated, and evaluates batches on a surface. */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority.js';
import { FiguresCache, PhotometryCache, rankBatchRun, rankTransferList, type RankBatch } from './rank-task.js';

if (!parentPort) throw new Error('rank-worker must run in a worker thread');
lowerThreadPriority();
const port = parentPort;
const { cacheBytes, figuresEntries } = workerData as { cacheBytes: number; figuresEntries: number };
const cache = new PhotometryCache(cacheBytes);
const figures = new FiguresCache(figuresEntries);
port.on('message', (message: { id: number; batch: RankBatch }) => {
  const result = rankBatchRun(cache, message.batch, figures);
  port.postMessage({ id: message.id, result, cached: { files: cache.size, bytes: cache.bytes } }, rankTransferList(result));
});
