/**
 * GLDF `product.xml` ↔ Lampsheet's fixtures, pure (no I/O): `productRead` turns the document
 * into one plan per variant (names, the photometry file it uses, power, flux, colour, tender
 * data, pictures) or refuses it (its writing twin is `product-xml-write.ts`). Read against the
 * schema, not samples:
 *
 * - `FormatVersion`: 1.0-rc3 and 1.0 write attributes (`major`, `minor`, `pre-release` only
 *   for release candidates); 1.0-rc1/rc2 and 0.9 wrote the text "1.0.0-rc.1". Both are read;
 *   another major version is refused. rc1's `CreationTimeCode` (rc3: `GldfCreationTimeCode`)
 *   and rc3's new `UniqueGldfId` are not needed and not required.
 * - a variant reaches its light through `Geometry/EmitterReference` or
 *   `Geometry/GeometryReferences/(Simple|Model)GeometryReference` → `Emitter` →
 *   `FixedLightEmitter` (→ `FixedLightSource`, `ControlGear`) or `ChangeableLightEmitter`
 *   (→ `Equipment` → `ChangeableLightSource`, `ControlGear`) → `PhotometryReference` →
 *   `Photometry/PhotometryFileReference` → `File`. `MultiChannelLightEmitter` and sensor
 *   emitters carry no photometry we can calculate and are passed over.
 * - names: GLDF has one manufacturer per container (`Header/Manufacturer`) and names a product
 *   and its variants; a container of several brands (a Lampsheet project's) names each variant's
 *   own brand and model in `DescriptiveAttributes/CustomProperties` (a `Property` of id or name
 *   brand/model), read where given, the header's manufacturer and the names otherwise.
 * - `File` is `localFileName` (in the container's folder of its content type: `ldc/`,
 *   `image/`, …) or `url`. Lampsheet fetches nothing from the internet: a photometry given only
 *   as an address is refused, a picture given only as one is left out.
 */
import { XMLParser } from 'fast-xml-parser';
import { GldfProblem } from './refusal.js';

/** The content types of `File` the schema allows; the folder of a local file is the part before the slash. */
export const GLDF_CONTENT_TYPES = [
  'ldc/eulumdat', 'ldc/ies', 'ldc/iesxml', 'image/png', 'image/svg', 'image/jpg', 'geo/l3d', 'geo/r3d', 'geo/m3d',
  'document/pdf', 'symbol/dxf', 'symbol/svg', 'sensor/sensxml', 'sensor/sensldt', 'spectrum/text', 'other',
] as const;
export type GldfContentType = (typeof GLDF_CONTENT_TYPES)[number];

export interface GldfFile {
  id: string;
  contentType: GldfContentType;
  type: 'localFileName' | 'url';
  /** The file name (in the content type's folder) or the address. */
  name: string;
}

/** Where a local file sits in the container: `ldc/x.ldt`; `other` files in `other/`. */
export const containerPath = (f: Pick<GldfFile, 'contentType' | 'name'>) => `${f.contentType.split('/')[0]}/${f.name}`;

/** A fixture's figures GLDF carries both ways; each may be missing. */
export interface GldfFigures {
  /** W */
  power: number | null;
  /** lm */
  flux: number | null;
  cct: number | null;
  cri: number | null;
  ip: string | null;
  ik: string | null;
  /** mm */
  length: number | null;
  width: number | null;
  height: number | null;
  weightKg: number | null;
  /** L70/B50 */
  ratedLifeHours: number | null;
  driver: string | null;
  dimming: string | null;
  /** The working voltage as the catalogue writes it: "DC24V", "AC110-240V" (GLDF `RatedInputVoltage`, else the gear's `NominalVoltage`). */
  voltage: string | null;
  /** The lamp type by its name or code (a custom property `lampType`: GLDF has no standard field for it). */
  lampType: string | null;
}

/** One variant, as a fixture to write. */
export interface GldfVariantPlan extends GldfFigures {
  variantId: string;
  productName: string;
  variantName: string;
  productNumber: string | null;
  /**
   * The variant's own brand and model where the document states them (`CustomProperties/Property`
   * named brand or model, the variant's, else the product's); null otherwise, when the header's
   * manufacturer and the product and variant names stand.
   */
  brandName: string | null;
  model: string | null;
  photometryFile: GldfFile;
  efficacy: number | null;
  /** Local picture files, the variant's own first. */
  pictures: GldfFile[];
}

