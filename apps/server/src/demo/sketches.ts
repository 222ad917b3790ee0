/**
 * Surface sketches (one parent and children per application type) and lamp sketches (by lamp
 * type): SVG line drawings with the dimension letters their `sketchAttr` / `lampAttr` name.
 */
import { BEAM_EDGE, BEAM_FILL, DIM, INK, Svg, THIN } from './svg-kit.js';
import { LAMP_LETTER_SHOWN } from '@lampsheet/contracts';

export const SKETCH_W = 969;
export const SKETCH_H = 591;
const GROUND = 510;

export type SketchKind =
  | 'flood'
  | 'wash'
  | 'corrugated'
  | 'pv'
  | 'composite'
  | 'column'
  | 'window'
  | 'guide1'
  | 'guide2'
  | 'dots'
  | 'lines'
  | 'point'
  | 'farPoint'
  | 'generic';

export interface SurfaceSketchSpec {
  contestTypeId: number;
  /** Index of the parent within the same type's list; null for the parent itself. */
  parent: number | null;
  file: string;
  zh: string;
  en: string;
  kind: SketchKind;
  letters: string[];
  templateType: 1 | 2;
  /** Variant switches for the drawing. */
  variant?: string;
}

const s = (
  contestTypeId: number,
  parent: number | null,
  file: string,
  zh: string,
  en: string,
  kind: SketchKind,
  letters: string[],
  templateType: 1 | 2 = 1,
  variant?: string,
): SurfaceSketchSpec => ({ contestTypeId, parent, file, zh, en, kind, letters, templateType, variant });

/** 2–4 sketches per type; the first of each type is the parent. One templateType 2 per group. */
export const SURFACE_SKETCHES: SurfaceSketchSpec[] = [
  s(101, null, 'floodlighting-1', '正投 立面整体投光', 'Floodlighting: whole facade', 'flood', ['H', 'W', 'D']),
  s(101, 0, 'floodlighting-2', '正投 地面仰角投光', 'Floodlighting: ground, aimed upward', 'flood', ['H', 'W', 'D', 'A']),
  s(101, 0, 'floodlighting-3', '正投 多灯等距投光', 'Floodlighting: several fixtures spaced S', 'flood', ['H', 'W', 'S', 'D'], 1, 'multi'),
  s(101, 0, 'generic-facade', '立面 通用模板', 'Facade: generic form', 'generic', ['H', 'W', 'L'], 2),
  s(102, null, 'wall-washing-1', '洗墙 墙根上洗', 'Wall washing: upward from the base', 'wash', ['H', 'W', 'D']),
  s(102, 0, 'wall-washing-2', '洗墙 连续布灯', 'Wall washing: continuous run spaced S', 'wash', ['H', 'W', 'S', 'D'], 1, 'multi'),
  s(102, 0, 'wall-washing-3', '洗墙 檐口下洗', 'Wall washing: downward from the eaves', 'wash', ['H', 'D'], 1, 'down'),
  s(103, null, 'composite-1', '组合面 两面同时照亮', 'Composite surface: both faces lit', 'composite', ['W1', 'W2', 'H1', 'H2', 'D']),
  s(103, 0, 'composite-2', '组合面 退台上洗', 'Composite surface: from the setback', 'composite', ['W1', 'W2', 'H1', 'H2'], 1, 'setback'),
  s(104, null, 'column-1', '柱 柱脚投光', 'Column: from the foot', 'column', ['H', 'W', 'D']),
  s(104, 0, 'column-2', '柱 双侧投光', 'Column: from both sides', 'column', ['H', 'W', 'D', 'A'], 1, 'two'),
  s(105, null, 'corrugated-1', '波纹 掠射', 'Corrugated: grazing light', 'corrugated', ['H', 'W', 'S', 'D']),
  s(105, 0, 'corrugated-2', '波纹 波峰布灯', 'Corrugated: fixtures at the crests', 'corrugated', ['H', 'S', 'D'], 1, 'crest'),
  s(106, null, 'window-frame-1', '窗框 窗台上洗', 'Window frame: upward from the sill', 'window', ['W1', 'W2', 'H1', 'H2', 'D']),
  s(106, 0, 'window-frame-2', '窗框 窗楣下洗', 'Window frame: downward from the lintel', 'window', ['W1', 'W2', 'H1', 'H2'], 1, 'down'),
  s(106, 0, 'generic-outline', '轮廓 通用模板', 'Outline: generic form', 'generic', ['H', 'W', 'L'], 2),
  s(109, null, 'pv-glass-1', '光伏玻璃 横梃布灯', 'Photovoltaic glass: along the transoms', 'pv', ['H', 'W', 'S', 'D']),
  s(109, 0, 'pv-glass-2', '光伏玻璃 单元板', 'Photovoltaic glass: one panel', 'pv', ['H', 'W', 'D'], 1, 'single'),
  s(107, null, 'single-guide-1', '单面导光 端部入光', 'Single-side light guide: fed at the end', 'guide1', ['L', 'W', 'H0']),
  s(107, 0, 'single-guide-2', '单面导光 竖向', 'Single-side light guide: vertical', 'guide1', ['L', 'W'], 1, 'vertical'),
  s(107, 0, 'generic-guide', '导光 通用模板', 'Light guide: generic form', 'generic', ['L', 'W', 'H'], 2),
  s(108, null, 'double-guide-1', '双面导光 两端入光', 'Double-side light guide: fed at both ends', 'guide2', ['L', 'W', 'H0']),
  s(108, 0, 'double-guide-2', '双面导光 悬挑', 'Double-side light guide: cantilevered', 'guide2', ['L', 'W'], 1, 'vertical'),
  s(110, null, 'self-point-1', '自发光点 点阵', 'Self-luminous points: dot matrix', 'dots', ['S', 'H0', 'X', 'Y']),
  s(110, 0, 'self-point-2', '自发光点 单列', 'Self-luminous points: one column', 'dots', ['S', 'H0'], 1, 'column'),
  s(110, 0, 'generic-self', '自发光 通用模板', 'Self-luminous: generic form', 'generic', ['H', 'W', 'L'], 2),
  s(111, null, 'self-line-1', '自发光线 水平线条', 'Self-luminous lines: horizontal', 'lines', ['L', 'S', 'H0']),
  s(111, 0, 'self-line-2', '自发光线 竖向线条', 'Self-luminous lines: vertical', 'lines', ['L', 'S'], 1, 'vertical'),
  s(112, null, 'controlled-point-1', '控光点光源 仰视', 'Controlled point source: seen from below', 'point', ['H0', 'S', 'A', 'D']),
  s(112, 0, 'controlled-point-2', '控光点光源 间距', 'Controlled point source: spacing', 'point', ['H0', 'S', 'D'], 1, 'plain'),
  s(112, 0, 'generic-point', '点光源 通用模板', 'Point source: generic form', 'generic', ['H', 'W', 'L'], 2),
  s(113, null, 'uncontrolled-point-1', '不控光点光源 漫射', 'Uncontrolled point source: diffuse', 'point', ['H0', 'S', 'D'], 1, 'diffuse'),
  s(113, 0, 'uncontrolled-point-2', '不控光点光源 点阵', 'Uncontrolled point source: grid', 'point', ['H0', 'S'], 1, 'diffuse'),
  s(114, null, 'far-view-point-1', '远视点光源 远距离观看', 'Far-view point source: seen from afar', 'farPoint', ['H0', 'D', 'X', 'Y', 'Z']),
  s(114, 0, 'far-view-point-2', '远视点光源 楼顶点缀', 'Far-view point source: roof accents', 'farPoint', ['H0', 'D', 'A'], 1, 'roof'),
];

