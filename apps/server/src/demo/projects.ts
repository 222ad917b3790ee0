/**
 * Who works on what in the demo: the three accounts, the two projects both designers are
 * members of, and the projects' lamp parameter records (`lampparams.ts`), stored the way the
 * server's `createTy` stores them.
 */
import type { Kysely } from 'kysely';
import { ALL_ON, beamRuleOf, contestTypeById, lampparamDimensions, lampparamForm, typeMarkOf, type ContestKind, type FixtureLayout, type LayoutInput } from '@lampsheet/contracts';
import { calculateContest, parsePhotometry } from '@lampsheet/photometry';
import type { UntypedKysely } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { lampParamColumns } from '../modules/lampparams/repository.js';
import { insertAll, insertReturning } from './batch-insert.js';
import type { Catalogue } from './catalogue.js';
import { demoLampParams, type FloodFixture, type ParamContext, type WasherFixture } from './lampparams.js';
import { demoDate } from './random.js';
import { ANGLE_RULES, DEMO_PROJECTS, DEMO_USERS } from './reference.js';

type Trx = Kysely<Database>;

/** Id of a demo account by its user name. */
export type UserIds = (username: string) => number;

/** The demo accounts (`DEMO_USERS`) with their password hashes, in the same order. */
export async function insertUsers(trx: Trx, passwordHashes: string[]): Promise<{ userId: UserIds; count: number }> {
  const users = await insertReturning<'users', { id: number; username: string }>(
    trx,
    'users',
    DEMO_USERS.map((u, i) => ({ username: u.username, displayName: u.displayName, passwordHash: passwordHashes[i]!, role: u.role, createdAt: demoDate(i) })),
    ['id', 'username'],
  );
  return { userId: (name: string) => users.find((u) => u.username === name)!.id, count: users.length };
}

/** The projects, created by `demo`, with both designers as members; answers their ids in order. */
export async function insertProjects(trx: Trx, userId: UserIds): Promise<number[]> {
  const demoId = userId('demo');
  const demo2Id = userId('demo2');
  const projects = await insertReturning<'projects', { id: number; itemName: string }>(
    trx,
    'projects',
    DEMO_PROJECTS.map((p, i) => ({ ...p, createdBy: demoId, createDate: demoDate(60 + i * 30), updateDate: demoDate(60 + i * 30) })),
    ['id', 'itemName'],
  );
  const projectIds = DEMO_PROJECTS.map((p) => projects.find((x) => x.itemName === p.itemName)!.id);
  await insertAll(
    trx,
    'projectMembers',
    projectIds.flatMap((projectId) => [
      { projectId, userId: demoId },
      { projectId, userId: demo2Id },
    ]),
  );
  return projectIds;
}

/**
 * How demo L01 (floodlighting, the Bund) picks the fixture it is made from and chosen with: on
 * the type's 18 × 12 m typical surface, the narrowest flood of at most 50 W with measured rows
 * there (public, or the project's own), then the most powerful, then the first; with the default
 * seed the 5° flood of 49 W CAN-TGD49-05-35, whose default layout the record's sizes and targets
 * are written for (`lampparams.ts`). A narrow flood in its default layout lights the wall as a
 * façade wants it (Lavg about 20 cd/m²); a wide one covers it with one or two fixtures at 1–2.
 */
const FLOOD_PICK: FixturePick = { contestTypeId: 101, surface: { h: 18, w: 12 }, powerMax: 50 };

/**
 * How demo L03 (composite surface, the Bund) picks the fixture it is made from and chosen with:
 * on the type's W1 3.6 / W2 1.8 m section the record is written for, the white wall washers of
 * one colour temperature of at most 36 W with measured rows there (public, or the project's own),
 * the tightest beam along the wall (its file's wider plane) first, then the most powerful, then
 * the first. A tight beam keeps the washer's light on face A and the set-back face B a few
 * per cent of it (the record's B/A 0.02–0.1); the wider and the kick-reflector washers throw
 * 1.5 % or a quarter of A there. With the default seed the 10° × 20° washer of 27.5 W
 * BOL-XQD28-10-27, whose default layout the record's targets are written for (`lampparams.ts`).
 */
