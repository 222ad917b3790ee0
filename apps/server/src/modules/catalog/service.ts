import type { Kysely, Selectable } from 'kysely';
import { type ContestTypeNode, fieldBelongsTo, type Lang, type LampSketch, type Page, type SurfaceSketch, type TemplateIndex, parseIdList } from '@lampsheet/contracts';
import type { Database, LampSketchesTable } from '../../db/schema.js';
import * as repo from './repository.js';

/**
 * A catalogue text in the answer's language: the English one when asked for English and the
 * catalogue has it, else the Chinese one (the catalogue's own language).
 */
export function inLang<T extends string | null>(lang: Lang, zh: T, en: string | null | undefined): T | string {
  return lang === 'en' && en ? en : zh;
}

/** Nest nodes under their parents: `children(parent)` is the list a child is appended to. */
function nest<T extends { id: number; parentId: number | null }>(nodes: Map<number, T>, children: (parent: T) => T[]): T[] {
  const roots: T[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== null ? nodes.get(node.parentId) : undefined;
    if (parent) children(parent).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The application types as a tree: groups with their types. */
export async function contestTypeTree(db: Kysely<Database>): Promise<ContestTypeNode[]> {
  const rows = await repo.contestTypes(db);
  const nodes = new Map<number, ContestTypeNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      kind: r.kind,
      typeName: r.typeName,
      typeNameEn: r.typeNameEn,
      faces: r.faces,
      albedoBlank: !!r.albedoBlank,
      pointSource: !!r.pointSource,
      children: [],
    });
  }
  return nest(nodes, (parent) => parent.children);
}

/**
 * Surface sketches nested under their parents (`chlidList`, the specification's spelling), their
 * descriptions and type names in the answer's language.
 */
export async function surfaceSketchTree(db: Kysely<Database>, contestTypeIds: string | number[] | null | undefined, lang: Lang): Promise<SurfaceSketch[]> {
  const ids = Array.isArray(contestTypeIds) ? contestTypeIds : parseIdList(contestTypeIds ?? '');
  const rows = await repo.surfaceSketches(db, ids.filter((n) => Number.isInteger(n) && n > 0));
  const nodes = new Map<number, SurfaceSketch>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      contestTypeId: r.contestTypeId,
      contestTypeStr: inLang(lang, r.typeName, r.typeNameEn),
      contestDescribe: inLang(lang, r.contestDescribe, r.contestDescribeEn),
      sketchMapOriginal: r.sketchMapOriginal,
      sketchAttr: r.sketchAttr,
      templateType: r.templateType,
      effectSelectFlag: r.effectSelectFlag,
      contestFrontId: r.contestFrontId,
      parentId: r.parentId,
      sketchAttrCoordinate: r.sketchAttrCoordinate,
      chlidList: [],
    });
  }
  return nest(nodes, (parent) => parent.chlidList);
}

/** A type's template indices; both names travel (as the lamp types' do), the description in the answer's language. */
/**
 * The type's template indices in the answer's language: only the fields that belong to the type
 * (`fieldBelongsTo`, docs/DOMAIN.md "Fields per application type"), whatever the catalogue lists.
 */
export async function templateIndices(db: Kysely<Database>, contestTypeId: number, lang: Lang): Promise<TemplateIndex[]> {
  const rows = (await repo.templateIndices(db, contestTypeId)).filter((r) => fieldBelongsTo(r.indexKey, contestTypeId));
  return rows.map((r) => ({
    id: r.id,
    indexType: r.indexType,
    indexName: r.indexName,
    indexNameEn: r.indexNameEn,
    indexKey: r.indexKey,
    indexPrefix: r.indexPrefix,
    indexUnit: r.indexUnit,
    indexDesc: inLang(lang, r.indexDesc, r.indexDescEn),
    controlType: r.controlType,
    controlInputType: r.controlInputType,
    controlDict: r.controlDict,
    queryFlag: r.queryFlag,
    contestType: r.contestTypeId,
    faceType: r.faceType,
    sort: r.sort,
  }));
}

/** A page of lamp sketches, their descriptions in the answer's language. */
export async function lampSketchPage(db: Kysely<Database>, lampType: number | null | undefined, page: number, rows: number, lang: Lang): Promise<Page<LampSketch>> {
  const result = await repo.lampSketches(db, lampType, page, rows);
  return { total: result.total, rows: result.rows.map((r) => lampSketchOf(r, lang)) };
}

/** A lamp sketch row as answered: its description in the answer's language. */
export function lampSketchOf(r: Selectable<LampSketchesTable>, lang: Lang): LampSketch {
  return {
    id: r.id,
    lampType: r.lampType,
    lampTypeNo: r.lampTypeNo,
    lampShape: r.lampShape,
    lampDescribe: inLang(lang, r.lampDescribe, r.lampDescribeEn),
    sketchMapOriginal: r.sketchMapOriginal,
    lampAttr: r.lampAttr,
  };
}
