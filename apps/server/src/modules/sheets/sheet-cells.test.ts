import { describe, expect, it } from 'vitest';
import { LABEL_FILL, pdfDocument } from '../../documents/pdf-document.js';
import { sheetInput } from '../../test/sheet-input.js';
import { drawSheet } from './sheet-layout.js';
import { buildSheetModel, type KeyValue } from './sheet-model.js';

/**
 * No empty shaded cells (issue 25): an equipment or control table of one item (or any odd number)
 * prints the lone item across the row, not beside a shaded label cell with nothing in it. Every
 * label-shaded rectangle the sheet fills holds a text.
 */
const items = (n: number, what: string): KeyValue[] => Array.from({ length: n }, (_v, i) => ({ label: { zh: `${what}${i + 1}`, en: `${what} ${i + 1}` }, value: { main: `value ${i + 1}` } }));

async function shadedCells(lang: 'en' | 'zh', equipment: number, control: number) {
  const model = { ...buildSheetModel(sheetInput(lang, { typeMark: 'L01' }, { entries: [], surfaceSketch: null })), equipment: items(equipment, 'Equipment'), control: items(control, 'Control') };
  const doc = pdfDocument({ lang, layout: 'portrait', title: 't', author: 'a', subject: 's', date: new Date(0) });
  // what the sheet draws: the filled rectangles with their colour, and where each text starts
  const filled: Array<{ page: number; x: number; y: number; w: number; h: number; colour: unknown }> = [];
  const texts: Array<{ page: number; str: string; x: number; y: number }> = [];
  let page = 0;
  let last: { x: number; y: number; w: number; h: number } | null = null;
  let colour: unknown = null;
  const d = doc as unknown as Record<string, (...args: unknown[]) => unknown>;
  const wrap = (name: string, before: (...args: unknown[]) => void) => {
    const original = d[name]!.bind(doc);
    d[name] = (...args: unknown[]) => {
      before(...args);
      return original(...args);
    };
  };
  wrap('addPage', () => page++);
  wrap('rect', (x, y, w, h) => (last = { x: x as number, y: y as number, w: w as number, h: h as number }));
  wrap('fillColor', (c) => (colour = c));
  wrap('fill', () => last && filled.push({ page, ...last, colour }));
  wrap('text', (str, x, y) => typeof x === 'number' && texts.push({ page, str: String(str), x, y: y as number }));
  await drawSheet(doc, model);
  doc.end();
  return filled
    .filter((r) => r.colour === LABEL_FILL)
    .map((r) => ({ ...r, holds: texts.filter((t) => t.page === r.page && t.str.trim() && t.x >= r.x && t.x < r.x + r.w && t.y >= r.y && t.y < r.y + r.h).map((t) => t.str) }));
}

describe.each(['en', 'zh'] as const)('the sheet’s requirement tables in %s', (lang) => {
  it.each([
    [1, 1],
    [3, 1],
    [2, 5],
  ])('%i equipment and %i control items: every shaded label cell holds its label', async (equipment, control) => {
    const cells = await shadedCells(lang, equipment, control);
    expect(cells.length).toBeGreaterThanOrEqual(equipment + control);
    for (const c of cells) expect(c.holds, `a shaded cell at ${c.x.toFixed(0)}, ${c.y.toFixed(0)}`).not.toEqual([]);
  });
});
