/**
 * `npm run bench:schedule`: builds the app on a temporary SQLite database with the demo data,
 * listens on a free port and downloads both schedules (XLSX and PDF) of the demo project with the
 * most lamp parameters over HTTP, N times each in both languages. Prints the median and p95 of the
 * time to the first byte and to the last, the file size, the process's peak RSS above its level
 * before each download (worker threads included), and the event loop's delay p99 during the
 * downloads (how long any other request would wait). Then a made-up project of BIG records
 * (default 400, every fifth generated). SCHEDULE_OUT=<folder> keeps the last download of each.
 *
 *   N=10 BIG=400 npm run bench:schedule
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchOnDemoApp, percentile } from './demo-app.js';

const N = Number(process.env.N ?? 10);
const WARM_UP = Number(process.env.WARM_UP ?? 2);
const OUT = process.env.SCHEDULE_OUT;
const BIG = Number(process.env.BIG ?? 400);

benchOnDemoApp('schedule', { HEAVY_RATE_LIMIT: '100000' }, async (app) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const k = app.db.kysely;
  const largest = await k
    .selectFrom('lampParams')
    .innerJoin('projects', 'projects.id', 'lampParams.projectId')
    .select(['projects.id', 'projects.itemName', sql<number>`count(*)`.as('n'), sql<number>`sum(case when lamp_params.data_status = 2 then 1 else 0 end)`.as('generated')])
    .groupBy(['projects.id', 'projects.itemName'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  console.log(`schedule of "${largest.itemName}" (project ${largest.id}): ${largest.n} lamp parameters, ${largest.generated} generated; ${N} runs after ${WARM_UP} warm-up`);

  if (OUT) mkdirSync(OUT, { recursive: true });
  const auth = { authorization: `Bearer ${token}` };
  const measure = async (projectId: number, runs: number, tag: string) => {
    for (const ext of ['xlsx', 'pdf'] as const) {
      for (const lang of ['zh-CN', 'en']) {
        const first: number[] = [];
        const total: number[] = [];
        let size = 0;
        let peak = 0;
        let body = Buffer.alloc(0);
        const loop = monitorEventLoopDelay({ resolution: 10 });
        for (let i = 0; i < WARM_UP + runs; i++) {
          const base0 = process.memoryUsage().rss;
          let top = base0;
          const sampler = setInterval(() => (top = Math.max(top, process.memoryUsage().rss)), 20);
          if (i === WARM_UP) loop.enable();
          const t0 = performance.now();
          const res = await fetch(`${base}/api/projects/${projectId}/schedule.${ext}`, { headers: { ...auth, 'accept-language': lang } });
          if (res.status !== 200 || !res.body) throw new Error(`schedule.${ext} answered ${res.status}: ${await res.text()}`);
          const reader = res.body.getReader();
          const chunks: Uint8Array[] = [];
          let t1 = 0;
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (!t1) t1 = performance.now();
            chunks.push(value);
          }
          const t2 = performance.now();
          clearInterval(sampler);
          body = Buffer.concat(chunks);
          size = body.length;
          if (i >= WARM_UP) {
            first.push(t1 - t0);
            total.push(t2 - t0);
            peak = Math.max(peak, top - base0);
          }
        }
        loop.disable();
        first.sort((a, b) => a - b);
        total.sort((a, b) => a - b);
        const f = (ms: number) => `${ms.toFixed(0)} ms`;
        console.log(
          `  ${ext.padEnd(4)} ${lang.padEnd(5)}: first byte median ${f(percentile(first, 50))}   whole file median ${f(percentile(total, 50))}   p95 ${f(percentile(total, 95))}   size ${(size / 1024).toFixed(1)} kB   peak RSS +${(peak / 1048576).toFixed(0)} MB   event loop p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
        );
        if (OUT) writeFileSync(join(OUT, `schedule-${tag}-${lang}.${ext}`), body);
      }
    }
  };
  await measure(largest.id, N, 'demo');

  if (BIG > 0) {
    // A big project: copies of a generated demo record through the editor's own call.
    const created = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ itemName: `大项目 Big project ${BIG}` }),
    });
    const projectId = ((await created.json()) as { data: { id: number } }).data.id;
    const source = await k.selectFrom('lampParams').select('id').where('projectId', '=', largest.id).where('dataStatus', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const view = (await (await fetch(`${base}/api/lampparams/editTyView/${source.id}`, { headers: auth })).json()) as {
      data: { projectLampparamVo: Record<string, unknown>; projectParamindexList: Array<Record<string, unknown>> };
    };
    const { createdBy: _c, creatorName: _n, createDate: _d, ...vo } = view.data.projectLampparamVo;
    const entries = view.data.projectParamindexList.map(({ id: _i, createDate: _cd, updateDate: _ud, ...e }) => e);
    for (let i = 0; i < BIG; i++) {
      const form = { ...vo, id: null, updateDate: null, typeMark: '', projectId, dataStatus: i % 5 === 0 ? 2 : 1, lampPower: String(10 + i), projectParamindexList: entries };
      const res = await fetch(`${base}/api/lampparams/createTy/0`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(form) });
      if (res.status !== 200) throw new Error(`createTy answered ${res.status}: ${await res.text()}`);
    }
    const runs = Math.max(1, Math.min(N, 3));
    console.log(`schedule of a made-up project of ${BIG} lamp parameters, ${Math.ceil(BIG / 5)} generated; ${runs} runs after ${WARM_UP} warm-up`);
    await measure(projectId, runs, `big${BIG}`);
  }
});
