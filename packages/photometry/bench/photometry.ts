/**
 * Photometric engine benchmark (one core). Run: npm run bench:photometry
 *
 * An evaluation = intensity lookup toward one grid point + E = I·cos θ / d² for that point,
 * i.e. one inner-loop step of patchIlluminanceAdd. Goal: 10 million evaluations per second.
 */
import { performance } from 'node:perf_hooks';
import { CONTEST_KINDS, REFLECTED_KINDS } from '@lampsheet/contracts/domain';
import {
  aimingTowardPoint,
  calculateContest,
  parsePhotometry,
  patchIlluminanceAdd,
  synthesizeIes,
  synthesizeLdt,
  type Photometry,
  type SurfacePatch,
} from '../src/index.js';
import { hostileFiles } from '../src/testing/hostile-files.js';

const GOAL = 10_000_000;

function evaluationsPerSecond(photometry: Photometry): number {
  const patch: SurfacePatch = { origin: [-10, 0, 0], u: [20, 0, 0], v: [0, 0, 20], nu: 1000, nv: 1000, reflectance: 0.4 };
  const lum = { position: [0, -8, 1] as const, aiming: aimingTowardPoint([0, -8, 1], [0, 0, 8]), photometry };
  const out = new Float64Array(patch.nu * patch.nv);
  // warm-up so the optimising compiler has run
  for (let k = 0; k < 3; k++) patchIlluminanceAdd(patch, lum, out);
  let evaluations = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < 1500) {
    evaluations += patchIlluminanceAdd(patch, lum, out);
    t = performance.now();
  }
  return evaluations / ((t - t0) / 1000);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function line(label: string, value: string): void {
  console.log(`${label.padEnd(46)} ${value}`);
}

const asymmetric = parsePhotometry(
  synthesizeLdt({ kind: 'wallWasher', beamAngle: 30, beamAngle2: 60, peakGamma: 25, lumens: 5000, watts: 50 }),
  'asym.ldt',
);
const rotational = parsePhotometry(synthesizeIes({ kind: 'flood', beamAngle: 24, lumens: 8000, watts: 80 }), 'flood.ies');

console.log(`Lampsheet photometry benchmark — Node ${process.version}, one core`);
console.log('');
console.log('Point-luminaire evaluations (intensity lookup + E = I·cosθ/d², 1000 × 1000 grid)');
const asym = evaluationsPerSecond(asymmetric);
const rot = evaluationsPerSecond(rotational);
line('  asymmetric distribution (C and γ lookup)', `${(asym / 1e6).toFixed(1)} M/s  = ${(asym / GOAL).toFixed(2)} × goal (10 M/s)`);
line('  rotational distribution (γ lookup only)', `${(rot / 1e6).toFixed(1)} M/s  = ${(rot / GOAL).toFixed(2)} × goal (10 M/s)`);
console.log('');

console.log('Full contest calculation (calculateContest, default dimensions, median of 20)');
const totals: number[] = [];
for (const kind of CONTEST_KINDS) {
  const times: number[] = [];
  for (let k = 0; k < 21; k++) {
    const t0 = performance.now();
    calculateContest(kind, {}, REFLECTED_KINDS.includes(kind) ? 0.4 : null, asymmetric);
    if (k > 0) times.push(performance.now() - t0);
  }
  totals.push(median(times));
  line(`  ${kind}`, `${median(times).toFixed(2)} ms`);
}
line('  all 14 kinds', `${totals.reduce((a, b) => a + b, 0).toFixed(1)} ms`);
console.log('');

const big = synthesizeLdt({ kind: 'grazer', beamAngle: 8, beamAngle2: 60, lumens: 2000, watts: 20 });
const parseTimes: number[] = [];
for (let k = 0; k < 11; k++) {
  const t0 = performance.now();
  parsePhotometry(big, 'big.ldt');
  parseTimes.push(performance.now() - t0);
}
line(`Parse + lookup grid of a ${(big.length / 1024).toFixed(0)} kB LDT`, `${median(parseTimes).toFixed(1)} ms`);

// The worst shapes an upload can take (2 MB, src/testing/hostile-files.ts): each read or refused
// within PARSE_GOAL_MS, the model and its lookup grid included. Median of 5 after a warm-up.
const PARSE_GOAL_MS = 100;
console.log('');
console.log(`Parse of the worst 2 MB shapes (parsePhotometry: read or refused, median of 5; goal < ${PARSE_GOAL_MS} ms each)`);
let parseWorst = 0;
for (const file of hostileFiles()) {
  const times: number[] = [];
  let outcome = 'read';
  for (let k = 0; k < 6; k++) {
    const t0 = performance.now();
    try {
      parsePhotometry(file.text, file.name);
    } catch (err) {
      outcome = `refused, ${(err as Error).message.slice(0, 60)}`;
    }
    if (k > 0) times.push(performance.now() - t0);
  }
  parseWorst = Math.max(parseWorst, median(times));
  line(`  ${file.name} (${(file.text.length / 1048576).toFixed(2)} MB, ${file.shape})`, `${median(times).toFixed(1).padStart(6)} ms  ${outcome}`);
}
console.log(`Parse goal of ${PARSE_GOAL_MS} ms for every shape: ${parseWorst < PARSE_GOAL_MS ? 'MET' : 'NOT MET'} (worst ${parseWorst.toFixed(1)} ms)`);

const verdict = Math.min(asym, rot) >= GOAL ? 'MET' : 'NOT MET';
console.log('');
console.log(`Goal of 10 M evaluations/s per core: ${verdict} (worst case ${(Math.min(asym, rot) / 1e6).toFixed(1)} M/s)`);
