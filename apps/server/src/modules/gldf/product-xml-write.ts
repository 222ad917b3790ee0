/**
 * Lampsheet's fixtures → GLDF `product.xml`, pure (no I/O): `productWrite` writes fixtures as a
 * document of the released 1.0 form that the official 1.0-rc3 schema validates (its reading twin
 * is `product-xml.ts`). Each variant names its own brand and model: `ProductNumber` the model,
 * `Name` "Brand Model" (what DIALux and Relux list), and `CustomProperties` brand and model (what
 * the import reads back); `Header/Manufacturer` is the one brand, or the brands joined when the
 * fixtures are of several (GLDF has one manufacturer per container).
 */
import type { GldfFigures } from './product-xml.js';

/** One fixture to write as a variant. */
export interface GldfFixtureOut extends GldfFigures {
  lampId: number;
  brandName: string;
  model: string;
  /** The photometric file's name inside `ldc/` and its format. */
  photometryFileName: string;
  photometryFormat: 'IES' | 'LDT';
  /** A picture's name inside `image/`, if any. */
  pictureFileName: string | null;
}

export interface GldfProductOut {
  manufacturer: string;
  productName: string;
  productId: string;
  gldfId: string;
  createdAt: string;
  fixtures: GldfFixtureOut[];
}

/** XML 1.0 admits no control characters but tab, line feed and carriage return. */
const xmlChar = (c: string) => {
  const n = c.charCodeAt(0);
  return n >= 0x20 || n === 0x09 || n === 0x0a || n === 0x0d;
};
const escapeXml = (s: string) =>
  [...s]
    .filter(xmlChar)
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const el = (name: string, content: string | number, attrs: Record<string, string | number> = {}) =>
  `<${name}${Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('')}>${typeof content === 'number' ? content : content}</${name}>`;
/** A name's language: Chinese when it holds a CJK character (a Chinese brand or model), else English. */
const nameLanguage = (s: string) => (/[\u3400-\u9fff\uf900-\ufaff]/.test(s) ? 'zh' : 'en');
const locale = (name: string, value: string) => el(name, el('Locale', escapeXml(value), { language: nameLanguage(value) }));
/**
 * A catalogue voltage ("DC24V", "AC110-240V", "24 V DC", "230V") as a GLDF `Voltage`: a fixed value
 * or a range, and the current type where it says one; null for a text it does not read.
 */
function voltageXml(text: string | null): string | null {
  const m = text ? /^\s*(AC|DC)?\s*(\d+(?:\.\d+)?)\s*(?:[-–~]\s*(\d+(?:\.\d+)?))?\s*V?\s*(AC|DC)?\s*$/i.exec(text) : null;
  if (!m) return null;
  const type = (m[1] ?? m[4])?.toUpperCase();
  const volts = m[3] !== undefined ? el('VoltageRange', el('Min', Number(m[2])) + el('Max', Number(m[3]))) : el('FixedVoltage', Number(m[2]));
  return volts + (type ? el('Type', type) : '');
}
/** The schema's interface names a free dimming text maps to (others are left out: the schema allows no other). */
const INTERFACES: Array<[RegExp, string]> = [
  [/dmx.*rdm/i, 'DMX/RDM'], [/dmx/i, 'DMX'], [/dali/i, 'DALI Addressable'], [/knx/i, 'KNX'], [/0\s*-\s*10\s*v/i, '0-10V'],
  [/1\s*-\s*10\s*v/i, '1-10V'], [/wi-?fi/i, 'WiFi'], [/bluetooth/i, 'Bluetooth'],
];
const IP_OUT = /^IP[2-6][0-8]$/;
const ikOut = (ik: string | null) => (ik && /^IK(0\d|10)\+?$/.test(ik) ? ik : null);
const ipOut = (ip: string | null) => (ip && IP_OUT.test(ip.toUpperCase()) && ip.toUpperCase() !== 'IP29' ? ip.toUpperCase() : null);
const int = (n: number | null) => (n === null ? null : Math.round(n));
const ncName = (s: string) => s.replace(/[^A-Za-z0-9_.-]/g, '_');

