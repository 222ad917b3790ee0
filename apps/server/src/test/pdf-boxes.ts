import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as pdfjs places it: its page (1-based), its box in PDF points (y up), its text. */
export interface TextBox {
  page: number;
  str: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** What a reader cannot read: two runs drawn over each other, or a run drawn (partly) off its page. */
export interface Collision {
  page: number;
  what: string;
}

/**
 * Every non-blank run of text of a PDF with its box: the run's advance width along its baseline,
 * from 0.2 of its size below the baseline (descenders) to 0.8 above (cap height), turned with
 * the run's own matrix (rotated labels) and taken as the rectangle around that.
 */
export async function pdfTextBoxes(pdf: Uint8Array): Promise<{ boxes: TextBox[]; pages: Array<{ width: number; height: number }> }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const boxes: TextBox[] = [];
  const pages: Array<{ width: number; height: number }> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
    pages.push({ width: vx1 - vx0, height: vy1 - vy0 });
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a, b, c, d, e, f] = item.transform as number[] as [number, number, number, number, number, number];
      const size = Math.hypot(c, d);
      const along = Math.hypot(a, b) || 1;
      // unit vectors along the baseline and up from it
      const ux = a / along;
      const uy = b / along;
      const vx = c / (size || 1);
      const vy = d / (size || 1);
      const corners = [
        [0, -0.2 * size],
        [item.width, -0.2 * size],
        [0, 0.8 * size],
        [item.width, 0.8 * size],
      ].map(([s, t]) => [e + s! * ux + t! * vx, f + s! * uy + t! * vy] as const);
      const xs = corners.map((p) => p[0]);
      const ys = corners.map((p) => p[1]);
      boxes.push({ page: i, str: item.str, x0: Math.min(...xs) - vx0, x1: Math.max(...xs) - vx0, y0: Math.min(...ys) - vy0, y1: Math.max(...ys) - vy0 });
    }
  }
  await doc.destroy();
  return { boxes, pages };
}

/** Boxes closer than this (points) are touching, not overlapping: a kerned run beside the next. */
const TOLERANCE = 0.6;

/** Every pair of runs of one page whose boxes overlap, and every run that leaves its page. */
export async function pdfCollisions(pdf: Uint8Array): Promise<Collision[]> {
  const { boxes, pages } = await pdfTextBoxes(pdf);
  const out: Collision[] = [];
  const show = (b: TextBox) => `"${b.str}" (${b.x0.toFixed(1)}–${b.x1.toFixed(1)}, ${b.y0.toFixed(1)}–${b.y1.toFixed(1)})`;
  for (let p = 1; p <= pages.length; p++) {
    const { width, height } = pages[p - 1]!;
    // a label on a halo is its text drawn twice at one place (a white outline, then the ink): one label
    const on = boxes.filter((b, k) => b.page === p && !boxes.slice(0, k).some((o) => o.page === p && o.str === b.str && Math.abs(o.x0 - b.x0) < 0.05 && Math.abs(o.y0 - b.y0) < 0.05));
    for (const b of on) {
      if (b.x0 < -TOLERANCE || b.y0 < -TOLERANCE || b.x1 > width + TOLERANCE || b.y1 > height + TOLERANCE) out.push({ page: p, what: `${show(b)} leaves the page` });
    }
    for (let i = 0; i < on.length; i++) {
      for (let j = i + 1; j < on.length; j++) {
        const a = on[i]!;
        const b = on[j]!;
        const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (dx > TOLERANCE && dy > TOLERANCE) out.push({ page: p, what: `${show(a)} over ${show(b)}` });
      }
    }
  }
  return out;
}
