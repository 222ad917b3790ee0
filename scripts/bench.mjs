// `npm run bench [search|photometry|pdf|calculate|web|rank|media ...]`: runs the named benchmarks one after
// another (all of them when none is named); each prints its own figures.
import { spawnSync } from 'node:child_process';

const known = ['search', 'photometry', 'pdf', 'calculate', 'web', 'rank', 'media', 'export'];
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !known.includes(a));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${known.join(', ')}`);
  process.exit(2);
}
let failed = false;
for (const name of asked.length ? asked : known) {
  console.log(`\n=== bench:${name}`);
  const run = spawnSync('npm', ['run', `bench:${name}`], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
