/**
 * The fault suite: what an office server meets, with real processes. A PostgreSQL cluster of
 * the test's own (`pg_createcluster`, port LAMPSHEET_FAULTS_PG_PORT, default 21251; never the
 * shared "main"; a cluster a previous run left is dropped and made again; dropped at the end),
 * holding a copy of the demo data; two built servers (`dist/server.js`, `npm test` builds it)
 * on it with data folders of their own. One case after the other:
 *
 * - PostgreSQL stopped with `-m smart`, `-m fast`, `-m immediate`, then started, while two
 *   users' requests keep coming and an import job runs;
 * - every backend terminated (`pg_terminate_backend`) while a calculation, a ranking, an import
 *   and a schedule PDF are in flight;
 * - a slow database: a lock held for seconds on the table every request reads;
 * - PostgreSQL absent when a server starts;
 * - the data folder's file system full (a 24 MB tmpfs mounted by the test) during uploads and
 *   sheet generation.
 *
 * Each case checks: both processes keep running; every request is answered, 200 or the 503
 * envelope (`UNAVAILABLE`, Retry-After) — none 500, none left without an answer; both serve
 * again by themselves once the database is back (the goal is 5 s: the time measured is printed
 * per case at the end, and asserted only against a 30 s deadline — a time is a figure here,
 * not an assertion); a write acknowledged before the fault is there after; background work
 * (the import job) finishes exactly once (a trigger counts the writes of a job's end).
 *
 * Needs root and Debian's postgresql-common; without them it is skipped with a notice, except
 * under LAMPSHEET_REQUIRE_PG=1 (CI), where that is a failure. The full-disk case mounts a tmpfs
 * (`mount -t tmpfs`, allowed to root here); where mounting is refused that case alone is
 * skipped with a notice. No fixed sleeps: every wait polls with a deadline.
 *
 * Alone: `npm run build`, then `LAMPSHEET_TEST_PG_URL=… LAMPSHEET_FAULTS_PG_PORT=<free port>
 * npx vitest run --project @lampsheet/server-processes apps/server/src/faults.test.ts`.
 */
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CAN_MAKE_CLUSTER, CLUSTER_REQUIRED, PG_VERSION, adminQuery, dumpDatabase, makeCluster, mountTmpfs, unmount, type Cluster, type StopMode } from './test/pg-cluster.js';
import { importSpreadsheet } from './test/import-spreadsheet.js';
import { multipart, pngWithTail } from './test/multipart.js';
import { httpBearer, startServer, waitForStatus, type ServerProcess } from './test/server-process.js';

if (!CAN_MAKE_CLUSTER && !CLUSTER_REQUIRED) console.warn('\n!!! The fault suite needs root and pg_createcluster: SKIPPED.\n');

const PG_PORT = Number(process.env.LAMPSHEET_FAULTS_PG_PORT ?? 21251);
const CLUSTER = `lampsheet_faults_${PG_PORT}`;
/**
 * The goal is service back within 5 s of the database's return; each case prints the time it
 * measured (docs/PERFORMANCE.md). What it asserts is that service comes back by itself, within
 * this deadline: a time goal is a figure, not an assertion (on a loaded machine it would flake).
 */
const BACK_DEADLINE_MS = 30_000;
/** A request with no answer by then (beyond the server's own 60 s request timeout) counts as left without one. */
const ANSWER_DEADLINE_MS = 90_000;

describe.runIf(!CAN_MAKE_CLUSTER && CLUSTER_REQUIRED)('the fault suite where PostgreSQL is required', () => {
  it('can make a PostgreSQL cluster of its own', () => {
    expect({ version: PG_VERSION, root: process.getuid?.() === 0, canMakeCluster: CAN_MAKE_CLUSTER }).toEqual({ version: expect.stringMatching(/^\d+$/), root: true, canMakeCluster: true });
  });
});

/** What the requests of a stretch of traffic got. */
interface Tally {
  answers: number;
  byStatus: Record<string, number>;
  /** Answers that were neither 200 nor the 503 envelope with Retry-After. */
  wrong: string[];
  /** Requests that got no answer (connection refused or reset, or none within ANSWER_DEADLINE_MS). */
  unanswered: string[];
  /**
   * Streamed answers (a schedule PDF) whose status and first bytes had left before the fault
   * and whose body the fault cut: no status can be changed then; the client sees a failed
   * download. Reported, not counted as unanswered.
   */
  cut: string[];
}

