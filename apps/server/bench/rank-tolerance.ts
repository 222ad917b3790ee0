/**
 * `npm run bench:rank-tolerance`: how far the ranking's cheap stages lie from the full grid
 * (decision 009, docs/PERFORMANCE.md "The bound"): every demo file (459) on several surfaces,
 * evaluated on the full grid, as the preview (`rowSampling` 1) and on the coarse grid (`coarsen`
 * C with `rowSampling` 1, C from COARSEN, "4" by default, or a list "2,3,4"), through the rank
 * pool's own evaluation (in the calling thread, nothing kept). Prints, per surface and stage, the
 * largest differences of the figures the order reads — Lavg (relative), U0 (absolute), Lmax
 * (relative), dark band (share of the face's height) — against the full grid and against the
 * preview, and the CPU time a candidate of each stage.
 *
 *   npm run bench:rank-tolerance
 *   COARSEN=a2,a4,a8,4 npm run bench:rank-tolerance
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RankRequest } from '@lampsheet/contracts';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedDemoData } from '../src/demo/seed.js';
import { faceFigures, type CalcContestOutput } from '../src/modules/photometry/calc-task.js';
import { rankRunner, type RankLoader } from '../src/modules/rank/rank-pool.js';
import { fileKey, rankSurface } from '../src/modules/rank/rank.service.js';
import * as repo from '../src/modules/rank/rank.repository.js';

/** The surfaces measured: the wall, a smaller wall, a floodlit facade, composite surfaces (a row and a pair), a column, a corrugated face, photovoltaic glass. */
export const TOLERANCE_SURFACES: Array<{ name: string; surface: Pick<RankRequest, 'contestTypeId' | 'dimensions'> }> = [
  { name: 'wall 14 × 12 m, washers 0.6 m out, 1.2 m apart', surface: { contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 } } },
  { name: 'wall 6 × 8 m, 0.4 m out, 1 m apart', surface: { contestTypeId: 102, dimensions: { H: 6, W: 8, D: 0.4, S: 1 } } },
  { name: 'wall 30 × 40 m, 1 m out, 2 m apart', surface: { contestTypeId: 102, dimensions: { H: 30, W: 40, D: 1, S: 2 } } },
  { name: 'floodlighting 14 × 20 m from 8 m', surface: { contestTypeId: 101, dimensions: { H: 14, W: 20, D: 8 } } },
  { name: 'composite A/B, a row 1.1 m apart', surface: { contestTypeId: 103, dimensions: { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5, S: 1.1 } } },
  { name: 'composite A/B, two fixtures', surface: { contestTypeId: 103, dimensions: { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5 } } },
  { name: 'column (defaults)', surface: { contestTypeId: 104, dimensions: {} } },
  { name: 'corrugated (defaults)', surface: { contestTypeId: 105, dimensions: {} } },
  { name: 'photovoltaic glass (defaults)', surface: { contestTypeId: 109, dimensions: {} } },
];

type Worst = { lavg: number; u0: number; lmax: number; darkBand: number; at: Record<string, string> };
const none = (): Worst => ({ lavg: 0, u0: 0, lmax: 0, darkBand: 0, at: {} });