function ground(g: Svg, x1: number, x2: number, y = GROUND) {
  g.hatch(x1, y, x2, y, 14, 9, -1);
}

function windows(g: Svg, x: number, y: number, w: number, h: number, cols: number, rows: number) {
  const cw = w / cols;
  const rh = h / rows;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      g.rect(x + c * cw + cw * 0.22, y + r * rh + rh * 0.2, cw * 0.56, rh * 0.55, '#eef3f8', THIN, 1);
    }
  }
}

function panelCaption(g: Svg, x: number, text: string) {
  g.text(x, 86, text, 14, THIN, 'text-anchor="middle"');
}

function viewer(g: Svg, x: number, y: number) {
  // a small standing person as the observer
  g.circle(x, y - 44, 7, 'none', INK, 1.6);
  g.line(x, y - 37, x, y - 14, INK, 1.6);
  g.line(x, y - 30, x - 9, y - 20, INK, 1.6);
  g.line(x, y - 30, x + 9, y - 20, INK, 1.6);
  g.line(x, y - 14, x - 7, y, INK, 1.6);
  g.line(x, y - 14, x + 7, y, INK, 1.6);
}

/** Draw one surface sketch; returns the SVG text and the letter coordinates. */
export function drawSurfaceSketch(spec: SurfaceSketchSpec): { svg: string; coords: Record<string, { x: number; y: number }> } {
  const g = new Svg(SKETCH_W, SKETCH_H, new Set(spec.letters));
  g.title(spec.zh, spec.en);
  g.line(520, 84, 520, 560, '#d5dbe2', 1, 'stroke-dasharray="4 4"');
  switch (spec.kind) {
    case 'flood':
      drawFlood(g, spec.variant);
      break;
    case 'wash':
    case 'corrugated':
    case 'pv':
      drawWash(g, spec.kind, spec.variant);
      break;
    case 'composite':
      drawComposite(g, spec.variant);
      break;
    case 'column':
      drawColumn(g, spec.variant);
      break;
    case 'window':
      drawWindow(g, spec.variant);
      break;
    case 'guide1':
    case 'guide2':
      drawGuide(g, spec.kind === 'guide2', spec.variant);
      break;
    case 'dots':
      drawDots(g, spec.variant);
      break;
    case 'lines':
      drawLines(g, spec.variant);
      break;
    case 'point':
      drawPoint(g, spec.variant);
      break;
    case 'farPoint':
      drawFarPoint(g, spec.variant);
      break;
    case 'generic':
      drawGeneric(g);
      break;
  }
  const missing = spec.letters.filter((l) => !g.coords[l]);
  if (missing.length) throw new Error(`sketch ${spec.file} does not draw ${missing.join(', ')}`);
  return { svg: g.toString(), coords: g.coords };
}

function drawFlood(g: Svg, variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '剖面 Section');
  // elevation
  const [x0, x1, top] = [110, 430, 130];
  g.rect(x0, top, x1 - x0, GROUND - top, '#f7f9fb');
  windows(g, x0 + 10, top + 14, x1 - x0 - 20, GROUND - top - 40, 6, 7);
  g.rect(x0 - 8, top - 12, x1 - x0 + 16, 12, '#dfe5ec');
  ground(g, 60, 490);
  const fixtures = variant === 'multi' ? [190, 270, 350] : [270];
  for (const fx of fixtures) {
    g.beam(fx, GROUND - 12, x0 + (fx - 270) * 0.4 + 40, top + 20, x1 + (fx - 270) * 0.4 - 40, top + 20, BEAM_FILL, variant === 'multi' ? 0.18 : 0.3);
    g.fixture(fx, GROUND - 8, 22, 14, -90);
  }
  g.dim('H', 80, GROUND, 80, top, { ext: [-30, 0] });
  g.dim('W', x0, 545, x1, 545, { ext: [0, -35] });
  if (variant === 'multi') g.dim('S', 190, 470, 270, 470, { labelAt: [230, 452] });
  // section
  const wall = 880;
  g.rect(wall, top - 12, 22, GROUND - top + 12, '#dfe5ec');
  g.hatch(wall, GROUND, wall, top - 12, 14, 9, 1);
  ground(g, 560, 930);
  const fx = 620;
  g.beam(fx + 8, GROUND - 14, wall, top + 30, wall, GROUND - 120);
  g.fixture(fx, GROUND - 10, 30, 16, -35);
  g.dim('D', fx, 545, wall, 545, { ext: [0, -30] });
  if (g.has('A')) {
    g.line(fx, GROUND - 10, fx + 150, GROUND - 10, DIM, 1, 'stroke-dasharray="4 3"');
    g.line(fx, GROUND - 10, fx + 150 * Math.cos(0.62), GROUND - 10 - 150 * Math.sin(0.62), DIM, 1, 'stroke-dasharray="4 3"');
    g.angle('A', fx, GROUND - 10, 70, 0, 35);
  }
  g.dim('H', 925, GROUND, 925, top, {});
}

