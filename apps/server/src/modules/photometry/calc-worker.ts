/** Worker thread of the calculation pool: runs {@link calcLampRun} on each task it is sent. */
import { parentPort } from 'node:worker_threads';
import { calcLampRun, calcOutputTransferList, type CalcLampTask } from './calc-task.js';

if (!parentPort) throw new Error('calc-worker must run in a worker thread');
const port = parentPort;
port.on('message', (message: { id: number; task: CalcLampTask }) => {
  const output = calcLampRun(message.task);
  port.postMessage({ id: message.id, output }, calcOutputTransferList(output));
});
