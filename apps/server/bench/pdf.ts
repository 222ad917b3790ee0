/**
 * `npm run bench:pdf`: builds the app on a temporary SQLite database with the demo data, and
 * generates the lamp parameter sheet of a generated demo record N times (its SVG surface and
 * lamp sketches plus an uploaded effect picture), removing the file before each run so that
 * every run lays out, renders and writes the PDF. Two effect pictures, one after the other: a
 * 650×920 PNG render and a photograph near the 2 MB upload limit (2100×1400 JPEG). Prints the
 * median and p95 time per sheet, the time when an unchanged sheet is reused, and the file size.
 *
 *   N=50 npm run bench:pdf
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { sheetKey } from '../src/modules/sheets/service.js';
import { noise as pixelNoise } from '../src/test/pictures.js';
import { benchOnDemoApp, percentile } from './demo-app.js';

const N = Number(process.env.N ?? 50);
const WARM_UP = 3;
const GOAL_MS = 300;
const GOAL_BYTES = 1024 * 1024;

/** A photo-like effect picture at the spec's A4 stitching size (650×920), RGB without alpha. */
function effectPng(): Buffer {
  const width = 650;
  const height = 920;
  const png = new PNG({ width, height, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 5) - 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const glow = Math.max(0, 1 - Math.hypot(x - width / 2, y - height * 0.6) / 420);
      const facade = x > 120 && x < 530 && y > 260 && y < 860 ? 1 : 0;
      png.data[i] = Math.min(255, 18 + facade * (90 + 150 * glow) + noise());
      png.data[i + 1] = Math.min(255, 24 + facade * (70 + 120 * glow) + noise());
      png.data[i + 2] = Math.min(255, 52 + facade * (40 + 60 * glow) + noise());
    }
  }
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

/** A busy photograph as a designer might upload it: 2100×1400 JPEG, just under 2 MB. */
function effectPhoto(): Promise<Buffer> {
  return sharp(pixelNoise(2100, 1400, 3), { raw: { width: 2100, height: 1400, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

benchOnDemoApp('pdf', { HEAVY_RATE_LIMIT: '1000000' }, async (app) => {
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
  const auth = { authorization: `Bearer ${login.json().data.token as string}` };

  // A generated demo record with both sketches, given an uploaded effect picture.
  const k = app.db.kysely;
  const record = await k
    .selectFrom('lampParams')
    .select(['id', 'body', 'projectId', 'updateDate'])
    .where('dataStatus', '=', 2)
    .orderBy('id')
    .execute()
    .then((rows) => rows.find((r) => JSON.parse(r.body).contestSketchId && JSON.parse(r.body).lampSketchId) ?? rows[0]);
  if (!record) throw new Error('the demo data has no generated lamp parameter');
  const pictures = [
    { label: '650×920 PNG render', file: 'effect.png', data: effectPng() },
    { label: '2100×1400 JPEG photograph', file: 'photo.jpg', data: await effectPhoto() },
  ];
  mkdirSync(join(app.config.mediaDir, 'uploads', 'bench'), { recursive: true });
  const url = `/api/lampparams/generateTyLampparamPdf/${record.id}`;
  const generate = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { ...auth, 'accept-language': 'zh' } });
    if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
    return res.json().data.fileName as string;
  };
  for (const picture of pictures) {
    writeFileSync(join(app.config.mediaDir, 'uploads', 'bench', picture.file), picture.data);
    const body = { ...JSON.parse(record.body), effectPic: `uploads/bench/${picture.file}` };
    await k.updateTable('lampParams').set({ body: JSON.stringify(body) }).where('id', '=', record.id).execute();

    const fresh: number[] = [];
    // CPU time of this process per sheet: wall time alone is inflated when the machine is busy.
    const cpu: number[] = [];
    let fileName = '';
    for (let i = 0; i < WARM_UP + N; i++) {
      // The sheets are kept in the blob store (not a folder of the data directory): removed there.
      if (fileName) await app.blobs.delete([sheetKey(fileName)]);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      fileName = await generate();
      const ms = performance.now() - t0;
      const used = process.cpuUsage(c0);
      if (i >= WARM_UP) {
        fresh.push(ms);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    const reused: number[] = [];
    for (let i = 0; i < N; i++) {
      const t0 = performance.now();
      await generate();
      reused.push(performance.now() - t0);
    }
    const size = (await app.blobs.stat(sheetKey(fileName)))!.size;
    fresh.sort((a, b) => a - b);
    reused.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    const median = percentile(fresh, 50);
    const p95 = percentile(fresh, 95);
    console.log(`lamp parameter sheet, record ${record.id}, ${N} runs after ${WARM_UP} warm-up (effect ${picture.label}, ${(picture.data.length / 1024).toFixed(0)} kB, + 2 SVG sketches)`);
    console.log(`  generate, new file : median ${f(median)}   p95 ${f(p95)}   max ${f(fresh[fresh.length - 1]!)}`);
    console.log(`  CPU time, new file : median ${f(percentile(cpu, 50))}   p95 ${f(percentile(cpu, 95))}`);
    console.log(`  generate, reused   : median ${f(percentile(reused, 50))}   p95 ${f(percentile(reused, 95))}`);
    console.log(`  file size          : ${(size / 1024).toFixed(1)} kB (${size} bytes)`);
    console.log(`  goal               : < ${GOAL_MS} ms and < 1 MB: ${median < GOAL_MS && p95 < GOAL_MS && size < GOAL_BYTES ? 'met' : 'NOT met'}`);
  }
});