function drawWash(g: Svg, kind: 'wash' | 'corrugated' | 'pv', variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '剖面 Section');
  const [x0, x1, top] = [110, 430, 130];
  const down = variant === 'down';
  if (kind === 'pv') {
    g.rect(x0, top, x1 - x0, GROUND - top, '#dbe8f3');
    const single = variant === 'single';
    const cols = single ? 1 : 3;
    const rows = single ? 1 : 3;
    for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) {
      const cw = (x1 - x0) / cols;
      const rh = (GROUND - top) / rows;
      g.rect(x0 + c * cw + 4, top + r * rh + 4, cw - 8, rh - 8, '#c7dbee', '#7d97b2', 1.2);
      for (let k = 1; k < 6; k++) g.line(x0 + c * cw + 4 + ((cw - 8) * k) / 6, top + r * rh + 4, x0 + c * cw + 4 + ((cw - 8) * k) / 6, top + (r + 1) * rh - 4, '#a9c1d8', 0.8);
    }
  } else {
    g.rect(x0, top, x1 - x0, GROUND - top, '#f7f9fb');
    if (kind === 'corrugated') for (let x = x0 + 16; x < x1; x += 16) g.line(x, top, x, GROUND, x % 32 === 0 ? INK : THIN, x % 32 === 0 ? 1.4 : 1);
  }
  ground(g, 60, 490);
  const ys = down ? top + 8 : GROUND - 8;
  const runs = variant === 'multi' || kind !== 'wash' ? [150, 240, 330] : [270];
  for (const fx of runs) {
    const w = runs.length > 1 ? 60 : 110;
    g.poly(
      down
        ? [[fx - w / 2, ys], [fx + w / 2, ys], [fx + w / 2 + 40, GROUND - 40], [fx - w / 2 - 40, GROUND - 40]]
        : [[fx - w / 2, ys], [fx + w / 2, ys], [fx + w / 2 + 40, top + 20], [fx - w / 2 - 40, top + 20]],
      BEAM_FILL,
      'none',
      0,
      'fill-opacity="0.25"',
    );
    g.rect(fx - w / 2, ys - 6, w, 12, '#41566e', INK, 1.5, 'rx="2"');
  }
  if (runs.length > 1) g.dim('S', 150, down ? top + 40 : GROUND - 40, 240, down ? top + 40 : GROUND - 40, { labelAt: [195, down ? top + 62 : GROUND - 62] });
  g.dim('H', 80, GROUND, 80, top, { ext: [-30, 0] });
  g.dim('W', x0, 545, x1, 545, { ext: [0, -35] });
  // section
  const wall = 760;
  if (kind === 'corrugated') {
    const pts: Array<[number, number]> = [];
    for (let y = top, i = 0; y <= GROUND; y += 24, i++) pts.push([wall + (i % 2 ? 12 : 0), y]);
    g.path(`M${pts.map(([x, y]) => `${x},${y}`).join(' L')}`, 'none', INK, 2.5);
    if (g.has('S')) g.dim('S', wall + 40, top + 48, wall + 40, top + 96, { labelAt: [wall + 70, top + 72] });
  } else {
    g.rect(wall, top, 22, GROUND - top, kind === 'pv' ? '#c7dbee' : '#dfe5ec');
    g.hatch(wall + 22, GROUND, wall + 22, top, 14, 9, -1);
  }
  ground(g, 560, 930);
  const fx = wall - 60;
  const fy = down ? top + 20 : GROUND - 10;
  if (down) {
    g.line(fx - 10, top + 10, wall, top + 10, INK, 2);
    g.beam(fx + 6, fy, wall, fy + 40, wall, GROUND - 40);
  } else {
    g.beam(fx + 6, fy - 4, wall, GROUND - 70, wall, top + 10);
  }
  g.fixture(fx, fy, 28, 14, down ? 70 : -70);
  g.dim('D', fx, down ? top - 10 : 545, wall, down ? top - 10 : 545, { ext: [0, down ? 18 : -30] });
  if (g.has('H') && kind !== 'corrugated') g.line(wall + 40, GROUND, wall + 40, top, THIN, 1, 'stroke-dasharray="2 4"');
}

function drawComposite(g: Svg, variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '剖面 Section');
  const top = 130;
  const split = 320;
  const bTop = 330;
  // face A (tall, set back) and face B (low, in front)
  g.rect(110, top, split - 110, GROUND - top, '#f1f4f8');
  windows(g, 118, top + 10, split - 126, GROUND - top - 30, 4, 6);
  g.rect(split, bTop, 440 - split, GROUND - bTop, '#e3e9f0');
  g.text(215, top + 30, 'A面 Face A', 15, INK, 'text-anchor="middle" font-weight="700"');
  g.text(380, bTop + 30, 'B面 Face B', 15, INK, 'text-anchor="middle" font-weight="700"');
  ground(g, 60, 490);
  g.poly([[200, GROUND - 8], [130, top + 40], [300, top + 40]], BEAM_FILL, 'none', 0, 'fill-opacity="0.28"');
  g.poly([[380, GROUND - 8], [330, bTop + 20], [430, bTop + 20]], BEAM_FILL, 'none', 0, 'fill-opacity="0.28"');
  g.fixture(200, GROUND - 8, 22, 12, -90);
  g.fixture(380, GROUND - 8, 22, 12, -90);
  g.dim('W1', 110, 545, split, 545, { ext: [0, -35] });
  g.dim('W2', split, 545, 440, 545, { ext: [0, -35] });
  g.dim('H1', 80, GROUND, 80, top, { ext: [-30, 0] });
  g.dim('H2', 470, GROUND, 470, bTop, { ext: [30, 0] });
  // section: face B in front, face A set back above it
  const aWall = 860;
  const bWall = 760;
  g.rect(aWall, top, 24, GROUND - top, '#dfe5ec');
  g.rect(bWall, bTop, aWall - bWall, GROUND - bTop, '#e3e9f0');
  g.hatch(aWall + 24, GROUND, aWall + 24, top, 14, 9, -1);
  ground(g, 560, 930);
  const setback = variant === 'setback';
  const fx = setback ? bWall + 40 : 660;
  const fy = setback ? bTop - 10 : GROUND - 10;
  g.beam(fx + 6, fy - 4, aWall, top + 10, aWall, setback ? bTop - 60 : bTop - 10);
  if (!setback) g.beam(fx + 6, fy - 4, bWall, bTop + 10, bWall, GROUND - 80, '#ffe08a', 0.3);
  g.fixture(fx, fy, 26, 14, -60);
  g.text(aWall - 2, top - 10, 'A', 16, INK, 'font-weight="700"');
  g.text(bWall - 4, bTop - 10, 'B', 16, INK, 'font-weight="700"');
  if (!setback) g.dim('D', fx, 545, bWall, 545, { ext: [0, -30] });
}

