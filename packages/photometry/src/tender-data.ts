/**
 * What a photometric file says that a tender asks for: the luminaire's flux (integrated from its
 * intensities) and efficacy, the colour rendering index and colour temperature of its lamps, the
 * luminaire's body size. EULUMDAT states CRI and CCT in the lamp set ("80", "1A/90", "Ra > 80",
 * "80-89", "ww/3000", "4000 K"); IES has no field for them, so the keywords are read
 * (`[_CRI]`, `[_CCT]`, or "CRI 80", "Ra80", "IRC>70", "3000K" in `[LAMP]`, `[LAMPCAT]`, `[OTHER]`).
 * A range gives its lower bound, a CIE group (1A, 1B, 2A, 2B, 3, 4) the lower bound of its Ra.
 */
import { photometryFlux } from './photometry-figures.js';
import type { Photometry } from './photometry-types.js';

export interface PhotometryTenderData {
  /** Luminaire flux, lm (rounded). */
  flux: number;
  /** lm/W, one decimal; null without the input power. */
  efficacy: number | null;
  cri: number | null;
  /** K */
  cct: number | null;
  /** Body size, mm (EULUMDAT only; null when not stated). */
  sizeMillimetres: { length: number; width: number; height: number } | null;
}

const CIE_GROUP_RA: Record<string, number> = { '1A': 90, '1B': 80, '2A': 70, '2B': 60, '3': 40, '4': 20 };

function criOf(text: string): number | null {
  const t = text.trim();
  const group = /^([1-4][AB]?)(?:\s*\/|$)/i.exec(t);
  const number = /(?:^|[^\d])(\d{2,3})(?!\d)/.exec(t.replace(/^[1-4][AB]?\s*\//i, ''));
  if (number && Number(number[1]) <= 100) return Number(number[1]);
  if (group) return CIE_GROUP_RA[group[1]!.toUpperCase()] ?? null;
  return null;
}

function cctOf(text: string, needsK: boolean): number | null {
  const m = (needsK ? /(?:^|[^\d])(\d{4,5})\s*K\b/i : /(?:^|[^\d])(\d{4,5})(?!\d)/).exec(text);
  const v = m ? Number(m[1]) : NaN;
  return v >= 1000 && v <= 20000 ? v : null;
}

export function photometryTenderData(model: Photometry): PhotometryTenderData {
  const m = model.metadata;
  const flux = Math.round(photometryFlux(model));
  let cri: number | null = null;
  let cct: number | null = null;
  if (m.format === 'ldt') {
    const set = m.lampSets[0];
    if (set) {
      cri = criOf(set.colourRendering);
      cct = cctOf(set.colourTemperature, false);
    }
  } else {
    const k = m.keywords;
    const words = ['LAMP', 'LAMPCAT', 'OTHER', 'LUMINAIRE'].map((key) => k[key] ?? '').join(' \n ');
    const stated = k._CRI ?? k.CRI;
    cri = stated !== undefined ? criOf(stated) : null;
    if (cri === null) {
      const said = /\b(?:CRI|Ra|IRC)\s*[:=>≥]*\s*(\d{2,3})(?!\d)/i.exec(words);
      cri = said && Number(said[1]) <= 100 ? Number(said[1]) : null;
    }
    const statedCct = k._CCT ?? k.CCT;
    cct = statedCct !== undefined ? cctOf(statedCct, false) : cctOf(words, true);
  }
  const d = m.luminaireDimensions;
  const mm = (v: number) => Math.round(v * 1000);
  return {
    flux,
    efficacy: m.inputWatts ? Math.round((flux / m.inputWatts) * 10) / 10 : null,
    cri,
    cct,
    sizeMillimetres: d.length > 0 && d.width > 0 && d.height > 0 ? { length: mm(d.length), width: mm(d.width), height: mm(d.height) } : null,
  };
}
