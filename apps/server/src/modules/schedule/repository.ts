import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lampParamsNamed } from '../lampparams/repository.js';

/**
 * Every lamp parameter of a project with the names its schedule row shows (both languages):
 * lamp type, colour type (with its code and number of colours), beam angle, application type
 * and its faces, creator; and the layout the record was generated with. Unordered: the schedule orders by type mark itself, so both databases
 * give the same order whatever their collation.
 */
export const scheduleRecords = (db: Kysely<Database>, projectId: number) =>
  lampParamsNamed(db)
    .select([
      'p.id',
      'p.typeMark',
      'p.lampparamNo',
      'p.dataStatus',
      'p.contestType',
      'p.lampPower',
      'p.layout',
      'p.body',
      'p.updateDate',
      'u.displayName as creatorName',
      'lt.dictCont as lampTypeZh',
      'lt.dictContEn as lampTypeEn',
      'gd.dictCont as colourTypeZh',
      'gd.dictContEn as colourTypeEn',
      'gd.dictRemark as colourCode',
      'ar.ruleKey as beamAngle',
      'ct.typeName as contestTypeZh',
      'ct.typeNameEn as contestTypeEn',
      'ct.faces as faces',
    ])
    .where('p.projectId', '=', projectId)
    .execute();

export type ScheduleRecordRow = Awaited<ReturnType<typeof scheduleRecords>>[number];

/** The parameter index entries of every lamp parameter of a project, in their saved order. */
export const scheduleEntries = (db: Kysely<Database>, projectId: number) =>
  db
    .selectFrom('paramIndices as i')
    .innerJoin('lampParams as p', 'p.id', 'i.lampParamId')
    .select(['i.lampParamId', 'i.faceType', 'i.body'])
    .where('p.projectId', '=', projectId)
    .orderBy('i.lampParamId')
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();

/** The target templates (index type 2) and the select-type requirement templates of some application types. */
export const scheduleTemplates = (db: Kysely<Database>, contestTypeIds: number[]) =>
  contestTypeIds.length
    ? db
        .selectFrom('templateIndices')
        .selectAll()
        .where('contestTypeId', 'in', contestTypeIds)
        .orderBy('contestTypeId')
        .orderBy('indexType')
        .orderBy('sort')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

/** Dictionary entries of some dictionaries (by pinyin). */
export const dictionaries = (db: Kysely<Database>, names: string[]) =>
  names.length
    ? db
        .selectFrom('dictEntries')
        .select(['id', 'indexPinyin', 'dictCont', 'dictContEn', 'dictExtra', 'dictRemark'])
        .where('indexPinyin', 'in', names)
        .orderBy('sort')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

/** Surface sketches by id, with their descriptions in both languages. */
export const surfaceSketches = (db: Kysely<Database>, ids: number[]) =>
  ids.length
    ? db.selectFrom('surfaceSketches').select(['id', 'contestDescribe', 'contestDescribeEn']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
