/**
 * A database outage under load: PostgreSQL restarts while requests keep coming. Requests meanwhile
 * get a clear 503 envelope, the process does not crash, and service comes back by itself within
 * 5 s of the database returning. The test makes a PostgreSQL cluster of its own (never the
 * shared one), on LAMPSHEET_OUTAGE_PG_PORT (default 21250), and drops it afterwards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, waitForStatus, type ServerProcess } from './test/server-process.js';

const VERSION = existsSync('/usr/lib/postgresql') ? (execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n').sort().pop() ?? '') : '';
const CAN_RUN = !!VERSION && process.getuid?.() === 0 && existsSync('/usr/bin/pg_createcluster');
// Where CI requires PostgreSQL (LAMPSHEET_REQUIRE_PG=1) this test may not quietly skip.
const REQUIRED = process.env.LAMPSHEET_REQUIRE_PG === '1';
if (!CAN_RUN && !REQUIRED) console.warn('\n!!! The database-outage test needs root and pg_createcluster: SKIPPED.\n');
const PORT = Number(process.env.LAMPSHEET_OUTAGE_PG_PORT ?? 21250);
const CLUSTER = `lampsheet_outage_${process.pid}`;

const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const asPostgres = (args: string[]) => sh('runuser', ['-u', 'postgres', '--', ...args]);

describe.runIf(!CAN_RUN && REQUIRED)('the database-outage test where PostgreSQL is required', () => {
  it('can make a PostgreSQL cluster of its own', () => {
    expect({ version: VERSION, root: process.getuid?.() === 0, pgCreatecluster: existsSync('/usr/bin/pg_createcluster') }).toEqual({
      version: expect.stringMatching(/^\d+$/),
      root: true,
      pgCreatecluster: true,
    });
  });
});

describe.runIf(CAN_RUN)('PostgreSQL restarts while Lampsheet serves', () => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  beforeAll(async () => {
    sh('pg_createcluster', [VERSION, CLUSTER, '--port', String(PORT)]);
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, CLUSTER, 'start']);
    asPostgres(['psql', '-p', String(PORT), '-qc', "CREATE ROLE outage LOGIN PASSWORD 'outage' CREATEDB"]);
    asPostgres(['createdb', '-p', String(PORT), '-O', 'outage', 'lampsheet']);
    dataDir = mkdtempSync(join(tmpdir(), 'lampsheet-outage-'));
    server = await startServer({ DATABASE_URL: `postgres://outage:outage@127.0.0.1:${PORT}/lampsheet`, DATA_DIR: dataDir, LAMPSHEET_DEMO: '0', LOGIN_RATE_LIMIT: '100000' });
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    try {
      sh('pg_dropcluster', ['--stop', VERSION, CLUSTER]);
    } catch {
      // already gone
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 meanwhile, never crashes, and is back within 5 s of the database', async () => {
    const url = server!.url;
    const statuses = new Map<number, number>();
    const bodies: unknown[] = [];
    let running = true;
    // Load: four clients logging in (a database read each) without pause.
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'en' },
            body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
            signal: AbortSignal.timeout(10_000),
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const body = await res.json();
          if (res.status === 503) bodies.push(body);
        } catch {
          statuses.set(-1, (statuses.get(-1) ?? 0) + 1);
        }
      }
    };
    const load = Promise.all([client(), client(), client(), client()]);
    await waitForStatus(`${url}/api/health/ready`, 200);

    sh('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, CLUSTER, 'stop', '-m', 'fast']);
    expect(await waitForStatus(`${url}/api/health/ready`, 503, 15_000)).toBeLessThan(15_000);
    // Down for a moment while the load goes on.
    const seen503 = Date.now();
    while (!bodies.length && Date.now() - seen503 < 10_000) await new Promise((r) => setTimeout(r, 50));
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, CLUSTER, 'start']);
    const back = Date.now();
    const recoveryMs = await waitForStatus(`${url}/api/health/ready`, 200, 30_000, 25);
    // A request through the pool works again too.
    const after = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }) });
    running = false;
    await load;

    expect(after.status).toBe(401);
    expect(recoveryMs).toBeLessThan(5000);
    expect(server!.child.exitCode).toBeNull();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).toEqual({ success: false, code: 'UNAVAILABLE', message: 'The database cannot be reached at the moment; try again shortly' });
    }
    expect(statuses.get(500) ?? 0).toBe(0);
    // every request got an answer: none timed out or found the server gone
    expect(statuses.get(-1) ?? 0).toBe(0);
    console.log(`database restart under load: back ${recoveryMs} ms after PostgreSQL started (${Date.now() - back} ms in all); answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 120_000);
});
