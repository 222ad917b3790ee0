/**
 * Photometric files of the demo fixtures, written with the engine's synthesiser: narrow to wide
 * floodlights, asymmetric wall washers (off-axis peak; with a kick reflector), grazers (narrow
 * across, wide along), point sources.
 *
 * Synthesising an asymmetric distribution takes tens of milliseconds, so each distinct optic
 * (kind and angles) is synthesised and parsed once, as a EULUMDAT file for 1000 lm; a fixture's
 * own file is that text with its header lines (names, dimensions, lamp flux, watts, colour
 * temperature) set. EULUMDAT stores cd/klm, so the distribution scales with the lamp flux and
 * the file stays exact. Rotationally symmetric optics of every other fixture are written as IES
 * (cheap to synthesise directly), so both formats are in the demo. The stored figures (flux,
 * peak, beam, field) are the optic's parsed figures scaled to the fixture's flux.
 */
import type { Insertable } from 'kysely';
import { fixtureBeamAngles, parsePhotometry, photometrySummary, synthesizeIes, synthesizeLdt, type FixtureBeamAngles, type SyntheticSpec } from '@lampsheet/photometry';
import type { PhotometryFilesTable } from '../db/schema.js';
import { photometryContentHash } from '../lib/photometry-hash.js';
import { angleRule } from './reference.js';

export interface DemoLampOptic {
  code: string;
  beamKey: string;
  power: number;
  colorFlag: number;
  /** Lumens per watt of the white version. */
  efficacy: number;
  longNs: number;
  widthNs: number;
  heightNs: number;
  colorTemperature: number | null;
  manufacturer: string;
  model: string;
}

const LIGHT_OUTPUT_RATIO = 0.9;
/**
 * The wall washers with a kick reflector (docs/DOMAIN.md "Demo figures"): the beam rule they
 * carry, and their beam along the wall (full angle at half the peak). A row 1 m apart and a
 * tenth of the wall's height out needs about 110° along the wall to light the wall's foot
 * between fixtures and its side edges; 60° left U0 at 0.14 there.
 */
const KICK_RULE = '1060';
const KICK_ALONG = 110;
const REFERENCE_LUMENS = 1000;

/** The optic a fixture of this type and beam has. */
export function demoOpticSpec(code: string, beamKey: string): Omit<SyntheticSpec, 'lumens' | 'watts'> {
  const rule = angleRule(beamKey);
  const asymmetric = rule.ruleNo.length === 4;
  const nominal = rule.nominal;
  const grazer = (narrow: number, wide: number) => ({ kind: 'grazer' as const, beamAngle: narrow, beamAngle2: wide });
  switch (code) {
    case 'XQD':
      // Linear wall washers: 10°×60° with a kick reflector (10° across toward the top of the
      // wall, wide along it: KICK_ALONG), the other asymmetric beams as grazers, the others
      // wash with an off-axis peak.
      if (rule.ruleNo === KICK_RULE) return { kind: 'kickWasher', beamAngle: KICK_ALONG };
      return asymmetric ? grazer(rule.angleMin, rule.angleMax) : { kind: 'wallWasher', beamAngle: nominal, beamAngle2: Math.min(120, nominal * 2), peakGamma: 20 + nominal / 2 };
    case 'CTD':
    case 'DMD':
      return asymmetric ? grazer(rule.angleMin, rule.angleMax) : { kind: 'flood', beamAngle: nominal };
    case 'XTD':
      return grazer(nominal, Math.min(150, nominal + 40));
    case 'DGY':
      return nominal >= 90 ? { kind: 'point', beamAngle: nominal } : { kind: 'flood', beamAngle: nominal };
    case 'XSD':
    case 'LKD':
    case 'DGD':
      return { kind: 'point', beamAngle: nominal };
    default:
      // TGD floodlights, BD wall lights
      return { kind: 'flood', beamAngle: nominal };
  }
}

interface OpticTemplate {
  ldtLines: string[];
  flux: number;
  maxIntensity: number;
  beamAngle: number;
  fieldAngle: number;
  /** The fixture's beam in both principal planes, as its catalogue row keeps it (the flux does not change it). */
  fixtureBeam: FixtureBeamAngles;
}

const mm = (v: number) => String(Math.max(1, Math.round(v)));
const num = (v: number) => String(Math.round(v * 100) / 100);