function drawColumn(g: Svg, variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '平面 Plan');
  const top = 170;
  const [cx, r] = [270, 50];
  g.rect(cx - r - 14, top - 22, 2 * r + 28, 22, '#dfe5ec');
  g.rect(cx - r, top, 2 * r, GROUND - top - 16, '#f1f4f8');
  for (let i = -3; i <= 3; i++) g.line(cx + i * 13, top, cx + i * 13, GROUND - 16, i === 0 ? THIN : '#c8d0d9', 1);
  g.rect(cx - r - 10, GROUND - 16, 2 * r + 20, 16, '#dfe5ec');
  ground(g, 60, 490);
  const two = variant === 'two';
  const sides = two ? [-1, 1] : [1];
  for (const sd of sides) {
    const fx = cx + sd * 130;
    g.beam(fx, GROUND - 10, cx + sd * 8, top + 20, cx + sd * r, GROUND - 70, BEAM_FILL, 0.3);
    g.fixture(fx, GROUND - 8, 24, 14, sd > 0 ? -120 : -60);
  }
  g.dim('H', 110, GROUND, 110, top, { ext: [-40, 0] });
  g.dim('W', cx - r, top - 52, cx + r, top - 52, { ext: [0, 30] });
  g.dim('D', cx + r, 545, cx + 130, 545, { ext: [0, -30] });
  // plan
  const [px, py, pr] = [745, 300, 70];
  g.circle(px, py, pr, '#f1f4f8');
  for (const sd of sides) {
    const fx = px + sd * 190;
    g.beam(fx, py, px + sd * 10, py - pr - 10, px + sd * 10, py + pr + 10, BEAM_FILL, 0.3);
    g.fixture(fx, py, 24, 14, sd > 0 ? 180 : 0);
  }
  if (g.has('A')) {
    g.line(px + 190, py, px + 60, py, DIM, 1, 'stroke-dasharray="4 3"');
    g.angle('A', px + 190, py, 60, 180, 158);
  }
  g.dim('W', px - pr, py + pr + 40, px + pr, py + pr + 40, { ext: [0, -40] });
}

function drawWindow(g: Svg, variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '剖面 Section');
  const down = variant === 'down';
  // elevation: wall with a window opening and its frame
  g.rect(70, 120, 420, 390, '#f7f9fb');
  const [wx, wy, ww, wh] = [150, 190, 240, 240];
  g.rect(wx - 16, wy - 16, ww + 32, wh + 32, '#dfe5ec');
  g.rect(wx, wy, ww, wh, '#dbe8f3');
  g.line(wx + ww / 2, wy, wx + ww / 2, wy + wh, '#7d97b2', 2);
  g.line(wx, wy + wh * 0.35, wx + ww, wy + wh * 0.35, '#7d97b2', 2);
  const fy = down ? wy - 8 : wy + wh + 8;
  g.poly(
    down ? [[wx, fy], [wx + ww, fy], [wx + ww + 10, wy + wh], [wx - 10, wy + wh]] : [[wx, fy], [wx + ww, fy], [wx + ww + 10, wy], [wx - 10, wy]],
    BEAM_FILL,
    'none',
    0,
    'fill-opacity="0.16"',
  );
  g.rect(wx + 10, fy - 5, ww - 20, 10, '#41566e', INK, 1.2, 'rx="2"');
  g.text(wx - 40, wy + wh / 2, 'A', 16, INK, 'font-weight="700"');
  g.text(wx + ww / 2, wy - 26, 'B', 16, INK, 'font-weight="700" text-anchor="middle"');
  g.dim('W2', wx, 548, wx + ww, 548, { ext: [0, -110] });
  g.dim('H2', 460, wy + wh, 460, wy, { ext: [60, 0] });
  // section through the reveal
  const wall = 700;
  const depth = 120;
  g.rect(wall, 120, depth, wy - 120 + 20, '#dfe5ec');
  g.rect(wall, wy + wh - 20, depth, GROUND - (wy + wh - 20), '#dfe5ec');
  g.hatch(wall + depth, 120, wall + depth, wy + 20, 14, 9, 1);
  g.hatch(wall + depth, wy + wh - 20, wall + depth, GROUND, 14, 9, 1);
  g.line(wall + depth - 10, wy + 20, wall + depth - 10, wy + wh - 20, '#7d97b2', 4);
  const sx = wall + 24;
  const sy = down ? wy + 30 : wy + wh - 30;
  g.beam(sx, sy, wall + depth - 14, down ? wy + wh - 30 : wy + 30, wall + 2, down ? wy + wh - 24 : wy + 24, BEAM_FILL, 0.35);
  g.fixture(sx, sy, 24, 12, down ? 90 : -90);
  g.dim('W1', wall, 560, wall + depth, 560, { ext: [0, -(560 - GROUND)] });
  g.dim('H1', 900, wy + 20, 900, 120, { ext: [900 - wall - depth, 0] });
  g.dim('D', sx, down ? wy - 20 : wy + wh + 40, wall + depth - 10, down ? wy - 20 : wy + wh + 40, { labelAt: [sx + 48, down ? wy - 40 : wy + wh + 62] });
}

