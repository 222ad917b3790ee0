/**
 * A long piece of work answered as NDJSON (one JSON object a line): events while it runs, then
 * one last line, the envelope the plain route answers. The status line and headers leave with
 * the first event, so that a refusal before it (the admission's 503, a request the work refuses
 * at once) keeps its own status; a failure after it ends the stream with the error envelope.
 * A client that goes away aborts the work's signal.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { message, NDJSON_TYPE, type ErrorEnvelope, type Lang } from '@lampsheet/contracts';
import { anySignal } from './abort.js';
import { AppError } from './errors.js';

/** Whether the client asked for the answer as a stream of lines. */
export function wantsNdjson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((type) => type.split(';')[0]!.trim().toLowerCase() === NDJSON_TYPE);
}

/** The envelope of an error in the request's language: our own errors' code and words, anything else INTERNAL. */
export function errorEnvelopeOf(err: unknown, lang: Lang): ErrorEnvelope {
  if (err instanceof AppError) return { success: false, code: err.code, message: err.text(lang), ...(err.field ? { field: err.field } : {}) };
  return { success: false, code: 'INTERNAL', message: message('internal', lang) };
}

/** The reason a work's signal carries when its client went away. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection');
  }
}

/**
 * Answer `work` as NDJSON: `admit` runs it (the admission lane: its refusals and deadline),
 * `work` writes events with `emit` and resolves with the answer's data, which `final` turns into
 * the last line's `data` (the route's schema, as the plain route serialises it).
 */
export async function ndjsonAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  admit: (work: (signal: AbortSignal) => Promise<T>) => Promise<T>,
  work: (signal: AbortSignal, emit: (event: object) => void) => Promise<T>,
  final: (data: T) => unknown,
): Promise<FastifyReply> {
  const body = new PassThrough();
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new ClientGone());
  });
  let started = false;
  const line = (value: unknown) => {
    if (!started) {
      started = true;
      // no compression (it would hold lines back until a block fills), no proxy buffering or transforming
      reply.type(NDJSON_TYPE).header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no').header('vary', 'Accept');
      void reply.send(body);
    }
    body.write(`${JSON.stringify(value)}\n`);
  };
  try {
    const data = await admit(async (signal) => {
      const both = anySignal(signal, gone.signal);
      try {
        return await work(both.signal, (event) => {
          if (!both.signal.aborted) line(event);
        });
      } finally {
        both.dispose();
      }
    });
    line({ success: true, data: final(data) });
  } catch (err) {
    if (!started) throw err;
    if (gone.signal.aborted) request.log.info('the client closed the connection before its answer');
    else {
      if (!(err instanceof AppError)) request.log.error({ err }, 'unexpected error');
      line(errorEnvelopeOf(err, request.lang));
    }
  }
  body.end();
  return reply;
}
