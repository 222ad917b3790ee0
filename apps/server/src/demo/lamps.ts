/**
 * The demo's fixtures (`lamps`): about 460 over the 10 lamp types of `reference.ts`, each with
 * brand, model number, shape, colour kind, power, voltage, price, dimensions, beam angle, CCT and
 * IP drawn from its type, and its own synthetic photometric file (`photometry-files.ts`).
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, LampsTable } from '../db/schema.js';
import { insertReturning } from './batch-insert.js';
import type { Catalogue, DemoBrand } from './catalogue.js';
import { lampPicturePath } from './media.js';
import { DemoPhotometryWriter } from './photometry-files.js';
import { clamp, demoDate, round, type Rng } from './random.js';
import { LAMP_TYPES, angleRule, type LampTypeSpec } from './reference.js';

/** In-memory fixture record used while generating. */
export interface LampRecord {
  row: Insertable<LampsTable>;
  code: string;
  spec: LampTypeSpec;
  beamKey: string;
  colourKind: string;
  id?: number;
}

const LINEAR_LENGTHS: Record<string, number[]> = {
  XQD: [300, 500, 600, 1000, 1200],
  XTD: [500, 1000, 1200],
  LKD: [500, 1000],
  DGD: [1000, 1500, 2000],
  CTD: [300, 600, 900, 1200],
};
/** Linear fixtures: watts per metre. */
const WATTS_PER_METRE: Record<string, [number, number]> = { XQD: [18, 40], XTD: [6, 16], LKD: [10, 22], DGD: [8, 12], CTD: [8, 20] };

const WHITE_CCT = [2700, 3000, 3000, 3500, 4000, 4000, 5000, 5700, 6500];

/**
 * Generate the fixtures, insert their photometric files and then the lamps pointing at them;
 * the records come back with their ids.
 */
export async function insertLamps(trx: Kysely<Database>, rng: Rng, catalogue: Pick<Catalogue, 'brands' | 'lampTypeId' | 'dictId'>): Promise<{ lamps: LampRecord[]; photometryFiles: number }> {
  const lamps = generateLamps(rng, catalogue.brands, catalogue.lampTypeId, (cont) => catalogue.dictId('dengjusecaifenlei', cont));
  // Every fixture carries a synthetic photometric file; the calculated rows come from it.
  const photometryWriter = new DemoPhotometryWriter();
  const brandNameById = new Map(catalogue.brands.map((b) => [b.id, b.name]));
  const files = lamps.map((l) =>
    photometryWriter.file(
      {
        code: l.code,
        beamKey: l.beamKey,
        power: l.row.power!,
        colorFlag: l.row.colorFlag ?? 1,
        efficacy: l.spec.efficacy,
        longNs: l.row.longNs ?? 100,
        widthNs: l.row.widthNs ?? 100,
        heightNs: l.row.heightNs ?? 60,
        colorTemperature: l.row.colorTemperature ?? null,
        manufacturer: brandNameById.get(l.row.brandId)?.split(' ').slice(1).join(' ') || 'Lampsheet demo',
        model: l.row.model,
      },
      l.row.createdAt,
    ),
  );
  const fileRows = files.map((f) => f.row);
  // a fixture with a photometric file has the file's beam, both planes (docs/DOMAIN.md "Beam angle of a record and of a fixture")
  lamps.forEach((l, i) => Object.assign(l.row, files[i]!.beam));
  const fileIds = await insertReturning<'photometryFiles', { id: number; fileName: string }>(trx, 'photometryFiles', fileRows, ['id', 'fileName']);
  const fileIdByName = new Map(fileIds.map((f) => [f.fileName, f.id]));
  lamps.forEach((l, i) => (l.row.photometryId = fileIdByName.get(fileRows[i]!.fileName)!));
  const lampIds = await insertReturning<'lamps', { id: number; model: string }>(
    trx,
    'lamps',
    lamps.map((l) => l.row),
    ['id', 'model'],
  );
  const idByModel = new Map(lampIds.map((l) => [l.model, l.id]));
  for (const l of lamps) l.id = idByModel.get(l.row.model)!;
  return { lamps, photometryFiles: fileIds.length };
}

/** The colour type (`dengjusecaifenlei`) of a fixture's colour kind: white is one colour temperature, or two for a tunable white. */
const COLOUR_TYPE_OF_KIND: Record<string, string> = { W: '单色温', TW: '双色温', RGB: 'RGB', RGBW: 'RGBW', RGBA: 'RGBA', RGBL: 'RGBL' };

