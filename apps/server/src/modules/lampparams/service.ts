import type { Kysely } from 'kysely';
import {
  colourCode,
  lampparamNumber,
  isValidPower,
  nextTypeMark,
  normalTypeMark,
  recordQuantity,
  powerNo,
  validateLampparam,
  type CreateTyAnswer,
  type Lang,
  type LampparamFormParsed,
  type LampparamListRow,
  type Page,
  type ParamIndexEntry,
  type ProjectLampparamVo,
  type User,
} from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import * as catalog from '../catalog/repository.js';
import { inLang, lampSketchOf } from '../catalog/service.js';
import { requireProjectAccess } from '../auth/guard.js';
import * as repo from './repository.js';

/** Fields kept in their own columns or answered separately, not in the JSON body. */
const NOT_IN_BODY = ['id', 'updateDate', 'projectParamindexList', 'projectId', 'lampparamNo', 'reCopy', 'typeMark', 'layout'] as const;

/** A unique index refused a row (PostgreSQL 23505, SQLite's constraint code). */
const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * The mark a saved record gets (issue 25). The one asked for (in capitals), else the record's own,
 * else the project's next. A mark another record of the project holds is refused (409), except
 * for a copy, which then gets the next: a copy arrives with its original's mark.
 */
function typeMarkFor(
  asked: string | null | undefined,
  own: string | undefined,
  marks: Array<{ id: number; typeMark: string }>,
  selfId: number | undefined,
  copy: boolean,
): string {
  const wanted = asked ? normalTypeMark(asked) : own;
  const taken = (mark: string) => marks.some((m) => m.id !== selfId && m.typeMark === mark);
  if (!wanted || (copy && taken(wanted))) return nextTypeMark(marks.map((m) => m.typeMark));
  if (taken(wanted)) throw new AppError('CONFLICT', 'typeMarkTaken', { field: 'typeMark', detail: wanted });
  return wanted;
}

/** The parts of the lamp parameter number, looked up from the form's ids. Unknown ids are refused. */
async function numberParts(db: Kysely<Database>, f: LampparamFormParsed) {
  const lampTypeRow = f.lampType ? await catalog.dictEntryById(db, f.lampType) : undefined;
  if (f.lampType && (!lampTypeRow || lampTypeRow.indexPinyin !== 'dengjuleixing')) throw badRequest('lampTypeRequired', 'lampType');
  const angle = f.angleNo ? await catalog.angleRuleById(db, f.angleNo) : undefined;
  if (f.angleNo && !angle) throw badRequest('beamAngleRequired', 'angleNo');
  const colourType = f.grayDemand ? await catalog.dictEntryById(db, f.grayDemand) : undefined;
  if (f.grayDemand && (!colourType || colourType.indexPinyin !== 'dengjusecaifenlei')) throw badRequest('colourRequired', 'grayDemand');
  const code = colourType
    ? colourCode({ colours: Number(colourType.dictExtra ?? 1) || 1, code: colourType.dictRemark }, [
        f.colorTemperatureFirst,
        f.colorTemperatureSecond,
        f.colorTemperatureThird,
        f.colorTemperatureFourth,
      ] as Array<string | number | null | undefined>)
    : '';
  const power = isValidPower(f.lampPower) ? powerNo(Number(f.lampPower)) : '';
  if (f.lampSketchId && !(await catalog.lampSketchById(db, f.lampSketchId))) throw badRequest('lampSketchRequired', 'lampSketchId');
  if (f.contestSketchId && !(await catalog.surfaceSketchById(db, f.contestSketchId))) throw badRequest('invalidInput', 'contestSketchId');
  return {
    lampNo: lampTypeRow?.dictExtra ?? '',
    angleCode: angle?.ruleNo ?? '',
    colourCode: code,
    powerNo: power,
    multiColour: Number(colourType?.dictExtra ?? 1) > 1,
  };
}

