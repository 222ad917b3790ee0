/**
 * `npm run bench:web`: the built app in Chromium against the real built server (fresh demo
 * data). For the log-in page, the projects list, the selection panel and the lamp parameter
 * editor it records, on a first visit (empty cache) and a repeat visit (same browser, warm
 * cache), the requests and bytes over the wire (as received: compressed bodies plus headers;
 * 0 for a cache hit) and the time until the page is usable (its main control on screen,
 * measured in the page from the navigation start) — once on the local connection and once on
 * an emulated office VPN (40 ms round trip, 10 Mbit/s down, 5 Mbit/s up).
 *
 *   npm run bench:web            (builds first)
 *   BENCH_WEB_PORT=8383 RUNS=3 tsx e2e/bench/web.ts
 *
 * RUNS: visits per cell (the median time is printed). Bytes do not vary between runs.
 * PAGES=login,editor: only those pages (matched against the page names); SCRIPTS=1 lists the
 * scripts of each first visit with their bytes over the wire. OFFICE=1 opens the pages at
 * http://lampsheet.test (mapped to this machine) instead of 127.0.0.1: a plain-http address
 * that is not localhost, where Chromium offers gzip but not Brotli, as at an office server.
 * "log in → projects" types the demo account into /login and waits for the projects list (the
 * time is the whole way, measured from the first request).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BROWSER_ARGS, CHROMIUM } from '../browser';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_WEB_PORT ?? 8383);
const base = `http://127.0.0.1:${port}`;
const OFFICE_HOST = 'lampsheet.test';
/** Where the browser opens the pages. */
const pageBase = process.env.OFFICE ? `http://${OFFICE_HOST}:${port}` : base;
const RUNS = Number(process.env.RUNS ?? 3);

