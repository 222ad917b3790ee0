/**
 * Generated pictures of the demo set: brand logos, fixture product pictures (per lamp type and
 * shape), false-colour luminance maps and night-time effect pictures.
 */
import { Rng, hashString } from './random.js';
import { FONT, INK, Svg, THIN, esc } from './svg-kit.js';

const PALETTE = ['#1f6feb', '#0f9d8a', '#d9480f', '#7048e8', '#c2255c', '#2b8a3e', '#e67700', '#1864ab', '#5c940d', '#862e9c', '#0b7285', '#495057'];

/** A brand logo: a geometric mark, the Chinese name and the English name. */
export function brandLogo(zh: string, en: string, index: number): string {
  const rng = new Rng(hashString(en) ^ index);
  const colour = PALETTE[index % PALETTE.length]!;
  const accent = PALETTE[(index * 5 + 3) % PALETTE.length]!;
  const g = new Svg(320, 120);
  const cx = 60;
  const cy = 60;
  switch (index % 6) {
    case 0:
      g.circle(cx, cy, 34, colour, 'none', 0);
      g.circle(cx + 12, cy - 10, 14, '#ffffff', 'none', 0);
      break;
    case 1:
      g.poly([[cx, cy - 38], [cx + 34, cy - 19], [cx + 34, cy + 19], [cx, cy + 38], [cx - 34, cy + 19], [cx - 34, cy - 19]], colour, 'none', 0);
      g.poly([[cx, cy - 18], [cx + 16, cy + 12], [cx - 16, cy + 12]], '#ffffff', 'none', 0);
      break;
    case 2:
      for (let i = 0; i < 3; i++) g.path(`M${cx - 34 + i * 8},${cy + 18} A${40 - i * 10},${40 - i * 10} 0 0 1 ${cx + 34 - i * 8},${cy + 18}`, 'none', i === 1 ? accent : colour, 7);
      break;
    case 3:
      g.rect(cx - 32, cy - 32, 64, 64, colour, 'none', 0, 'rx="14"');
      g.line(cx - 16, cy + 16, cx + 16, cy - 16, '#ffffff', 7);
      g.circle(cx + 16, cy - 16, 6, accent, 'none', 0);
      break;
    case 4:
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        g.line(cx + Math.cos(a) * 16, cy + Math.sin(a) * 16, cx + Math.cos(a) * 34, cy + Math.sin(a) * 34, colour, 5);
      }
      g.circle(cx, cy, 11, accent, 'none', 0);
      break;
    default:
      g.poly([[cx - 34, cy + 30], [cx, cy - 34], [cx + 34, cy + 30]], 'none', colour, 7);
      g.circle(cx, cy + 8, 10, accent, 'none', 0);
  }
  const enText = en.length > 18 ? en.slice(0, 18) : en;
  g.text(112, 58, zh, 26, INK, 'font-weight="700"');
  g.text(112, 86, enText.toUpperCase(), 13, colour, `letter-spacing="${rng.int(1, 2)}" font-weight="600"`);
  return g.toString();
}

