import Database from 'better-sqlite3';
import { calculateContest, parsePhotometry } from '@lampsheet/photometry';
const db = new Database('/tmp/r15/demo.db', { readonly: true });
const rows = db.prepare('select l.id, p.file_name, p.content from lamps l join photometry_files p on p.id = l.photometry_id').all() as any[];
const parsed = rows.map((r) => parsePhotometry(r.content, r.file_name));
let rot = 0; let bytes = 0;
for (const p of parsed) { if (p.grid.nC === 1) rot++; bytes += p.grid.values.byteLength + p.candela.byteLength + p.measured.candela.byteLength; }
console.log('rotational', rot, 'of', parsed.length, 'MB', (bytes / 1e6).toFixed(1));
const kind = process.argv[2] ?? 'wallWashing';
for (let rep = 0; rep < 3; rep++) {
  const t0 = performance.now();
  for (const p of parsed) calculateContest(kind as any, { H: 14 }, 0.4, p);
  console.log(kind, (performance.now() - t0).toFixed(1));
}
