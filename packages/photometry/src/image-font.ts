/**
 * A tiny 5×7 bitmap font for image labels (scale values and units): digits, sign, point,
 * slash, superscript two and the few letters of cd/m², lx, k, e, U, L, E, min, max, avg.
 */

const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '/': ['....#', '....#', '...#.', '..#..', '.#...', '#....', '#....'],
  ':': ['.....', '.##..', '.##..', '.....', '.##..', '.##..', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  '%': ['##...', '##..#', '...#.', '..#..', '.#...', '#..##', '...##'],
  '²': ['.##..', '#..#.', '..#..', '.#...', '####.', '.....', '.....'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  a: ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
  c: ['.....', '.....', '.###.', '#....', '#....', '#...#', '.###.'],
  d: ['....#', '....#', '.##.#', '#..##', '#...#', '#...#', '.####'],
  e: ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
  g: ['.....', '.####', '#...#', '#...#', '.####', '....#', '.###.'],
  i: ['..#..', '.....', '.##..', '..#..', '..#..', '..#..', '.###.'],
  k: ['#....', '#....', '#..#.', '#.#..', '##...', '#.#..', '#..#.'],
  l: ['.##..', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  m: ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#...#', '#...#'],
  n: ['.....', '.....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
  v: ['.....', '.....', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  x: ['.....', '.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
};

/** Glyph cell size in font pixels (5 wide, 7 high, plus 1 column of spacing). */
export const FONT_ADVANCE = 6;
/** Glyph height in font pixels. */
export const FONT_HEIGHT = 7;

/** True when the font can draw every character of `text`. */
export function fontSupports(text: string): boolean {
  return [...text].every((ch) => ch in GLYPHS);
}

/** Width in image pixels of `text` drawn at `scale`. */
export function fontTextWidth(text: string, scale: number): number {
  const n = [...text].length;
  return n === 0 ? 0 : (n * FONT_ADVANCE - 1) * scale;
}

/**
 * Draws `text` into an RGBA buffer with its top-left corner at (x, y); unknown characters
 * are drawn as blanks. Pixels outside the image are skipped.
 */
export function fontDrawText(
  image: { width: number; height: number; data: Uint8ClampedArray },
  text: string,
  x: number,
  y: number,
  scale: number,
  rgba: readonly [number, number, number, number],
): void {
  let cx = x;
  for (const ch of text) {
    const glyph = GLYPHS[ch];
    if (glyph) {
      for (let gy = 0; gy < FONT_HEIGHT; gy++) {
        const row = glyph[gy]!;
        for (let gx = 0; gx < 5; gx++) {
          if (row[gx] !== '#') continue;
          for (let sy = 0; sy < scale; sy++) {
            for (let sx = 0; sx < scale; sx++) {
              const px = cx + gx * scale + sx;
              const py = y + gy * scale + sy;
              if (px < 0 || py < 0 || px >= image.width || py >= image.height) continue;
              const o = (py * image.width + px) * 4;
              image.data[o] = rgba[0];
              image.data[o + 1] = rgba[1];
              image.data[o + 2] = rgba[2];
              image.data[o + 3] = rgba[3];
            }
          }
        }
      }
    }
    cx += FONT_ADVANCE * scale;
  }
}