function drawGuide(g: Svg, double: boolean, variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '截面 Cross-section');
  const vertical = variant === 'vertical';
  if (vertical) {
    g.rect(250, 150, 36, 320, '#fff5d6', INK, 2);
    for (let y = 168; y < 460; y += 30) {
      g.line(286, y, 316, y, BEAM_EDGE, 1.2);
      g.arrowHead(316, y, 1, 0, BEAM_EDGE, 7);
      if (double) {
        g.line(250, y, 220, y, BEAM_EDGE, 1.2);
        g.arrowHead(220, y, -1, 0, BEAM_EDGE, 7);
      }
    }
    g.rect(244, 470, 48, 20, '#41566e');
    if (double) g.rect(244, 130, 48, 20, '#41566e');
    g.dim('L', 190, 470, 190, 150, { ext: [-60, 0] });
    g.dim('W', 250, 118, 286, 118, { labelAt: [330, 118] });
    ground(g, 60, 490);
  } else {
    g.rect(90, 290, 380, 34, '#fff5d6', INK, 2);
    for (let x = 110; x < 470; x += 30) {
      g.line(x, 290, x, 262, BEAM_EDGE, 1.2);
      g.arrowHead(x, 262, 0, -1, BEAM_EDGE, 7);
      if (double) {
        g.line(x, 324, x, 352, BEAM_EDGE, 1.2);
        g.arrowHead(x, 352, 0, 1, BEAM_EDGE, 7);
      }
    }
    g.rect(70, 286, 20, 42, '#41566e');
    if (double) g.rect(470, 286, 20, 42, '#41566e');
    g.dim('L', 90, 230, 470, 230, { ext: [0, 56] });
    g.dim('W', 60, 290, 60, 324, { labelAt: [40, 307] });
    g.line(230, 324, 230, GROUND, THIN, 1.5);
    g.line(330, 324, 330, GROUND, THIN, 1.5);
    ground(g, 60, 490);
    g.dim('H0', 420, GROUND, 420, 324, { ext: [0, 0] });
  }
  // cross-section: LED → guide → emitting faces
  const [cx, cy] = [745, 300];
  g.rect(cx - 120, cy - 24, 240, 48, '#fff5d6', INK, 2);
  g.rect(cx - 150, cy - 28, 30, 56, '#41566e');
  g.text(cx - 135, cy + 50, 'LED', 13, INK, 'text-anchor="middle"');
  for (let x = cx - 90; x <= cx + 100; x += 38) {
    g.line(x, cy - 24, x, cy - 60, BEAM_EDGE, 1.2);
    g.arrowHead(x, cy - 60, 0, -1, BEAM_EDGE, 7);
    if (double) {
      g.line(x, cy + 24, x, cy + 60, BEAM_EDGE, 1.2);
      g.arrowHead(x, cy + 60, 0, 1, BEAM_EDGE, 7);
    }
  }
  g.text(cx, cy - 76, double ? '双面出光 both faces emit' : '单面出光 one face emits', 14, THIN, 'text-anchor="middle"');
  if (!double) g.rect(cx - 120, cy + 24, 240, 6, '#b8c2cc', 'none', 0);
}

function drawDots(g: Svg, variant?: string) {
  panelCaption(g, 480, '立面 Elevation');
  const [x0, x1, top] = [200, 760, 140];
  g.rect(x0, top, x1 - x0, GROUND - top, '#2d3a4b', INK, 2);
  const cols = variant === 'column' ? 1 : 8;
  const rows = 6;
  const sx = 60;
  const sy = 56;
  const ox = variant === 'column' ? 480 : x0 + 70;
  const oy = GROUND - 70;
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++) {
      g.circle(ox + c * sx, oy - r * sy, 13, '#ffe9a8', 'none', 0, 'fill-opacity="0.35"');
      g.circle(ox + c * sx, oy - r * sy, 5, '#fff6d0', '#ffcf4d', 1.5);
    }
  ground(g, 140, 820);
  if (variant === 'column') g.dim('S', ox + 60, oy - sy, ox + 60, oy, { ext: [-60, 0], labelAt: [ox + 90, oy - sy / 2] });
  else g.dim('S', ox, oy + 36, ox + sx, oy + 36, { labelAt: [ox + sx / 2, oy + 36] });
  g.dim('H0', 160, GROUND, 160, oy, { ext: [-(ox - 160), 0] });
  g.dim('X', x0, top - 24, ox, top - 24, { ext: [0, 0] });
  if (g.has('X')) g.line(ox, top - 24, ox, oy - (rows - 1) * sy, DIM, 1, 'stroke-dasharray="3 3"');
  g.dim('Y', 800, top, 800, oy - (rows - 1) * sy, { ext: [800 - x1, 0] });
}

function drawLines(g: Svg, variant?: string) {
  panelCaption(g, 480, '立面 Elevation');
  const [x0, x1, top] = [200, 760, 140];
  g.rect(x0, top, x1 - x0, GROUND - top, '#2d3a4b', INK, 2);
  const vertical = variant === 'vertical';
  if (vertical) {
    for (let i = 0; i < 6; i++) {
      const x = x0 + 70 + i * 80;
      g.rect(x - 5, top + 40, 10, 300, '#fff1bf', '#ffcf4d', 1.2);
      g.rect(x - 12, top + 40, 24, 300, '#ffe9a8', 'none', 0, 'fill-opacity="0.25"');
    }
    g.dim('L', x0 + 40, top + 340, x0 + 40, top + 40, {});
    g.dim('S', x0 + 70, top + 375, x0 + 150, top + 375, {});
  } else {
    for (let i = 0; i < 5; i++) {
      const y = GROUND - 60 - i * 66;
      g.rect(x0 + 60, y - 5, 300, 10, '#fff1bf', '#ffcf4d', 1.2);
      g.rect(x0 + 60, y - 12, 300, 24, '#ffe9a8', 'none', 0, 'fill-opacity="0.25"');
      g.rect(x0 + 400, y - 5, 110, 10, '#fff1bf', '#ffcf4d', 1.2);
    }
    g.dim('L', x0 + 60, top - 24, x0 + 360, top - 24, {});
    if (g.has('L')) {
      g.line(x0 + 60, top - 24, x0 + 60, GROUND - 60 - 4 * 66, DIM, 1, 'stroke-dasharray="3 3"');
      g.line(x0 + 360, top - 24, x0 + 360, GROUND - 60 - 4 * 66, DIM, 1, 'stroke-dasharray="3 3"');
    }
    g.dim('S', 800, GROUND - 60, 800, GROUND - 126, { ext: [800 - x0 - 360, 0] });
    g.dim('H0', 160, GROUND, 160, GROUND - 60, { ext: [-(x0 + 60 - 160), 0] });
  }
  ground(g, 140, 820);
}

