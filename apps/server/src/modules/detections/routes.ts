import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PassThrough } from 'node:stream';
import {
  detectionRow,
  fixtureDetail,
  idParam,
  lampLibraryRequest,
  libraryRow,
  okEnvelope,
  pageOf,
  selectionExportRequest,
  selectionRequest,
} from '@lampsheet/contracts';
import * as service from './service.js';
import { writeSelectionWorkbook, XLSX_TYPE } from './export-workbook.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { nowIso } from '../../lib/time.js';
import { requireUser } from '../auth/guard.js';
import { perUserLimit } from '../../lib/rate-limits.js';

/** The selection table's answer: what the route's serialiser would write, done once per kept answer. */
const selectionAnswer = okEnvelope(pageOf(detectionRow));
export const serializePage: service.SerializePage = (data) => JSON.stringify(z.encode(selectionAnswer, { success: true as const, data }));
const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * An answer already serialised by `serializePage`. Fastify sends a string as it is, without the
 * route's serialiser; the type provider only knows the object form, hence the one cast.
 */
const serialised = (text: string) => text as unknown as z.output<typeof selectionAnswer>;

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/contests/tyList',
    { schema: { tags: ['selection'], body: selectionRequest, response: { 200: selectionAnswer } } },
    // the answer comes serialised (and possibly kept: service.selectionAnswer); a string is sent as it is
    async (request, reply) =>
      reply.type(JSON_TYPE).send(serialised(await service.selectionAnswer(db, requireUser(request), request.body, request.lang, serializePage, app.searchIndex))),
  );

  // Every matching row as a spreadsheet, written while it is sent (docs/PERFORMANCE.md).
  app.post(
    '/contests/tyList/export',
    { preHandler: perUserLimit(app, 'selectionExport'), schema: { tags: ['selection'], body: selectionExportRequest } },
    async (request, reply) => {
      const user = requireUser(request);
      return app.work.stream('export', request, reply, async () => {
        const plan = await service.selectionExport(db, user, request.body, request.lang, app.searchIndex, nowIso().slice(0, 10));
        const out = new PassThrough();
        let aborted = false;
        reply.raw.once('close', () => {
          aborted = !reply.raw.writableFinished;
        });
        writeSelectionWorkbook(out, plan, {
          lang: request.lang,
          mediaBaseUrl: app.config.mediaBaseUrl,
          origin: `${request.protocol}://${request.host}`,
          aborted: () => aborted || out.destroyed,
        }).catch((err: unknown) => {
          request.log.error({ err }, 'selection export failed while streaming');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        reply
          .header('Content-Type', XLSX_TYPE)
          .header('Content-Disposition', contentDisposition('attachment', plan.fileName, '.xlsx'))
          .header('Cache-Control', 'private, no-store')
          .header('X-Total-Count', String(plan.total));
        return out;
      });
    },
  );

  app.post(
    '/contests/weightList/:contestFrontId',
    {
      preHandler: perUserLimit(app, 'weightList'),
      schema: {
        tags: ['selection'],
        params: z.object({ contestFrontId: idParam }),
        body: selectionRequest,
        response: { 200: selectionAnswer },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .send(serialised(await service.weightedAnswer(db, requireUser(request), request.params.contestFrontId, request.body, request.lang, serializePage, app.searchIndex))),
  );

  app.post(
    '/contests/lampLibrary',
    { schema: { tags: ['editor'], body: lampLibraryRequest, response: { 200: okEnvelope(pageOf(libraryRow)) } } },
    async (request) => ({ success: true as const, data: await service.libraryPage(db, requireUser(request), request.body, request.lang) }),
  );

  app.get(
    '/lamps/:lampId',
    { schema: { tags: ['selection'], params: z.object({ lampId: idParam }), response: { 200: okEnvelope(fixtureDetail) } } },
    async (request) => ({ success: true as const, data: await service.fixtureDetail(db, requireUser(request), request.params.lampId, request.lang) }),
  );
};

export default routes;
