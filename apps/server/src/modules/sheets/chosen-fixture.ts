import type { Kysely } from 'kysely';
import { numberOf, parseIdList } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import * as repo from './repository.js';
import type { FixtureTender } from './sheet-model.js';

/** The product a record has chosen, with the data a tender asks for. */
export interface ChosenFixture {
  lampId: number;
  brandName: string;
  model: string;
  price: number | null;
  power: number | null;
  tender: FixtureTender;
}

/**
 * A fixture's tender flux and efficacy: its own fields where given, else its photometric file's
 * flux (the flux integrated from its intensities, stored with the file: absolute photometry gives
 * the luminaire's lumens, a relative file lamp lumens × LOR), rounded to the lumen, and efficacy
 * = that flux ÷ the fixture's power (lm/W, one decimal). Sheets, schedules and GLDF read this.
 */
export function tenderFluxOf(f: { luminousFlux: number | null; efficacy: number | null; power: number | null; fileLumens: number | null }): { luminousFlux: number | null; efficacy: number | null } {
  const luminousFlux = f.luminousFlux ?? (f.fileLumens !== null && f.fileLumens > 0 ? Math.round(f.fileLumens) : null);
  const efficacy = f.efficacy ?? (luminousFlux !== null && f.power !== null && f.power > 0 ? Math.round((luminousFlux / f.power) * 10) / 10 : null);
  return { luminousFlux, efficacy };
}

/**
 * The product each record has chosen: the fixture taken from Rank (`chosenLampId`), else the
 * fixture of the first row it was made from; two queries however many records (a schedule's
 * whole project, or one sheet's record).
 */
export async function chosenFixtures(db: Kysely<Database>, records: Array<{ id: number; body: Record<string, unknown> }>): Promise<Map<number, ChosenFixture>> {
  const wanted = records.map((r) => ({
    id: r.id,
    lampId: numberOf(r.body.chosenLampId),
    detectionId: parseIdList(r.body.detectionIds as string | null | undefined)[0],
  }));
  const detections = await repo.detectionLamps(db, [...new Set(wanted.flatMap((w) => (w.lampId || !w.detectionId ? [] : [w.detectionId])))]);
  const lampOfDetection = new Map(detections.map((d) => [d.id, d.lampId]));
  const lampIds = new Map(wanted.map((w) => [w.id, w.lampId || (w.detectionId ? lampOfDetection.get(w.detectionId) : undefined)]));
  const lamps = await repo.products(db, [...new Set([...lampIds.values()].filter((id): id is number => !!id))]);
  const byId = new Map(lamps.map((l) => [l.id, l]));
  const out = new Map<number, ChosenFixture>();
  for (const [recordId, lampId] of lampIds) {
    const lamp = lampId ? byId.get(lampId) : undefined;
    if (!lamp) continue;
    const { id, brandName, model, price, power, fileLumens, ...stored } = lamp;
    out.set(recordId, { lampId: id, brandName, model, price, power, tender: { ...stored, ...tenderFluxOf({ ...stored, power, fileLumens }) } });
  }
  return out;
}
