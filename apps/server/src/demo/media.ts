/**
 * Writing the demo media files under the media root. Paths in the database are relative to
 * that root (served under `/media/`), always with forward slashes. `writeDemoMedia` writes every
 * file the seed's rows point to (the paths of each kind below), before the rows are inserted.
 */
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandLogo, effectPicture, falseColourPicture, lampPicture, type PictureFamily } from './pictures.js';
import { BRANDS, GUIDANCE_VIDEOS, LAMP_TYPES } from './reference.js';
import { SURFACE_SKETCHES, drawLampSketch, drawSurfaceSketch, lampSketchSpecs, type LampSketchSpec } from './sketches.js';

/** `apps/server/demo-assets/`, from both `src/demo` and `dist/demo`. */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../../demo-assets/', import.meta.url));

export class MediaWriter {
  readonly written: string[] = [];

  constructor(readonly root: string) {}

  /** Write a text file at a relative path (created or replaced); returns the relative path. */
  text(relative: string, content: string): string {
    const file = join(this.root, ...relative.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content, 'utf8');
    this.written.push(relative);
    return relative;
  }

  /** Copy a shipped binary asset; skipped when an identical-size copy is already there. */
  copy(source: string, relative: string): string {
    const file = join(this.root, ...relative.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || statSync(file).size !== statSync(source).size) copyFileSync(source, file);
    this.written.push(relative);
    return relative;
  }
}

/** WebVTT text of bilingual cues spread evenly over `seconds`. */
export function webVtt(cues: Array<[string, string]>, seconds: number): string {
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const h = Math.floor(ms / 3_600_000);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    const sec = Math.floor((ms % 60_000) / 1000);
    const rest = ms % 1000;
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(rest).padStart(3, '0')}`;
  };
  const step = seconds / cues.length;
  const blocks = cues.map(([zh, en], i) => `${i + 1}\n${stamp(i * step)} --> ${stamp((i + 1) * step - 0.05)}\n${zh}\n${en}\n`);
  return `WEBVTT\n\n${blocks.join('\n')}`;
}

// ------------------------------------------------------------------------ the demo's files

/** Media paths of the picture families: generic false-colour maps and effect pictures. */
export const pseudoPath = (family: PictureFamily, variant: number) => `demo/pseudo/${family}-${variant}.svg`;
export const effectPath = (family: PictureFamily, tone: string) => `demo/effects/${family}-${tone}.svg`;
/** The guidance clip every video dictionary entry plays. */
export const VIDEO_FILE = 'demo/videos/guidance-demo.webm';
export const brandLogoPath = (index: number) => `demo/brands/brand-${String(index + 1).padStart(2, '0')}.svg`;
export const lampPicturePath = (code: string, shape: number) => `demo/lamps/${code.toLowerCase()}-${shape}.svg`;
export const surfaceSketchPath = (file: string) => `demo/sketches/${file}.svg`;
export const lampSketchPath = (file: string) => `demo/lamp-sketches/${file}.svg`;

const EFFECT_TONES: Record<string, string> = { warm: '#ffc978', cool: '#e8f1ff', rgb: '#b06cff' };
const FAMILIES: PictureFamily[] = ['flood', 'wash', 'twoFace', 'column', 'window', 'guide', 'dots', 'line', 'point'];
/** Peak of each family's generic false-colour scale (cd for the point families, else cd/m²). */
const PEAKS: Record<PictureFamily, number> = { flood: 60, wash: 120, twoFace: 100, column: 80, window: 200, guide: 400, dots: 2000, line: 400, point: 4000 };

/** What the catalogue's rows need to know of the written files. */
export interface DemoMediaFiles {
  /** Subtitle of the colour types' guidance clip. */
  colourSubtitle: string;
  /** Subtitle of each guidance video, by its `video` name. */
  videoSubtitles: Map<string, string>;
  /** Each of `SURFACE_SKETCHES` in order: its path and the positions of its letters. */
  surfaceSketches: Array<{ path: string; coords: Record<string, { x: number; y: number }> }>;
  /** The lamp sketches in order, each with its path. */
  lampSketches: Array<{ spec: LampSketchSpec; path: string }>;
}

/**
 * Write the demo's media files, which need no ids: the guidance clip and its subtitles, the
 * picture families' generic pictures, lamp pictures, brand logos, surface and lamp sketches.
 */
export function writeDemoMedia(media: MediaWriter, assetsDir: string): DemoMediaFiles {
  media.copy(join(assetsDir, 'guidance-demo.webm'), VIDEO_FILE);
  const subtitle = (name: string, cues: Array<[string, string]>) => media.text(`demo/videos/${name}.vtt`, webVtt(cues, 8));
  const colourSubtitle = subtitle('colour-types', [
    ['单色温只需填写一个色温。', 'A single white needs one colour temperature.'],
    ['双、三、四色温依次填写各色温。', 'Two to four whites: enter each temperature.'],
    ['RGB 系列的色彩代码直接写入编号。', 'The RGB family writes its own code into the number.'],
  ]);
  const videoSubtitles = new Map(GUIDANCE_VIDEOS.map((v) => [v.video, subtitle(v.video, v.cues)]));
  for (const fam of FAMILIES) {
    for (const v of [1, 2]) media.text(pseudoPath(fam, v), falseColourPicture(fam, v - 1, PEAKS[fam], fam === 'point' || fam === 'dots' ? 'cd' : 'cd/m²'));
    for (const [tone, colour] of Object.entries(EFFECT_TONES)) media.text(effectPath(fam, tone), effectPicture(fam, tone === 'cool' ? 1 : 0, colour));
  }
  for (const t of LAMP_TYPES) {
    for (const shape of t.shapes) media.text(lampPicturePath(t.code, shape), lampPicture(t.code, shape, t.zh, t.en));
  }
  BRANDS.forEach(([zh, en], i) => media.text(brandLogoPath(i), brandLogo(zh, en, i)));
  const surfaceSketches = SURFACE_SKETCHES.map((s) => {
    const drawn = drawSurfaceSketch(s);
    return { path: media.text(surfaceSketchPath(s.file), drawn.svg), coords: drawn.coords };
  });
  const lampSketches = lampSketchSpecs(LAMP_TYPES).map((spec) => ({ spec, path: media.text(lampSketchPath(spec.file), drawLampSketch(spec)) }));
  return { colourSubtitle, videoSubtitles, surfaceSketches, lampSketches };
}
