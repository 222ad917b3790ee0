/**
 * `POST /api/photometry/polar`: the engine's polar diagram of one file's two principal planes,
 * or of up to three files on one plane (the compare dialog), with the beam and field cones and
 * the peak labelled: the same picture the sheets print, in the request's language.
 */
import type { Kysely } from 'kysely';
import type { Lang, PolarPictureAnswer, polarPictureRequest } from '@lampsheet/contracts';
import {
  PICTURE_TEXTS,
  POLAR_PLANE_COLOURS,
  photometryBeam,
  photometryPolarCurves,
  polarConesOf,
  polarCurveSvg,
  polarPlanesInput,
  type PolarSeries,
} from '@lampsheet/photometry';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { CalcRunner } from './calc-pool.js';
import { loadPhotometry } from './service.js';

type PolarRequest = z.output<typeof polarPictureRequest>;

/** Colours of overlaid fixtures when the request gives none. */
const OVERLAY_COLOURS = [POLAR_PLANE_COLOURS.c0c180, POLAR_PLANE_COLOURS.c90c270, '#2b8a3e'] as const;

export async function polarPicture(db: Kysely<Database>, engine: CalcRunner, request: PolarRequest, lang: Lang): Promise<PolarPictureAnswer> {
  const texts = PICTURE_TEXTS[lang];
  const files = await Promise.all(request.curves.map((c) => loadPhotometry(db, engine, c.photometryId)));
  let series: PolarSeries[];
  // the peak labelled with the file's Imax (the figure its summary gives), never a sampled point's
  let peakCd: number | undefined;
  if (request.plane === 'both') {
    const { photometry } = files[0]!;
    const beam = photometryBeam(photometry);
    series = polarPlanesInput(photometryPolarCurves(photometry, 2), polarConesOf(beam), texts);
    peakCd = beam.peak.candela;
  } else {
    const plane = request.plane;
    // overlaid files: the label stands at the highest plotted point, so it reads that curve's file's Imax
    let highest = -Infinity;
    series = request.curves.map((c, i) => {
      const { row, photometry } = files[i]!;
      const beam = photometryBeam(photometry);
      const points = photometryPolarCurves(photometry, 2)[plane];
      const top = Math.max(...points.map((p) => p.cd));
      if (top > highest) {
        highest = top;
        peakCd = beam.peak.candela;
      }
      return {
        key: `${i + 1}`,
        points,
        colour: c.colour ?? OVERLAY_COLOURS[i]!,
        ...(c.dash ? { dash: c.dash } : {}),
        label: c.label ?? row.fileName,
        cones: polarConesOf(beam)[plane],
      };
    });
  }
  const { svg, width, height } = polarCurveSvg({ series, size: request.size, texts, title: request.title ?? null, ...(peakCd === undefined ? {} : { peakCd }) });
  return { svg, width, height };
}