function newTally(): Tally {
  return { answers: 0, byStatus: {}, wrong: [], unanswered: [], cut: [] };
}

/** Send one request and record what came back; answers the status (0: none). */
async function request(tally: Tally, url: string, init: RequestInit = {}, ok: number[] = [200]): Promise<{ status: number; body: Buffer }> {
  let res: Response | undefined;
  let body: Buffer;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_DEADLINE_MS) });
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    const what = `${init.method ?? 'GET'} ${url}${res ? ` (${res.status}, streamed)` : ''}: ${(err as Error).message}`;
    if (res && res.headers.get('content-length') === null && res.status === 200) tally.cut.push(what);
    else tally.unanswered.push(what);
    return { status: res?.status ?? 0, body: Buffer.alloc(0) };
  }
  tally.answers++;
  tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1;
  if (res.status === 503) {
    const envelope = JSON.parse(body.toString()) as { success: boolean; code: string; message: string };
    if (envelope.success !== false || envelope.code !== 'UNAVAILABLE' || !envelope.message || !res.headers.get('retry-after')) {
      tally.wrong.push(`503 without the envelope or Retry-After: ${body.toString().slice(0, 200)}`);
    }
  } else if (!ok.includes(res.status)) {
    tally.wrong.push(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.toString().slice(0, 200)}`);
  }
  return { status: res.status, body };
}

/** Two users' requests against every server without pause, until stopped. */
function traffic(servers: ServerProcess[], auths: string[]): { tally: Tally; stop(): Promise<Tally> } {
  const tally = newTally();
  let running = true;
  const client = async (server: ServerProcess, auth: string) => {
    while (running) {
      // The session is looked up in the database on every request.
      await request(tally, `${server.url}/api/users/getCurrentUser`, { headers: { authorization: auth, 'accept-language': 'en' } });
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const clients = servers.flatMap((s) => auths.map((a) => client(s, a)));
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(clients);
      return tally;
    },
  };
}

/** Poll `test` until it answers a value, within `timeoutMs`. */
async function until<T>(what: string, test: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await test().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

describe.runIf(CAN_MAKE_CLUSTER)('faults an office server meets (own PostgreSQL cluster, two server processes)', () => {
  let cluster: Cluster;
  let a: ServerProcess;
  let b: ServerProcess;
  let demo: string;
  let demo2: string;
  let admin: string;
  const dirs: string[] = [];
  const mounts: string[] = [];
  const measured: string[] = [];
  const dbUrl = (database = 'lampsheet') => cluster.url('faults', 'faults', database);
  const env = (dir: string, database = 'lampsheet') => ({
    DATABASE_URL: dbUrl(database),
    DATA_DIR: dir,
    LAMPSHEET_DEMO: '0',
    LOGIN_RATE_LIMIT: '100000',
    HEAVY_RATE_LIMIT: '100000',
    JOBS_POLL_MS: '500',
    DATABASE_CONNECTION_LIFETIME_S: '2',
  });
  const newDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), `lampsheet-faults-${prefix}-`));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    cluster = await makeCluster(CLUSTER, PG_PORT);
    await cluster.psql("CREATE ROLE faults LOGIN PASSWORD 'faults' CREATEDB");
    await cluster.asPostgres(['createdb', '-p', String(PG_PORT), '-O', 'faults', 'lampsheet_seed']);
    // The demo data: a copy of the run's PostgreSQL template (global-setup.ts) when there is
    // one, else seeded here by a first server start.
    const template = inject('demoTemplate').pgDatabase;
    const adminUrl = process.env.LAMPSHEET_TEST_PG_URL;
    if (template && adminUrl) {
      const dump = join(newDir('dump'), 'demo.dump');
      dumpDatabase(adminUrl.replace(/\/[^/]*$/, `/${template}`), dump);
      await cluster.asPostgres(['pg_restore', '-p', String(PG_PORT), '-d', 'lampsheet_seed', '--no-owner', '--role=faults', dump]);
    } else {
      const seeding = await startServer({ ...env(newDir('seed'), 'lampsheet_seed'), LAMPSHEET_DEMO: '1' }, { timeoutMs: 300_000 });
      await seeding.kill();
    }
    for (const name of ['lampsheet', 'lampsheet_disk']) await cluster.psql(`CREATE DATABASE ${name} OWNER faults TEMPLATE lampsheet_seed`);
    // Every write of an import job's end, counted: a job must finish exactly once.
    await cluster.psql(
      `CREATE TABLE fault_job_ends (job_id text, status text, at timestamptz DEFAULT now());
       CREATE FUNCTION fault_job_end() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO fault_job_ends (job_id, status) VALUES (NEW.job_id, NEW.status); RETURN NEW; END $$;
       CREATE TRIGGER fault_job_end AFTER UPDATE ON import_jobs FOR EACH ROW WHEN (NEW.finished_at IS NOT NULL AND OLD.finished_at IS NULL) EXECUTE FUNCTION fault_job_end();
       GRANT ALL ON fault_job_ends TO faults;`,
      'lampsheet',
    );
    [a, b] = await Promise.all([startServer(env(newDir('a'))), startServer(env(newDir('b')))]);
    [demo, demo2, admin] = await Promise.all([httpBearer(a.url), httpBearer(b.url, 'demo2', 'demo1234'), httpBearer(a.url, 'admin', 'admin1234')]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    cluster?.drop();
    for (const m of mounts) unmount(m);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    if (measured.length) console.log(`\nfault suite, time back to service after the database returned:\n  ${measured.join('\n  ')}\n`);
  }, 60_000);

  /** Both processes run. */
  const expectRunning = (...servers: ServerProcess[]) => {
    for (const s of servers) expect(s.child.exitCode, s.output()).toBeNull();
  };
  /** Every request answered, 200 or the 503 envelope. */
  const expectAnswered = (tally: Tally) => {
    expect(tally.unanswered).toEqual([]);
    expect(tally.wrong).toEqual([]);
    expect(tally.answers).toBeGreaterThan(0);
  };
  /** Each server's ready check answers 200, and a request needing the database works: time after `since`. */
  const backOn = async (since: number, ...servers: ServerProcess[]) =>
    Promise.all(
      servers.map(async (s) => {
        await waitForStatus(`${s.url}/api/health/ready`, 200, BACK_DEADLINE_MS, 25);
        await until('an authenticated request', async () => (await fetch(`${s.url}/api/users/getCurrentUser`, { headers: { authorization: demo } })).status === 200, BACK_DEADLINE_MS, 25);
        return Date.now() - since;
      }),
    );

  /** A user's setting written and acknowledged (200) on `server`: a write that must survive. */
  const acknowledgedWrite = async (server: ServerProcess, value: string) => {
    const res = await fetch(`${server.url}/api/users/settings/columns.102`, {
      method: 'PUT',
      headers: { authorization: demo, 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });
    expect(res.status).toBe(200);
  };
  const expectSetting = async (server: ServerProcess, value: string) => {
    const res = await fetch(`${server.url}/api/users/settings/columns.102`, { headers: { authorization: demo } });
    expect(((await res.json()) as { data: { value: string } }).data.value).toBe(value);
  };

  /** An import job started on `server` (admin): its id once acknowledged. */
  const startImport = async (server: ServerProcess, lamps: number, tag: string) => {
    const body = await importSpreadsheet(lamps, tag);
    const res = await fetch(`${server.url}/api/admin/import`, { method: 'POST', headers: { ...body.headers, authorization: admin }, body: body.payload });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { data: { jobId: string; lampIds: number[] } }).data;
  };
  /** The job has finished (done) exactly once, and its lamps are there. */
  const expectJobDoneOnce = async (job: { jobId: string; lampIds: number[] }) => {
    const row = await until(
      `import job ${job.jobId} done`,
      async () => {
        const [r] = await adminQuery<{ status: string; attempts: number }>(dbUrl(), 'select status, attempts from import_jobs where job_id = $1', [job.jobId]);
        return r && r.status !== 'running' ? r : undefined;
      },
      120_000,
      200,
    ).catch(async (err: Error) => {
      // What a failure needs to be read: the job's row, who holds its lock and what they run,
      // and each process's last import-job lines (newest last, short).
      const look = async (text: string, values: unknown[] = []) => JSON.stringify(await adminQuery(dbUrl(), text, values).catch((e: Error) => e.message));
      const facts = [
        `job: ${await look('select status, attempts, runner, done, total, updated_at from import_jobs where job_id = $1', [job.jobId])}`,
        `advisory locks: ${await look("select l.pid, l.granted, a.state, a.application_name, left(a.query, 120) as query from pg_locks l left join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory'")}`,
        `sessions: ${await look("select pid, application_name, state, wait_event_type, wait_event, now() - xact_start as in_transaction, left(query, 160) as query from pg_stat_activity where datname = 'lampsheet' and pid <> pg_backend_pid()")}`,
        ...[a, b].map((s, i) => {
          const lines = s.logs.filter((l) => /import job|interrupted|taken up/.test(l.msg)).slice(-12);
          return `${i ? 'B' : 'A'} (pid ${s.child.pid}):\n${lines.map((l) => `  ${new Date(Number(l.time)).toISOString()} ${l.msg} ${JSON.stringify(l).slice(0, 240)}`).join('\n')}`;
        }),
      ];
      throw new Error(`${err.message}\n${facts.join('\n')}`);
    });
    expect(row.status).toBe('done');
    const ends = await adminQuery<{ status: string }>(dbUrl(), 'select status from fault_job_ends where job_id = $1', [job.jobId]);
    expect(ends).toEqual([{ status: 'done' }]);
    const lamps = await adminQuery<{ n: number }>(dbUrl(), 'select count(*)::int as n from lamps where id = any($1)', [job.lampIds]);
    expect(lamps[0]!.n).toBe(job.lampIds.length);
    return row;
  };

  /** The database stopped in `mode` and started again while requests and an import job run. */
  const restartCase = async (mode: StopMode) => {
    const value = `before ${mode} stop ${Date.now()}`;
    await acknowledgedWrite(a, value);
    const job = await startImport(a, 2, `restart-${mode}`);
    const load = traffic([a, b], [demo, demo2]);
    await until('traffic under way', async () => load.tally.answers > 10);
    await cluster.stop(mode);
    // Down: both say so (ready 503) while the requests go on.
    await Promise.all([a, b].map((s) => waitForStatus(`${s.url}/api/health/ready`, 503, 30_000, 25)));
    const down = load.tally.answers;
    await until('requests answered while the database is down', async () => load.tally.answers > down + 10);
    await cluster.start();
    const started = Date.now();
    const back = await backOn(started, a, b);
    const tally = await load.stop();
    measured.push(`stop -m ${mode}: A ${back[0]} ms, B ${back[1]} ms; answers ${JSON.stringify(tally.byStatus)}`);
    expectRunning(a, b);
    expectAnswered(tally);
    expect(tally.byStatus['503'] ?? 0).toBeGreaterThan(0);
    for (const ms of back) expect(ms).toBeLessThan(BACK_DEADLINE_MS);
    await expectSetting(b, value);
    const row = await expectJobDoneOnce(job);
    measured[measured.length - 1] += `; import job done once after ${row.attempts} attempt(s)`;
  };

  it('PostgreSQL stopped with -m fast, then started', () => restartCase('fast'), 180_000);
  it('PostgreSQL stopped with -m immediate, then started', () => restartCase('immediate'), 180_000);
  it('PostgreSQL stopped with -m smart (it waits for the sessions to end), then started', () => restartCase('smart'), 180_000);

  it('every backend terminated while a calculation, a ranking, an import and a schedule PDF are in flight', async () => {
    const value = `before terminate ${Date.now()}`;
    await acknowledgedWrite(b, value);
    const tally = newTally();
    const { photometryId } = (await adminQuery<{ photometryId: number }>(dbUrl(), 'select photometry_id as "photometryId" from lamps where photometry_id is not null order by id limit 1'))[0]!;
    // The demo's smallest project with a generated sheet, and a ranking of a few fixtures: work
    // in flight for seconds, not minutes, on a busy machine.
    const { projectId } = (
      await adminQuery<{ projectId: number }>(
        dbUrl(),
        "select l.project_id as \"projectId\" from lamp_params l join project_members m on m.project_id = l.project_id join users u on u.id = m.user_id where u.username = 'demo' group by l.project_id having sum(case when l.data_status = 2 then 1 else 0 end) > 0 order by count(*), l.project_id limit 1",
      )
    )[0]!;
    const few = await adminQuery<{ id: number }>(dbUrl(), 'select id from lamps where photometry_id is not null order by id limit 6');
    const json = (auth: string, body: unknown): RequestInit => ({ method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const job = await startImport(b, 2, 'terminate');
    // The job has been claimed: its runner holds the job's advisory lock.
    await until('the import job claimed', async () => (await adminQuery<{ attempts: number }>(dbUrl(), 'select attempts from import_jobs where job_id = $1', [job.jobId]))[0]!.attempts >= 1);
    const load = traffic([a, b], [demo, demo2]);
    const inFlight = Promise.all([
      request(tally, `${a.url}/api/photometry/calculate`, json(demo, { photometryId, contestTypeId: 101, dimensions: { H: 12, W: 8, D: 6 }, albedo: 0.5 })),
      request(tally, `${b.url}/api/photometry/rank`, json(demo2, { contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 }, filters: { lampIds: few.map((l) => l.id) } })),
      request(tally, `${b.url}/api/projects/${projectId}/schedule.pdf`, { headers: { authorization: demo } }),
      request(tally, `${a.url}/api/photometry/calculate`, json(demo2, { photometryId, contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 }, albedo: 0.4 })),
    ]);
    await until('traffic under way', async () => load.tally.answers > 10);
    const killed = await cluster.psql("select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = 'lampsheet' and pid <> pg_backend_pid()");
    const since = Date.now();
    const back = await backOn(since, a, b);
    await inFlight;
    const during = await load.stop();
    measured.push(
      `pg_terminate_backend of ${killed.trim()} backends: A ${back[0]} ms, B ${back[1]} ms; in-flight answers ${JSON.stringify(tally.byStatus)}${tally.cut.length ? ` (${tally.cut.length} streamed answer cut: ${tally.cut.join('; ')})` : ''}; traffic ${JSON.stringify(during.byStatus)}`,
    );
    expectRunning(a, b);
    expectAnswered(tally);
    expectAnswered(during);
    for (const ms of back) expect(ms).toBeLessThan(BACK_DEADLINE_MS);
    await expectSetting(a, value);
    await expectJobDoneOnce(job);
  }, 180_000);

  it('a slow database: a lock held for seconds on the table every request reads', async () => {
    const load = traffic([a, b], [demo, demo2]);
    await until('traffic under way', async () => load.tally.answers > 10);
    // Another session takes the sessions table, which every authenticated request reads, and
    // holds it until every client of the traffic is waiting for it.
    const holder = new pg.Client({ connectionString: dbUrl() });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const taken = Date.now();
    const waiting = async () => (await adminQuery<{ n: number }>(dbUrl(), "select count(*)::int as n from pg_stat_activity where datname = 'lampsheet' and wait_event_type = 'Lock'"))[0]!.n;
    const blocked = await until('every client waiting on the lock', async () => ((await waiting()) >= 4 ? waiting() : 0));
    await holder.query('COMMIT');
    await holder.end();
    const held = Date.now() - taken;
    const released = Date.now();
    const back = await backOn(released, a, b);
    const tally = await load.stop();
    measured.push(`a lock held ${held} ms (${blocked} requests waiting on it): A ${back[0]} ms, B ${back[1]} ms after its release; answers ${JSON.stringify(tally.byStatus)}`);
    expectRunning(a, b);
    expectAnswered(tally);
    for (const ms of back) expect(ms).toBeLessThan(BACK_DEADLINE_MS);
  }, 120_000);

  it('PostgreSQL absent when a server starts: it waits, says so, answers 503, and serves once the database is up', async () => {
    await cluster.stop('fast');
    const port = await freePort();
    const c = await startServer({ ...env(newDir('c')), PORT: String(port) }, { waitForReady: false });
    try {
      await c.waitForLog((l) => l.msg === `waiting for PostgreSQL at 127.0.0.1:${PG_PORT} (attempt 2)…`, 60_000);
      const tally = newTally();
      expect((await request(tally, `${c.url}/api/health/live`)).status).toBe(200);
      expect((await request(tally, `${c.url}/api/health/ready`)).status).toBe(503);
      expect((await request(tally, `${c.url}/api/users/getCurrentUser`, { headers: { authorization: demo } })).status).toBe(503);
      expectAnswered(tally);
      expectRunning(a, b, c);
      await cluster.start();
      const started = Date.now();
      await c.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('Lampsheet ready at '), 60_000);
      const back = await backOn(started, c, a, b);
      measured.push(`PostgreSQL absent at start: the new server ready ${back[0]} ms after PostgreSQL started (A ${back[1]} ms, B ${back[2]} ms)`);
      for (const ms of back) expect(ms).toBeLessThan(BACK_DEADLINE_MS);
      expectRunning(a, b, c);
    } finally {
      await c.kill();
    }
  }, 120_000);

  it("the data folder's file system full during uploads and sheet generation", async (ctx) => {
    const dir = newDir('disk');
    const tmpfs = mountTmpfs(dir, '24m');
    if (!tmpfs.mounted) {
      console.warn(`\n!!! mount -t tmpfs is not permitted here (${tmpfs.why}): the full-disk case is SKIPPED.\n`);
      ctx.skip();
      return;
    }
    mounts.push(dir);
    // Files in the data folder (BLOB_STORE=folder), on a database of its own.
    const d = await startServer({ ...env(dir, 'lampsheet_disk'), BLOB_STORE: 'folder' });
    try {
      const auth = await httpBearer(d.url);
      const diskUrl = dbUrl('lampsheet_disk');
      const { id: recordId } = (await adminQuery<{ id: number }>(diskUrl, 'select id from lamp_params where data_status = 2 order by id limit 1'))[0]!;
      const filesBefore = (await adminQuery<{ n: number }>(diskUrl, 'select count(*)::int as n from files'))[0]!.n;
      // Fill the file system to the last byte.
      const filler = openSync(join(dir, 'filler'), 'w');
      const block = Buffer.alloc(256 * 1024, 1);
      try {
        for (;;) writeSync(filler, block);
      } catch (err) {
        expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
      }
      try {
        for (;;) writeSync(filler, block, 0, 1);
      } catch {
        // full to the byte
      }
      closeSync(filler);
      const tally = newTally();
      const upload = () => {
        const body = multipart([{ name: 'file', filename: 'facade.png', contentType: 'image/png', data: pngWithTail(600 * 1024) }]);
        return request(tally, `${d.url}/api/files/upload?type=image`, { method: 'POST', headers: { ...body.headers, authorization: auth }, body: body.payload });
      };
      const sheet = () => request(tally, `${d.url}/api/lampparams/generateTyLampparamPdf/${recordId}`, { headers: { authorization: auth, 'accept-language': 'en' } });
      const full = await Promise.all([upload(), sheet(), upload()]);
      expect(full.map((r) => r.status)).toEqual([503, 503, 503]);
      expect(JSON.parse(full[0]!.body.toString())).toMatchObject({ success: false, code: 'UNAVAILABLE', message: 'The server’s storage is full; try again later or tell the administrator' });
      expectAnswered(tally);
      expectRunning(d);
      // Nothing half-stored: no row, no partial file.
      expect((await adminQuery<{ n: number }>(diskUrl, 'select count(*)::int as n from files'))[0]!.n).toBe(filesBefore);
      const partial = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.part'));
      expect(partial).toEqual([]);
      // Room made: the same requests succeed.
      rmSync(join(dir, 'filler'));
      const after = await Promise.all([upload(), sheet()]);
      expect(after.map((r) => r.status)).toEqual([200, 200]);
      expectAnswered(tally);
      expectRunning(d, a, b);
    } finally {
      await d.kill();
    }
  }, 120_000);
});
