import { type FixtureBeam, CONTEST_FIELDS, LAMPPARAM_DIMENSION_FIELDS, surfaceOfRow, type DetectionRow } from '@lampsheet/contracts';

export type MakeSelectionError = 'selectAtLeastOne' | 'selectSameContest';

/** Only A rows can be ticked; a B row is the second face shown beside its A row. */
export function isSelectableRow(row: Pick<DetectionRow, 'surfaceType'>): boolean {
  return row.surfaceType !== 'B';
}

/** Make needs at least one ticked row, and all of them from the same contest. */
export function validateMakeSelection(rows: readonly Pick<DetectionRow, 'contestId'>[]): MakeSelectionError | null {
  if (rows.length === 0) return 'selectAtLeastOne';
  const contest = rows[0]!.contestId;
  return rows.every((r) => r.contestId === contest) ? null : 'selectSameContest';
}

/**
 * The sketch letters a typical surface holds and make carries into the record (D, the wall
 * distance, comes from the rows themselves: `lumSize`).
 */
const CONTEST_LETTERS = ['H', 'W', 'W1', 'W2', 'L', 'S', 'A', 'H1', 'H2'] as const satisfies ReadonlyArray<keyof typeof CONTEST_FIELDS>;
type MadeDimensionField = (typeof LAMPPARAM_DIMENSION_FIELDS)[(typeof CONTEST_LETTERS)[number]];

/** Values derived for the make form; undefined = no row had a value (the unset case). */
export interface DerivedMakeValues extends Partial<Record<MadeDimensionField, number>> {
  detectionIds: string;
  contestId: number;
  contestTypeId: number;
  /** ≥ 5 W rounded up to a whole watt, below that one decimal. */
  lampPower?: number;
  workVoltage?: string;
  unitPrice?: number;
  lumSize?: number;
  lumSizeMin?: number;
  lampLong?: number;
  lampWidth?: number;
  lampHeight?: number;
  /** Reflectance of the rows' typical surface (`contestAlbedo`): the surface their figures were computed on. */
  contestAlbedo?: number;
  /**
   * The fixture the record's sheet calculates (the first ticked row's with a photometric file) and
   * the surface Compare calculates the ticked rows on (the first row's): make asks the engine for
   * the layout it uses there and stores it with the record (docs/DOMAIN.md "Make").
   */
  calculated?: { lampId: number; surface: ReturnType<typeof surfaceOfRow> };
  /** That fixture's beam (its file's, both planes; else the first row's): make writes the beam-angle rule it meets. */
  beam?: FixtureBeam;
  /** The targets the designer entered on the selection page, by index key: the made record's targets (never the rows' figures). */
  entered?: Readonly<Record<string, string>>;
  brandIds: string;
}

type NumKey = { [K in keyof DetectionRow]-?: DetectionRow[K] extends number | null ? K : never }[keyof DetectionRow];

function values(rows: readonly DetectionRow[], key: NumKey): number[] {
  return rows.map((r) => r[key] as number | null).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

function maxOf(rows: readonly DetectionRow[], key: NumKey): number | undefined {
  const found = values(rows, key);
  return found.length ? Math.max(...found) : undefined;
}

/** Cut binary noise before rounding so 12.000000001 does not become 13. */
const clean = (v: number) => Math.round(v * 1e6) / 1e6;

/** Power: at 5 W or more rounded up to whole watts; below that one decimal. */
export function makePower(maxPower: number | undefined): number | undefined {
  if (maxPower === undefined) return undefined;
  return maxPower >= 5 ? Math.ceil(clean(maxPower)) : Math.round(maxPower * 10) / 10;
}

/** Number inside a voltage text such as "DC24V" or "AC220V". */
export function voltageNumber(text: string | null | undefined): number | undefined {
  const match = /(\d+(\.\d+)?)/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The voltage of the row with the lowest voltage, as that row writes it. */
export function minVoltage(rows: readonly Pick<DetectionRow, 'workVoltage'>[]): string | undefined {
  let best: { text: string; n: number } | undefined;
  for (const r of rows) {
    const n = voltageNumber(r.workVoltage);
    if (n === undefined || !r.workVoltage) continue;
    if (!best || n < best.n) best = { text: r.workVoltage, n };
  }
  return best?.text;
}

/**
 * Make (specification point 9): the form values derived from the ticked rows. Call only after
 * `validateMakeSelection` said yes. The rows give no target: a target says what the designer asks
 * of any fixture, a row's figure what one fixture gave (L05's "Lavg ≥ 134" from a row of 134 cd/m²);
 * the targets are those entered on the selection page (`entered`; docs/DOMAIN.md "Make").
 */
export function deriveMakeValues(rows: readonly DetectionRow[], entered: Readonly<Record<string, string>> = {}): DerivedMakeValues {
  if (rows.length === 0) throw new Error('deriveMakeValues needs at least one row');
  const first = rows[0]!;
  const same = (key: NumKey) => (first[key] as number | null) ?? undefined;
  const withFile = rows.find((r) => r.photometryId !== null);
  return {
    detectionIds: rows.map((r) => r.id).join(','),
    contestId: first.contestId,
    contestTypeId: first.contestTypeId,
    lampPower: makePower(maxOf(rows, 'power')),
    workVoltage: minVoltage(rows),
    unitPrice: maxOf(rows, 'authorizedPrice'),
    lumSize: maxOf(rows, 'lumSize'),
    lumSizeMin: maxOf(rows, 'lumSizeMin'),
    lampLong: maxOf(rows, 'longNs'),
    lampWidth: maxOf(rows, 'widthNs'),
    lampHeight: maxOf(rows, 'heightNs'),
    contestAlbedo: same('contestAlbedo'),
    ...(withFile ? { calculated: { lampId: withFile.lampId, surface: surfaceOfRow(first) } } : {}),
    ...((withFile ?? first).beamAngle !== null ? { beam: { beamAngle: (withFile ?? first).beamAngle, beamAngle90: (withFile ?? first).beamAngle90 ?? null } } : {}),
    entered,
    // the contest's geometry (all ticked rows share the contest), letter by letter
    ...(Object.fromEntries(CONTEST_LETTERS.map((letter) => [LAMPPARAM_DIMENSION_FIELDS[letter], same(CONTEST_FIELDS[letter])])) as Partial<Record<MadeDimensionField, number>>),
    brandIds: [...new Set(rows.map((r) => r.brandId))].join(','),
  };
}
