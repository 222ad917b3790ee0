import type { ColumnType, Generated, Insertable } from 'kysely';

/**
 * Kysely table types. Column names are camelCase here and snake_case in the database
 * (CamelCasePlugin). Dates are ISO-8601 text in both dialects; flags are integers 0/1.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  displayName: string;
  passwordHash: string;
  role: 'designer' | 'admin';
  createdAt: string;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  itemName: string;
  description: string | null;
  location: string | null;
  createdBy: number;
  createDate: string;
  updateDate: string;
}

export interface ProjectMembersTable {
  projectId: number;
  userId: number;
}

export interface ContestTypesTable {
  id: number;
  parentId: number | null;
  kind: string | null;
  typeName: string;
  typeNameEn: string;
  faces: number;
  albedoBlank: number;
  pointSource: number;
  sort: number;
}

/** One typical surface: a physical test set-up of a contest type with fixed dimensions. */
export interface ContestsTable {
  id: Generated<number>;
  contestTypeId: number;
  name: string;
  h: number | null;
  w: number | null;
  w1: number | null;
  w2: number | null;
  contestS: number | null;
  contestL: number | null;
  contestA: number | null;
  contestH1: number | null;
  contestH2: number | null;
  /** Reflectance of the test surface the measured luminance refers to. */
  albedo: number | null;
}

export interface BrandsTable {
  id: Generated<number>;
  brandName: string;
  brandLogo: string | null;
  isOrgState: number;
}

