import type { Kysely } from 'kysely';
import { type ContestTypeNode, type SurfaceSketch, type TemplateIndex, parseIdList } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import * as repo from './repository.js';

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

/** Surface sketches nested under their parents (`chlidList`, the specification's spelling). */
export async function surfaceSketchTree(db: Kysely<Database>, contestTypeIds: string | number[] | null | undefined): Promise<SurfaceSketch[]> {
  const ids = Array.isArray(contestTypeIds) ? contestTypeIds : parseIdList(contestTypeIds ?? '');
  const rows = await repo.surfaceSketches(db, ids.filter((n) => Number.isInteger(n) && n > 0));
  const nodes = new Map<number, SurfaceSketch>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      contestTypeId: r.contestTypeId,
      contestTypeStr: r.typeName,
      contestDescribe: r.contestDescribe,
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

export async function templateIndices(db: Kysely<Database>, contestTypeId: number): Promise<TemplateIndex[]> {
  const rows = await repo.templateIndices(db, contestTypeId);
  return rows.map((r) => ({
    id: r.id,
    indexType: r.indexType,
    indexName: r.indexName,
    indexNameEn: r.indexNameEn,
    indexKey: r.indexKey,
    indexPrefix: r.indexPrefix,
    indexUnit: r.indexUnit,
    indexDesc: r.indexDesc,
    controlType: r.controlType,
    controlInputType: r.controlInputType,
    controlDict: r.controlDict,
    queryFlag: r.queryFlag,
    contestType: r.contestTypeId,
    faceType: r.faceType,
    sort: r.sort,
  }));
}