/** The largest differences of `of` from `to` over every candidate and face (figures as answered: faceFigures). */
function differences(of: Map<string, CalcContestOutput>, to: Map<string, CalcContestOutput>, worst = none()): Worst {
  for (const [id, o] of of) {
    const t = to.get(id);
    if (!t || o.error || t.error) continue;
    o.faces.forEach((face, k) => {
      const a = faceFigures(face);
      const b = faceFigures(t.faces[k]!);
      const height = t.faces[k]!.faceHeight;
      const rel = (x: number, y: number) => (y > 0 ? Math.abs(x / y - 1) : x > 0 ? Infinity : 0);
      const d = { lavg: rel(a.lightnessAve, b.lightnessAve), u0: Math.abs(a.evenness - b.evenness), lmax: rel(a.lightnessMax, b.lightnessMax), darkBand: height > 0 ? Math.abs(a.anbanHeight - b.anbanHeight) / height : 0 };
      for (const key of ['lavg', 'u0', 'lmax', 'darkBand'] as const) {
        if (d[key] > worst[key]) {
          worst[key] = d[key];
          worst.at[key] = `${id}:${face.faceType} ${a.lightnessAve}/${b.lightnessAve} U0 ${a.evenness}/${b.evenness} band ${a.anbanHeight}/${b.anbanHeight}`;
        }
      }
    });
  }
  return worst;
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

async function main() {
  const factors = (process.env.COARSEN ?? 'a4').split(',');
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-tolerance-'));
  const db = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
  const runner = rankRunner(0, 1 << 30, 0);
  try {
    await migrate(db);
    await seedDemoData(db, { mediaDir: join(dir, 'media') });
    const candidates = await repo.rankCandidates(db.kysely, {});
    const items = candidates.map((c) => ({ id: String(c.lampId), key: fileKey(c) }));
    const load: RankLoader = async (keys) => new Map((await repo.photometryTexts(db.kysely, keys.map(Number))).map((f) => [fileKey({ photometryId: f.id }), { fileName: f.fileName, content: f.content }]));
    console.log(`rank tolerance: ${items.length} candidates (${new Set(items.map((i) => i.key)).size} files), coarsen ${factors.join(', ')}, load average ${loadavg()[0]!.toFixed(1)}`);
    const timed = async (surface: ReturnType<typeof rankSurface>) => {
      const cpu0 = process.cpuUsage();
      const out = await runner.evaluate({ surface, items }, load);
      const cpu = process.cpuUsage(cpu0);
      return { out, us: (cpu.user + cpu.system) / items.length, approximate: [...out.values()].filter((o) => o.approximate).length };
    };
    const overall = new Map<string, Worst>();
    for (const { name, surface: body } of TOLERANCE_SURFACES) {
      const surface = rankSurface({ ...body, dimensions: body.dimensions ?? {}, count: undefined, layout: undefined, albedo: undefined });
      await timed(surface); // files read and parsed once
      const full = await timed(surface);
      const preview = await timed({ ...surface, rowSampling: 1 });
      console.log(`\n${name}: full ${full.us.toFixed(0)} µs a candidate; preview ${preview.us.toFixed(0)} µs (${preview.approximate} approximate)`);
      const p = differences(preview.out, full.out);
      overall.set('preview', differences(preview.out, full.out, overall.get('preview')));
      console.log(`  preview − full:  Lavg ${pct(p.lavg)}  U0 ${p.u0.toFixed(4)}  Lmax ${pct(p.lmax)}  dark band ${pct(p.darkBand)} of the face`);
      for (const spec of factors) {
        // "4": coarsen 4 each way; "a4": 4 along the fixture side, every line across kept
        const along = spec.startsWith('a');
        const c = Number(along ? spec.slice(1) : spec);
        const coarse = await timed({ ...surface, ...(along ? { coarsenAlong: c } : { coarsen: c }), rowSampling: 1 });
        const f = differences(coarse.out, full.out);
        const q = differences(coarse.out, preview.out);
        overall.set(`coarse ${spec}`, differences(coarse.out, full.out, overall.get(`coarse ${spec}`)));
        console.log(`  coarse ${spec} (${coarse.us.toFixed(0)} µs a candidate, ${(full.us / coarse.us).toFixed(1)} × less than full, ${(preview.us / coarse.us).toFixed(1)} × less than the preview)`);
        console.log(`    − full:     Lavg ${pct(f.lavg)}  U0 ${f.u0.toFixed(4)}  Lmax ${pct(f.lmax)}  dark band ${pct(f.darkBand)}`);
        console.log(`    − preview:  Lavg ${pct(q.lavg)}  U0 ${q.u0.toFixed(4)}  Lmax ${pct(q.lmax)}  dark band ${pct(q.darkBand)}`);
        if (process.env.WHERE) console.log(`    where: ${JSON.stringify(f.at)}`);
      }
    }
    console.log('\nover every surface, against the full grid:');
    for (const [stage, w] of overall) console.log(`  ${stage.padEnd(9)} Lavg ${pct(w.lavg)}  U0 ${w.u0.toFixed(4)}  Lmax ${pct(w.lmax)}  dark band ${pct(w.darkBand)}`);
  } finally {
    await runner.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