const WASHER_PICK: FixturePick = { contestTypeId: 103, lampCode: 'XQD', colourType: '单色温', surface: { w1: 3.6, w2: 1.8 }, powerMax: 36 };

/**
 * How demo Shenzhen L02 (column, the park) picks the fixture it is made from and chosen with: on
 * the type's H9 Ø0.9 column the record is written for, the white in-ground uplights (DMD) of one
 * colour temperature of at most 30 W with measured rows there (public, or the project's own), the
 * narrowest beam (its file's wider plane) first, then the most powerful, then the first. With the
 * default seed the 10° uplight of 26 W FAS-DMD26-10-40, 4000 K, one at each column's foot in its
 * default layout from the record's 0.5 m: Lavg 10.6 cd/m² at U0 0.10 (engine). Before, the record
 * was made from the type's first typical rows, a 42 W linear wall washer's: the schedule counted
 * 16 × 19 W and printed the washer's 5.0 W/m², the sheet its 42 W.
 */
const COLUMN_PICK: FixturePick = { contestTypeId: 104, lampCode: 'DMD', colourType: '单色温', surface: { h: 9, w: 0.9 }, powerMax: 30 };

/**
 * The lamp parameter records and their parameter index entries. The generated ones are made
 * from detection rows, which must be inserted before: each from its chosen fixture's (the Bund's
 * L01 and L03, Shenzhen's L02: {@link FLOOD_PICK}, {@link WASHER_PICK}, {@link COLUMN_PICK}),
 * whose lamp type, power, beam, colour temperature and housing it takes.
 */