function drawPoint(g: Svg, variant?: string) {
  panelCaption(g, 270, '立面 Elevation');
  panelCaption(g, 745, '剖面 Section');
  const diffuse = variant === 'diffuse';
  const top = 130;
  g.rect(110, top, 320, GROUND - top, '#f1f4f8');
  const ys = [240, 340];
  const xs = [170, 250, 330];
  for (const y of ys)
    for (const x of xs) {
      if (diffuse) g.circle(x, y, 24, BEAM_FILL, 'none', 0, 'fill-opacity="0.25"');
      else g.poly([[x, y], [x - 16, y + 60], [x + 16, y + 60]], BEAM_FILL, 'none', 0, 'fill-opacity="0.3"');
      g.circle(x, y, 7, '#fff6d0', INK, 1.6);
    }
  ground(g, 60, 490);
  g.dim('S', 170, 200, 250, 200, { ext: [0, 40] });
  g.dim('H0', 80, GROUND, 80, 340, { ext: [-90, 0] });
  // section: facade, fixture at H0 aimed by A toward the viewer at distance D
  const wall = 610;
  g.rect(wall - 22, top, 22, GROUND - top, '#dfe5ec');
  g.hatch(wall - 22, GROUND, wall - 22, top, 14, 9, 1);
  ground(g, 560, 930);
  const fy = 300;
  const vx = 880;
  if (diffuse) g.circle(wall + 8, fy, 46, BEAM_FILL, 'none', 0, 'fill-opacity="0.25"');
  else g.beam(wall + 8, fy, vx + 20, GROUND - 150, vx + 20, GROUND - 20, BEAM_FILL, 0.3);
  g.circle(wall + 6, fy, 9, '#fff6d0', INK, 1.8);
  viewer(g, vx, GROUND);
  g.dim('D', wall, 545, vx, 545, { ext: [0, -30] });
  g.dim('H0', 580 - 20, GROUND, 580 - 20, fy, {});
  if (g.has('A')) {
    g.line(wall + 8, fy, wall + 200, fy, DIM, 1, 'stroke-dasharray="4 3"');
    const aim = Math.atan2(GROUND - 85 - fy, vx - wall);
    g.line(wall + 8, fy, wall + 8 + 220 * Math.cos(aim), fy + 220 * Math.sin(aim), DIM, 1, 'stroke-dasharray="4 3"');
    g.angle('A', wall + 8, fy, 110, -(aim * 180) / Math.PI, 0);
  }
}

function drawFarPoint(g: Svg, variant?: string) {
  panelCaption(g, 480, '远视 Distant view');
  // skyline with accent points on the roof, a viewer far away
  const base = GROUND;
  g.rect(110, 160, 120, base - 160, '#eef2f6');
  g.rect(240, 110, 90, base - 110, '#f1f4f8');
  g.rect(340, 200, 110, base - 200, '#eef2f6');
  windows(g, 244, 130, 82, base - 150, 3, 10);
  const roof = variant === 'roof';
  const pts: Array<[number, number]> = roof ? [[250, 110], [285, 110], [320, 110]] : [[285, 110], [285, 200], [285, 300]];
  for (const [x, y] of pts) {
    g.circle(x, y, 18, BEAM_FILL, 'none', 0, 'fill-opacity="0.3"');
    g.circle(x, y, 6, '#fff6d0', INK, 1.6);
  }
  ground(g, 60, 930);
  const vx = 860;
  viewer(g, vx, base);
  g.line(285, 110, vx, base - 44, BEAM_EDGE, 1.2, 'stroke-dasharray="8 5"');
  g.dim('H0', 80, base, 80, 110, { ext: [-205, 0] });
  g.dim('D', 285, 548, vx, 548, { ext: [0, -38] });
  if (g.has('X')) g.dim('X', 450, 150, 600, 150, { labelAt: [525, 130] });
  if (g.has('Y')) g.dim('Y', 640, 170, 640, 300, { labelAt: [665, 235] });
  if (g.has('Z')) g.dim('Z', 680, 420, 760, 360, { labelAt: [735, 410] });
  if (g.has('A')) {
    g.line(285, 110, 460, 110, DIM, 1, 'stroke-dasharray="4 3"');
    const aim = Math.atan2(base - 44 - 110, vx - 285);
    g.angle('A', 285, 110, 150, -(aim * 180) / Math.PI, 0);
  }
}