export interface GldfDocument {
  formatVersion: string;
  manufacturer: string;
  files: Map<string, GldfFile>;
  variants: GldfVariantPlan[];
}

// --- reading

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Every element as an array: one way to walk optional and repeated elements alike.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  processEntities: true,
  htmlEntities: false,
});

const kids = (node: unknown, name: string): unknown[] => {
  if (!node || typeof node !== 'object') return [];
  const v = (node as Node)[name];
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
};
const child = (node: unknown, ...path: string[]): unknown => {
  let at: unknown = node;
  for (const name of path) at = kids(at, name)[0];
  return at;
};
const attr = (node: unknown, name: string): string | null => {
  if (!node || typeof node !== 'object') return null;
  const v = (node as Node)[`@${name}`];
  return typeof v === 'string' ? v.trim() : null;
};
const text = (node: unknown): string | null => {
  if (node === undefined || node === null) return null;
  if (typeof node === 'string') return node.trim() || null;
  if (typeof node === 'object') {
    const t = (node as Node)['#text'];
    return typeof t === 'string' ? t.trim() || null : typeof t === 'number' ? String(t) : null;
  }
  return String(node);
};
const numberOf = (node: unknown): number | null => {
  const t = text(node);
  if (t === null) return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
};
/** A `Locale` list's text: English, else Chinese, else the first. */
const localeText = (node: unknown): string | null => {
  const locales = kids(node, 'Locale');
  const by = (lang: string) => locales.find((l) => attr(l, 'language')?.toLowerCase().startsWith(lang));
  return text(by('en') ?? by('zh') ?? locales[0]);
};

/** The text of product.xml from its bytes: a BOM (UTF-8, UTF-16 LE/BE) wins over the declaration, which wins over UTF-8. */
export function productText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /<\?xml[^>]*encoding=["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function versionOf(header: unknown): string {
  const fv = child(header, 'FormatVersion');
  if (fv === undefined) throw new GldfProblem('noFormatVersion');
  const major = attr(fv, 'major');
  const minor = attr(fv, 'minor');
  const pre = attr(fv, 'pre-release');
  if (major !== null) {
    if (major !== '1' || minor === null || !/^\d+$/.test(minor)) throw new GldfProblem('version', { version: `${major}.${minor ?? '?'}` });
    return `${major}.${minor}${pre ? `-rc${pre}` : ''}`;
  }
  // 0.9 and 1.0-rc1/rc2: the version as text, "1.0.0-rc.1".
  const t = text(fv) ?? '';
  const m = /^(0\.9|1\.0)(\.0)?(-rc\.?(\d+))?$/.exec(t);
  if (!m) throw new GldfProblem('version', { version: t });
  return `${m[1]}${m[4] ? `-rc${m[4]}` : ''}`;
}

function filesOf(general: unknown): Map<string, GldfFile> {
  const files = new Map<string, GldfFile>();
  for (const f of kids(child(general, 'Files'), 'File')) {
    const id = attr(f, 'id');
    const contentType = attr(f, 'contentType');
    const type = attr(f, 'type');
    const name = text(f);
    if (!id || !name) throw new GldfProblem('fileWithoutId');
    if (!GLDF_CONTENT_TYPES.includes(contentType as GldfContentType)) {
      throw new GldfProblem('fileContentType', { id, contentType: contentType ?? '', allowed: GLDF_CONTENT_TYPES.join(', ') });
    }
    if (type !== 'localFileName' && type !== 'url') throw new GldfProblem('fileType', { id, type: type ?? '' });
    files.set(id, { id, contentType: contentType as GldfContentType, type, name });
  }
  return files;
}

/** Elements by their `id` attribute under a list element (e.g. `Photometries/Photometry`). */
function byId(list: unknown, ...names: string[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const name of names) for (const n of kids(list, name)) {
    const id = attr(n, 'id');
    if (id) out.set(id, n);
  }
  return out;
}

