/** Worker thread of the calculation pool: runs each job it is sent (a lamp's contests, or reading a file). */
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority.js';
import { calcLampRun, calcOutputTransferList, parseOutputTransferList, parseRun, type EngineJob } from './calc-task.js';

if (!parentPort) throw new Error('calc-worker must run in a worker thread');
lowerThreadPriority();
const port = parentPort;
port.on('message', (message: { id: number; job: EngineJob }) => {
  const { job } = message;
  if (job.kind === 'parse') {
    const output = parseRun(job.task);
    port.postMessage({ id: message.id, output }, parseOutputTransferList(output));
  } else {
    const output = calcLampRun(job.task);
    port.postMessage({ id: message.id, output }, calcOutputTransferList(output));
  }
});