function bodyOf(f: LampparamFormParsed, derived: { lampNo: string; colourCode: string; powerNo: string; multiColour: boolean }) {
  const body: Record<string, unknown> = Object.fromEntries(
    Object.entries(f).filter(([k]) => !(NOT_IN_BODY as readonly string[]).includes(k)),
  );
  body.lampNo = derived.lampNo || null;
  body.colorTempeNo = derived.colourCode || null;
  body.powerNo = derived.powerNo || null;
  body.colorType = derived.multiColour ? 2 : 1;
  return body;
}

/**
 * `createTy/{reCopy}`: save a draft (dataStatus 1), generate (2), or save as a copy (reCopy 1).
 * Access, creator, stale-write and every rule of specification point 5 are checked here; the
 * record and its parameter index entries are written in one transaction.
 */
export async function save(db: Kysely<Database>, user: User, input: LampparamFormParsed, reCopy: number): Promise<CreateTyAnswer> {
  await requireProjectAccess(db, user, input.projectId);
  const form: LampparamFormParsed = reCopy === 1 ? { ...input, dataStatus: 2 } : input;
  const existing = form.id ? await repo.findLampParam(db, form.id) : undefined;
  if (form.id && !existing) throw notFound();
  if (existing && existing.projectId !== form.projectId) throw badRequest('invalidInput', 'projectId');
  if (existing && reCopy === 1 && existing.dataStatus === 1) throw forbidden('saveAsNotAllowed');
  if (existing && reCopy === 0 && existing.createdBy !== user.id) throw forbidden('notCreator');

  const parts = await numberParts(db, form);
  const failure = validateLampparam({ ...form, colourCode: parts.colourCode });
  if (failure) throw badRequest(failure.key, failure.field);

  const custom = form.customLampparmnoFlag === true || form.customLampparmnoFlag === 1;
  const lampparamNo = custom ? form.customLampparmNo!.trim() : lampparamNumber(parts);
  const now = nowIso();
  const body = JSON.stringify(bodyOf(form, parts));
  const entries = (form.projectParamindexList ?? []).map((e: ParamIndexEntry) => {
    const { id: _id, createDate: _c, updateDate: _u, ...rest } = e;
    return { faceType: e.faceType ?? null, body: JSON.stringify(rest) };
  });
  const columns = {
    lampparamNo,
    ...repo.lampParamColumns(form),
    body,
    updateDate: now,
  };

  const write = () => db.transaction().execute(async (trx) => {
    const marks = await repo.projectMarks(trx, form.projectId);
    if (existing && reCopy === 0) {
      if (!form.updateDate) throw conflict();
      const typeMark = typeMarkFor(form.typeMark, existing.typeMark, marks, existing.id, false);
      // The sheet of a changed record must be written again.
      // The record's row is locked first, then its entries (the order a delete takes too).
      const ok = await repo.updateLampParam(trx, existing.id, form.updateDate, { ...columns, typeMark, pdfFileName: null, pdfHash: null });
      if (!ok) throw (await repo.lampParamExists(trx, existing.id)) ? conflict() : notFound();
      await repo.replaceParamIndices(trx, existing.id, entries, now);
      return { id: existing.id, typeMark, marks };
    }
    const typeMark = typeMarkFor(form.typeMark, undefined, marks, undefined, reCopy === 1);
    const newId = await repo.insertLampParam(trx, {
      ...columns,
      typeMark,
      projectId: form.projectId,
      createdBy: user.id,
      createDate: now,
      pdfFileName: null,
      pdfHash: null,
    });
    await repo.replaceParamIndices(trx, newId, entries, now);
    return { id: newId, typeMark, marks };
  });
  // Two records made at once in one project may both be given the next mark: the unique index
  // refuses the second, which takes the one after (a mark the designer typed is not retried).
  let saved: Awaited<ReturnType<typeof write>> | undefined;
  for (let attempt = 1; !saved; attempt++) {
    try {
      saved = await write();
    } catch (err) {
      if (form.typeMark || attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
  const { id, typeMark, marks } = saved;
  const sameNumber = marks.filter((m) => m.id !== id && m.lampparamNo === lampparamNo).map((m) => ({ id: m.id, typeMark: m.typeMark }));
  return { id, lampparamNo, typeMark, updateDate: now, sameNumber };
}

/** The record as the editor loads it, for any member of its project; the sketches' descriptions in `lang`. */
export async function view(db: Kysely<Database>, user: User, id: number, lang: Lang) {
  const row = await repo.findLampParam(db, id);
  if (!row) throw notFound();
  await requireProjectAccess(db, user, row.projectId);
  const indices = await repo.paramIndices(db, id);
  const body = JSON.parse(row.body) as Record<string, unknown>;
  const vo = {
    ...body,
    id: row.id,
    projectId: row.projectId,
    lampparamNo: row.lampparamNo,
    typeMark: row.typeMark,
    layout: repo.layoutOf(row.layout),
    quantity: recordQuantity(body),
    quantityTyped: recordQuantity({ quantity: body.quantity }) !== null,
    dataStatus: row.dataStatus,
    createdBy: row.createdBy,
    creatorName: row.creatorName,
    createDate: row.createDate,
    updateDate: row.updateDate,
  } as ProjectLampparamVo;
  const contestSketch = body.contestSketchId ? await catalog.surfaceSketchById(db, Number(body.contestSketchId)) : undefined;
  const lampSketch = body.lampSketchId ? await catalog.lampSketchById(db, Number(body.lampSketchId)) : undefined;
  return {
    projectLampparamVo: vo,
    projectParamindexList: indices.map((i) => ({
      ...(JSON.parse(i.body) as ParamIndexEntry),
      id: i.id,
      faceType: i.faceType,
      createDate: i.createDate,
      updateDate: i.updateDate,
    })),
    contestSketch: contestSketch
      ? {
          id: contestSketch.id,
          contestTypeId: contestSketch.contestTypeId,
          contestDescribe: inLang(lang, contestSketch.contestDescribe, contestSketch.contestDescribeEn),
          sketchMapOriginal: contestSketch.sketchMapOriginal,
          sketchAttr: contestSketch.sketchAttr,
          templateType: contestSketch.templateType,
          effectSelectFlag: contestSketch.effectSelectFlag,
        }
      : null,
    lampSketch: lampSketch ? lampSketchOf(lampSketch, lang) : null,
  };
}

export async function list(db: Kysely<Database>, user: User, projectId: number, page: number, rows: number, lang: Lang): Promise<Page<LampparamListRow>> {
  await requireProjectAccess(db, user, projectId);
  const result = await repo.listLampParams(db, projectId, page, rows, lang);
  return {
    total: result.total,
    rows: result.rows.map((r) => {
      const { body: bodyText, dictCont, typeName, layout, ...rest } = r as typeof r & { dictCont: string | null; typeName: string | null };
      const body = JSON.parse(bodyText) as Record<string, unknown>;
      const temps = [body.colorTemperatureFirst, body.colorTemperatureSecond, body.colorTemperatureThird, body.colorTemperatureFourth]
        .filter((t) => t !== null && t !== undefined && t !== '')
        .map((t) => `${t}K`);
      return {
        ...rest,
        layout: repo.layoutOf(layout),
        quantity: recordQuantity(body),
        lampTypeStr: dictCont ?? null,
        contestTypeStr: typeName ?? null,
        colorTemperatureStr: temps.length ? temps.join('/') : ((body.colorTemperatureStr as string | undefined) ?? null),
        colorTypeStr: rest.colorTypeStr ?? null,
        beamAngleStr: rest.beamAngleStr ?? null,
      };
    }),
  };
}

export async function remove(db: Kysely<Database>, user: User, id: number): Promise<void> {
  const row = await repo.findLampParam(db, id);
  if (!row) throw notFound();
  await requireProjectAccess(db, user, row.projectId);
  if (row.createdBy !== user.id) throw forbidden('notCreator');
  // Deleted meanwhile by another request: this one finds nothing to delete.
  if (!(await repo.deleteLampParam(db, id))) throw notFound();
}
