import { z } from 'zod';
import { dbId, idParam } from './common.js';
import { RANGES } from './ranges.js';

/** A node of the nested application-type list (`contestTypeList`). */
export interface ContestTypeNode {
  id: number;
  parentId: number | null;
  kind: string | null;
  typeName: string;
  typeNameEn: string;
  faces: number;
  albedoBlank: boolean;
  pointSource: boolean;
  children: ContestTypeNode[];
}
export const contestTypeNode: z.ZodType<ContestTypeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    kind: z.string().nullable(),
    typeName: z.string(),
    typeNameEn: z.string(),
    faces: z.number().int(),
    albedoBlank: z.boolean(),
    pointSource: z.boolean(),
    children: z.array(contestTypeNode),
  }),
);

export const brand = z.object({
  id: z.number().int(),
  brandName: z.string(),
  brandLogo: z.string().nullable(),
  /** '1' chosen, '0' not chosen: the client toggles it; the server answers '0'. */
  delFlag: z.enum(['0', '1']),
  isOrgState: z.boolean(),
});
export type Brand = z.infer<typeof brand>;

export const brandListQuery = z.object({
  isOrgState: z.preprocess((v) => (v === undefined || v === '' ? undefined : String(v)), z.enum(['true', 'false']).optional()),
});

export const columnDefinition = z.object({
  id: z.number().int(),
  indexKey: z.string(),
  indexName: z.string(),
  indexNameEn: z.string(),
  indexUnit: z.string().nullable(),
  /** 2 application parameter, 1 device parameter, 3 measured parameter. */
  indexType: z.number().int(),
  testFlag: z.number().int(),
  fieldFlag: z.number().int(),
  queryFlag: z.number().int(),
  indexPrefix: z.string().nullable(),
  controlType: z.string().nullable(),
  controlDict: z.string().nullable(),
  effectIndexName: z.string().nullable(),
  sortable: z.boolean(),
  sort: z.number().int(),
});
export type ColumnDefinition = z.infer<typeof columnDefinition>;

export const weightPreset = z.object({
  id: z.number().int(),
  weightCode: z.string(),
  weightName: z.string(),
  weightNameEn: z.string(),
  price: z.number(),
  evenness: z.number(),
  lightnessMax: z.number(),
  lightnessMin: z.number(),
  lightnessAve: z.number(),
  powerValue: z.number(),
});
export type WeightPreset = z.infer<typeof weightPreset>;

export const dictEntry = z.object({
  id: z.number().int(),
  indexPinyin: z.string(),
  dictCont: z.string(),
  dictContEn: z.string(),
  dictExtra: z.string().nullable(),
  dictRemark: z.string().nullable(),
  dictVideo: z.string().nullable(),
  dictSubtitle: z.string().nullable(),
  contestType: z.number().int().nullable(),
  lampType: z.number().int().nullable(),
});
export type DictEntry = z.infer<typeof dictEntry>;

export const dictQuery = z.object({
  indexPinyin: z.string().min(1).max(64).regex(/^[a-z0-9_]+$/, 'indexPinyin is a lowercase pinyin code'),
});
export const lampparamDictQuery = z.object({
  indexPinyin: z.string().min(1).max(64).regex(/^[a-z0-9_]+$/, 'indexPinyin is a lowercase pinyin code'),
  contestType: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
  lampType: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
});


export interface SurfaceSketch {
  id: number;
  contestTypeId: number;
  contestTypeStr: string;
  contestDescribe: string;
  sketchMapOriginal: string;
  sketchAttr: string;
  templateType: number;
  effectSelectFlag: number;
  contestFrontId: number;
  parentId: number | null;
  sketchAttrCoordinate: string | null;
  chlidList: SurfaceSketch[];
}
export const surfaceSketch: z.ZodType<SurfaceSketch> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    contestTypeId: z.number().int(),
    contestTypeStr: z.string(),
    contestDescribe: z.string(),
    sketchMapOriginal: z.string(),
    sketchAttr: z.string(),
    templateType: z.number().int(),
    effectSelectFlag: z.number().int(),
    contestFrontId: z.number().int(),
    parentId: z.number().int().nullable(),
    sketchAttrCoordinate: z.string().nullable(),
    chlidList: z.array(surfaceSketch),
  }),
);

export const contestSketchRequest = z.strictObject({
  contestTypeIds: z.union([z.string().max(400), z.array(dbId).max(50)]).nullish(),
});

export const lampSketch = z.object({
  id: z.number().int(),
  lampType: z.number().int(),
  lampTypeNo: z.string(),
  lampShape: z.number().int().nullable(),
  lampDescribe: z.string(),
  sketchMapOriginal: z.string(),
  lampAttr: z.string(),
});
export type LampSketch = z.infer<typeof lampSketch>;

export const lampSketchRequest = z.strictObject({
  lampType: z.preprocess((v) => (v === '' ? undefined : v), idParam.nullish()),
  page: z.coerce.number().int().min(RANGES.page.min).max(RANGES.page.max).default(1),
  rows: z.coerce.number().int().min(RANGES.rows.min).max(RANGES.rows.max).default(9),
});

export const templateIndex = z.object({
  id: z.number().int(),
  /** 1 application requirement, 2 lighting target, 3 equipment requirement, 4 control requirement. */
  indexType: z.number().int(),
  indexName: z.string(),
  indexNameEn: z.string(),
  indexKey: z.string(),
  indexPrefix: z.string().nullable(),
  indexUnit: z.string().nullable(),
  indexDesc: z.string().nullable(),
  controlType: z.enum(['select', 'textarea', 'other']),
  controlInputType: z.string().nullable(),
  controlDict: z.string().nullable(),
  queryFlag: z.number().int(),
  contestType: z.number().int(),
  faceType: z.string().nullable(),
  sort: z.number().int(),
});
export type TemplateIndex = z.infer<typeof templateIndex>;

export const angleRule = z.object({
  id: z.number().int(),
  ruleKey: z.string(),
  ruleNo: z.string(),
  angleMin: z.number(),
  angleMax: z.number(),
});
export type AngleRule = z.infer<typeof angleRule>;

export const powerNoQuery = z.object({
  lampType: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
  powerValue: z.coerce.number().finite().positive().max(RANGES.watts.max),
});
