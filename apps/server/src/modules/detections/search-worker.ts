/** Worker thread of the search pool (`search-pool.ts`): holds the blocks it is given on shared memory and answers searches on them. */
import { parentPort } from 'node:worker_threads';
import { SearchComputer } from './search-compute.js';
import type { SearchMessage } from './search-pool.js';

if (!parentPort) throw new Error('search-worker must run in a worker thread');
const port = parentPort;
const computer = new SearchComputer();
port.on('message', (m: SearchMessage) => {
  switch (m.type) {
    case 'block':
      return computer.addBlock(m.key, m.block);
    case 'lamps':
      return computer.addLamps(m.key, m.lamps);
    case 'drop':
      return computer.drop(m.kind, m.key);
    case 'run':
      try {
        port.postMessage({ id: m.id, result: computer.run(m.block, m.lamps, m.task) });
      } catch (err) {
        port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
      }
      return;
    default:
      // a message of no known kind is the main thread's mistake: the worker stops, loudly
      throw new Error(`search worker: unknown message ${JSON.stringify(m)}`);
  }
});