export interface PhotometryFilesTable {
  id: Generated<number>;
  format: 'IES' | 'LDT';
  fileName: string;
  content: string;
  lumens: number | null;
  maxIntensity: number | null;
  beamAngle: number | null;
  fieldAngle: number | null;
  inputWatts: number | null;
  createdBy: number | null;
  createdAt: string;
  /** SHA-256 of the normalised text (lib/photometry-hash.ts), unique: an identical upload is stored once (migration 007). */
  contentHash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LampsTable {
  id: Generated<number>;
  brandId: number;
  model: string;
  lampType: number | null;
  lampShape: number | null;
  /** 1 white light, 2 multi-colour (the RGB family); the colour type says which (`colorType`). */
  colorFlag: number;
  /** The fixture's colour type: an entry of `dengjusecaifenlei`, as a record's `grayDemand` (migration 013); null: not known. */
  colorType: ColumnType<number | null, number | null | undefined, number | null>;
  power: number | null;
  workVoltage: string | null;
  authorizedPrice: number | null;
  longNs: number | null;
  widthNs: number | null;
  heightNs: number | null;
  /** Beam angle (°, 50 % of Imax) in the C0–C180 plane. */
  beamAngle: number | null;
  /** Beam angle in the C90–C270 plane (migration 012); null: only `beamAngle` known, a round beam. */
  beamAngle90: ColumnType<number | null, number | null | undefined, number | null>;
  colorTemperature: number | null;
  protectLevel: string | null;
  lumImage: string | null;
  photometryId: number | null;
  isAudit: number;
  createdAt: string;
  /** Tender data (migration 008), each optional: rated luminous flux, lm. */
  luminousFlux: ColumnType<number | null, number | null | undefined, number | null>;
  /** lm/W. */
  efficacy: ColumnType<number | null, number | null | undefined, number | null>;
  /** Colour rendering index Ra. */
  cri: ColumnType<number | null, number | null | undefined, number | null>;
  /** "IK08". */
  ikRating: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rated life in hours at L70/B50. */
  ratedLifeHours: ColumnType<number | null, number | null | undefined, number | null>;
  driver: ColumnType<string | null, string | null | undefined, string | null>;
  /** Dimming protocol ("DALI", "DMX512", "0-10V"). */
  dimming: ColumnType<string | null, string | null | undefined, string | null>;
  weightKg: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One fixture measured (or calculated) on one contest. */
export interface DetectionsTable {
  id: Generated<number>;
  contestId: number;
  /** Copied from the contest for the searches' index. */
  contestTypeId: number;
  lampId: number;
  /** Copied from the lamp for the brand filter's index. */
  brandId: number;
  dataType: '1' | '2' | '4';
  projectId: number | null;
  surfaceType: 'A' | 'B';
  rgbwa: string;
  storageId: string | null;
  taskId: string | null;
  pseuColor: string | null;
  viewPhoto: string | null;
  power: number | null;
  lightness: number | null;
  lightnessAve: number | null;
  lightnessMax: number | null;
  evenness: number | null;
  anbanHeight: number | null;
  lumSize: number | null;
  lumSizeMin: number | null;
  lightIntensity1: number | null;
  lightIntensity2: number | null;
  lightIntensity3: number | null;
  lightIntensity4: number | null;
  lightIntensity5: number | null;
  lightIntensity6: number | null;
  lightIntensity7: number | null;
  lightIntensity8: number | null;
  lightIntensity9: number | null;
  lightIntensity10: number | null;
  createdAt: string;
}

export interface WeightPresetsTable {
  id: Generated<number>;
  contestTypeId: number;
  weightCode: string;
  weightName: string;
  weightNameEn: string;
  price: number;
  evenness: number;
  lightnessMax: number;
  lightnessMin: number;
  lightnessAve: number;
  powerValue: number;
  sort: number;
}

export interface ColumnDefsTable {
  id: Generated<number>;
  contestTypeId: number;
  indexKey: string;
  indexName: string;
  indexNameEn: string;
  indexUnit: string | null;
  indexType: number;
  testFlag: number;
  fieldFlag: number;
  queryFlag: number;
  indexPrefix: string | null;
  controlType: string | null;
  controlDict: string | null;
  effectIndexName: string | null;
  sort: number;
}

export interface TemplateIndicesTable {
  id: Generated<number>;
  contestTypeId: number;
  indexType: number;
  indexName: string;
  indexNameEn: string;
  indexKey: string;
  indexPrefix: string | null;
  indexUnit: string | null;
  indexDesc: string | null;
  /** English of `indexDesc` (migration 006). */
  indexDescEn: string | null;
  controlType: 'select' | 'textarea' | 'other';
  controlInputType: string | null;
  controlDict: string | null;
  queryFlag: number;
  faceType: string | null;
  sort: number;
}

export interface DictEntriesTable {
  id: Generated<number>;
  indexPinyin: string;
  dictCont: string;
  dictContEn: string;
  dictExtra: string | null;
  dictRemark: string | null;
  dictVideo: string | null;
  dictSubtitle: string | null;
  contestType: number | null;
  lampType: number | null;
  sort: number;
}

export interface AngleRulesTable {
  id: Generated<number>;
  ruleKey: string;
  ruleNo: string;
  angleMin: number;
  angleMax: number;
  sort: number;
}

export interface SurfaceSketchesTable {
  id: Generated<number>;
  contestTypeId: number;
  contestDescribe: string;
  contestDescribeEn: string;
  sketchMapOriginal: string;
  /** JSON: which dimension letters the sketch shows, e.g. {"H":1,"W":1,"D":1}. */
  sketchAttr: string;
  templateType: number;
  effectSelectFlag: number;
  contestFrontId: number;
  parentId: number | null;
  sketchAttrCoordinate: string | null;
  sort: number;
}

export interface LampSketchesTable {
  id: Generated<number>;
  lampType: number;
  lampTypeNo: string;
  lampShape: number | null;
  lampDescribe: string;
  /** English of `lampDescribe` (migration 006; '' when none). */
  lampDescribeEn: string;
  sketchMapOriginal: string;
  /** JSON: {"L":1,"W":1,"D":1}. */
  lampAttr: string;
  sort: number;
}

export interface FilesTable {
  id: Generated<number>;
  savePath: string;
  originalName: string;
  contentType: string;
  size: number;
  ownerId: number | null;
  createdAt: string;
}

export interface LampParamsTable {
  id: Generated<number>;
  projectId: number;
  createdBy: number;
  lampparamNo: string;
  dataStatus: number;
  makingWay: number | null;
  contestType: number | null;
  lampType: number | null;
  angleNo: number | null;
  grayDemand: number | null;
  lampPower: string | null;
  /** The record's type mark, unique in its project ("L01"; migration 009, issue 25). */
  typeMark: string;
  /** The layout the record was generated with (JSON of the complete layout; migration 010, issue 24); null before. */
  layout: string | null;
  /** The whole validated form (JSON), less the parameter index entries. */
  body: string;
  pdfFileName: string | null;
  pdfHash: string | null;
  createDate: string;
  updateDate: string;
}

export interface ParamIndicesTable {
  id: Generated<number>;
  lampParamId: number;
  faceType: string | null;
  sort: number;
  /** The entry's fields (JSON). */
  body: string;
  createDate: string;
  updateDate: string;
}

export interface UserSettingsTable {
  userId: number;
  settingKey: string;
  /** JSON text chosen by the web app. */
  value: string;
  updatedAt: string;
}

export interface ImportJobsTable {
  jobId: string;
  status: 'running' | 'done' | 'failed';
  imported: number;
  /** JSON array of the lamp ids the import wrote. */
  lampIds: string;
  done: number;
  total: number;
  rows: number;
  message: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** The process that runs (or last ran) the job: `<host>:<pid>:<random>`. */
  runner: Generated<string | null>;
  /** How many times the job was started (1 unless a process died under it). */
  attempts: Generated<number>;
}

export interface BlobsTable {
  key: string;
  contentId: string;
  size: number | string;
  sha256: string;
  contentType: string;
  createdAt: string;
}

export interface BlobChunksTable {
  contentId: string;
  seq: number;
  data: Buffer;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: string;
}

/** The demo seeding's progress (migration 005); `completedAt` is written last. */
export interface SeedStateTable {
  name: string;
  seed: number;
  /** JSON of the seed's resumable plan. */
  plan: string;
  startedAt: string;
  completedAt: string | null;
}

/** The log-in throttle's records (migration 011): pairs `p|address|account` and accounts `a|account`. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  /** ms since the epoch; PostgreSQL's bigint reads back as a string. */
  at: ColumnType<number | string, number, number>;
}

/** A change counter per application type's detections, 0 for lamps and brands (migration 014), bumped by triggers. */
export interface SearchVersionsTable {
  scope: number;
  version: number;
}

export interface Database {
  searchVersions: SearchVersionsTable;
  loginThrottle: LoginThrottleTable;
  importJobs: ImportJobsTable;
  seedState: SeedStateTable;
  blobs: BlobsTable;
  blobChunks: BlobChunksTable;
  serverSecrets: ServerSecretsTable;
  userSettings: UserSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  projects: ProjectsTable;
  projectMembers: ProjectMembersTable;
  contestTypes: ContestTypesTable;
  contests: ContestsTable;
  brands: BrandsTable;
  photometryFiles: PhotometryFilesTable;
  lamps: LampsTable;
  detections: DetectionsTable;
  weightPresets: WeightPresetsTable;
  columnDefs: ColumnDefsTable;
  templateIndices: TemplateIndicesTable;
  dictEntries: DictEntriesTable;
  angleRules: AngleRulesTable;
  surfaceSketches: SurfaceSketchesTable;
  lampSketches: LampSketchesTable;
  files: FilesTable;
  lampParams: LampParamsTable;
  paramIndices: ParamIndicesTable;
}

export type NewDetection = Insertable<DetectionsTable>;
