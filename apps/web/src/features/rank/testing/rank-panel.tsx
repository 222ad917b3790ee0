import { faceTargetVerdicts, meetsEvery, type RankRequest, type RankRow } from '@lampsheet/contracts';
import { expect } from 'vitest';
import { rankRow } from '@/testing/rank-row';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { RankPanel, type RankPanelProps } from '../components/rank-panel';

/*
 * What the tests of Rank's panel and of Compare share: a wall-washing surface with two targets,
 * four ranked rows (three meet), the server's routes answering them, and the panel rendered on them.
 */

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
export const REQUEST: RankRequest = { contestTypeId: 102, dimensions: { H: 14, W: 12 }, targets: [{ faceType: 'single', brightnessAvgMin: 5, evenness: 0.1 }], limit: 50 };
/** A row as the server answers it: its verdicts by the one target rule. */
export const row = (lampId: number, lavg: number, u0: number, power: number, price: number, meets: boolean): RankRow => {
  const faces = [{ faceType: 'single' as const, lightnessAve: lavg, lightness: lavg * u0, lightnessMax: lavg * 3, evenness: u0, anbanHeight: 0.5, illuminanceAve: lavg * 7.85, illuminanceMin: lavg * u0 * 7.85, illuminanceMax: lavg * 23.6 }];
  const verdicts = faceTargetVerdicts(REQUEST.targets!, faces);
  expect(meetsEvery(verdicts)).toBe(meets);
  return rankRow({
    lampId,
    power,
    price,
    faces,
    verdicts,
    layout: { count: 10, spacing: 1.2, start: 0.6, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.8 },
    faceArea: 168,
    meets,
    misses: meets ? [] : [`Lavg ${lavg} cd/m² < 5`],
    score: meets ? 80 - lampId : 40 - lampId,
  });
};
export const ROWS = [row(1, 12, 0.3, 20, 900, true), row(2, 8, 0.2, 18, 700, true), row(3, 6, 0.4, 30, 1200, true), row(4, 3.1, 0.1, 10, 500, false)];

/** The server as the tests need it; `over` replaces some of its routes. */
export function api(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /api/photometry/rank': (call) => {
      const ids = (call.body as RankRequest).filters?.lampIds;
      return ok({ rows: ids ? ROWS.filter((r) => ids.includes(r.lampId)) : ROWS, evaluated: 4, ms: 12.5 });
    },
    'POST /api/photometry/rank/pictures': (call) => {
      const ids = (call.body as { photometryIds: number[] }).photometryIds;
      return ok({ scaleMax: 40, pictures: ids.map((photometryId) => ({ photometryId, faces: [{ faceType: 'single', falseColour: PNG }] })) });
    },
    'POST /api/photometry/polar': (call) => {
      const { curves, plane } = call.body as { curves: Array<{ photometryId: number; label: string }>; plane: string };
      const paths = curves.map((c, i) => `<path d="M0,0" data-plane="${i + 1}" data-file="${c.photometryId}"/><text>${c.label}</text>`).join('');
      return ok({ svg: `<svg xmlns="http://www.w3.org/2000/svg" data-on="${plane}">${paths}</svg>`, width: 250, height: 300 });
    },
    ...over,
  });
}

/** The panel on REQUEST with no filter, brand or lamp type; `over` replaces some of its props. */
export function renderPanel(over: Partial<RankPanelProps> = {}) {
  return renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} {...over} />);
}