interface Profile {
  name: string;
  /** CDP Network.emulateNetworkConditions, or none. */
  conditions?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const PROFILES: Profile[] = [
  { name: 'local' },
  { name: 'VPN', conditions: { latency: 40, downloadThroughput: (10e6 / 8) | 0, uploadThroughput: (5e6 / 8) | 0 } },
];

interface Scenario {
  name: string;
  path: string;
  /** The page counts as usable when this is visible. */
  usable: string;
  loggedIn: boolean;
  /** What the visitor does before the page counts (log in): then the time is the whole way. */
  act?: (page: Page) => Promise<void>;
}

interface Visit {
  requests: number;
  scripts: number;
  jsBytes: number;
  cssBytes: number;
  apiBytes: number;
  totalBytes: number;
  usableMs: number;
}

async function startServer(): Promise<{ stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-web-'));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
      LAMPSHEET_DEMO: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/users/getCurrentUser`);
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** One visit of a page in a page of `context`: what came over the wire until it was usable. */
async function visit(context: BrowserContext, scenario: Scenario, profile: Profile): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The cache stays on (a repeat visit is about it); emulation per page.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.conditions) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
  const types = new Map<string, string>();
  const scripts: string[] = [];
  const urls = new Map<string, string>();
  const v: Visit = { requests: 0, scripts: 0, jsBytes: 0, cssBytes: 0, apiBytes: 0, totalBytes: 0, usableMs: 0 };
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    const bytes = e.encodedDataLength;
    v.requests++;
    v.totalBytes += bytes;
    if (type === 'Script') {
      scripts.push(`${kB(bytes).padStart(7)} kB ${(urls.get(e.requestId) ?? '').replace(pageBase, '')}`);
      v.scripts++;
      v.jsBytes += bytes;
    } else if (type === 'Stylesheet') v.cssBytes += bytes;
    else if ((urls.get(e.requestId) ?? '').includes('/api/')) v.apiBytes += bytes;
  });
  const started = Date.now();
  await page.goto(`${pageBase}${scenario.path}`, { waitUntil: 'commit' });
  if (scenario.act) await scenario.act(page);
  await page.locator(scenario.usable).first().waitFor({ state: 'visible', timeout: 60_000 });
  v.usableMs = scenario.act ? Date.now() - started : await page.evaluate(() => performance.now());
  // what the page still fetched right after becoming usable (lazy parts it asked for at once)
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (process.env.SCRIPTS && v.jsBytes > 0) console.log(`${scenario.name} (${profile.name}):\n  ${scripts.join('\n  ')}`);
  await cdp.detach();
  await page.close();
  return v;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${RUNS} visits per cell, median time`);
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const { token } = await api<{ token: string }>('/api/auth/login', null, { username: 'demo', password: 'demo1234' });
    const projects = await api<{ rows: Array<{ id: number }> } | Array<{ id: number }>>('/api/projects?page=1', token);
    const list = Array.isArray(projects) ? projects : projects.rows;
    const projectId = list[0]!.id;
    const scenarios: Scenario[] = [
      { name: '/login', path: '/login', usable: 'form#login button[type="submit"]', loggedIn: false },
      {
        name: 'log in → projects',
        path: '/login',
        usable: '[data-testid="project-item"]',
        loggedIn: false,
        async act(page) {
          await page.locator('#login_username').fill('demo');
          await page.locator('#login_password').fill('demo1234');
          await page.locator('form#login button[type="submit"]').click();
        },
      },
      { name: 'projects list', path: '/projects', usable: '[data-testid="project-item"]', loggedIn: true },
      { name: 'selection panel', path: `/selection?id=${projectId}&contestTypeId=102`, usable: '[data-testid="results-table"] .ant-table-row', loggedIn: true },
      { name: 'editor', path: `/custom?id=${projectId}&pid=${projectId}`, usable: '[data-testid="generate"]', loggedIn: true },
    ];
    const only = process.env.PAGES?.split(',');
    if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => only.some((o) => s.name.includes(o))));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: process.env.OFFICE ? [...BROWSER_ARGS, `--host-resolver-rules=MAP ${OFFICE_HOST} 127.0.0.1`] : BROWSER_ARGS,
    });
    console.log(`pages opened at ${pageBase}`);
    const results: Array<{ scenario: string; visit: string; byProfile: Record<string, Visit[]> }> = [];
    for (const scenario of scenarios) {
      const first: Record<string, Visit[]> = {};
      const repeat: Record<string, Visit[]> = {};
      for (const profile of PROFILES) {
        first[profile.name] = [];
        repeat[profile.name] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
          if (scenario.loggedIn) await context.addInitScript((t) => window.localStorage.setItem('lampsheet.token', t), token);
          await context.addInitScript(() => window.localStorage.setItem('lampsheet.lang', 'en'));
          first[profile.name]!.push(await visit(context, scenario, profile));
          repeat[profile.name]!.push(await visit(context, scenario, profile));
          await context.close();
        }
      }
      results.push({ scenario: scenario.name, visit: 'first', byProfile: first }, { scenario: scenario.name, visit: 'repeat', byProfile: repeat });
    }
    console.log('\n| page | visit | requests | scripts | JS kB | CSS kB | API kB | all kB | usable ms (local) | usable ms (VPN 40 ms, 10 Mbit/s) |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      const v = r.byProfile.local![0]!;
      const t = (name: string) => median(r.byProfile[name]!.map((x) => x.usableMs)).toFixed(0);
      console.log(
        `| ${r.scenario} | ${r.visit} | ${v.requests} | ${v.scripts} | ${kB(v.jsBytes)} | ${kB(v.cssBytes)} | ${kB(v.apiBytes)} | ${kB(v.totalBytes)} | ${t('local')} | ${t('VPN')} |`,
      );
    }
    const login = results.find((r) => r.scenario === '/login' && r.visit === 'first')?.byProfile.local![0];
    if (login) console.log(`\n/login, first visit: ${kB(login.jsBytes)} kB of JavaScript over the wire (goal 150 kB, bar 200 kB)`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