/** A product picture of a fixture type (light rendering with gradients), 400 × 300. */
export function lampPicture(code: string, shape: 1 | 2, zh: string, en: string): string {
  const g = new Svg(400, 300);
  g.defs.push(
    '<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e9aa8"/><stop offset="0.5" stop-color="#5b6878"/><stop offset="1" stop-color="#3a4452"/></linearGradient>',
    '<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe8"/><stop offset="1" stop-color="#ffd866"/></linearGradient>',
    '<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3b0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3b0" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f8fb"/><stop offset="1" stop-color="#e6ebf1"/></linearGradient>',
  );
  g.rect(0, 0, 400, 300, 'url(#bg)', 'none', 0);
  g.ellipse(200, 250, 150, 14, '#c9d1da', 'none', 0, 'fill-opacity="0.6"');
  const linear = ['XQD', 'XTD', 'LKD', 'DGD', 'CTD'].includes(code);
  if (linear) {
    const depth = code === 'XTD' || code === 'LKD' ? 22 : code === 'DGD' ? 16 : 44;
    // a long bar in a slight perspective
    g.poly([[40, 150], [340, 120], [360, 130 + depth * 0.5], [60, 160 + depth * 0.5]], 'url(#body)', INK, 1.5);
    g.poly([[40, 150], [340, 120], [340, 120 - depth], [40, 150 - depth]], '#9aa6b3', INK, 1.5);
    g.poly([[52, 146 - depth * 0.2], [330, 119 - depth * 0.2], [330, 121 - depth * 0.85], [52, 148 - depth * 0.85]], 'url(#lens)', '#c9a227', 1);
    if (code === 'DGD') g.poly([[60, 140 - depth], [330, 110 - depth], [330, 60 - depth], [60, 90 - depth]], '#fff6d0', '#e0c36a', 1, 'fill-opacity="0.7"');
    if (code === 'XQD' || code === 'CTD') {
      g.rect(150, 160, 14, 40, '#4a5562', INK, 1.2);
      g.rect(250, 150, 14, 40, '#4a5562', INK, 1.2);
      g.rect(136, 196, 140, 10, '#4a5562', INK, 1.2);
    }
  } else if (code === 'DMD') {
    g.ellipse(200, 170, 120, 46, 'url(#body)', INK, 2);
    g.ellipse(200, 164, 96, 36, '#2f3844', INK, 1.5);
    g.ellipse(200, 162, 80, 28, 'url(#lens)', '#c9a227', 1.2);
    if (shape === 1) g.rect(150, 146, 100, 30, 'none', '#c9a227', 1.2);
    g.ellipse(200, 150, 120, 60, 'url(#glow)', 'none', 0);
  } else if (code === 'DGY' || code === 'XSD') {
    g.circle(200, 140, 110, 'url(#glow)', 'none', 0);
    if (shape === 2) {
      g.ellipse(200, 190, 70, 22, '#3a4452', INK, 1.5);
      g.rect(130, 150, 140, 40, 'url(#body)', 'none', 0);
      g.line(130, 150, 130, 190, INK, 1.5);
      g.line(270, 150, 270, 190, INK, 1.5);
      g.ellipse(200, 150, 70, 22, code === 'XSD' ? '#fff3c4' : 'url(#lens)', INK, 1.5);
      if (code === 'XSD') g.path('M130,150 A70,48 0 0 1 270,150', '#fff6d6', '#d9b64a', 1.2, 'fill-opacity="0.9"');
    } else {
      g.poly([[140, 120], [260, 120], [280, 140], [160, 140]], 'url(#lens)', INK, 1.5);
      g.poly([[140, 120], [160, 140], [160, 200], [140, 180]], '#4a5562', INK, 1.5);
      g.poly([[160, 140], [280, 140], [280, 200], [160, 200]], 'url(#body)', INK, 1.5);
    }
  } else if (code === 'BD') {
    g.rect(150, 70, 100, 160, 'url(#body)', INK, 2, 'rx="8"');
    g.poly([[160, 70], [240, 70], [280, 10], [120, 10]], '#fff3b0', 'none', 0, 'fill-opacity="0.6"');
    g.poly([[160, 230], [240, 230], [280, 290], [120, 290]], '#fff3b0', 'none', 0, 'fill-opacity="0.6"');
    g.rect(160, 66, 80, 6, 'url(#lens)', 'none', 0);
    g.rect(160, 228, 80, 6, 'url(#lens)', 'none', 0);
  } else {
    // floodlight on a yoke
    g.path('M120,230 L120,200 Q120,150 150,150 M280,230 L280,200 Q280,150 250,150', 'none', '#4a5562', 8);
    g.rect(100, 226, 200, 12, '#4a5562', INK, 1.5, 'rx="3"');
    if (shape === 2) {
      g.ellipse(200, 140, 92, 92, 'url(#body)', INK, 2);
      g.ellipse(200, 140, 74, 74, '#2f3844', INK, 1.5);
      g.ellipse(200, 140, 64, 64, 'url(#lens)', '#c9a227', 1.2);
      for (let i = 0; i < 7; i++) {
        const a = (i * 2 * Math.PI) / 7;
        g.circle(200 + (i === 6 ? 0 : Math.cos(a) * 34), 140 + (i === 6 ? 0 : Math.sin(a) * 34), 11, '#fffbe8', '#e0c36a', 1);
      }
    } else {
      g.rect(110, 60, 180, 160, 'url(#body)', INK, 2, 'rx="10"');
      g.rect(126, 76, 148, 128, 'url(#lens)', '#c9a227', 1.2, 'rx="4"');
      for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) g.circle(152 + c * 48, 100 + r * 40, 13, '#fffbe8', '#e0c36a', 1);
      for (let i = 0; i < 8; i++) g.line(114 + i * 24, 60, 114 + i * 24, 52, INK, 3);
    }
  }
  g.text(20, 284, `${zh} ${en}`, 13, THIN);
  g.text(380, 284, code, 13, THIN, 'text-anchor="end" font-weight="700"');
  return g.toString();
}