export async function insertLampParams(
  trx: Trx,
  catalogue: Catalogue,
  projectIds: number[],
  userId: UserIds,
): Promise<{ lampParams: number; paramIndices: number }> {
  const ctx: ParamContext = {
    dictId: catalogue.dictId,
    lampTypeId: (code) => catalogue.lampTypeId.get(code)!,
    angleId: catalogue.angleId,
    sketchId: catalogue.sketchId,
    lampSketchId: catalogue.lampSketchId,
    brandIds: catalogue.brands.filter((b) => b.partner === 1).map((b) => b.id),
  };
  const params = demoLampParams(ctx, projectIds, {
    flood: await floodFixture(trx, projectIds[0]!),
    washer: await washerFixture(trx, projectIds[0]!),
    column: await columnFixture(trx, projectIds[1]!),
  });
  let paramIndexCount = 0;
  // Each project's records get L01, L02 … in the order they are made (issue 25).
  const marks = new Map<number, number>();
  for (const [i, p] of params.entries()) {
    const form = lampparamForm.parse({
      ...p.form,
      ...(p.taken ? { layout: await takenLayout(trx, p.form, p.taken) } : {}),
      recommendBrand: await recommendedBrands(trx, p.form),
    });
    marks.set(form.projectId, (marks.get(form.projectId) ?? 0) + 1);
    const created = demoDate(24 * 60 + i * 95);
    const updated = demoDate(24 * 60 + i * 95 + (p.form.dataStatus === 2 ? 40 : 5));
    const { id: _id, updateDate: _u, projectParamindexList: _list, projectId: _p, lampparamNo: _no, reCopy: _re, layout: _layout, ...body } = form as Record<string, unknown>;
    const inserted = await (trx as unknown as UntypedKysely)
      .insertInto('lampParams')
      .values({
        projectId: form.projectId,
        createdBy: userId(p.creator),
        lampparamNo: form.lampparamNo!,
        typeMark: typeMarkOf(marks.get(form.projectId)!),
        ...lampParamColumns(form),
        body: JSON.stringify(body),
        pdfFileName: null,
        pdfHash: null,
        createDate: created,
        updateDate: updated,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = form.projectParamindexList.map((e, sort) => {
      const { id: _id, createDate: _c, updateDate: _u, ...rest } = e;
      return { lampParamId: inserted.id as number, faceType: e.faceType ?? null, sort, body: JSON.stringify(rest), createDate: created, updateDate: updated };
    });
    await insertAll(trx, 'paramIndices', entries);
    paramIndexCount += entries.length;
  }
  return { lampParams: params.length, paramIndices: paramIndexCount };
}

/**
 * A record's recommended brands: those of the rows it was made from first (Make writes them so, and
 * Take adds a taken fixture's), then the demo's partner brands it lists, three in all at least. The
 * chosen fixture's brand is always among them (L01 recommended three others than its chosen
 * Candelvar's).
 */
async function recommendedBrands(trx: Trx, form: Record<string, unknown>): Promise<string | null> {
  const listed = String(form.recommendBrand ?? '').split(',').filter(Boolean).map(Number);
  const ids = String(form.detectionIds ?? '').split(',').map(Number).filter((n) => n > 0);
  const rows = ids.length ? await trx.selectFrom('detections').select('brandId').where('id', 'in', ids).orderBy('id').execute() : [];
  const own = [...new Set(rows.map((r) => r.brandId).filter((b): b is number => b !== null))];
  const all = [...own, ...listed.filter((b) => !own.includes(b))].slice(0, Math.max(3, own.length));
  return all.length ? all.join(',') : null;
}

/**
 * The layout a record made from rows was taken in: its fixture's (the first of its rows' with a
 * photometric file) default layout on the record's surface with the parts the record sets, complete
 * as the engine answers it (the aimed tilt unrounded, as Take stores a ranked row's). A hand-typed
 * tilt of 35.3° against the engine's 35.31° made Emax read 861 lx in the check and 860 in Compare.
 */
async function takenLayout(trx: Trx, form: Record<string, unknown>, parts: LayoutInput): Promise<FixtureLayout> {
  const ids = String(form.detectionIds ?? '').split(',').map(Number).filter((n) => n > 0);
  const file = await trx
    .selectFrom('detections as d')
    .innerJoin('lamps as l', 'l.id', 'd.lampId')
    .innerJoin('photometryFiles as f', 'f.id', 'l.photometryId')
    .select(['f.content', 'f.fileName'])
    .where('d.id', 'in', ids.length ? ids : [0])
    .orderBy('d.id')
    .executeTakeFirst();
  const type = contestTypeById(Number(form.contestType));
  if (!file || !type) throw new Error(`demo: record ${String(form.lampparamNo)} has no fixture with a file or no surface type to lay out`);
  const result = calculateContest(type.kind as ContestKind, lampparamDimensions(form), Number(form.albedo), parsePhotometry(file.content, file.fileName), parts);
  return result.layout;
}

/** What a demo record picks its chosen fixture by: the typical surface, the fixture's kind and its largest power. */
interface FixturePick {
  contestTypeId: number;
  /** The typical surface's sizes the rows were measured on. */
  surface: Partial<Record<'h' | 'w' | 'w1' | 'w2', number>>;
  powerMax: number;
  /** The lamp type's code (dictExtra) and the colour type's name, where the record names them. */
  lampCode?: string;
  colourType?: string;
}

/**
 * The fixtures a {@link FixturePick} admits, each row an all-lit A row on that surface: the public
 * measurements (data type 1) and the project's own (data type 2). White fixtures of one colour
 * temperature only, as the records are (an RGB fixture has none).
 */
async function pickableRows(trx: Trx, projectId: number, f: FixturePick) {
  const { h, w, w1, w2 } = f.surface;
  return trx
    .selectFrom('detections as d')
    .innerJoin('lamps as l', 'l.id', 'd.lampId')
    .innerJoin('contests as c', 'c.id', 'd.contestId')
    .select(['d.id', 'd.lampId', 'l.model', 'l.power', 'l.beamAngle', 'l.beamAngle90', 'l.longNs', 'l.widthNs', 'l.heightNs', 'l.workVoltage', 'l.protectLevel', 'l.colorTemperature'])
    .where('d.contestTypeId', '=', f.contestTypeId)
    .$if(h !== undefined, (q) => q.where('c.h', '=', h!))
    .$if(w !== undefined, (q) => q.where('c.w', '=', w!))
    .$if(w1 !== undefined, (q) => q.where('c.w1', '=', w1!))
    .$if(w2 !== undefined, (q) => q.where('c.w2', '=', w2!))
    .$if(f.lampCode !== undefined, (q) => q.where('l.lampType', 'in', (eb) => eb.selectFrom('dictEntries').select('id').where('dictExtra', '=', f.lampCode!)))
    .$if(f.colourType !== undefined, (q) => q.where('l.colorType', 'in', (eb) => eb.selectFrom('dictEntries').select('id').where('dictCont', '=', f.colourType!)))
    .where('l.colorFlag', '=', 1)
    .where('l.colorTemperature', 'is not', null)
    .where('l.power', '<=', f.powerMax)
    .where('d.surfaceType', '=', 'A')
    .where('d.rgbwa', '=', ALL_ON)
    .where((eb) => eb.or([eb('d.dataType', '=', '1'), eb.and([eb('d.dataType', '=', '2'), eb('d.projectId', '=', projectId)])]))
    .orderBy('d.id')
    .execute();
}
type PickableRow = Awaited<ReturnType<typeof pickableRows>>[number];

/**
 * The fixture a pick chooses (the first by `order`: its beam, then the most powerful, then the
 * first) and its rows: the record made from them is that fixture's, its power, beam (`beamKey`),
 * housing, voltage, protection and colour temperature.
 */
async function chosenFixture(trx: Trx, projectId: number, f: FixturePick, beamWidth: (r: PickableRow) => number, beamKeyOf: (r: PickableRow) => string | undefined): Promise<FloodFixture> {
  const rows = await pickableRows(trx, projectId, f);
  const chosen = [...rows].sort((a, b) => beamWidth(a) - beamWidth(b) || (b.power ?? 0) - (a.power ?? 0) || a.lampId - b.lampId)[0];
  if (!chosen) throw new Error(`demo: no measured fixture of ≤ ${f.powerMax} W (${f.lampCode ?? 'any type'}) on the ${JSON.stringify(f.surface)} surface of type ${f.contestTypeId}`);
  const beamKey = beamKeyOf(chosen);
  if (!beamKey) throw new Error(`demo: no beam rule for ${chosen.model}`);
  return {
    rows: rows.filter((r) => r.lampId === chosen.lampId).map((r) => r.id),
    model: chosen.model,
    power: chosen.power!,
    beamKey,
    housing: [chosen.longNs!, chosen.widthNs!, chosen.heightNs!],
    voltage: chosen.workVoltage!,
    protectLevel: chosen.protectLevel!,
    colourTemperature: chosen.colorTemperature!,
  };
}

/** L01's flood ({@link FLOOD_PICK}): the narrowest beam; the model number names its rule (`lamps.ts`: brand-TGD<power>-<rule>-<colour>). */
const floodFixture = (trx: Trx, projectId: number) =>
  chosenFixture(
    trx,
    projectId,
    FLOOD_PICK,
    (r) => r.beamAngle ?? Infinity,
    (r) => ANGLE_RULES.find((a) => a.ruleNo === r.model.split('-')[2])?.ruleKey,
  );

/** A fixture's beam by its file's wider plane (a washer's along the wall). */
const widerPlane = (r: PickableRow) => Math.max(r.beamAngle ?? Infinity, r.beamAngle90 ?? r.beamAngle ?? Infinity);
/** The rule of the beam-angle map a fixture's two planes meet, as Take writes it. */
const ruleOfPlanes = (r: PickableRow) => beamRuleOf(ANGLE_RULES, r)?.ruleKey;

/** L03's washer ({@link WASHER_PICK}): the tightest beam along the wall (its file's wider plane); the rule of the beam-angle map its two planes meet, as Take writes it. */
const washerFixture = (trx: Trx, projectId: number): Promise<WasherFixture> =>
  chosenFixture(
    trx,
    projectId,
    WASHER_PICK,
    widerPlane,
    ruleOfPlanes,
  );

/** Shenzhen L02's in-ground uplight ({@link COLUMN_PICK}): the narrowest beam (its file's wider plane); the rule its two planes meet. */
const columnFixture = (trx: Trx, projectId: number): Promise<FloodFixture> =>
  chosenFixture(
    trx,
    projectId,
    COLUMN_PICK,
    widerPlane,
    ruleOfPlanes,
  );
