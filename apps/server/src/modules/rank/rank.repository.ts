/** Data access of `/photometry/rank`: the candidates (lamps with a photometric file) and file texts. */
import type { Kysely } from 'kysely';
import type { RankFilters } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';

/** A numeric column as a number (PostgreSQL answers numerics as text). */
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Working voltage compared without case and spaces ("dc 24v" is "DC24V"). */
export const voltageKey = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/**
 * Every lamp with a photometric file that passes the filters, with what a rank row shows. The
 * files' table is not read: its rows carry the file's text, and SQLite walks a row's text to reach
 * any column after it (about 75 ms of a request thread for the demo's 459 on a busy machine); a
 * lamp's `photometryId` references a stored file (foreign key), and stored files never change.
 */
export async function rankCandidates(db: Kysely<Database>, filters: RankFilters) {
  let q = db
    .selectFrom('lamps as l')
    .innerJoin('brands as b', 'b.id', 'l.brandId')
    .where('l.photometryId', 'is not', null)
    .select([
      'l.id as lampId',
      'l.photometryId as photometryId',
      'l.brandId',
      'b.brandName',
      'l.model',
      'l.power',
      'l.authorizedPrice',
      'l.workVoltage',
      'l.lampType',
      'l.colorTemperature',
      'l.beamAngle',
      'l.beamAngle90',
      'l.protectLevel',
      'l.longNs',
      'l.widthNs',
      'l.heightNs',
    ])
    .orderBy('l.id', 'asc');
  if (filters.brandIds?.length) q = q.where('l.brandId', 'in', filters.brandIds);
  if (filters.lampType != null) q = q.where('l.lampType', '=', filters.lampType);
  if (filters.lampIds?.length) q = q.where('l.id', 'in', filters.lampIds);
  // A bound leaves out fixtures without the figure only for power (a power range asks for a power); a price cap keeps unpriced ones.
  if (filters.priceMax != null) q = q.where((eb) => eb.or([eb('l.authorizedPrice', 'is', null), eb('l.authorizedPrice', '<=', filters.priceMax!)]));
  if (filters.powerMin != null) q = q.where('l.power', '>=', filters.powerMin);
  if (filters.powerMax != null) q = q.where('l.power', '<=', filters.powerMax);
  const rows = await q.execute();
  const voltage = filters.workVoltage ? voltageKey(filters.workVoltage) : '';
  return rows
    .filter((r) => !voltage || (r.workVoltage !== null && voltageKey(r.workVoltage) === voltage))
    .map((r) => ({
      ...r,
      photometryId: r.photometryId!,
      power: num(r.power),
      authorizedPrice: num(r.authorizedPrice),
      colorTemperature: num(r.colorTemperature),
      beamAngle: num(r.beamAngle),
      beamAngle90: num(r.beamAngle90),
      longNs: num(r.longNs),
      widthNs: num(r.widthNs),
      heightNs: num(r.heightNs),
    }));
}

/**
 * The lowest power and price (above 0) among every lamp with a photometric file, whatever a
 * ranking's filters: the score's watts and price parts are taken against them, so a fixture's
 * score on a surface is the same in Rank and in Compare (which ranks only the compared lamps).
 */
export async function rankLowest(db: Kysely<Database>): Promise<{ power: number | null; price: number | null }> {
  const row = await db
    .selectFrom('lamps as l')
    .where('l.photometryId', 'is not', null)
    .select((eb) => [
      eb.fn.min(eb.case().when('l.power', '>', 0).then(eb.ref('l.power')).end()).as('power'),
      eb.fn.min(eb.case().when('l.authorizedPrice', '>', 0).then(eb.ref('l.authorizedPrice')).end()).as('price'),
    ])
    .executeTakeFirst();
  return { power: num(row?.power), price: num(row?.price) };
}

/** Texts of stored files (the ones the rank workers do not hold yet). */
export function photometryTexts(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('photometryFiles').select(['id', 'fileName', 'content']).where('id', 'in', [...ids]).execute();
}

/** The ids of `ids` that are stored files. */
export async function storedPhotometryIds(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('photometryFiles').select('id').where('id', 'in', [...ids]).execute()).map((f) => f.id);
}
