/**
 * Who works on what in the demo: the three accounts, the two projects both designers are
 * members of, and the projects' lamp parameter records (`lampparams.ts`), stored the way the
 * server's `createTy` stores them.
 */
import type { Kysely } from 'kysely';
import { ALL_ON, beamRuleOf, lampparamForm, typeMarkOf } from '@lampsheet/contracts';
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
const FLOOD_PICK = { contestTypeId: 101, h: 18, w: 12, powerMax: 50 } as const;

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
const WASHER_PICK = { contestTypeId: 103, lampCode: 'XQD', colourType: '单色温', w1: 3.6, w2: 1.8, powerMax: 36 } as const;

/**
 * The lamp parameter records and their parameter index entries. The generated ones are made
 * from detection rows, which must be inserted before: L01 and L03 from their chosen fixtures'
 * ({@link FLOOD_PICK}, {@link WASHER_PICK}), whose power, beam and housing they take, L02 from the
 * first typical rows of its type.
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
    columnRows: await firstRows(trx, 104, '1', null, 3),
  });
  let paramIndexCount = 0;
  // Each project's records get L01, L02 … in the order they are made (issue 25).
  const marks = new Map<number, number>();
  for (const [i, p] of params.entries()) {
    const form = lampparamForm.parse(p.form);
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
 * The fixture {@link FLOOD_PICK} picks and its all-lit A rows on that surface: the public
 * measurements (data type 1) and the project's own (data type 2), by id. The record made from
 * them is that fixture's: its power, beam (the rule its model number names), housing, voltage,
 * protection and colour temperature.
 */
async function floodFixture(trx: Trx, projectId: number): Promise<FloodFixture> {
  const f = FLOOD_PICK;
  const rows = await trx
    .selectFrom('detections as d')
    .innerJoin('lamps as l', 'l.id', 'd.lampId')
    .innerJoin('contests as c', 'c.id', 'd.contestId')
    .select(['d.id', 'd.lampId', 'l.model', 'l.power', 'l.beamAngle', 'l.longNs', 'l.widthNs', 'l.heightNs', 'l.workVoltage', 'l.protectLevel', 'l.colorTemperature'])
    .where('d.contestTypeId', '=', f.contestTypeId)
    .where('c.h', '=', f.h)
    .where('c.w', '=', f.w)
    // a white fixture of one colour temperature, as the record is (单色温): an RGB flood has none
    .where('l.colorFlag', '=', 1)
    .where('l.colorTemperature', 'is not', null)
    .where('l.power', '<=', f.powerMax)
    .where('d.surfaceType', '=', 'A')
    .where('d.rgbwa', '=', ALL_ON)
    .where((eb) => eb.or([eb('d.dataType', '=', '1'), eb.and([eb('d.dataType', '=', '2'), eb('d.projectId', '=', projectId)])]))
    .orderBy('d.id')
    .execute();
  const chosen = [...rows].sort((a, b) => (a.beamAngle ?? Infinity) - (b.beamAngle ?? Infinity) || (b.power ?? 0) - (a.power ?? 0) || a.lampId - b.lampId)[0];
  if (!chosen) throw new Error(`demo: no measured flood of ≤ ${f.powerMax} W on the ${f.h} × ${f.w} m surface of type ${f.contestTypeId}`);
  // the model number names the beam rule (`lamps.ts`: brand-TGD<power>-<rule>-<colour>)
  const beamKey = ANGLE_RULES.find((r) => r.ruleNo === chosen.model.split('-')[2])?.ruleKey;
  if (!beamKey) throw new Error(`demo: no beam rule in the model number ${chosen.model}`);
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

/**
 * The fixture {@link WASHER_PICK} picks and its all-lit A rows on that section: the public
 * measurements (data type 1) and the project's own (data type 2), by id. The record made from
 * them is that fixture's: its power, beam (the rule of the beam-angle map its file's two planes
 * meet, as Take writes it), housing, voltage, protection and colour temperature.
 */
async function washerFixture(trx: Trx, projectId: number): Promise<WasherFixture> {
  const f = WASHER_PICK;
  const rows = await trx
    .selectFrom('detections as d')
    .innerJoin('lamps as l', 'l.id', 'd.lampId')
    .innerJoin('contests as c', 'c.id', 'd.contestId')
    .innerJoin('dictEntries as t', 't.id', 'l.lampType')
    .innerJoin('dictEntries as ct', 'ct.id', 'l.colorType')
    .select(['d.id', 'd.lampId', 'l.model', 'l.power', 'l.beamAngle', 'l.beamAngle90', 'l.longNs', 'l.widthNs', 'l.heightNs', 'l.workVoltage', 'l.protectLevel', 'l.colorTemperature'])
    .where('d.contestTypeId', '=', f.contestTypeId)
    .where('c.w1', '=', f.w1)
    .where('c.w2', '=', f.w2)
    .where('t.dictExtra', '=', f.lampCode)
    .where('l.colorFlag', '=', 1)
    .where('ct.dictCont', '=', f.colourType)
    .where('l.power', '<=', f.powerMax)
    .where('d.surfaceType', '=', 'A')
    .where('d.rgbwa', '=', ALL_ON)
    .where((eb) => eb.or([eb('d.dataType', '=', '1'), eb.and([eb('d.dataType', '=', '2'), eb('d.projectId', '=', projectId)])]))
    .orderBy('d.id')
    .execute();
  const wide = (r: { beamAngle: number | null; beamAngle90: number | null }) => Math.max(r.beamAngle ?? Infinity, r.beamAngle90 ?? r.beamAngle ?? Infinity);
  const chosen = [...rows].sort((a, b) => wide(a) - wide(b) || (b.power ?? 0) - (a.power ?? 0) || a.lampId - b.lampId)[0];
  if (!chosen) throw new Error(`demo: no measured white wall washer of ≤ ${f.powerMax} W on the W1 ${f.w1} / W2 ${f.w2} m section of type ${f.contestTypeId}`);
  const beamKey = beamRuleOf(ANGLE_RULES, chosen)?.ruleKey;
  if (!beamKey) throw new Error(`demo: no beam rule for the beam of ${chosen.model}`);
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

/**
 * Ids of up to `count` all-lit A rows of a type and data type (and project): the first by id,
 * then those of the following ones (within the first 40) on its contest. A generated record is
 * made from them.
 */
async function firstRows(trx: Trx, contestTypeId: number, dataType: '1' | '2', projectId: number | null, count: number): Promise<number[]> {
  let q = trx
    .selectFrom('detections')
    .select(['id', 'contestId'])
    .where('contestTypeId', '=', contestTypeId)
    .where('dataType', '=', dataType)
    .where('surfaceType', '=', 'A')
    .where('rgbwa', '=', ALL_ON);
  if (projectId !== null) q = q.where('projectId', '=', projectId);
  const rows = await q.orderBy('id').limit(40).execute();
  const contestId = rows[0]?.contestId;
  return rows.filter((r) => r.contestId === contestId).slice(0, count).map((r) => r.id);
}
