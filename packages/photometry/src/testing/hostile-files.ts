/**
 * Photometric files of the worst shapes an upload of at most 2 MB can take: the inputs of the
 * parse benchmark (`npm run bench:photometry`) and of the parsers' tests. Each is built to the
 * byte budget given (the upload limit by default) from plain text, never from the engine.
 */

/** The upload limit of a photometric file (PHOTOMETRY_LIMIT_BYTES of the contracts). */
export const HOSTILE_FILE_BYTES = 2 * 1024 * 1024;

export interface HostileFile {
  name: string;
  /** What the shape strains. */
  shape: string;
  text: string;
  /** Whether a correct parser reads it (true) or refuses it (false). */
  valid: boolean;
}

const CRLF = '\r\n';

/**
 * A valid IES file's data block after TILT=NONE: nV vertical × nH horizontal angles, the
 * candela values `perLine` to a line (all on one line when 0).
 */
function iesData(nV: number, nH: number, value: (i: number) => string, perLine = 10): string {
  const v = Array.from({ length: nV }, (_, i) => String(nV === 1 ? 0 : (i * 180) / (nV - 1)));
  const h = Array.from({ length: nH }, (_, i) => String(nH === 1 ? 0 : (i * 360) / (nH - 1)));
  const rows: string[] = [];
  let row: string[] = [];
  for (let i = 0; i < nV * nH; i++) {
    row.push(value(i));
    if (perLine > 0 && row.length === perLine) {
      rows.push(row.join(' '));
      row = [];
    }
  }
  if (row.length > 0) rows.push(row.join(' '));
  return [`1 1000 1 ${nV} ${nH} 1 2 0.1 0.1 0`, '1 1 50', v.join(' '), h.join(' '), ...rows].join(CRLF);
}

/** Keyword continuation: one keyword carried on by `[MORE]` lines up to the budget (about 9,900 lines of 210 bytes). */
export function iesMoreLines(bytes = HOSTILE_FILE_BYTES): HostileFile {
  const tail = `TILT=NONE${CRLF}${iesData(3, 1, () => '100')}${CRLF}`;
  const head = `IESNA:LM-63-2002${CRLF}[TEST] hostile${CRLF}[MANUFAC] start${CRLF}`;
  const line = `[MORE] ${'continued text of a long description '.repeat(6).slice(0, 200)}${CRLF}`;
  const count = Math.floor((bytes - head.length - tail.length) / line.length);
  return { name: 'more-lines.ies', shape: `${count} [MORE] lines`, text: head + line.repeat(count) + tail, valid: true };
}

/**
 * The most candela values the format's bounds allow in 2 MB, one short token each
 * (1401 × 721 ≈ 1.01 M numbers), forty to a line or (`oneLine`) all on one line.
 */
export function iesManyTokens(oneLine = false): HostileFile {
  const data = iesData(1401, 721, (i) => String(i % 10), oneLine ? 0 : 40);
  return {
    name: oneLine ? 'long-line.ies' : 'many-tokens.ies',
    shape: oneLine ? '1.01 M candela values on one line' : '1401 × 721 candela values',
    text: `IESNA:LM-63-2002${CRLF}[TEST] hostile${CRLF}TILT=NONE${CRLF}${data}${CRLF}`,
    valid: true,
  };
}

/** One number token of 2 MB digits that ends in a letter (what a backtracking number pattern chokes on). */
export function iesLongToken(bytes = HOSTILE_FILE_BYTES): HostileFile {
  const head = `IESNA:LM-63-2002${CRLF}TILT=NONE${CRLF}`;
  return { name: 'long-token.ies', shape: 'one 2 MB digit token', text: `${head}${'1'.repeat(bytes - head.length - 3)}x${CRLF}`, valid: false };
}

/** Counts far beyond any real file: 100,000 horizontal angles (a C plane every 0.0036°), all given. */
export function iesHugeCounts(): HostileFile {
  const nH = 100_000;
  const h = Array.from({ length: nH }, (_, i) => (i * 0.0036).toFixed(4));
  const text = [`IESNA:LM-63-2002`, 'TILT=NONE', `1 1000 1 1 ${nH} 1 2 0.1 0.1 0`, '1 1 50', '0', h.join(' '), '1 '.repeat(nH)].join(CRLF);
  return { name: 'huge-counts.ies', shape: '100,000 horizontal angles', text: text + CRLF, valid: false };
}

/** A EULUMDAT head (lines 1–26, one lamp set, the ten direct ratios) for `mc` planes and `ng` angles. */
function ldtHead(isym: number, mc: number, dc: string, ng: number, dg: number): string[] {
  return [
    'Hostile', '1', String(isym), String(mc), dc, String(ng), String(dg), 'report', 'luminaire', 'number', 'file.ldt', '2026-01-01',
    '100', '100', '50', '80', '80', '0', '0', '0', '0', '100', '90', '1', '0', '1',
    '1', 'LED', '1000', '3000', '80', '10',
    ...Array.from({ length: 10 }, () => '0.5'),
  ];
}

/** The most C planes × γ angles the bounds allow (720 × 361, Isym 0) with 6-byte intensities. */
export function ldtManyPlanes(): HostileFile {
  const mc = 720;
  const ng = 361;
  const lines = ldtHead(0, mc, '0.5', ng, 0.5);
  for (let i = 0; i < mc; i++) lines.push(String(i * 0.5));
  for (let i = 0; i < ng; i++) lines.push(String(i * 0.5));
  for (let i = 0; i < mc * ng; i++) lines.push(String(100 + (i % 900) + 0.25));
  return { name: 'many-planes.ldt', shape: '720 C planes × 361 γ angles', text: lines.join(CRLF) + CRLF, valid: true };
}

/** Far more C planes than any real file (100,000, one every 0.0036°, Isym 0, one γ angle), all given. */
export function ldtHugePlanes(): HostileFile {
  const mc = 100_000;
  const lines = ldtHead(0, mc, '0.0036', 1, 0);
  for (let i = 0; i < mc; i++) lines.push((i * 0.0036).toFixed(4));
  lines.push('0');
  for (let i = 0; i < mc; i++) lines.push('1');
  return { name: 'huge-planes.ldt', shape: '100,000 C planes', text: lines.join(CRLF) + CRLF, valid: false };
}

/** A head field (the C-plane distance Dc) of 2 MB digits ending in a letter. */
export function ldtLongLine(bytes = HOSTILE_FILE_BYTES): HostileFile {
  const lines = ldtHead(1, 1, 'DC', 3, 45);
  const rest = ['0', '0', '45', '90', '100', '50', '10'];
  const fixed = lines.join(CRLF).length + rest.join(CRLF).length + 8;
  lines[4] = `${'1'.repeat(bytes - fixed)}x`;
  return { name: 'long-line.ldt', shape: 'a 2 MB head line', text: [...lines, ...rest].join(CRLF) + CRLF, valid: false };
}

/** Every shape, for the benchmark. */
export function hostileFiles(): HostileFile[] {
  return [iesMoreLines(), iesManyTokens(), iesManyTokens(true), iesLongToken(), iesHugeCounts(), ldtManyPlanes(), ldtHugePlanes(), ldtLongLine()];
}
