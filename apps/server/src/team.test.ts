/**
 * A team server: two real server processes (the built `dist/server.js`) on one PostgreSQL
 * database, each with a DATA_DIR of its own, started at the same moment on an empty database.
 * What one makes the other serves; background work runs once and is taken over when its
 * process dies. Needs PostgreSQL (LAMPSHEET_TEST_PG_URL; `npm test` provides it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeLdt } from '@lampsheet/photometry';
import { migrationNames } from './db/database.js';
import { PG_ADMIN_URL } from './test/harness.js';
import { adminQuery } from './test/pg-cluster.js';
import { importSpreadsheet } from './test/import-spreadsheet.js';
import { multipart, pngWithTail } from './test/multipart.js';
import { httpBearer, startServer, waitForStatus, type ServerProcess } from './test/server-process.js';

describe.runIf(!!PG_ADMIN_URL)('two server processes on one PostgreSQL database', () => {
  const dbName = `lampsheet_team_${process.pid}_${Date.now().toString(36)}`;
  const dbUrl = (PG_ADMIN_URL ?? '').replace(/\/[^/]*$/, `/${dbName}`);
  const dirs = [mkdtempSync(join(tmpdir(), 'lampsheet-a-')), mkdtempSync(join(tmpdir(), 'lampsheet-b-'))];
  let a: ServerProcess;
  let b: ServerProcess;
  const env = (dir: string) => ({ DATABASE_URL: dbUrl, DATA_DIR: dir, LAMPSHEET_DEMO: '1', LOGIN_RATE_LIMIT: '1000', JOBS_POLL_MS: '1000' });

  beforeAll(async () => {
    await adminQuery(PG_ADMIN_URL!, `CREATE DATABASE ${dbName}`);
    // Both at the same moment on the empty database.
    [a, b] = await Promise.all([startServer(env(dirs[0]!)), startServer(env(dirs[1]!))]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await adminQuery(PG_ADMIN_URL!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('ran the migrations and the demo seed exactly once', async () => {
    const migrations = await adminQuery<{ name: string }>(dbUrl, 'select name from lampsheet_migrations order by name');
    expect(migrations.map((m) => m.name)).toEqual([...migrationNames()].sort());
    expect(migrations.map((m) => m.name)).toContain('004_team_server');
    const users = await adminQuery<{ username: string }>(dbUrl, 'select username from users order by username');
    expect(users.map((u) => u.username)).toEqual(['admin', 'demo', 'demo2']);
    const seeded = [a, b].filter((s) => s.logs.some((l) => l.msg === 'empty database filled with demo data'));
    expect(seeded).toHaveLength(1);
    // The demo media are in the database: the instance that did not seed serves them too.
    const other = seeded[0] === a ? b : a;
    const video = await adminQuery<{ key: string }>(dbUrl, "select key from blobs where key like 'media/demo/%.webm' limit 1");
    const res = await fetch(`${other.url}/${video[0]!.key}`, { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('a log-in on one works on the other', async () => {
    const auth = await httpBearer(a.url);
    const me = await fetch(`${b.url}/api/users/getCurrentUser`, { headers: { authorization: auth } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { username: string } }).data.username).toBe('demo');
  });

  it('an upload, a photometric file, a sheet and its signed preview made on one are served by the other', async () => {
    const auth = await httpBearer(a.url);
    const picture = pngWithTail(3000);
    const up = multipart([{ name: 'file', filename: 'facade.png', contentType: 'image/png', data: picture }]);
    const uploaded = await fetch(`${a.url}/api/files/upload?type=image`, { method: 'POST', headers: { ...up.headers, authorization: auth }, body: up.payload });
    expect(uploaded.status).toBe(200);
    const { savePath } = ((await uploaded.json()) as { data: { savePath: string } }).data;
    const onA = await fetch(`${a.url}/media/${savePath}`);
    const onB = await fetch(`${b.url}/media/${savePath}`);
    expect(onB.status).toBe(200);
    expect(Buffer.from(await onB.arrayBuffer()).equals(picture)).toBe(true);
    expect(onB.headers.get('etag')).toBe(onA.headers.get('etag'));
    expect((await fetch(`${b.url}/media/${savePath}`, { headers: { 'if-none-match': onA.headers.get('etag')! } })).status).toBe(304);

    const ldt = synthesizeLdt({ kind: 'flood', beamAngle: 30, lumens: 5000, watts: 50, manufacturer: 'Team', luminaireName: 'Shared 30' });
    const parseBody = multipart([{ name: 'file', filename: 'shared-30.ldt', contentType: 'application/octet-stream', data: Buffer.from(ldt) }]);
    const parsed = await fetch(`${a.url}/api/photometry/parse`, { method: 'POST', headers: { ...parseBody.headers, authorization: auth }, body: parseBody.payload });
    expect(parsed.status).toBe(200);
    const photometry = ((await parsed.json()) as { data: { id: number } }).data;
    const summary = await fetch(`${b.url}/api/photometry/${photometry.id}`, { headers: { authorization: auth } });
    expect(summary.status).toBe(200);
    const calc = await fetch(`${b.url}/api/photometry/calculate`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ photometryId: photometry.id, contestTypeId: 101, dimensions: { H: 12, W: 8, D: 6 }, albedo: 0.5 }),
    });
    expect(calc.status).toBe(200);
    const falseColour = ((await calc.json()) as { data: { faces: Array<{ pseuColor: string }> } }).data.faces[0]!.pseuColor;
    expect((await fetch(`${a.url}/media/${falseColour}`)).status).toBe(200);

    const [record] = await adminQuery<{ id: number }>(dbUrl, 'select id from lamp_params where data_status = 2 order by id limit 1');
    const generated = await fetch(`${a.url}/api/lampparams/generateTyLampparamPdf/${record!.id}`, { headers: { authorization: auth, 'accept-language': 'en' } });
    expect(generated.status).toBe(200);
    const { url } = ((await generated.json()) as { data: { url: string } }).data;
    const preview = await fetch(`${b.url}${url}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await preview.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('an import job runs once, and the other instance answers its poll and finds the imported fixtures', async () => {
    const admin = await httpBearer(a.url, 'admin', 'admin1234');
    const body = await importSpreadsheet(2, 'once');
    const started = await fetch(`${a.url}/api/admin/import`, { method: 'POST', headers: { ...body.headers, authorization: admin }, body: body.payload });
    expect(started.status).toBe(200);
    const { jobId, lampIds } = ((await started.json()) as { data: { jobId: string; lampIds: number[] } }).data;
    let job: { status: string; rows: number } = { status: 'running', rows: 0 };
    for (let i = 0; i < 1200 && job.status === 'running'; i++) {
      job = ((await (await fetch(`${b.url}/api/admin/import/${jobId}`, { headers: { authorization: admin } })).json()) as { data: typeof job }).data;
      if (job.status === 'running') await new Promise((r) => setTimeout(r, 100));
    }
    expect(job.status).toBe('done');
    expect(job.rows).toBeGreaterThan(0);
    const [row] = await adminQuery<{ attempts: number; runner: string }>(dbUrl, 'select attempts, runner from import_jobs where job_id = $1', [jobId]);
    expect(row!.attempts).toBe(1);
    const auth = await httpBearer(b.url);
    const [brand] = await adminQuery<{ id: number }>(dbUrl, "select id from brands where brand_name = 'Team Lighting'");
    // The selection on the other instance sees the imported lamps' calculated rows (its index follows within a second).
    let seen = 0;
    for (let i = 0; i < 100 && seen === 0; i++) {
      const res = await fetch(`${b.url}/api/contests/tyList`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ contestTypeId: 101, dataTypeStr: '1,2,4', rgbwa: '全亮', page: 1, brandIds: String(brand!.id) }),
      });
      expect(res.status).toBe(200);
      const page = ((await res.json()) as { data: { rows: Array<{ lampId: number }> } }).data;
      seen = page.rows.filter((r) => lampIds.includes(r.lampId)).length;
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBeGreaterThan(0);
  }, 240_000);

  it('a job whose process dies is taken up by the other', async () => {
    const admin = await httpBearer(a.url, 'admin', 'admin1234');
    const body = await importSpreadsheet(24, 'taken');
    const started = await fetch(`${a.url}/api/admin/import`, { method: 'POST', headers: { ...body.headers, authorization: admin }, body: body.payload });
    expect(started.status).toBe(200);
    const { jobId } = ((await started.json()) as { data: { jobId: string } }).data;
    // Killed while it runs: A has claimed the job and not finished it.
    for (let i = 0; i < 600; i++) {
      const [claim] = await adminQuery<{ attempts: number; status: string }>(dbUrl, 'select attempts, status from import_jobs where job_id = $1', [jobId]);
      if (claim!.attempts >= 1 || claim!.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await a.kill();
    let row: { status: string; attempts: number; runner: string } | undefined;
    for (let i = 0; i < 1200; i++) {
      [row] = await adminQuery<NonNullable<typeof row>>(dbUrl, 'select status, attempts, runner from import_jobs where job_id = $1', [jobId]);
      if (row!.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row!.status).toBe('done');
    console.log(`import job after its process was killed: ${row!.status}, attempts ${row!.attempts}, runner ${row!.runner}`);
    // Started by A, taken up by B once A's lock was gone.
    expect(row!.attempts).toBe(2);
    expect(b.logs.some((l) => l.msg === 'import job taken up again')).toBe(true);
    expect(await waitForStatus(`${b.url}/api/health/ready`, 200)).toBeLessThan(30_000);
  }, 240_000);
});
