/**
 * Worker thread of the schedule renderer (`schedule-render.ts`): holds one schedule's PDF at a
 * time and draws what the main thread sends (the cover and table, then one sheet a message), so
 * that pdfkit's layout, picture fitting and font subsetting never hold up a request; between
 * schedules it builds a schedule's workbook (exceljs) for the same reason. Every page
 * written goes back as `data` at once; the main thread paces the sheets by its reader.
 */
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority.js';
import type { Schedule } from './schedule-model.js';
import { scheduleDocument, scheduleSheetWriter, writeScheduleTable } from './schedule-pdf.js';
import { scheduleWorkbook } from './schedule-xlsx.js';
import type { ScheduleReply, ScheduleRequest } from './schedule-render.js';

if (!parentPort) throw new Error('schedule-worker must run in a worker thread');
lowerThreadPriority();
const port = parentPort;
const post = (reply: ScheduleReply) => port.postMessage(reply);

/**
 * Buffers arrive as plain Uint8Arrays (the structured clone keeps the bytes, not the class);
 * pdfkit reads a picture from a Buffer only, so every one is made a Buffer again over the same bytes.
 */
function revive<T>(value: T): T {
  if (value instanceof Uint8Array) return (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as T;
  if (Array.isArray(value)) return value.map(revive) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)])) as T;
  }
  return value;
}

/**
 * Resolves once every byte written so far has left as `data`: a flowing stream emits what it
 * was pushed on a later tick, and the main thread must see a step's pages before its answer.
 */
const sent = (doc: PDFKit.PDFDocument) =>
  new Promise<void>((resolve) => {
    const check = () => (doc.readableLength === 0 ? resolve() : setImmediate(check));
    setImmediate(check);
  });

let session: { doc: PDFKit.PDFDocument; schedule: Schedule; draw: ReturnType<typeof scheduleSheetWriter> } | null = null;

async function handle(message: ScheduleRequest): Promise<void> {
  if (message.kind === 'workbook') {
    post({ kind: 'data', chunk: await scheduleWorkbook(message.schedule) });
    post({ kind: 'ended' });
    return;
  }
  if (message.kind === 'start') {
    const schedule = message.schedule;
    const doc = scheduleDocument(schedule);
    doc.on('data', (chunk: Buffer) => post({ kind: 'data', chunk }));
    session = { doc, schedule, draw: scheduleSheetWriter(doc, schedule) };
    writeScheduleTable(doc, schedule);
    await sent(doc);
    post({ kind: 'ready' });
    return;
  }
  if (!session) throw new Error(`schedule worker: '${message.kind}' before 'start'`);
  if (message.kind === 'sheet') {
    const row = session.schedule.rows[message.row];
    if (!row) throw new Error(`schedule worker: no row ${message.row}`);
    await session.draw(row, revive(message.model));
    await sent(session.doc);
    post({ kind: 'drawn' });
    return;
  }
  const { doc } = session;
  session = null;
  doc.once('end', () => post({ kind: 'ended' }));
  doc.end();
}

// One message at a time: the main thread sends the next only after the answer to the last.
port.on('message', (message: ScheduleRequest) => {
  handle(message).catch((err: unknown) => {
    session = null;
    post({ kind: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  });
});