function generateLamps(rng: Rng, brands: DemoBrand[], lampTypeId: Map<string, number>, colourTypeId: (cont: string) => number): LampRecord[] {
  const out: LampRecord[] = [];
  const models = new Set<string>();
  const totalShare = LAMP_TYPES.reduce((a, t) => a + t.share, 0);
  const TARGET = 460;
  let n = 0;
  for (const spec of LAMP_TYPES) {
    const count = Math.round((spec.share / totalShare) * TARGET);
    for (let i = 0; i < count; i++) {
      n++;
      const brand = rng.weighted(brands, brands.map((b) => (b.partner ? 3 : 1)));
      const shape = spec.shapes.length > 1 && rng.chance(0.35) ? spec.shapes[1]! : spec.shapes[0]!;
      const multi = rng.chance(spec.multiShare);
      const colourKind = multi ? rng.weighted(['RGB', 'RGBW', 'RGBA', 'RGBL'], [4, 4, 1, 1]) : 'W';
      // every third white wall washer is a tunable white (two colour temperatures), chosen without
      // a draw so the rest of the data set stays as it was; its CCT is the one its file was measured at
      const tunable = colourKind === 'W' && spec.code === 'XQD' && i % 3 === 0;
      const beamKey = rng.pick(spec.beams);
      const rule = angleRule(beamKey);
      let longNs: number;
      let widthNs: number;
      let heightNs: number;
      let power: number;
      const lengths = LINEAR_LENGTHS[spec.code];
      if (lengths) {
        longNs = rng.pick(lengths);
        const [a, b] = WATTS_PER_METRE[spec.code]!;
        power = clamp(Math.round(((rng.float(a, b, 1) * longNs) / 1000) * 2) / 2, spec.power[0], spec.power[1]);
        const [w0, w1, h0, h1] = spec.code === 'XQD' ? [40, 80, 45, 90] : spec.code === 'CTD' ? [28, 45, 32, 50] : spec.code === 'DGD' ? [20, 40, 16, 30] : [16, 30, 18, 36];
        widthNs = rng.int(w0, w1);
        heightNs = rng.int(h0, h1);
      } else {
        // power on a skewed scale so that small fixtures are common
        const [p0, p1] = spec.power;
        const raw = p0 + (p1 - p0) * rng.next() ** 1.8;
        power = raw < 10 ? round(raw, 1) : Math.round(raw);
        if (rng.chance(0.08) && power >= 10) power += 0.5;
        const size = spec.code === 'TGD' ? 120 + Math.sqrt(power) * 20 : spec.code === 'DMD' ? 90 + power * 3 : spec.code === 'BD' ? 100 + power * 4 : 30 + power * 9;
        longNs = Math.round(size * rng.float(0.9, 1.15));
        widthNs = shape === 2 ? longNs : Math.round(longNs * rng.float(0.7, 1));
        heightNs = Math.round(longNs * rng.float(spec.code === 'DMD' ? 0.7 : 0.35, spec.code === 'DMD' ? 1.1 : 0.7));
      }
      const voltage = power > 100 ? rng.pick(['AC220V', 'AC110-240V']) : rng.pick(spec.voltages);
      const price = Math.round((spec.priceBase + spec.pricePerWatt * power) * brand.factor * (multi ? 1.35 : 1) * rng.float(0.85, 1.2));
      const cct = colourKind === 'W' ? rng.pick(WHITE_CCT) : colourKind === 'RGBW' ? 4000 : null;
      const powerCode = power < 10 ? String(power).replace('.', 'P') : String(Math.round(power));
      let model = `${brand.prefix}-${spec.code}${powerCode}-${rule.ruleNo}${colourKind === 'W' ? `-${Math.round((cct ?? 3000) / 100)}` : `-${colourKind}`}`;
      let suffix = 0;
      while (models.has(model)) model = `${model.replace(/[A-Z]$/, '')}${String.fromCharCode(65 + suffix++)}`;
      models.add(model);
      out.push({
        code: spec.code,
        spec,
        beamKey,
        colourKind,
        row: {
          brandId: brand.id,
          model,
          lampType: lampTypeId.get(spec.code)!,
          lampShape: shape,
          colorFlag: multi ? 2 : 1,
          colorType: colourTypeId(COLOUR_TYPE_OF_KIND[tunable ? 'TW' : colourKind]!),
          power,
          workVoltage: voltage,
          authorizedPrice: price,
          longNs,
          widthNs,
          heightNs,
          // the beam key's nominal angles until the file is written: insertLamps sets the file's beam
          beamAngle: rule.nominal,
          beamAngle90: rule.ruleNo.length === 4 ? rule.angleMax : rule.nominal,
          colorTemperature: cct,
          protectLevel: rng.pick(spec.protect),
          lumImage: lampPicturePath(spec.code, shape),
          photometryId: null,
          isAudit: rng.chance(0.93) ? 1 : 0,
          createdAt: demoDate(n * 7),
        },
      });
    }
  }
  return out;
}
