/**
 * A PostgreSQL cluster of a test's own (never the shared "main"), made with Debian's
 * postgresql-common tools as root: created on a port, started and stopped in every mode,
 * dropped at the end. Making it again removes what a previous run left under the same name.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL major version installed ('' when none). */
export const PG_VERSION = existsSync('/usr/lib/postgresql') ? (readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => +a - +b).pop() ?? '') : '';
/** Whether this machine lets a test make a cluster of its own: root and pg_createcluster. */
export const CAN_MAKE_CLUSTER = !!PG_VERSION && process.getuid?.() === 0 && existsSync('/usr/bin/pg_createcluster');
/** Where CI requires PostgreSQL (LAMPSHEET_REQUIRE_PG=1) the tests needing a cluster may not skip. */
export const CLUSTER_REQUIRED = process.env.LAMPSHEET_REQUIRE_PG === '1';

const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface Cluster {
  name: string;
  port: number;
  /** A URL for `user` on `database` (TCP on 127.0.0.1). */
  url(user: string, password: string, database: string): string;
  start(): Promise<void>;
  /** `pg_ctlcluster stop -m mode`; resolves when the stop has finished. */
  stop(mode: StopMode): Promise<void>;
  /** psql as the postgres superuser (on `database`, default postgres); answers the output. */
  psql(sql: string, database?: string): Promise<string>;
  /** A tool of the cluster's version run as postgres (createdb, pg_restore…). */
  asPostgres(args: string[], input?: string): Promise<string>;
  drop(): void;
}

/** Create (again) and start the cluster `name` on `port`. */
export async function makeCluster(name: string, port: number): Promise<Cluster> {
  const ctl = (args: string[]) => run('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION, name, ...args]).then(() => undefined);
  const drop = () => {
    try {
      sh('pg_dropcluster', ['--stop', PG_VERSION, name]);
    } catch {
      // not there
    }
  };
  drop();
  // Fast start-up and shut-down for a test: no fsync, a small shared memory. Commits stay
  // synchronous: with synchronous_commit off, a commit acknowledged just before `-m immediate`
  // was lost with the WAL still in shared memory, and the fault suite waited for an import job
  // whose row no longer existed (seen in CI: "job: []").
  sh('pg_createcluster', [PG_VERSION, name, '--port', String(port), '--', '--no-sync']);
  sh('sh', ['-c', `printf "fsync = off\\nfull_page_writes = off\\nshared_buffers = 32MB\\n" >> /etc/postgresql/${PG_VERSION}/${name}/conf.d/lampsheet-test.conf`]);
  const asPostgres = async (args: string[], input?: string) => {
    const child = run('runuser', ['-u', 'postgres', '--', ...args], { maxBuffer: 64 * 1024 * 1024 });
    if (input !== undefined) child.child.stdin!.end(input);
    return (await child).stdout;
  };
  const cluster: Cluster = {
    name,
    port,
    url: (user, password, database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    start: () => ctl(['start']),
    stop: (mode) => ctl(['stop', '-m', mode]),
    psql: (sql, database = 'postgres') => asPostgres(['psql', '-p', String(port), '-d', database, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]),
    asPostgres,
    drop,
  };
  await cluster.start();
  return cluster;
}

/** One query on a connection of its own (a test looking at the database from outside). */
export async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Dump a database (any reachable URL) into `file` in pg_dump's custom format, readable by postgres. */
export function dumpDatabase(url: string, file: string): void {
  sh('pg_dump', ['-Fc', '-Z0', '-f', file, '-d', url]);
  sh('chmod', ['-R', 'a+rX', dirname(file)]);
}

/** Mount a tmpfs of `size` (e.g. "24m") on `dir`; answers why not when the system refuses. */
export function mountTmpfs(dir: string, size: string): { mounted: true } | { mounted: false; why: string } {
  try {
    sh('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'lampsheet-test', dir]);
    return { mounted: true };
  } catch (err) {
    return { mounted: false, why: (err as Error).message.split('\n')[0] ?? 'refused' };
  }
}

export function unmount(dir: string): void {
  try {
    sh('umount', [dir]);
  } catch {
    // not mounted
  }
}
