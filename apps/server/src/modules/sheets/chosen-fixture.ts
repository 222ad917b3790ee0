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
    const { id, brandName, model, price, power, ...tender } = lamp;
    out.set(recordId, { lampId: id, brandName, model, price, power, tender });
  }
  return out;
}
