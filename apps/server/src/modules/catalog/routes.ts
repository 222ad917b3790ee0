import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  angleRule,
  brand,
  brandListQuery,
  columnDefinition,
  contestSketchRequest,
  contestTypeNode,
  dictEntry,
  dictQuery,
  idParam,
  lampparamDictQuery,
  lampSketch,
  lampSketchRequest,
  okEnvelope,
  pageOf,
  powerNo,
  powerNoQuery,
  surfaceSketch,
  templateIndex,
  weightPreset,
} from '@lampsheet/contracts';
import * as repo from './repository.js';
import * as service from './service.js';

const ok = <T>(data: T) => ({ success: true as const, data });

/** Reference data of the selection panel and the editor: types, brands, columns, dictionaries, sketches. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/config',
    { config: { public: true }, schema: { tags: ['catalog'], response: { 200: okEnvelope(z.object({ mediaBaseUrl: z.string() })) } } },
    async () => ok({ mediaBaseUrl: app.config.mediaBaseUrl }),
  );

  app.get(
    '/contests/contestTypeList',
    { schema: { tags: ['catalog'], response: { 200: okEnvelope(z.array(contestTypeNode)) } } },
    async () => ok(await service.contestTypeTree(db)),
  );

  // isOrgState arrives in the query string or in a form-encoded body (docs/DOMAIN.md).
  app.post(
    '/brands/detectionBrandjson',
    {
      schema: {
        tags: ['catalog'],
        querystring: brandListQuery,
        body: brandListQuery.nullish(),
        response: { 200: okEnvelope(z.array(brand)) },
      },
    },
    async (request) => {
      const flag = request.body?.isOrgState ?? request.query.isOrgState;
      const rows = await repo.brands(db, flag === 'true');
      return ok(rows.map((b) => ({ id: b.id, brandName: b.brandName, brandLogo: b.brandLogo, delFlag: '0' as const, isOrgState: !!b.isOrgState })));
    },
  );

  app.get(
    '/lampparams/getStandLampparamFields/:id',
    { schema: { tags: ['catalog'], params: z.object({ id: idParam }), response: { 200: okEnvelope(z.array(columnDefinition)) } } },
    async (request) => {
      const rows = await repo.columnDefs(db, request.params.id);
      return ok(rows.map(({ contestTypeId: _ct, ...r }) => ({ ...r, sortable: r.testFlag === 1 || r.indexType !== 2 })));
    },
  );

  app.get(
    '/contests/defaultWeightJson/:contestFrontId',
    {
      schema: { tags: ['catalog'], params: z.object({ contestFrontId: idParam }), response: { 200: okEnvelope(z.array(weightPreset)) } },
    },
    async (request) => {
      const rows = await repo.weightPresets(db, request.params.contestFrontId);
      return ok(rows.map(({ contestTypeId: _ct, sort: _s, ...r }) => r));
    },
  );

  app.get(
    '/dictTypeAllList',
    { schema: { tags: ['catalog'], querystring: dictQuery, response: { 200: okEnvelope(z.array(dictEntry)) } } },
    async (request) => ok((await repo.dictEntries(db, request.query.indexPinyin)).map(({ sort: _s, ...r }) => r)),
  );

  app.get(
    '/dictionaryLampparam/lampparamDictTypeList',
    { schema: { tags: ['catalog'], querystring: lampparamDictQuery, response: { 200: okEnvelope(z.array(dictEntry)) } } },
    async (request) => {
      const { indexPinyin, contestType, lampType } = request.query;
      return ok((await repo.dictEntries(db, indexPinyin, { contestType, lampType })).map(({ sort: _s, ...r }) => r));
    },
  );

  app.get(
    '/lampparams/getStandLampparamIndex/:contestTypeId',
    {
      schema: { tags: ['catalog'], params: z.object({ contestTypeId: idParam }), response: { 200: okEnvelope(z.array(templateIndex)) } },
    },
    async (request) => ok(await service.templateIndices(db, request.params.contestTypeId, request.lang)),
  );

  app.post(
    '/lampparams/contestSketch/json',
    { schema: { tags: ['catalog'], body: contestSketchRequest.nullish(), response: { 200: okEnvelope(z.array(surfaceSketch)) } } },
    async (request) => ok(await service.surfaceSketchTree(db, request.body?.contestTypeIds, request.lang)),
  );

  app.post(
    '/lampparams/lampSketchList',
    { schema: { tags: ['catalog'], body: lampSketchRequest, response: { 200: okEnvelope(pageOf(lampSketch)) } } },
    async (request) => {
      const { lampType, page, rows } = request.body;
      return ok(await service.lampSketchPage(db, lampType, page, rows, request.lang));
    },
  );

  app.post(
    '/lampparams/AnglemapList',
    { schema: { tags: ['catalog'], response: { 200: okEnvelope(z.array(angleRule)) } } },
    async () => ok((await repo.angleRules(db)).map(({ sort: _s, ...r }) => r)),
  );

  app.post(
    '/lampparams/lamps/getPowerNo',
    { schema: { tags: ['catalog'], querystring: powerNoQuery, response: { 200: okEnvelope(z.object({ powerNo: z.string() })) } } },
    async (request) => ok({ powerNo: powerNo(request.query.powerValue) }),
  );
};

export default routes;
