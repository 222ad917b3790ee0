/**
 * Identical uploads are stored once (content hash of the normalised text, unique index of
 * migration 007), also when they race; an old database holding the same file twice migrates.
 * On SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeIes, synthesizeLdt } from '@lampsheet/photometry';
import { migrate } from '../../db/database.js';
import { photometryContentHash } from '../../lib/photometry-hash.js';
import { DIALECTS, bearer, createTestApp, createTestDb, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import * as repo from './repository.js';
import { importJobsSettled, worldCreate } from './testing/setup.js';

const IES = synthesizeIes({ kind: 'flood', beamAngle: 30, lumens: 2500, watts: 25, manufacturer: 'Acme', luminaireName: 'Flood 30' });
const LDT = synthesizeLdt({ kind: 'flood', beamAngle: 30, lumens: 2500, watts: 25 });

describe.each(DIALECTS)('identical photometric uploads on %s', (dialect) => {
  let t: TestApp;
  let designer: string;
  const count = async () => Number((await t.db.kysely.selectFrom('photometryFiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  function upload(fileName: string, text: string) {
    const body = multipart([{ name: 'file', filename: fileName, contentType: 'application/octet-stream', data: Buffer.from(text) }]);
    return t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: designer }, payload: body.payload });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
    await worldCreate(t.db);
    designer = await bearer(t.app, 'demo');
  });
  afterAll(async () => {
    await importJobsSettled(t.db);
    await t.close();
  }, 180000);

  it('answers the stored file for the same file uploaded again, under another name, with other line ends or a BOM', async () => {
    const first = await upload('flood.ies', IES);
    expect(first.statusCode, first.body).toBe(200);
    const rows = await count();
    const again = await upload('flood.ies', IES);
    expect(again.json().data).toEqual(first.json().data);
    const renamed = await upload('copy of flood.ies', `\uFEFF${IES.replace(/\r\n/g, '\n')}`);
    expect(renamed.json().data.id).toBe(first.json().data.id);
    expect(renamed.json().data.fileName).toBe('flood.ies');
    expect(await count()).toBe(rows);
    const stored = await repo.photometryFileById(t.db.kysely, first.json().data.id);
    expect(stored?.contentHash).toBe(photometryContentHash(IES));
    // another file is another row
    const other = await upload('flood.ldt', LDT);
    expect(other.json().data.id).not.toBe(first.json().data.id);
    expect(await count()).toBe(rows + 1);
  });

  it('stores a file an administrator imports once: a spreadsheet import of a stored file points its fixtures at the stored row', async () => {
    const text = synthesizeLdt({ kind: 'flood', beamAngle: 36, lumens: 3100, watts: 31, manufacturer: 'Acme', luminaireName: 'Flood 36' });
    const uploaded = await upload('flood-36.ldt', text);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const before = await count();
    const admin = await bearer(t.app, 'admin');
    const importOf = (model: string) => {
      const csv = ['Brand,Model,Lamp type,Power,Photometric file', `Acme Lighting,${model},Floodlight,31,flood-36.ldt`].join('\n');
      const body = multipart([
        { name: 'spreadsheet', filename: 'fixtures.csv', contentType: 'text/csv', data: Buffer.from(csv) },
        { name: 'files', filename: 'flood-36.ldt', contentType: 'application/octet-stream', data: Buffer.from(text.replace(/\r\n/g, '\n')) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    };
    for (const model of ['ONCE-1', 'ONCE-2']) {
      const res = await importOf(model);
      expect(res.statusCode, res.body).toBe(200);
      const [lamp] = await t.db.kysely.selectFrom('lamps').select('photometryId').where('id', 'in', res.json().data.lampIds).execute();
      expect(lamp?.photometryId).toBe(uploaded.json().data.id);
    }
    expect(await count()).toBe(before);
  });

  it('stores a file once when identical uploads race', async () => {
    const text = synthesizeIes({ kind: 'flood', beamAngle: 40, lumens: 900, watts: 9 });
    const before = await count();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => upload(`race-${i}.ies`, text)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });
});

describe.each(DIALECTS)('migration 007 on %s', (dialect) => {
  it('hashes the files stored before it and does not fail on an old database holding the same file twice', async () => {
    const test = await createTestDb(dialect);
    try {
      const k = test.db.kysely;
      // back to the database as it was before migration 007, with a file stored twice
      await sql`drop index photometry_files_content_hash`.execute(k);
      await sql`alter table photometry_files drop column content_hash`.execute(k);
      await sql`delete from lampsheet_migrations where name = '007_photometry_content_hash'`.execute(k);
      const insert = (content: string) =>
        sql<{ id: number }>`insert into photometry_files (format, file_name, content, created_at) values ('IES', 'f.ies', ${content}, '2026-01-01T00:00:00.000Z') returning id`.execute(k);
      const a = (await insert(IES)).rows[0]!.id;
      const b = (await insert(IES.replace(/\r\n/g, '\n'))).rows[0]!.id;
      const c = (await insert(LDT)).rows[0]!.id;
      expect(await migrate(test.db)).toEqual(['007_photometry_content_hash']);
      const hashes = new Map((await k.selectFrom('photometryFiles').select(['id', 'contentHash']).execute()).map((r) => [r.id, r.contentHash]));
      expect(hashes.get(a)).toBe(photometryContentHash(IES));
      expect(hashes.get(b)).toBeNull();
      expect(hashes.get(c)).toBe(photometryContentHash(LDT));
      // an upload of that file now finds the first copy
      const row = { format: 'IES' as const, fileName: 'g.ies', content: IES, lumens: null, maxIntensity: null, beamAngle: null, fieldAngle: null, inputWatts: null, createdBy: null, createdAt: '2026-01-02T00:00:00.000Z' };
      expect(await repo.photometryFileInsertOnce(k, row)).toEqual({ id: a, inserted: false });
    } finally {
      await test.dispose();
    }
  });
});
