import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { calculateContest, parsePhotometry } from '@lampsheet/photometry';
const db = new Database('/tmp/r15/demo.db', { readonly: true });
const rows = db.prepare('select l.id, p.file_name, p.content from lamps l join photometry_files p on p.id = l.photometry_id').all() as any[];
const parsed = rows.map((r) => parsePhotometry(r.content, r.file_name));
const out: any[] = [];
for (const kind of ['floodlighting', 'wallWashing', 'compositeSurface', 'windowFrame', 'column', 'controlledPoint']) {
  const t0 = performance.now();
  for (const p of parsed) { const r = calculateContest(kind as any, { H: 14 }, 0.4, p); out.push(r.faces.map((f) => [f.lightnessAve, f.lightness, f.lightnessMax, f.evenness, f.anbanHeight]), r.lightIntensity, r.count); }
  console.log(kind, (performance.now() - t0).toFixed(1));
}
writeFileSync(process.argv[2]!, JSON.stringify(out));