const IP = /^IP\d[\dX]$/i;
const IK = /^IK\d\d\+?$/i;

type Attributes = Pick<GldfFigures, 'ip' | 'ik' | 'length' | 'width' | 'height' | 'weightKg' | 'ratedLifeHours'>;

function attributesOf(desc: unknown): Attributes {
  const mech = child(desc, 'Mechanical');
  const size = child(mech, 'ProductSize');
  const ip = text(child(desc, 'Electrical', 'IngressProtectionIPCode'));
  const ik = text(child(mech, 'IKRating'));
  // "L70B50 50000h" (or another L/B pair, then the first stated).
  const lives = kids(child(desc, 'OperationsAndMaintenance', 'UsefulLifeTimes'), 'UsefulLife').map((n) => text(n) ?? '');
  const life = lives.find((l) => /^L70B50\s/i.test(l)) ?? lives[0];
  const hours = life ? /(\d+)\s*h/i.exec(life)?.[1] : undefined;
  return {
    ip: ip && IP.test(ip) ? ip.toUpperCase() : null,
    ik: ik && IK.test(ik) ? ik.toUpperCase() : null,
    length: numberOf(child(size, 'Length')),
    width: numberOf(child(size, 'Width')),
    height: numberOf(child(size, 'Height')),
    weightKg: numberOf(child(mech, 'Weight')),
    ratedLifeHours: hours ? Number(hours) : null,
  };
}

/** What a custom property names, by its id or its name in any language: a brand, a model, a lamp type or a voltage. */
const PROPERTY_NAMES = {
  brand: ['brand', 'manufacturer', '品牌', '制造商', '厂商'],
  model: ['model', '型号'],
  lampType: ['lamptype', 'lamp type', 'luminaire type', '灯具类型'],
  voltage: ['voltage', 'working voltage', '工作电压'],
} as const;

/** A GLDF `Voltage` (a fixed value or a range, and the current type) as the catalogue writes it: "DC24V", "AC110-240V", "230V". */
function voltageText(node: unknown): string | null {
  if (node === undefined) return null;
  const fixed = numberOf(child(node, 'FixedVoltage'));
  const min = numberOf(child(node, 'VoltageRange', 'Min'));
  const max = numberOf(child(node, 'VoltageRange', 'Max'));
  const volts = fixed !== null ? `${fixed}` : min !== null && max !== null ? (min === max ? `${min}` : `${min}-${max}`) : null;
  if (volts === null) return null;
  const type = text(child(node, 'Type'));
  return `${type === 'AC' || type === 'DC' ? type : ''}${volts}V`;
}

/** A custom property's value (`DescriptiveAttributes/CustomProperties/Property`) named by one of the names, or null. */
function customProperty(desc: unknown, what: keyof typeof PROPERTY_NAMES): string | null {
  const names: readonly string[] = PROPERTY_NAMES[what];
  for (const p of kids(child(desc, 'CustomProperties'), 'Property')) {
    const said = [attr(p, 'id'), ...kids(child(p, 'Name'), 'Locale').map((l) => text(l))].map((n) => n?.trim().toLowerCase());
    if (!said.some((n) => n && names.includes(n))) continue;
    const value = text(child(p, 'Value'));
    if (value) return value;
  }
  return null;
}

