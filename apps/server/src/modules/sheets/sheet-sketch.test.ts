import { describe, expect, it } from 'vitest';
import { pdfDocument } from '../../documents/pdf-document.js';
import { LAMP_TYPES } from '../../demo/reference.js';
import { drawLampSketch, lampSketchSpecs } from '../../demo/sketches.js';
import { pdfText } from '../../test/pdf-text.js';
import { sheetInput } from '../../test/sheet-input.js';
import { drawSheet } from './sheet-layout.js';
import { buildSheetModel } from './sheet-model.js';

/**
 * One lamp size on the sheet (issue 25): L01's lamp sketch was titled with the library sketch's
 * "320×256×144" while the table printed the record's 289 × 289 × 133 mm. The sketch is captioned
 * with the record's own size, and a library sketch's name (its drawing's proportion) is never printed.
 */
const sketch = { describe: 'Floodlight 320×256×144 mm, bracket', attr: '{"L":1,"W":1,"D":1}', picture: null };
const sized = { lampLong: '289', lampWidth: '289', lampHeight: '133' };

async function printed(lang: 'en' | 'zh', record: Record<string, unknown>) {
  const model = buildSheetModel(sheetInput(lang, record, { lampSketch: sketch }));
  const doc = pdfDocument({ lang, layout: 'portrait', title: 't', author: 'a', subject: 's', date: new Date(0) });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  await drawSheet(doc, model);
  doc.end();
  await ended;
  return { model, text: (await pdfText(Buffer.concat(chunks))).text };
}

describe.each(['en', 'zh'] as const)('the lamp sketch’s caption in %s', (lang) => {
  it('is the record’s own size by the sketch’s letters, beside the sketch’s title', async () => {
    const { model, text } = await printed(lang, sized);
    expect(model.lamp.caption).toBe('L 289 × W 289 × T 133 mm');
    expect(text).toContain('L 289 × W 289 × T 133 mm');
    expect(text).not.toContain('320');
  });

  it('says no size while a dimension is not entered', async () => {
    const { model, text } = await printed(lang, { lampLong: '289' });
    expect(model.lamp.caption).toBeNull();
    expect(text).not.toMatch(/320|289 ×/u);
  });
});

describe('the demo’s lamp sketches', () => {
  it('draw no size in their title: the record’s is the one printed', () => {
    for (const spec of lampSketchSpecs(LAMP_TYPES)) {
      const [w, h, d] = spec.dims;
      const svg = drawLampSketch(spec);
      expect(svg, spec.file).not.toContain(`${w}×${h}×${d}`);
      expect(svg, spec.file).not.toContain(`Ø${w}`);
      // the library's name keeps the proportion: it tells one sketch of a type and mount from another
      expect(spec.en).toMatch(/\d/u);
    }
  });
});
