import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePhotometryBytes } from './photometry-parse.js';
import { photometryFlux } from './photometry-figures.js';
import { photometryTenderData } from './tender-data.js';

const SHARED = new URL('../../../../shared/photometry/', import.meta.url);
const read = (name: string) => parsePhotometryBytes(readFileSync(new URL(name, SHARED)), name);

describe('photometryTenderData', () => {
  it.each([
    // EULUMDAT lamp sets as manufacturers write them: plain, CIE group with Ra, "Ra > 80", a range, none.
    ['slv-new-tria-square-downlight-30deg.ldt', 80, 2665],
    ['iguzzini-p450-spotlight-30deg.ldt', 90, 3000],
    ['regent-neo-u-pendant-mostly-uplight.ldt', 80, 4000],
    ['waldmann-idoo-pendant-direct-indirect.ldt', 80, 4000],
    ['philips-sp542p-linear-pendant.ldt', null, null],
    // IES: "[LAMP] LED 60W 5300LM 5000K IRC>70 …"
    ['interlight-ovni-highbay-60w-120deg.ies', 70, 5000],
    // IES without colour words
    ['erco-stella-spotlight-hst-100w.ies', null, null],
  ])('%s: CRI %s, CCT %s', (name, cri, cct) => {
    const t = photometryTenderData(read(name));
    expect(t.cri).toBe(cri);
    expect(t.cct).toBe(cct);
  });

  it('gives the integrated flux, the efficacy from the stated power and the EULUMDAT body size in mm', () => {
    const p = read('slv-new-tria-square-downlight-30deg.ldt');
    const t = photometryTenderData(p);
    expect(t.flux).toBe(Math.round(photometryFlux(p)));
    expect(p.metadata.inputWatts).toBe(27);
    expect(t.efficacy).toBe(Math.round((t.flux / 27) * 10) / 10);
    const d = p.metadata.luminaireDimensions;
    expect(t.sizeMillimetres).toEqual(d.length > 0 ? { length: Math.round(d.length * 1000), width: Math.round(d.width * 1000), height: Math.round(d.height * 1000) } : null);
    expect(photometryTenderData(read('erco-stella-spotlight-hst-100w.ies')).sizeMillimetres).toBeNull();
  });
});