function drawGeneric(g: Svg) {
  panelCaption(g, 480, '通用模板 Generic form (currency)');
  // an isometric box: W across, L in depth, H up
  const [ox, oy] = [330, 450];
  const W = 300;
  const L = 160;
  const H = 260;
  const dx = L * 0.8;
  const dy = -L * 0.45;
  g.poly([[ox, oy], [ox + W, oy], [ox + W, oy - H], [ox, oy - H]], '#f1f4f8');
  g.poly([[ox + W, oy], [ox + W + dx, oy + dy], [ox + W + dx, oy + dy - H], [ox + W, oy - H]], '#e3e9f0');
  g.poly([[ox, oy - H], [ox + W, oy - H], [ox + W + dx, oy + dy - H], [ox + dx, oy + dy - H]], '#f7f9fb');
  g.line(ox, oy, ox + dx, oy + dy, THIN, 1, 'stroke-dasharray="5 4"');
  g.line(ox + dx, oy + dy, ox + W + dx, oy + dy, THIN, 1, 'stroke-dasharray="5 4"');
  g.line(ox + dx, oy + dy, ox + dx, oy + dy - H, THIN, 1, 'stroke-dasharray="5 4"');
  g.dim('W', ox, oy + 40, ox + W, oy + 40, { ext: [0, -40] });
  g.dim('H', ox - 40, oy, ox - 40, oy - H, { ext: [-40, 0] });
  g.dim('L', ox + W + 30, oy + 20, ox + W + dx + 30, oy + dy + 20, {});
  g.text(ox + W / 2, oy - H / 2, '任意被照面', 18, THIN, 'text-anchor="middle"');
  g.text(ox + W / 2, oy - H / 2 + 24, 'any lit surface', 14, THIN, 'text-anchor="middle"');
}

// ---------------------------------------------------------------------------------------------
// Lamp sketches

export interface LampSketchSpec {
  code: string;
  shape: 1 | 2;
  file: string;
  /** The library's name, with the size the drawing is proportioned to (it tells one sketch of a type and mount from another in the editor's list). */
  zh: string;
  en: string;
  /**
   * The title drawn on the sketch: type and mount, no size. A record sets its own dimensions, which
   * the sheet prints beside the sketch; a size in the drawing would read as a second one.
   */
  title: { zh: string; en: string };
  letters: Array<'L' | 'W' | 'D'>;
  /** Proportions: length, width, depth in mm (drawn to scale within the view). */
  dims: [number, number, number];
  mount: 'bracket' | 'surface' | 'recessed' | 'clip' | 'spike' | 'stem';
}

const MOUNT_NAMES: Record<LampSketchSpec['mount'], [string, string]> = {
  bracket: ['支架式', 'bracket'],
  surface: ['明装', 'surface'],
  recessed: ['嵌入式', 'recessed'],
  clip: ['卡扣式', 'clip'],
  spike: ['地插式', 'spike'],
  stem: ['立杆式', 'stem'],
};

export function lampSketchSpecs(types: Array<{ code: string; zh: string; en: string }>): LampSketchSpec[] {
  const out: LampSketchSpec[] = [];
  const name = (code: string) => types.find((t) => t.code === code)!;
  const add = (code: string, shape: 1 | 2, letters: Array<'L' | 'W' | 'D'>, dims: [number, number, number], mount: LampSketchSpec['mount']) => {
    const t = name(code);
    const n = out.filter((o) => o.code === code).length + 1;
    const [mzh, men] = MOUNT_NAMES[mount];
    const size = shape === 2 ? `Ø${dims[0]}` : `${dims[0]}×${dims[1]}×${dims[2]}`;
    out.push({
      code,
      shape,
      file: `${code.toLowerCase()}-${n}`,
      zh: `${t.zh} ${size} ${mzh}`,
      en: `${t.en} ${size} mm, ${men}`,
      title: { zh: `${t.zh} ${mzh}`, en: `${t.en}, ${men}` },
      letters,
      dims,
      mount,
    });
  };
  // wall washers: 11 sketches, so the 9-per-page list has two pages
  for (const [len, mount] of [
    [300, 'bracket'], [500, 'bracket'], [600, 'bracket'], [1000, 'bracket'], [1200, 'bracket'],
    [300, 'surface'], [600, 'surface'], [1000, 'surface'], [1200, 'surface'], [600, 'recessed'], [1000, 'recessed'],
  ] as Array<[number, LampSketchSpec['mount']]>) {
    add('XQD', 1, ['L', 'W', 'D'], [len, len >= 1000 ? 70 : 56, len >= 1000 ? 82 : 64], mount);
  }
  // floodlights: 10 sketches, square and round
  for (const [size, shape] of [[180, 1], [240, 1], [320, 1], [400, 1], [460, 1], [150, 2], [200, 2], [260, 2], [320, 2], [380, 2]] as Array<[number, 1 | 2]>) {
    add('TGD', shape, shape === 2 ? ['L', 'D'] : ['L', 'W', 'D'], [size, Math.round(size * 0.8), Math.round(size * 0.45)], 'bracket');
  }
  add('XTD', 1, ['L', 'W', 'D'], [500, 18, 24], 'clip');
  add('XTD', 1, ['L', 'W', 'D'], [1000, 20, 30], 'clip');
  add('XTD', 1, ['L', 'W', 'D'], [1200, 30, 35], 'surface');
  add('XTD', 1, ['L', 'W'], [1000, 16, 16], 'recessed');
  add('DGY', 2, ['L', 'D'], [40, 40, 32], 'surface');
  add('DGY', 2, ['L', 'D'], [60, 60, 40], 'surface');
  add('DGY', 2, ['L', 'D'], [80, 80, 55], 'recessed');
  add('DGY', 1, ['L', 'W', 'D'], [50, 50, 30], 'surface');
  add('DGY', 2, ['L'], [100, 100, 60], 'bracket');
  add('LKD', 1, ['L', 'W', 'D'], [1000, 24, 24], 'clip');
  add('LKD', 1, ['L', 'W', 'D'], [1000, 30, 40], 'surface');
  add('LKD', 1, ['L', 'W'], [500, 24, 24], 'clip');
  add('DMD', 2, ['L', 'D'], [120, 120, 110], 'recessed');
  add('DMD', 2, ['L', 'D'], [180, 180, 130], 'recessed');
  add('DMD', 2, ['L', 'D'], [250, 250, 160], 'recessed');
  add('DMD', 1, ['L', 'W', 'D'], [600, 90, 110], 'recessed');
  add('DGD', 1, ['L', 'W', 'D'], [1000, 30, 20], 'surface');
  add('DGD', 1, ['L', 'W', 'D'], [1500, 36, 24], 'surface');
  add('DGD', 1, ['L', 'W', 'D'], [2000, 40, 28], 'bracket');
  add('CTD', 1, ['L', 'W', 'D'], [300, 34, 40], 'surface');
  add('CTD', 1, ['L', 'W', 'D'], [600, 34, 40], 'surface');
  add('CTD', 1, ['L', 'W', 'D'], [1200, 40, 46], 'bracket');
  add('XSD', 2, ['L', 'D'], [50, 50, 30], 'surface');
  add('XSD', 2, ['L', 'D'], [80, 80, 40], 'surface');
  add('XSD', 1, ['L', 'W', 'D'], [60, 60, 35], 'surface');
  add('BD', 1, ['L', 'W', 'D'], [160, 80, 120], 'surface');
  add('BD', 2, ['L', 'D'], [120, 120, 140], 'surface');
  add('BD', 1, ['L', 'W', 'D'], [240, 90, 130], 'stem');
  return out;
}

