/**
 * One number format (issue 23, designer walk of issue 26): the same Lavg, U0 and power print the
 * same string in the selection table, the lamp library, Rank and Compare, and the sheet prints
 * them through the same contracts function (`formatFigure`).
 */
import { faceTargetVerdicts, formatFigure, type LibraryRow, type RankRequest, type RankRow } from '@lampsheet/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detection } from '@/testing/detection-row';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { LibraryPanel } from '@/features/editor/components/library-panel';
import { applySurfaceSketch, emptyForm } from '@/features/editor/utils/editor-form';
import { EMPTY_FILTERS, libraryRequest } from '@/features/editor/utils/library-request';
import { CompareDialog } from '@/features/rank/components/compare-dialog';
import { RankPanel } from '@/features/rank/components/rank-panel';
import { ResultsTable } from '@/features/selection/components/results-table';
import { rankRow } from '@/testing/rank-row';
import { resultsTableProps } from '@/features/selection/testing/fixtures';

/** One fixture's figures with more digits than any screen prints. */
const LAVG = 36.66;
const U0 = 0.117;
const POWER = 24.04;
const PRINTED = { lavg: '36.7', u0: '0.12', power: '24' };

const REQUEST: RankRequest = { contestTypeId: 102, dimensions: { H: 6, W: 3 }, targets: [{ faceType: 'single', evenness: 0.1 }], limit: 50 };
const faces = [{ faceType: 'single' as const, lightnessAve: LAVG, lightness: LAVG * U0, lightnessMax: LAVG * 3, evenness: U0, anbanHeight: 0.5, illuminanceAve: 288, illuminanceMin: 33, illuminanceMax: 860 }];
const RANK_ROW: RankRow = rankRow({
  lampId: 7,
  power: POWER,
  price: 900,
  faces,
  verdicts: faceTargetVerdicts(REQUEST.targets!, faces),
  layout: { count: 3, spacing: 1, start: 0.5, setback: 0.5, height: 0, tilt: 0, rotation: 0, maintenanceFactor: 0.8 },
  faceArea: 18,
  meets: true,
  misses: [],
  score: 80,
});

function api() {
  return mockApi({
    'GET /api/config': () => ok({ mediaBaseUrl: '/media/' }),
    'GET /api/dictTypeAllList': () => ok([]),
    'POST /api/contests/lampLibrary': () =>
      ok({
        total: 1,
        rows: [{ id: 7, brandName: 'Brand 7', model: 'M-7', power: POWER, beamAngle: 10, colorTemperature: 3000, lightnessAve: LAVG, scaledLightnessAve: LAVG, evenness: U0, authorizedPrice: 900, dataType: '4', lumImage: null, lampTypeStr: 'Wall washer', faceB: null } as unknown as LibraryRow],
      }),
    'POST /api/photometry/rank': () => ok({ rows: [RANK_ROW], evaluated: 1, ms: 5 }),
    'POST /api/photometry/rank/pictures': () => ok({ scaleMax: 40, pictures: [] }),
    'POST /api/photometry/polar': () => ok({ svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', width: 250, height: 300 }),
  });
}

describe('one figure, one string on every screen', () => {
  it('the contracts format is the one the sheet prints: Lavg to three significant figures, U0 to two decimals', () => {
    expect(formatFigure('luminance', LAVG)).toBe(PRINTED.lavg);
    expect(formatFigure('u0', U0)).toBe(PRINTED.u0);
    expect(formatFigure('power', POWER)).toBe(PRINTED.power);
  });

  it('selection table', () => {
    renderApp(<ResultsTable {...resultsTableProps([detection({ id: 1, dataType: '4', lightnessAve: LAVG, evenness: U0, power: POWER })], ['power', 'lightnessAve', 'evenness'])} />);
    const cells = within(screen.getByText('Lumenpulse').closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining([PRINTED.power, PRINTED.lavg, PRINTED.u0]));
    expect(cells).not.toContain('0.117');
  });

  it('lamp library', async () => {
    api();
    const form = { ...applySurfaceSketch(emptyForm(1), { id: 1, contestTypeId: 102, contestDescribe: '', sketchMapOriginal: '', sketchAttr: '{}', templateType: 1, effectSelectFlag: 0 }), contestH: '6' };
    renderApp(
      <LibraryPanel request={libraryRequest(form, EMPTY_FILTERS, 1)} filters={EMPTY_FILTERS} onFiltersChange={() => {}} page={1} onPageChange={() => {}} brands={[]} twoFace={false} generic={false} />,
    );
    const row = (await screen.findByText('M-7', { exact: false })).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining([PRINTED.power, PRINTED.lavg, PRINTED.u0, '10.0°']));
  });

  it('Rank', async () => {
    api();
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    const table = await screen.findByTestId('rank-table');
    const cell = async (name: string) => (await within(table).findAllByText((_, el) => el?.getAttribute('data-col') === name && el.tagName === 'TD'))[0]!.textContent;
    expect(await cell('lavg')).toBe(PRINTED.lavg);
    expect(await cell('u0')).toBe(PRINTED.u0);
    expect(await cell('power')).toBe(PRINTED.power);
  }, 40_000);

  it('Compare', async () => {
    api();
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 6, W: 3 } }} lampIds={[7]} targets={REQUEST.targets} basis="record" onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    const line = (key: string) => [...table.querySelectorAll(`tr[data-line="${key}"] td`)].map((td) => td.textContent?.replace(' ★', ''));
    expect(line('single-lightnessAve')).toEqual([PRINTED.lavg]);
    expect(line('single-evenness')).toEqual([PRINTED.u0]);
    expect(line('power')).toEqual([PRINTED.power]);
  });
});
