import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WorkLane, type LaneLimits } from '../lib/admission.js';
import { defaultThreads } from '../modules/photometry/calc-pool.js';

/** The kinds of heavy work, each admitted on a lane of its own. */
export type WorkKind = 'calculate' | 'rank' | 'parse' | 'polar' | 'schedule' | 'export';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admission of heavy work: fair per user, bounded, with a deadline (lib/admission.ts). */
    work: {
      lanes: Record<WorkKind, WorkLane>;
      /** Run `work` for the request's user on the lane of `kind` (503 when busy or past the deadline). */
      run<T>(kind: WorkKind, request: FastifyRequest, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
      /**
       * A file written while it is sent: `open` sets the headers and answers the stream; the
       * place is held until the stream has ended. The deadline holds until the stream is handed
       * to the reply (past it: 503, the stream destroyed); a transfer that has started runs on.
       */
      stream(kind: WorkKind, request: FastifyRequest, reply: FastifyReply, open: (signal: AbortSignal) => Promise<Readable>): Promise<FastifyReply>;
    };
  }
}

/**
 * The lanes: every kind admits CALC_QUEUE_MAX pieces (working or waiting); how many work at once
 * follows what the kind costs: a calculation takes one engine thread (the pool's threads, two
 * each in flight), a ranking every core of the rank pool (three at once so that a third user
 * need not wait for two who flood), parses run on the main thread (one at once), polar
 * diagrams, schedules and exports partly (two at once).
 */
export default fp(
  async function admission(app) {
    const { calcQueueMax, workUserRunning, workUserQueued, workTimeoutMs } = app.config;
    const lane = (name: WorkKind, running: number) => {
      const limits: LaneLimits = {
        running,
        total: Math.max(1, calcQueueMax),
        perUserRunning: Math.min(running, workUserRunning),
        perUserQueued: workUserQueued,
        timeoutMs: workTimeoutMs,
      };
      return new WorkLane(name, limits);
    };
    const lanes: Record<WorkKind, WorkLane> = {
      calculate: lane('calculate', Math.max(2, 2 * (defaultThreads() - 1))),
      rank: lane('rank', 3),
      parse: lane('parse', 1),
      polar: lane('polar', 2),
      schedule: lane('schedule', 2),
      export: lane('export', 2),
    };
    const userOf = (request: FastifyRequest) => String(request.user?.id ?? `ip:${request.ip}`);
    app.decorate('work', {
      lanes,
      run: (kind, request, work) => lanes[kind].run(userOf(request), work),
      async stream(kind, request, reply, open) {
        try {
          await lanes[kind].run(userOf(request), async (signal, answering) => {
            const body = await open(signal);
            if (signal.aborted) {
              body.destroy();
              return;
            }
            const ended = finished(body).catch(() => {});
            answering();
            void reply.send(body);
            await ended;
          });
        } catch (err) {
          // Refused or failed before the first bytes: an ordinary error answer.
          if (!reply.sent) throw err;
          request.log.warn({ err }, `${kind} cut short after its first bytes`);
        }
        return reply;
      },
    });
  },
  { name: 'admission' },
);