/** Jet-like colour map for 0…1. */
function falseColour(v: number): string {
  const stops: Array<[number, [number, number, number]]> = [
    [0, [20, 20, 120]],
    [0.2, [0, 90, 230]],
    [0.4, [0, 200, 210]],
    [0.6, [120, 220, 60]],
    [0.8, [255, 210, 0]],
    [1, [230, 40, 20]],
  ];
  const x = Math.min(1, Math.max(0, v));
  for (let i = 1; i < stops.length; i++) {
    const [p1, c1] = stops[i]!;
    const [p0, c0] = stops[i - 1]!;
    if (x <= p1) {
      const t = (x - p0) / (p1 - p0);
      const c = c0.map((a, k) => Math.round(a + (c1[k]! - a) * t));
      return `rgb(${c[0]},${c[1]},${c[2]})`;
    }
  }
  return 'rgb(230,40,20)';
}

export type PictureFamily = 'flood' | 'wash' | 'twoFace' | 'column' | 'window' | 'guide' | 'dots' | 'line' | 'point';

/** Which picture family an application type uses. */
export function pictureFamily(typeId: number): PictureFamily {
  if (typeId === 101) return 'flood';
  if (typeId === 102 || typeId === 105 || typeId === 109) return 'wash';
  if (typeId === 103) return 'twoFace';
  if (typeId === 104) return 'column';
  if (typeId === 106) return 'window';
  if (typeId === 107 || typeId === 108) return 'guide';
  if (typeId === 110) return 'dots';
  if (typeId === 111) return 'line';
  return 'point';
}

/** Relative value (0…1) of the false-colour field at (u, v) in 0…1, u right, v up. */
function field(family: PictureFamily, variant: number, u: number, v: number): number {
  const spread = 0.18 + variant * 0.08;
  switch (family) {
    case 'flood':
      return Math.exp(-(((u - 0.5) / (spread * 1.6)) ** 2) - ((v - 0.45) / (spread * 2.4)) ** 2);
    case 'wash':
    case 'column': {
      const scallop = Math.cos((u * (family === 'column' ? 1 : 4) + 0.5) * Math.PI * 2) * 0.15 + 0.85;
      return Math.exp(-v * (1.6 - variant * 0.4)) * scallop * Math.min(1, v * 12 + 0.1);
    }
    case 'twoFace':
      return u < 0.62 ? Math.exp(-v * 1.3) * Math.min(1, v * 10 + 0.1) : 0.55 * Math.exp(-v * 2.5) * Math.min(1, v * 10 + 0.1);
    case 'window': {
      const inFrame = u > 0.2 && u < 0.8 && v > 0.15 && v < 0.85;
      return inFrame ? 0.25 : Math.exp(-Math.abs(v - 0.12) * 3) * 0.9;
    }
    case 'guide':
      return Math.abs(v - 0.5) < 0.12 ? 0.9 - 0.35 * u * (variant ? 0.6 : 1) : 0.08 * Math.exp(-Math.abs(v - 0.5) * 4);
    case 'line':
      return Math.abs(v - 0.5) < 0.06 ? 0.95 : 0.25 * Math.exp(-Math.abs(v - 0.5) * 8);
    case 'dots': {
      const du = (u * 6) % 1 - 0.5;
      const dv = (v * 4) % 1 - 0.5;
      return Math.exp(-(du * du + dv * dv) / 0.02);
    }
    case 'point':
    default:
      return Math.exp(-(((u - 0.5) ** 2 + (v - 0.5) ** 2) / (spread * spread * 0.5)));
  }
}

