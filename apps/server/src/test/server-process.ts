/**
 * The built server (`apps/server/dist/server.js`) as a real child process, for the tests of
 * what only a process shows: signals, several instances on one database, database outages.
 * It listens on a port the system picks (PORT=0) and logs JSON, which these helpers read.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = resolve(serverDir, '../..');
export const SERVER_SCRIPT = join(serverDir, 'dist/server.js');

/** Build the server when `dist` is missing (`npm test` builds first; after editing the server, build again). */
export function ensureBuiltServer(): void {
  if (existsSync(SERVER_SCRIPT)) return;
  execFileSync('npx', ['tsc', '-b', 'packages/contracts', 'packages/photometry', 'apps/server'], { cwd: repoRoot, stdio: 'inherit' });
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` once ready. */
  url: string;
  logs: LogLine[];
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the first log line (already written or still to come) that matches. */
  waitForLog(test: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running. */
  kill(): Promise<void>;
}

/** Start the built server with this environment and wait until it says it is ready. */
export async function startServer(env: Record<string, string>, options: { timeoutMs?: number; waitForReady?: boolean } = {}): Promise<ServerProcess> {
  ensureBuiltServer();
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let raw = '';
  const waiters = new Set<{ test: (l: LogLine) => boolean; resolve: (l: LogLine) => void }>();
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    raw += chunk;
    pending += chunk;
    let nl: number;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const text = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      logs.push(line);
      for (const w of [...waiters]) {
        if (w.test(line)) {
          waiters.delete(w);
          w.resolve(line);
        }
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.once('exit', (code, signal) => res({ code, signal })));
  const output = () => raw.slice(-6000);
  const waitForLog = (test: (l: LogLine) => boolean, timeoutMs = 90_000) => {
    const found = logs.find(test);
    if (found) return Promise.resolve(found);
    return new Promise<LogLine>((res, rej) => {
      const w = { test, resolve: (l: LogLine) => (clearTimeout(timer), res(l)) };
      const timer = setTimeout(() => {
        waiters.delete(w);
        rej(new Error(`no such log line within ${timeoutMs} ms; output:\n${output()}`));
      }, timeoutMs);
      waiters.add(w);
      void exited.then(({ code, signal }) => {
        if (!waiters.has(w)) return;
        waiters.delete(w);
        clearTimeout(timer);
        rej(new Error(`server exited (${code ?? signal}) before the log line; output:\n${output()}`));
      });
    });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  // Not waited for (PostgreSQL absent at start): the port is the one given in env.PORT.
  if (options.waitForReady === false) return { child, url: `http://127.0.0.1:${env.PORT}`, logs, output, waitForLog, exited, kill };
  try {
    const ready = await waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('Lampsheet ready at '), options.timeoutMs ?? 120_000);
    return { child, url: String(ready.url), logs, output, waitForLog, exited, kill };
  } catch (err) {
    await kill();
    throw err;
  }
}

/** Poll a URL until it answers the status (a readiness wait, not a sleep); answers the time waited. */
export async function waitForStatus(url: string, status: number, timeoutMs = 30_000, everyMs = 50): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === status) return Date.now() - t0;
    } catch {
      // not answering yet
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Log in over HTTP and answer the Authorization header value. */
export async function httpBearer(url: string, username = 'demo', password = 'demo1234'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { data?: { token: string } };
  if (res.status !== 200 || !body.data) throw new Error(`log-in failed: ${res.status} ${JSON.stringify(body)}`);
  return `Bearer ${body.data.token}`;
}