export const LAMP_SKETCH_W = 720;
export const LAMP_SKETCH_H = 480;

/** Two-view technical drawing of a fixture with its L / W / D dimensions. */
export function drawLampSketch(spec: LampSketchSpec): string {
  const g = new Svg(LAMP_SKETCH_W, LAMP_SKETCH_H, new Set(spec.letters));
  g.title(spec.title.zh, spec.title.en);
  const [len, wid, dep] = spec.dims;
  const round = spec.shape === 2;
  g.line(430, 80, 430, 450, '#d5dbe2', 1, 'stroke-dasharray="4 4"');
  g.text(220, 96, round ? '俯视 Top view' : '正视 Front view', 13, THIN, 'text-anchor="middle"');
  g.text(575, 96, '侧视 Side view', 13, THIN, 'text-anchor="middle"');
  // scale the larger of length/depth into the views
  const maxFront = 340;
  const scale = Math.min(maxFront / len, 190 / Math.max(dep, wid), 2.4);
  const L = len * scale;
  const D = Math.max(dep * scale, 14);
  const cx = 220;
  const cy = 270;
  if (round) {
    const r = L / 2;
    g.circle(cx, cy, r, '#eef2f6');
    g.circle(cx, cy, r * 0.78, '#fff6d0', INK, 1.4);
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      g.circle(cx + Math.cos(a) * r * 0.45, cy + Math.sin(a) * r * 0.45, Math.max(r * 0.09, 3), '#ffe49a', THIN, 1);
    }
    g.circle(cx, cy, Math.max(r * 0.09, 3), '#ffe49a', THIN, 1);
    g.dim('L', cx - r, cy + r + 36, cx + r, cy + r + 36, { ext: [0, -36 - 0] });
  } else {
    g.rect(cx - L / 2, cy - D / 2, L, D, '#eef2f6', INK, 2, 'rx="3"');
    g.rect(cx - L / 2 + 8, cy - D / 2 + 4, L - 16, Math.max(D * 0.35, 5), '#fff6d0', THIN, 1);
    const n = Math.max(2, Math.min(12, Math.floor(L / 28)));
    for (let i = 0; i < n; i++) g.circle(cx - L / 2 + 14 + ((L - 28) * i) / (n - 1), cy - D / 2 + 4 + Math.max(D * 0.35, 5) / 2, Math.min(4, D * 0.12), '#ffcf4d', 'none', 0);
    g.rect(cx - L / 2 - 6, cy - D / 2, 6, D, '#c9d2dc', INK, 1.2);
    g.rect(cx + L / 2, cy - D / 2, 6, D, '#c9d2dc', INK, 1.2);
    g.dim('L', cx - L / 2, cy + D / 2 + 44, cx + L / 2, cy + D / 2 + 44, { ext: [0, -44] });
  }
  // mount in the front view
  if (spec.mount === 'bracket') {
    g.path(`M${cx - 20},${cy + (round ? L / 2 : D / 2)} L${cx - 20},${cy + (round ? L / 2 : D / 2) + 18} L${cx + 20},${cy + (round ? L / 2 : D / 2) + 18} L${cx + 20},${cy + (round ? L / 2 : D / 2)}`, 'none', INK, 2);
  } else if (spec.mount === 'stem' || spec.mount === 'spike') {
    g.line(cx, cy + D / 2, cx, cy + D / 2 + 30, INK, 3);
  }
  // side view, scaled on its own so that slim profiles stay readable
  const sx = 575;
  const sy = 270;
  if (round) {
    const k = Math.min(180 / len, 150 / dep, 2.4);
    const bw = len * k * 0.9;
    const bd = Math.max(dep * k, 14);
    g.rect(sx - bw / 2, sy - bd / 2, bw, bd, '#eef2f6', INK, 2, 'rx="6"');
    g.rect(sx - bw / 2 - 4, sy - bd / 2 - 6, bw + 8, 6, '#c9d2dc', INK, 1.2);
    g.dim('D', sx + bw / 2 + 30, sy + bd / 2, sx + bw / 2 + 30, sy - bd / 2, { ext: [30, 0], shown: LAMP_LETTER_SHOWN.D });
  } else {
    const k = Math.min(170 / wid, 150 / dep, 2.4);
    const ws = Math.max(wid * k, 14);
    const ds = Math.max(dep * k, 14);
    g.rect(sx - ws / 2, sy - ds / 2, ws, ds, '#eef2f6', INK, 2, 'rx="3"');
    g.rect(sx - ws / 2 + 3, sy - ds / 2 + 3, ws - 6, Math.max(ds * 0.25, 4), '#fff6d0', THIN, 1);
    g.dim('W', sx - ws / 2, sy + ds / 2 + 44, sx + ws / 2, sy + ds / 2 + 44, { ext: [0, -44] });
    g.dim('D', sx + ws / 2 + 34, sy + ds / 2, sx + ws / 2 + 34, sy - ds / 2, { ext: [34, 0], shown: LAMP_LETTER_SHOWN.D });
    if (spec.mount === 'recessed') g.line(sx - ws / 2 - 30, sy - ds / 2 + 6, sx + ws / 2 + 30, sy - ds / 2 + 6, THIN, 2, 'stroke-dasharray="6 3"');
  }
  g.text(LAMP_SKETCH_W - 24, LAMP_SKETCH_H - 20, '单位 mm', 12, THIN, 'text-anchor="end"');
  void DIM;
  void BEAM_FILL;
  return g.toString();
}