/** Generates the demo photometric files; one instance per seed run keeps the optic cache. */
export class DemoPhotometryWriter {
  private readonly optics = new Map<string, OpticTemplate>();
  private count = 0;

  private optic(spec: Omit<SyntheticSpec, 'lumens' | 'watts'>): OpticTemplate {
    const key = JSON.stringify(spec);
    let t = this.optics.get(key);
    if (!t) {
      const text = synthesizeLdt({ ...spec, lumens: REFERENCE_LUMENS, watts: 10, lightOutputRatio: LIGHT_OUTPUT_RATIO });
      const summary = photometrySummary(parsePhotometry(text, 'optic.ldt'));
      t = {
        ldtLines: text.split('\r\n'),
        flux: summary.flux,
        maxIntensity: summary.maxIntensity.candela,
        beamAngle: summary.beam.beam.planeC0C180,
        fieldAngle: summary.beam.field.planeC0C180,
        fixtureBeam: fixtureBeamAngles(summary.beam),
      };
      this.optics.set(key, t);
    }
    return t;
  }

  /**
   * The `photometry_files` row of one fixture, and the beam its catalogue row keeps: the file's
   * (docs/DOMAIN.md "Beam angle of a record and of a fixture"), never the nominal angle of its
   * beam key (a kick-reflector washer sold as 10°×60° has 9.2° × 99.9° in its file).
   */
  file(lamp: DemoLampOptic, createdAt: string): { row: Insertable<PhotometryFilesTable>; beam: FixtureBeamAngles } {
    const spec = demoOpticSpec(lamp.code, lamp.beamKey);
    const template = this.optic(spec);
    const lumens = lamp.power * lamp.efficacy * (lamp.colorFlag === 2 ? 0.55 : 1);
    const scale = lumens / REFERENCE_LUMENS;
    const safeModel = lamp.model.replace(/[^A-Za-z0-9._-]+/g, '_');
    const luminousLength = (lamp.longNs * 0.9) / 1000;
    const luminousWidth = (lamp.widthNs * 0.6) / 1000;
    const ies = (spec.kind === 'flood' || spec.kind === 'point') && this.count++ % 2 === 1;
    let content: string;
    let beam = template.fixtureBeam;
    if (ies) {
      content = synthesizeIes({
        ...spec,
        lumens,
        watts: lamp.power,
        lightOutputRatio: LIGHT_OUTPUT_RATIO,
        manufacturer: lamp.manufacturer,
        luminaireName: lamp.model,
        catalogueNumber: lamp.model,
        luminousLength,
        luminousWidth,
      });
      // written directly, not from the template: its own beam
      beam = fixtureBeamAngles(photometrySummary(parsePhotometry(content, 'fixture.ies')).beam);
    } else {
      const lines = [...template.ldtLines];
      // EULUMDAT header lines (1-based): 1 maker, 9 name, 10 number, 11 file, 13–15 luminaire
      // size, 16–17 luminous area (mm), 29 lamp flux, 30 colour temperature, 32 watts.
      lines[0] = lamp.manufacturer;
      lines[8] = lamp.model;
      lines[9] = lamp.model;
      lines[10] = `${safeModel}.ldt`;
      lines[12] = mm(lamp.longNs);
      lines[13] = mm(lamp.widthNs);
      lines[14] = mm(lamp.heightNs);
      lines[15] = mm(luminousLength * 1000);
      lines[16] = mm(luminousWidth * 1000);
      lines[28] = num(lumens / LIGHT_OUTPUT_RATIO);
      lines[29] = String(lamp.colorTemperature ?? 3000);
      lines[31] = num(lamp.power);
      content = lines.join('\r\n');
    }
    const row = {
      format: ies ? 'IES' as const : 'LDT' as const,
      fileName: `${safeModel}.${ies ? 'ies' : 'ldt'}`,
      content,
      // as every stored file: the unique content hash (each demo file names its own model)
      contentHash: photometryContentHash(content),
      lumens: Math.round(template.flux * scale * 10) / 10,
      maxIntensity: Math.round(template.maxIntensity * scale * 10) / 10,
      beamAngle: Math.round(template.beamAngle * 10) / 10,
      fieldAngle: Math.round(template.fieldAngle * 10) / 10,
      inputWatts: lamp.power,
      createdBy: null,
      createdAt,
    };
    return { row, beam };
  }
}