/** False-colour map of a type family with a scale in cd/m² (or cd for point sources). */
export function falseColourPicture(family: PictureFamily, variant: number, peak: number, unit: string): string {
  const g = new Svg(480, 320);
  g.rect(0, 0, 480, 320, '#10151d', 'none', 0);
  const cols = 32;
  const rows = 22;
  const [x0, y0, w, h] = [16, 16, 384, 288];
  const cw = w / cols;
  const ch = h / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const val = field(family, variant, (c + 0.5) / cols, 1 - (r + 0.5) / rows);
      g.add(`<rect x="${(x0 + c * cw).toFixed(1)}" y="${(y0 + r * ch).toFixed(1)}" width="${(cw + 0.3).toFixed(1)}" height="${(ch + 0.3).toFixed(1)}" fill="${falseColour(val)}"/>`);
    }
  }
  g.rect(x0, y0, w, h, 'none', '#ffffff', 1, 'stroke-opacity="0.5"');
  // scale bar
  for (let i = 0; i < 40; i++) g.add(`<rect x="418" y="${(16 + i * 7.2).toFixed(1)}" width="18" height="7.6" fill="${falseColour(1 - i / 39)}"/>`);
  for (let i = 0; i <= 4; i++) {
    const v = Math.round((peak * (4 - i)) / 4);
    g.text(440, 22 + i * 72, String(v), 11, '#e9eef5');
  }
  g.text(418, 316, unit, 11, '#e9eef5');
  return g.toString();
}

/** A night-time effect picture of a type family in a given light colour. */
export function effectPicture(family: PictureFamily, variant: number, colour: string): string {
  const g = new Svg(480, 320);
  g.defs.push(
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1020"/><stop offset="1" stop-color="#1d2a44"/></linearGradient>',
    `<linearGradient id="up" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="0.95"/><stop offset="0.7" stop-color="${colour}" stop-opacity="0.35"/><stop offset="1" stop-color="${colour}" stop-opacity="0.05"/></linearGradient>`,
    `<radialGradient id="spot" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0.05"/></radialGradient>`,
    `<radialGradient id="dot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff"/><stop offset="0.3" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  g.rect(0, 0, 480, 320, 'url(#sky)', 'none', 0);
  const rng = new Rng(hashString(family) + variant);
  for (let i = 0; i < 24; i++) g.circle(rng.int(0, 480), rng.int(0, 120), rng.float(0.5, 1.4, 1), '#ffffff', 'none', 0, `fill-opacity="${rng.float(0.3, 0.9, 2)}"`);
  g.rect(0, 280, 480, 40, '#0a0d14', 'none', 0);
  const facade = '#2a3344';
  switch (family) {
    case 'flood':
    case 'wash':
    case 'twoFace':
      g.rect(90, 70, 300, 210, facade, 'none', 0);
      g.rect(90, 70, 300, 210, family === 'flood' ? 'url(#spot)' : 'url(#up)', 'none', 0);
      if (family === 'twoFace') g.rect(300, 180, 140, 100, 'url(#up)', '#111722', 1);
      for (let r = 0; r < 5; r++) for (let c = 0; c < 7; c++) g.rect(106 + c * 40, 86 + r * 38, 20, 22, '#0f1420', 'none', 0, 'fill-opacity="0.55"');
      break;
    case 'column':
      for (const x of [120, 220, 320]) {
        g.rect(x, 60, 44, 220, facade, 'none', 0);
        g.rect(x, 60, 44, 220, 'url(#up)', 'none', 0);
      }
      g.rect(100, 44, 284, 18, '#1a2130', 'none', 0);
      break;
    case 'window':
      g.rect(60, 50, 360, 230, facade, 'none', 0);
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 4; c++) {
          const [x, y] = [84 + c * 86, 70 + r * 70];
          g.rect(x - 6, y - 6, 62, 56, 'url(#up)', 'none', 0);
          g.rect(x, y, 50, 44, '#121a28', 'none', 0);
        }
      break;
    case 'guide':
    case 'line':
      g.rect(60, 60, 360, 220, facade, 'none', 0);
      for (let i = 0; i < 5; i++) {
        const y = 90 + i * 40;
        g.rect(80, y - 8, 320, 16, 'url(#spot)', 'none', 0, 'fill-opacity="0.6"');
        g.rect(80, y - 2, 320, 4, colour, 'none', 0);
      }
      break;
    case 'dots':
      g.rect(60, 50, 360, 230, facade, 'none', 0);
      for (let r = 0; r < 6; r++) for (let c = 0; c < 9; c++) g.circle(90 + c * 38, 74 + r * 36, 9, 'url(#dot)', 'none', 0);
      break;
    case 'point':
    default:
      g.rect(150, 40, 180, 240, facade, 'none', 0);
      for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) g.circle(190 + c * 50, 80 + r * 52, 14 + variant * 3, 'url(#dot)', 'none', 0);
  }
  g.add(`<text x="470" y="310" font-family="${FONT}" font-size="11" fill="#8a97a6" text-anchor="end">${esc('效果示意 effect')}</text>`);
  return g.toString();
}
