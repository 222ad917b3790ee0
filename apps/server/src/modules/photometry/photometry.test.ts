import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateContest, parsePhotometry, parsePhotometryBytes, photometrySummary, synthesizeIes, synthesizeLdt } from '@lampsheet/photometry';
import { contestTypeById } from '@lampsheet/contracts';
import { DIALECTS, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { buildApp } from '../../app.js';
import { completeCalculatedPictures, recomputeCalculated } from './recompute.js';
import * as repo from './repository.js';
import { sharedPhotometryFiles, worldCreate, type World } from './testing/setup.js';

const upload = (filename: string, data: Buffer, name = 'file') => multipart([{ name, filename, contentType: 'application/octet-stream', data }]);

async function parse(t: TestApp, auth: string, filename: string, data: Buffer) {
  const body = upload(filename, data);
  return t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: auth }, payload: body.payload });
}

const flood = synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40, manufacturer: 'Acme', luminaireName: 'Flood 24' });
const washer = synthesizeIes({ kind: 'wallWasher', beamAngle: 20, lumens: 1800, watts: 20, manufacturer: 'Acme', luminaireName: 'Wash 20' });
const spot = synthesizeLdt({ kind: 'flood', beamAngle: 12, lumens: 300, watts: 3 });

describe('photometric files and calculations', () => {
  let t: TestApp;
  let designer: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false });
    await worldCreate(t.db);
    designer = await bearer(t.app, 'demo');
  });
  afterAll(async () => t.close());

  it('parses and stores every real file of shared/photometry, with the engine figures', async () => {
    const files = sharedPhotometryFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) {
      const bytes = readFileSync(path);
      const res = await parse(t, designer, basename(path), bytes);
      expect(res.statusCode, `${basename(path)}: ${res.body}`).toBe(200);
      const data = res.json().data;
      const engine = photometrySummary(parsePhotometryBytes(bytes, basename(path)));
      expect(data.format).toBe(path.endsWith('.ies') ? 'IES' : 'LDT');
      expect(data.lumens).toBeCloseTo(engine.flux, 0);
      expect(data.maxIntensity).toBeCloseTo(engine.maxIntensity.candela, 0);
      expect(data.beamAngle).toBeCloseTo(engine.beam.beam.planeC0C180, 0);
      expect(data.fieldAngle).toBeCloseTo(engine.beam.field.planeC0C180, 0);
      expect(data.beamAngleCie).toBeCloseTo(engine.beamCie.beam.planeC0C180, 0);
      expect(data.beamAngleCie90).toBeCloseTo(engine.beamCie.beam.planeC90C270, 0);
      expect(data.batwing).toBe(engine.beamCie.batwing);
      if (engine.efficacy !== null) expect(data.efficacy).toBeCloseTo(engine.efficacy, 0);
      expect(data.polar.c0c180).toHaveLength(181);
      expect(data.polar.c90c270).toHaveLength(181);
      const stored = await repo.photometryFileById(t.db.kysely, data.id);
      expect(stored?.fileName).toBe(basename(path));
      expect(stored?.lumens).toBeCloseTo(engine.flux, 3);
      const again = await t.app.inject({ method: 'GET', url: `/api/photometry/${data.id}`, headers: { authorization: designer } });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(data);
    }
  });

  it('refuses a broken file with the parser message naming the line, other file types, and anonymous calls', async () => {
    const lines = washer.split(/\r?\n/);
    const tilt = lines.findIndex((l) => l.startsWith('TILT='));
    lines[tilt + 1] = '1 2000 1 nine 1 1 2 0.1 0.1 0';
    const res = await parse(t, designer, 'broken.ies', Buffer.from(lines.join('\n')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'file' });
    expect(res.json().message).toMatch(new RegExp(`broken\\.ies, line ${tilt + 2}: expected`));
    const cut = await parse(t, designer, 'cut.ldt', Buffer.from(flood.split('\r\n').slice(0, 20).join('\r\n')));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/line \d+/);
    expect((await parse(t, designer, 'notes.txt', Buffer.from('hello'))).statusCode).toBe(415);
    const body = upload('a.ldt', Buffer.from(flood));
    expect((await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/photometry/999999', headers: { authorization: designer } })).statusCode).toBe(404);
  });

  it('calculates a single-face, a two-face and a point-source type exactly as the engine does', async () => {
    const id = (await parse(t, designer, 'flood.ldt', Buffer.from(flood))).json().data.id as number;
    const photometry = parsePhotometry(flood, 'flood.ldt');
    const cases = [
      { contestTypeId: 101, kind: 'floodlighting', dimensions: { H: 12, W: 8, D: 6 }, albedo: 0.5, count: 3, faces: ['single'] },
      { contestTypeId: 103, kind: 'compositeSurface', dimensions: { W1: 3, W2: 2, H1: 4, H2: 3, L: 1 }, albedo: 0.4, faces: ['A', 'B'] },
      { contestTypeId: 112, kind: 'controlledPoint', dimensions: { D: 20 }, albedo: null, faces: ['single'] },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/photometry/calculate',
        headers: { authorization: designer },
        payload: { photometryId: id, contestTypeId: c.contestTypeId, dimensions: c.dimensions, albedo: c.albedo, ...('count' in c ? { count: c.count } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      const engine = calculateContest(c.kind, c.dimensions, c.albedo, photometry, 'count' in c ? { count: c.count } : {});
      expect(data.faces.map((f: { faceType: string }) => f.faceType)).toEqual(c.faces);
      const pictures: [string, string, number][] = [];
      engine.faces.forEach((f, i) => {
        const got = data.faces[i];
        for (const key of ['lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'anbanHeight'] as const) {
          expect(got[key], `${c.kind} ${key}`).toBeCloseTo(f[key], 3);
        }
        for (const [pic, kind] of [[got.pseuColor, 'false-colour'], [got.viewPhoto, 'effect']] as const) {
          expect(pic).toMatch(/^calc\/files\/\d+\/.+\.svg$/);
          pictures.push([pic, kind, f.evenness]);
        }
      });
      // In the server's blob store (the folder, or PostgreSQL), served under /media/.
      for (const [pic, kind, evenness] of pictures) {
        const served = await t.app.inject({ method: 'GET', url: `/media/${pic}` });
        expect(served.statusCode, pic).toBe(200);
        const svg = served.rawPayload.toString();
        expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toContain(`data-picture="${kind}"`);
        // The caption carries the face's figures as the answer gives them.
        expect(svg).toContain(`U0 ${evenness.toFixed(2)}`);
      }
      for (let n = 1; n <= 10; n++) expect(data[`lightIntensity${n}`]).toBeCloseTo(engine.lightIntensity[n - 1]!, 1);
      if (c.contestTypeId === 112) expect(data.lightIntensity1).toBeGreaterThan(data.lightIntensity2);
      const served = await t.app.inject({ method: 'GET', url: `/media/${data.faces[0].pseuColor}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers 400 naming the field for impossible input, 404 for an unknown file', async () => {
    const id = (await parse(t, designer, 'spot.ldt', Buffer.from(spot))).json().data.id as number;
    const calc = (payload: object) => t.app.inject({ method: 'POST', url: '/api/photometry/calculate', headers: { authorization: designer }, payload });
    const negative = await calc({ photometryId: id, contestTypeId: 102, dimensions: { H: -4, W: 6 }, albedo: 0.4 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'dimensions.H' });
    // Refused by the contract's range (metres from 0) before the engine: the message names the field too.
    expect(negative.json().message).toMatch(/dimensions\.H: /);
    const albedo = await calc({ photometryId: id, contestTypeId: 102, dimensions: {}, albedo: 1.5 });
    expect(albedo.statusCode).toBe(400);
    expect(albedo.json().field).toBe('albedo');
    const type = await calc({ photometryId: id, contestTypeId: 999, dimensions: {} });
    expect(type.statusCode).toBe(400);
    expect(type.json().field).toBe('contestTypeId');
    const letter = await calc({ photometryId: id, contestTypeId: 102, dimensions: { Q: 3 } });
    expect(letter.statusCode).toBe(400);
    expect((await calc({ photometryId: 987654, contestTypeId: 102, dimensions: {} })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- import and recomputation

const HEADER = ['Brand', 'Model', 'Lamp type', 'Power', 'Voltage', 'Price', 'Length', 'Width', 'Height', 'Photometric file'];

async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('fixtures');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function importBody(sheet: { filename: string; data: Buffer }, files: Array<{ filename: string; data: string }>) {
  return multipart([
    { name: 'spreadsheet', filename: sheet.filename, contentType: 'application/octet-stream', data: sheet.data },
    ...files.map((f) => ({ name: 'files', filename: f.filename, contentType: 'application/octet-stream', data: Buffer.from(f.data) })),
  ]);
}

async function jobWait(app: FastifyInstance, auth: string, jobId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ method: 'GET', url: `/api/admin/import/${jobId}`, headers: { authorization: auth } });
    const job = res.json().data;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import job did not finish');
}

describe.each(DIALECTS)('fixture import and calculated rows on %s', (dialect) => {
  let t: TestApp;
  let world: World;
  let admin: string;
  let designer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
    world = await worldCreate(t.db);
    admin = await bearer(t.app, 'admin');
    designer = await bearer(t.app, 'demo');
  });
  afterAll(async () => t.close());

  const files = [
    { filename: 'flood-24.ldt', data: flood },
    { filename: 'Wash-20.IES', data: washer },
    { filename: 'spot-12.ldt', data: spot },
  ];

  it('imports a valid spreadsheet and recomputes the rows of the imported lamps on every contest', async () => {
    const sheet = await xlsx([
      ['Acme Lighting', 'F-24', 'Floodlight', 40, 'AC220V', 1280, 240, 180, 90, 'flood-24.ldt'],
      ['Nova Light', 'W-20', 'XQD', '20W', 'DC24V', '', 600, 50, 60, 'wash-20.ies'],
      ['Nova Light', 'S-12', '投光灯', 3, 'DC24V', 99.5, '', '', '', 'spot-12.ldt'],
    ]);
    const body = importBody({ filename: 'fixtures.xlsx', data: sheet }, files);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data;
    expect(started.imported).toBe(3);
    const job = await jobWait(t.app, admin, started.jobId);
    expect(job).toMatchObject({ status: 'done', imported: 3, done: 12, total: 12, message: null });
    // 3 lamps × (flood, wash, point: one row; composite: A and B)
    expect(job.rows).toBe(15);
    const lamps = await t.db.kysely.selectFrom('lamps').selectAll().where('id', 'in', started.lampIds).orderBy('id').execute();
    expect(lamps.map((l) => [l.model, l.power, l.workVoltage, l.authorizedPrice, l.longNs])).toEqual([
      ['F-24', 40, 'AC220V', 1280, 240],
      ['W-20', 20, 'DC24V', null, 600],
      ['S-12', 3, 'DC24V', 99.5, null],
    ]);
    expect(lamps[0]!.brandId).toBe(world.brandId);
    expect(lamps[1]!.brandId).toBe(lamps[2]!.brandId);
    expect(lamps[0]!.lampType).toBe(world.lampTypes.floodlight);
    expect(lamps[1]!.lampType).toBe(world.lampTypes.washer);
    expect(lamps.every((l) => l.photometryId !== null)).toBe(true);
    const rows = await repo.calculatedRows(t.db.kysely, started.lampIds);
    expect(rows).toHaveLength(15);
    const compositeRows = rows.filter((r) => r.contestId === world.contests.composite);
    expect(compositeRows.map((r) => r.surfaceType).sort()).toEqual(['A', 'A', 'A', 'B', 'B', 'B']);
    // the flood lamp's row on the floodlighting contest is the engine's result
    const floodRow = rows.find((r) => r.lampId === lamps[0]!.id && r.contestId === world.contests.flood)!;
    const engine = calculateContest('floodlighting', { H: 12, W: 8 }, 0.4, parsePhotometry(flood, 'f.ldt'));
    expect(floodRow.lightnessAve).toBeCloseTo(engine.faces[0]!.lightnessAve, 1);
    expect(floodRow.evenness).toBeCloseTo(engine.faces[0]!.evenness, 3);
    expect(await t.app.blobs.stat(`media/${floodRow.pseuColor!}`)).not.toBeNull();
    const pointRow = rows.find((r) => r.lampId === lamps[0]!.id && r.contestId === world.contests.point)!;
    expect(pointRow.lightIntensity1).toBeCloseTo(engine.lightIntensity[0]!, 0);
    expect(pointRow.lightnessAve).toBeNull();
    expect(pointRow.pseuColor).toBeNull();

    // the same spreadsheet again updates the lamps instead of adding new ones, and replaces their rows
    const again = importBody({ filename: 'fixtures.xlsx', data: sheet }, files);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...again.headers, authorization: admin }, payload: again.payload });
    expect(res2.json().data.lampIds).toEqual(started.lampIds);
    await jobWait(t.app, admin, res2.json().data.jobId);
    expect(await repo.calculatedRows(t.db.kysely, started.lampIds)).toHaveLength(15);
  });

  it('imports nothing when one row is wrong, and lists every problem with row and column', async () => {
    const count = async () => ({
      lamps: Number((await t.db.kysely.selectFrom('lamps').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      files: Number((await t.db.kysely.selectFrom('photometryFiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      brands: Number((await t.db.kysely.selectFrom('brands').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    });
    const before = await count();
    const csv = [
      HEADER.join(','),
      'New Brand,N-1,Floodlight,30,AC220V,500,200,200,100,flood-24.ldt',
      'New Brand,N-2,Searchlight,abc,AC220V,-5,200,200,100,missing.ldt',
      '"Quoted, Brand",N-3,Floodlight,12,DC24V,,,,,broken.ldt',
      'New Brand,N-1,Floodlight,30,AC220V,500,200,200,100,flood-24.ldt',
    ].join('\r\n');
    const broken = flood.split('\r\n').slice(0, 30).join('\r\n');
    const body = importBody({ filename: 'fixtures.csv', data: Buffer.from(csv) }, [...files, { filename: 'broken.ldt', data: broken }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const where = answer.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`);
    expect(where).toEqual(['3:lampType', '3:power', '3:price', '3:photometricFile', '4:photometricFile', '5:model']);
    expect(answer.errors[1].message).toContain('"abc"');
    expect(answer.errors[3].message).toContain('missing.ldt');
    expect(answer.errors[4].message).toMatch(/broken\.ldt, line \d+/);
    expect(answer.errors[5].message).toContain('row 2');
    expect(await count()).toEqual(before);
  });

  it('is for administrators only', async () => {
    const body = importBody({ filename: 'fixtures.csv', data: Buffer.from(HEADER.join(',')) }, []);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: designer }, payload: body.payload });
    expect(res.statusCode).toBe(403);
    const job = await t.app.inject({ method: 'GET', url: '/api/admin/import/8a3c5e0e-6c1d-4a83-9a53-0a4d3c1e2f10', headers: { authorization: designer } });
    expect(job.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/import/8a3c5e0e-6c1d-4a83-9a53-0a4d3c1e2f10', headers: { authorization: admin } });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps its jobs in the database: another server answers the poll, and a restart takes up a job cut short', async () => {
    const sheet = await xlsx([['Acme Lighting', 'F-24', 'Floodlight', 40, 'AC220V', 1280, 240, 180, 90, 'flood-24.ldt']]);
    const body = importBody({ filename: 'fixtures.xlsx', data: sheet }, files);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const { jobId, lampIds } = res.json().data as { jobId: string; lampIds: number[] };
    const finished = await jobWait(t.app, admin, jobId);
    expect(finished).toMatchObject({ status: 'done', rows: 5 });

    // A second server process on the same database answers the same job.
    const other = await buildApp({ config: t.app.config, db: t.db, logger: false });
    await other.ready();
    try {
      const seen = await other.inject({ method: 'GET', url: `/api/admin/import/${jobId}`, headers: { authorization: admin } });
      expect(seen.json().data).toEqual(finished);
    } finally {
      await other.close();
    }

    // The server stopped in the middle of a job: its row says running and the lamp's rows are gone.
    await t.db.kysely.updateTable('importJobs').set({ status: 'running', done: 1, total: 4, rows: 0, finishedAt: null }).where('jobId', '=', jobId).execute();
    await t.db.kysely.deleteFrom('detections').where('dataType', '=', '4').where('lampId', 'in', lampIds).execute();
    const restarted = await buildApp({ config: t.app.config, db: t.db, logger: false });
    await restarted.ready();
    try {
      expect(await jobWait(restarted, admin, jobId)).toMatchObject({ status: 'done', done: 4, total: 4, rows: 5, lampIds });
      expect(await repo.calculatedRows(t.db.kysely, lampIds)).toHaveLength(5);
    } finally {
      await restarted.close();
    }
  });

  describe('stand-in pictures completed', () => {
    const standIn = { pseuColor: 'demo/pseudo/stand-in.png', viewPhoto: 'demo/effect/stand-in.jpg' };
    const numbers = (rows: Awaited<ReturnType<typeof repo.calculatedRows>>) => rows.map(({ id: _i, createdAt: _c, pseuColor: _p, viewPhoto: _v, ...rest }) => rest);
    let mediaDir: string;
    let lampIds: number[];
    /** The world's calculated rows with the demo's stand-in pictures instead of their own. */
    const withStandIns = async () => {
      const fallbackPictures = (typeId: number) => (contestTypeById(typeId)?.pointSource ? { pseuColor: null, viewPhoto: null } : standIn);
      await recomputeCalculated(t.db, { mediaDir, lampIds, threads: 0, pictures: false, fallbackPictures });
      return repo.calculatedRows(t.db.kysely, lampIds);
    };
    beforeAll(async () => {
      mediaDir = join(t.dataDir, 'media');
      lampIds = (await t.db.kysely.selectFrom('lamps').select('id').where('photometryId', 'is not', null).execute()).map((l) => l.id);
    });

    it('gives every row its own pictures, changes nothing else, and then has nothing left to do', async () => {
      const before = await withStandIns();
      const pictured = before.filter((r) => r.pseuColor === standIn.pseuColor);
      const pointRows = before.filter((r) => r.contestId === world.contests.point);
      expect(pictured.length).toBeGreaterThan(0);
      expect(pointRows.every((r) => r.pseuColor === null)).toBe(true);

      const progress: number[] = [];
      const summary = await completeCalculatedPictures(t.db, { mediaDir, threads: 1, onProgress: (done) => progress.push(done) });
      expect(summary).toMatchObject({ rows: pictured.length, pictures: 2 * pictured.length, stopped: false, failures: [] });
      expect(progress.at(-1)).toBe(summary.pairs);

      const after = await repo.calculatedRows(t.db.kysely, lampIds);
      expect(numbers(after)).toEqual(numbers(before));
      for (const row of after.filter((r) => r.contestId !== world.contests.point)) {
        expect(row.pseuColor).toMatch(new RegExp(`^calc/${row.lampId}/${row.contestId}-${row.surfaceType}-false-`));
        expect(row.viewPhoto).toMatch(new RegExp(`^calc/${row.lampId}/${row.contestId}-${row.surfaceType}-effect-`));
        expect(row.pseuColor).toMatch(/\.svg$/);
        expect(readFileSync(join(mediaDir, row.pseuColor!)).toString()).toContain('data-picture="false-colour"');
        expect(existsSync(join(mediaDir, row.viewPhoto!))).toBe(true);
      }
      expect(after.filter((r) => r.contestId === world.contests.point).every((r) => r.pseuColor === null)).toBe(true);
      expect(await completeCalculatedPictures(t.db, { mediaDir })).toMatchObject({ pairs: 0, rows: 0, pictures: 0 });
    });

    it('never overwrites the pictures of a row recomputed meanwhile, and stops when asked', async () => {
      const [row] = (await withStandIns()).filter((r) => r.pseuColor === standIn.pseuColor);
      const key = { lampId: row!.lampId, contestId: row!.contestId, surfaceType: row!.surfaceType as 'A' | 'B' };
      // An import recomputed the row with its own pictures before the background job got to it.
      await t.db.kysely.updateTable('detections').set({ pseuColor: 'calc/own-false.png', viewPhoto: 'calc/own-effect.png' }).where('id', '=', row!.id).execute();
      expect(await repo.calculatedPicturesSet(t.db.kysely, key, { pseuColor: 'calc/late.png', viewPhoto: null })).toBe(0);
      const kept = await t.db.kysely.selectFrom('detections').select(['pseuColor', 'viewPhoto']).where('id', '=', row!.id).executeTakeFirstOrThrow();
      expect(kept).toEqual({ pseuColor: 'calc/own-false.png', viewPhoto: 'calc/own-effect.png' });

      const stop = new AbortController();
      stop.abort();
      expect(await completeCalculatedPictures(t.db, { mediaDir, signal: stop.signal })).toMatchObject({ stopped: true, rows: 0 });
      const still = await repo.calculatedRows(t.db.kysely, lampIds);
      expect(still.filter((r) => r.pseuColor === standIn.pseuColor).length).toBeGreaterThan(0);
    });

    it('keeps every picture when two servers complete the same rows at once', async () => {
      await withStandIns();
      const [a, b] = await Promise.all([completeCalculatedPictures(t.db, { mediaDir, threads: 1 }), completeCalculatedPictures(t.db, { mediaDir, threads: 1 })]);
      expect(a.failures).toEqual([]);
      expect(b.failures).toEqual([]);
      const after = await repo.calculatedRows(t.db.kysely, lampIds);
      for (const row of after.filter((r) => r.pseuColor?.startsWith('calc/'))) {
        expect(existsSync(join(mediaDir, row.pseuColor!)), row.pseuColor!).toBe(true);
        expect(existsSync(join(mediaDir, row.viewPhoto!)), row.viewPhoto!).toBe(true);
      }
    });

    it('runs in the background of a listening server', async () => {
      await withStandIns();
      const server = await buildApp({ config: t.app.config, db: t.db, logger: false, completePictures: true });
      await server.listen({ port: 0, host: '127.0.0.1' });
      try {
        const waiting = async () => (await repo.calculatedRows(t.db.kysely, lampIds)).filter((r) => r.pseuColor === standIn.pseuColor).length;
        const deadline = Date.now() + 45000;
        while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(await waiting()).toBe(0);
      } finally {
        await server.close();
      }
    });
  });

  it('gives the same rows with the worker pool as in one thread', async () => {
    const mediaDir = join(t.dataDir, 'media');
    const strip = (rows: Awaited<ReturnType<typeof repo.calculatedRows>>) => rows.map(({ id: _id, createdAt: _c, ...rest }) => rest);
    const lampIds = (await t.db.kysely.selectFrom('lamps').select('id').where('photometryId', 'is not', null).execute()).map((l) => l.id);
    const single = await recomputeCalculated(t.db, { mediaDir, lampIds, threads: 0 });
    expect(single.threads).toBe(0);
    const one = strip(await repo.calculatedRows(t.db.kysely, lampIds));
    const pooled = await recomputeCalculated(t.db, { mediaDir, lampIds, threads: 2 });
    expect(pooled.threads).toBe(2);
    expect(pooled.failures).toEqual([]);
    expect(strip(await repo.calculatedRows(t.db.kysely, lampIds))).toEqual(one);
    expect(one.length).toBeGreaterThan(0);
  });
});