/** Write a product.xml (released 1.0 form: `FormatVersion major="1" minor="0"`) for the fixtures, one variant each. */
export function productWrite(p: GldfProductOut): string {
  const files: string[] = [];
  const photometries: string[] = [];
  const sources: string[] = [];
  const gears: string[] = [];
  const emitters: string[] = [];
  const variants: string[] = [];
  for (const f of p.fixtures) {
    const k = `lamp-${f.lampId}`;
    files.push(el('File', escapeXml(f.photometryFileName), { id: `${k}-ldc`, contentType: f.photometryFormat === 'LDT' ? 'ldc/eulumdat' : 'ldc/ies', type: 'localFileName' }));
    if (f.pictureFileName) {
      const ext = f.pictureFileName.split('.').pop()!.toLowerCase();
      files.push(el('File', escapeXml(f.pictureFileName), { id: `${k}-image`, contentType: ext === 'png' ? 'image/png' : ext === 'svg' ? 'image/svg' : 'image/jpg', type: 'localFileName' }));
    }
    photometries.push(el('Photometry', el('PhotometryFileReference', '', { fileId: `${k}-ldc` }), { id: `${k}-photometry` }));
    const colour = [
      f.cri !== null && f.cri >= 0 && f.cri <= 100 ? el('ColorRenderingIndex', Math.round(f.cri)) : '',
      f.cct !== null && f.cct > 0 ? el('CorrelatedColorTemperature', Math.round(f.cct)) : '',
    ].join('');
    const voltage = voltageXml(f.voltage);
    sources.push(
      el(
        'FixedLightSource',
        [
          locale('Name', `${f.brandName} ${f.model}`),
          el('RatedInputPower', f.power ?? 0),
          voltage ? el('RatedInputVoltage', voltage) : '',
          colour ? el('ColorInformation', colour) : '',
        ].join(''),
        { id: `${k}-source` },
      ),
    );
    const iface = f.dimming ? INTERFACES.find(([re]) => re.test(f.dimming!))?.[1] : undefined;
    const withGear = !!(f.driver || iface);
    if (withGear) {
      gears.push(
        el('ControlGear', [locale('Name', f.driver ?? f.dimming!), iface ? el('Dimmable', 'true') : '', iface ? el('Interfaces', el('Interface', iface)) : ''].join(''), {
          id: `${k}-gear`,
        }),
      );
    }
    emitters.push(
      el(
        'Emitter',
        el(
          'FixedLightEmitter',
          [
            el('PhotometryReference', '', { photometryId: `${k}-photometry` }),
            el('LightSourceReference', '', { fixedLightSourceId: `${k}-source` }),
            withGear ? el('ControlGearReference', '', { controlGearId: `${k}-gear` }) : '',
            el('RatedLuminousFlux', int(f.flux) ?? 0),
          ].join(''),
        ),
        { id: `${k}-emitter` },
      ),
    );
    const size = f.length !== null && f.width !== null && f.height !== null ? el('ProductSize', [el('Length', int(f.length)!), el('Width', int(f.width)!), el('Height', int(f.height)!)].join('')) : '';
    const mechanical = [size, ikOut(f.ik) ? el('IKRating', ikOut(f.ik)!) : '', f.weightKg !== null ? el('Weight', f.weightKg) : ''].join('');
    const electrical = ipOut(f.ip) ? el('IngressProtectionIPCode', ipOut(f.ip)!) : '';
    const life = f.ratedLifeHours !== null ? el('UsefulLifeTimes', el('UsefulLife', `L70B50 ${Math.round(f.ratedLifeHours)}h`)) : '';
    // the variant's own brand and model (GLDF names one manufacturer per container, a project's may hold several
    // brands), its lamp type (GLDF has no field for it) and a voltage the schema's Voltage cannot say
    const own = (id: 'brand' | 'model' | 'lampType' | 'voltage', name: { en: string; zh: string }, value: string) =>
      el('Property', [el('Name', [el('Locale', name.en, { language: 'en' }), el('Locale', name.zh, { language: 'zh' })].join('')), el('PropertySource', 'Lampsheet'), el('Value', escapeXml(value))].join(''), { id });
    const names = el(
      'CustomProperties',
      [
        own('brand', { en: 'Brand', zh: '品牌' }, f.brandName),
        own('model', { en: 'Model', zh: '型号' }, f.model),
        f.lampType ? own('lampType', { en: 'Lamp type', zh: '灯具类型' }, f.lampType) : '',
        f.voltage && !voltage ? own('voltage', { en: 'Working voltage', zh: '工作电压' }, f.voltage) : '',
      ].join(''),
    );
    const attributes = [mechanical ? el('Mechanical', mechanical) : '', electrical ? el('Electrical', electrical) : '', life ? el('OperationsAndMaintenance', life) : '', names].join('');
    variants.push(
      el(
        'Variant',
        [
          locale('ProductNumber', f.model),
          // what DIALux and Relux list (they read no custom property): the brand with the model
          locale('Name', `${f.brandName} ${f.model}`),
          el('Geometry', el('EmitterReference', '', { emitterId: `${k}-emitter` })),
          f.pictureFileName ? el('Pictures', el('Image', '', { fileId: `${k}-image`, imageType: 'Product Picture' })) : '',
          el('DescriptiveAttributes', attributes),
        ].join(''),
        { id: ncName(k) },
      ),
    );
  }
  const general = [
    el('Files', files.join('')),
    el('Photometries', photometries.join('')),
    el('LightSources', sources.join('')),
    gears.length ? el('ControlGears', gears.join('')) : '',
    el('Emitters', emitters.join('')),
  ].join('');
  const header = [
    el('Manufacturer', escapeXml(p.manufacturer)),
    el('FormatVersion', '', { major: 1, minor: 0 }),
    el('CreatedWithApplication', 'Lampsheet'),
    el('GldfCreationTimeCode', p.createdAt),
    el('UniqueGldfId', p.gldfId),
  ].join('');
  const meta = [el('UniqueProductId', escapeXml(p.productId)), locale('ProductNumber', p.productId), locale('Name', p.productName)].join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    el(
      'Root',
      [el('Header', header), el('GeneralDefinitions', general), el('ProductDefinitions', [el('ProductMetaData', meta), el('Variants', variants.join(''))].join(''))].join(''),
      { 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance', 'xsi:noNamespaceSchemaLocation': 'https://gldf.io/xsd/gldf/1.0.0/gldf.xsd' },
    ) +
    '\n'
  );
}