/** Read a product.xml: every variant with a photometry file as a plan, or a refusal. */
export function productRead(xml: string): GldfDocument {
  if (/<!DOCTYPE/i.test(xml)) throw new GldfProblem('doctype');
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch (err) {
    // the parser's own words (English) stay in the cause; the message names the line
    const said = (err as Error).message.split('\n')[0] ?? '';
    throw new GldfProblem('notXml', { line: /:(\d+):\d+$/.exec(said)?.[1] ?? '?' }, said);
  }
  const root = child(doc, 'Root');
  if (root === undefined) throw new GldfProblem('noRoot');
  const header = child(root, 'Header');
  if (header === undefined) throw new GldfProblem('noHeader');
  const formatVersion = versionOf(header);
  const manufacturer = text(child(header, 'Manufacturer'));
  if (!manufacturer) throw new GldfProblem('noManufacturer');
  const general = child(root, 'GeneralDefinitions');
  const definitions = child(root, 'ProductDefinitions');
  if (general === undefined || definitions === undefined) {
    throw new GldfProblem('noDefinitions');
  }
  const files = filesOf(general);
  const fileRef = (id: string | null, where: string): GldfFile => {
    const f = id ? files.get(id) : undefined;
    if (!f) throw new GldfProblem('unknownFile', { where, id: id ?? '' });
    return f;
  };
  const ref = <T>(map: Map<string, T>, id: string | null, what: string, where: string): T => {
    const v = id ? map.get(id) : undefined;
    if (v === undefined) throw new GldfProblem('unknownElement', { where, element: what, id: id ?? '' });
    return v;
  };
  const photometries = byId(child(general, 'Photometries'), 'Photometry');
  const emitters = byId(child(general, 'Emitters'), 'Emitter');
  const equipments = byId(child(general, 'Equipments'), 'Equipment');
  const controlGears = byId(child(general, 'ControlGears'), 'ControlGear');
  const lightSources = byId(child(general, 'LightSources'), 'ChangeableLightSource', 'FixedLightSource');
  const geometries = byId(child(general, 'Geometries'), 'SimpleGeometry', 'ModelGeometry');

  // Every file reference anywhere must name a defined file (the schema's keyrefs).
  const checkFileRefs = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) checkFileRefs(n, path);
      return;
    }
    const id = attr(node, 'fileId');
    if (id !== null) fileRef(id, path);
    for (const [k, v] of Object.entries(node as Node)) if (!k.startsWith('@') && k !== '#text') checkFileRefs(v, `${path}/${k}`);
  };
  checkFileRefs(root, 'Root');
  for (const [id, g] of geometries) if (kids(g, 'GeometryFileReference').length) fileRef(attr(child(g, 'GeometryFileReference'), 'fileId'), `ModelGeometry "${id}"`);

  const pictureFiles = (node: unknown) =>
    kids(child(node, 'Pictures'), 'Image')
      .map((i) => files.get(attr(i, 'fileId') ?? '')!)
      .filter((f) => f.type === 'localFileName' && f.contentType.startsWith('image/'));
  const meta = child(definitions, 'ProductMetaData');
  const productName = localeText(child(meta, 'Name')) ?? text(child(meta, 'UniqueProductId')) ?? 'GLDF product';
  const productNumber = localeText(child(meta, 'ProductNumber'));
  const productAttributes = attributesOf(child(meta, 'DescriptiveAttributes'));
  const productPictures = pictureFiles(meta);

  const photometryFileOf = (photometryId: string | null, where: string): GldfFile => {
    const p = ref(photometries, photometryId, 'Photometry', where);
    const fileId = attr(child(p, 'PhotometryFileReference'), 'fileId');
    if (!fileId) throw new GldfProblem('noPhotometryFile', { id: photometryId });
    return fileRef(fileId, `Photometry "${photometryId}"`);
  };

  const variants: GldfVariantPlan[] = [];
  const variantNodes = kids(child(definitions, 'Variants'), 'Variant');
  for (const v of variantNodes) {
    const variantId = attr(v, 'id') ?? `variant-${variants.length + 1}`;
    const where = `Variant "${variantId}"`;
    const geometry = child(v, 'Geometry');
    const emitterIds = [
      ...kids(geometry, 'EmitterReference').map((e) => attr(e, 'emitterId')),
      ...kids(child(geometry, 'GeometryReferences'), 'SimpleGeometryReference').map((e) => attr(e, 'emitterId')),
      ...kids(child(geometry, 'GeometryReferences'), 'ModelGeometryReference').flatMap((m) => kids(m, 'EmitterReference').map((e) => attr(e, 'emitterId'))),
    ];
    const emitter = emitterIds.length ? ref(emitters, emitterIds[0]!, 'Emitter', where) : undefined;
    let photometryFile: GldfFile | null = null;
    let power: number | null = null;
    let flux: number | null = null;
    let source: unknown;
    let gear: unknown;
    for (const e of kids(emitter, 'FixedLightEmitter')) {
      photometryFile ??= photometryFileOf(attr(child(e, 'PhotometryReference'), 'photometryId'), where);
      source ??= ref(lightSources, attr(child(e, 'LightSourceReference'), 'fixedLightSourceId'), 'LightSource', where);
      const gearId = attr(child(e, 'ControlGearReference'), 'controlGearId');
      if (gearId) gear ??= ref(controlGears, gearId, 'ControlGear', where);
      const f = numberOf(child(e, 'RatedLuminousFlux'));
      if (f !== null) flux = (flux ?? 0) + f;
      const w = numberOf(child(source, 'RatedInputPower'));
      if (w !== null) power = (power ?? 0) + w;
    }
    for (const e of kids(emitter, 'ChangeableLightEmitter')) {
      photometryFile ??= photometryFileOf(attr(child(e, 'PhotometryReference'), 'photometryId'), where);
      const equipmentId = attr(child(e, 'EquipmentReference'), 'equipmentId');
      if (!equipmentId) continue;
      const equipment = ref(equipments, equipmentId, 'Equipment', where);
      const lsRef = child(equipment, 'LightSourceReference');
      const ls = ref(lightSources, attr(lsRef, 'changeableLightSourceId'), 'LightSource', where);
      source ??= ls;
      const gearId = attr(child(equipment, 'ControlGearReference'), 'controlGearId');
      if (gearId) gear ??= ref(controlGears, gearId, 'ControlGear', where);
      const count = numberOf(attr(lsRef, 'lightSourceCount')) ?? 1;
      const w = numberOf(child(equipment, 'RatedInputPower'));
      if (w !== null) power = (power ?? 0) + w;
      const f = numberOf(child(ls, 'RatedLuminousFlux'));
      if (f !== null) flux = (flux ?? 0) + f * count;
    }
    if (!photometryFile) throw new GldfProblem('noEmitter', { where });
    if (photometryFile.type === 'url') throw new GldfProblem('photometryUrl', { where, url: photometryFile.name });
    const colour = child(source, 'ColorInformation');
    const own = attributesOf(child(v, 'DescriptiveAttributes'));
    const pick = <K extends keyof Attributes>(k: K) => own[k] ?? productAttributes[k];
    const named = (what: keyof typeof PROPERTY_NAMES) => customProperty(child(v, 'DescriptiveAttributes'), what) ?? customProperty(child(meta, 'DescriptiveAttributes'), what);
    const interfaces = kids(child(gear, 'Interfaces'), 'Interface').map((i) => text(i)).filter((t): t is string => !!t);
    const efficacy = numberOf(child(photometries.get(attr(child(kids(emitter, 'FixedLightEmitter')[0] ?? kids(emitter, 'ChangeableLightEmitter')[0], 'PhotometryReference'), 'photometryId') ?? ''), 'DescriptivePhotometry', 'LuminousEfficacy'));
    variants.push({
      variantId,
      productName,
      variantName: localeText(child(v, 'Name')) ?? variantId,
      productNumber: localeText(child(v, 'ProductNumber')) ?? productNumber,
      brandName: named('brand'),
      model: named('model'),
      photometryFile,
      power,
      flux,
      cct: numberOf(child(colour, 'CorrelatedColorTemperature')),
      cri: numberOf(child(colour, 'ColorRenderingIndex')),
      ip: pick('ip'),
      ik: pick('ik'),
      length: pick('length'),
      width: pick('width'),
      height: pick('height'),
      weightKg: pick('weightKg'),
      ratedLifeHours: pick('ratedLifeHours'),
      driver: localeText(child(gear, 'Name')),
      dimming: interfaces.length ? interfaces.join(', ') : null,
      voltage: voltageText(child(source, 'RatedInputVoltage')) ?? voltageText(child(gear, 'NominalVoltage')) ?? named('voltage'),
      lampType: named('lampType'),
      efficacy,
      pictures: [...pictureFiles(v), ...productPictures].filter((f, i, all) => all.indexOf(f) === i),
    });
  }
  if (!variants.length) throw new GldfProblem('noVariant');
  return { formatVersion, manufacturer, files, variants };
}
