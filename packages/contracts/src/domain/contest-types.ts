/**
 * The 14 facade-lighting application types ("contest types") of the specification, grouped
 * under parent categories. Ids are stable: the database, the demo data and the engine use them.
 */
export const CONTEST_KINDS = [
  'floodlighting',
  'wallWashing',
  'compositeSurface',
  'column',
  'corrugated',
  'windowFrame',
  'singleSideGuide',
  'doubleSideGuide',
  'photovoltaicGlass',
  'selfLuminousPoint',
  'selfLuminousLine',
  'controlledPoint',
  'uncontrolledPoint',
  'farViewPoint',
] as const;
/** One of the 14 application types. */
export type ContestKind = (typeof CONTEST_KINDS)[number];

/** True for one of the 14 kind keys. */
export function contestKindIs(value: unknown): value is ContestKind {
  return typeof value === 'string' && (CONTEST_KINDS as readonly string[]).includes(value);
}

export interface ContestGroupDef {
  id: number;
  key: 'facade' | 'outline' | 'lightGuide' | 'selfLuminous' | 'pointSource';
  nameZh: string;
  nameEn: string;
}

export interface ContestTypeDef {
  id: number;
  kind: ContestKind;
  parentId: number;
  nameZh: string;
  nameEn: string;
  /** 2 for the two-face types (faces A and B). */
  faces: 1 | 2;
  /** Seen directly, not by reflection: albedo stays blank. */
  albedoBlank: boolean;
  /** Results are intensities in the ten directions rather than a lit surface. */
  pointSource: boolean;
}

export const CONTEST_GROUPS: readonly ContestGroupDef[] = [
  { id: 1, key: 'facade', nameZh: '立面', nameEn: 'Facade' },
  { id: 2, key: 'outline', nameZh: '轮廓', nameEn: 'Outline' },
  { id: 3, key: 'lightGuide', nameZh: '导光', nameEn: 'Light guide' },
  { id: 4, key: 'selfLuminous', nameZh: '自发光', nameEn: 'Self-luminous' },
  { id: 5, key: 'pointSource', nameZh: '点光源', nameEn: 'Point source' },
];

const t = (
  id: number,
  kind: ContestKind,
  parentId: number,
  nameZh: string,
  nameEn: string,
  faces: 1 | 2,
  albedoBlank: boolean,
  pointSource = false,
): ContestTypeDef => ({ id, kind, parentId, nameZh, nameEn, faces, albedoBlank, pointSource });

export const CONTEST_TYPES: readonly ContestTypeDef[] = [
  t(101, 'floodlighting', 1, '正投', 'Floodlighting', 1, false),
  t(102, 'wallWashing', 1, '洗墙', 'Wall washing', 1, false),
  t(103, 'compositeSurface', 1, '组合面', 'Composite surface', 2, false),
  t(104, 'column', 1, '柱', 'Column', 1, false),
  t(105, 'corrugated', 1, '波纹', 'Corrugated', 1, false),
  t(106, 'windowFrame', 2, '窗框', 'Window frame', 2, false),
  t(107, 'singleSideGuide', 3, '单面导光', 'Single-side light guide', 1, true),
  t(108, 'doubleSideGuide', 3, '双面导光', 'Double-side light guide', 1, true),
  t(109, 'photovoltaicGlass', 2, '光伏玻璃', 'Photovoltaic glass', 1, false),
  t(110, 'selfLuminousPoint', 4, '自发光点', 'Self-luminous point', 1, false, true),
  t(111, 'selfLuminousLine', 4, '自发光线', 'Self-luminous line', 1, true),
  t(112, 'controlledPoint', 5, '控光点光源', 'Controlled point source', 1, true, true),
  t(113, 'uncontrolledPoint', 5, '不控光点光源', 'Uncontrolled point source', 1, true, true),
  t(114, 'farViewPoint', 5, '远视点光源', 'Far-view point source', 1, true, true),
];

export function contestTypeById(id: number): ContestTypeDef | undefined {
  return CONTEST_TYPES.find((c) => c.id === id);
}

export function contestTypeByKind(kind: ContestKind): ContestTypeDef {
  const found = CONTEST_TYPES.find((c) => c.kind === kind);
  if (!found) throw new Error(`unknown contest kind ${kind}`);
  return found;
}

/** Kinds whose faces are lit surfaces seen by reflection (luminance L = ρE/π). */
export const REFLECTED_KINDS: readonly ContestKind[] = CONTEST_TYPES.filter((c) => !c.albedoBlank && !c.pointSource).map((c) => c.kind);

/** Kinds with faces A and B. */
export const TWO_FACE_KINDS: readonly ContestKind[] = CONTEST_TYPES.filter((c) => c.faces === 2).map((c) => c.kind);

/** Default albedo for a type: '0.4', or '' for the types seen directly. */
export function defaultAlbedo(contestTypeId: number): string {
  return contestTypeById(contestTypeId)?.albedoBlank ? '' : '0.4';
}
