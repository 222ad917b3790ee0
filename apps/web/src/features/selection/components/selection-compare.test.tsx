import type { RankRequest, RankRow } from '@lampsheet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as SelectionPage } from '@/app/routes/selection';
import { rankRow } from '@/testing/rank-row';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { detection, selectionApi } from '../testing/fixtures';

/** Two rows of one typical surface (contest 10: a 6 × 8 m wall, S 1 m, its albedo 0.7, washers 0.6 m out) and one of another. */
const surface = { contestId: 10, contestTypeId: 102, h: 6, w: 8, contestS: 1, lumSize: 0.6, contestAlbedo: 0.7 };
const rows = [
  detection({ id: 11, lampId: 1, brandName: 'Lumenpulse', model: 'LX-1', photometryId: 101, power: 17.1, lightnessAve: 12.3, evenness: 0.41, ...surface }),
  detection({ id: 12, lampId: 2, brandId: 2, brandName: 'LED Linear', model: 'VX-2', photometryId: 102, lightnessAve: 15.8, evenness: 0.33, ...surface }),
  detection({ id: 14, lampId: 4, brandId: 3, brandName: 'Erco', model: 'ER-4', photometryId: 104, contestId: 20, h: 4, w: 6 }),
];
/** The server's rank row for a ticked fixture: its brand and model as the selection row names them, 5 × 18 W on the 60 m² face. */
const compareRow = (lampId: number, lavg: number): RankRow => {
  const { brandId, brandName, model } = rows.find((r) => r.lampId === lampId)!;
  const row = rankRow({
    lampId,
    power: 18,
    price: 900,
    faces: [{ faceType: 'single', lightnessAve: lavg, lightness: 4, lightnessMax: 30, evenness: 0.4, anbanHeight: 0.2, illuminanceAve: lavg * 7.85, illuminanceMin: 31.4, illuminanceMax: 235.6 }],
    verdicts: [],
    layout: { count: 5, spacing: 1.2, start: 0.6, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.8 },
    faceArea: 60,
    meets: true,
    misses: [],
    score: 70,
  });
  return { ...row, brandId, brandName, model };
};

describe('compare from the selection table', () => {
  it('opens the dialog with the ticked fixtures on their surface: its sizes, wall distance and albedo travel with the request', async () => {
    const { calls } = mockApi({
      ...selectionApi({ 'POST /api/contests/tyList': { rows, total: 3 } }),
      'GET /api/projects/view/4': () => ok({ id: 4, itemName: 'Riverside Tower' }),
      'POST /api/photometry/rank': (call) => {
        const ids = (call.body as RankRequest).filters?.lampIds ?? [];
        return ok({ rows: ids.map((id) => compareRow(id, id === 1 ? 12.3 : 15.8)), evaluated: ids.length, ms: 3 });
      },
      'POST /api/photometry/rank/pictures': (call) =>
        ok({ scaleMax: 40, pictures: (call.body as { photometryIds: number[] }).photometryIds.map((photometryId) => ({ photometryId, faces: [] })) }),
      'GET /api/photometry/101': () => ok({ id: 101, polar: { c0c180: [{ gamma: 0, cd: 100 }], c90c270: [{ gamma: 0, cd: 90 }] } }),
      'GET /api/photometry/102': () => ok({ id: 102, polar: { c0c180: [{ gamma: 0, cd: 200 }], c90c270: [{ gamma: 0, cd: 80 }] } }),
    });
    renderApp(<SelectionPage />, { path: '/selection', route: '/selection?id=4&contestTypeId=102' });
    await screen.findByText('LX-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lumenpulse LX-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'LED Linear VX-2' }));
    await userEvent.click(screen.getByTestId('selection-compare'));

    const dialog = await screen.findByTestId('compare-dialog', undefined, { timeout: 15_000 });
    const table = await within(dialog).findByTestId('compare-table', undefined, { timeout: 15_000 });
    expect(table).toHaveTextContent('LX-1');
    expect(table).toHaveTextContent('VX-2');
    expect(table).not.toHaveTextContent('ER-4');
    const rank = calls.find((c) => c.url.pathname === '/api/photometry/rank')!.body as RankRequest;
    expect(rank).toMatchObject({ contestTypeId: 102, dimensions: { H: 6, W: 8, S: 1, D: 0.6 }, albedo: 0.7, filters: { lampIds: [1, 2] } });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/photometry/rank/pictures')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/photometry/rank/pictures')!.body).toMatchObject({ dimensions: { D: 0.6 }, albedo: 0.7 });
    expect(within(dialog).getByTestId('compare-surface')).toHaveTextContent('D 0.6 m');
    expect(within(dialog).getByTestId('compare-surface')).toHaveTextContent('Calculated as the ticked rows were measured: on their typical surface and setback, each fixture in the type’s layout for it —');
  }, 90_000);

  it('tells the two powers apart: the table\'s is each row\'s own (measured or rated), Compare\'s the catalogue\'s rated power, the measured one beside it', async () => {
    mockApi({
      ...selectionApi({ 'POST /api/contests/tyList': { rows, total: 3 } }),
      'GET /api/projects/view/4': () => ok({ id: 4, itemName: 'Riverside Tower' }),
      'POST /api/photometry/rank': (call) => ok({ rows: ((call.body as RankRequest).filters?.lampIds ?? []).map((id) => compareRow(id, 12.3)), evaluated: 2, ms: 3 }),
      'POST /api/photometry/rank/pictures': () => ok({ scaleMax: 40, pictures: [] }),
      'GET /api/photometry/101': () => ok({ id: 101, polar: { c0c180: [{ gamma: 0, cd: 100 }], c90c270: [{ gamma: 0, cd: 90 }] } }),
      'GET /api/photometry/102': () => ok({ id: 102, polar: { c0c180: [{ gamma: 0, cd: 200 }], c90c270: [{ gamma: 0, cd: 80 }] } }),
    });
    renderApp(<SelectionPage />, { path: '/selection', route: '/selection?id=4&contestTypeId=102' });
    await screen.findByText('LX-1');
    expect(screen.getByRole('columnheader', { name: /Measured\/rated power/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lumenpulse LX-1' }));
    await userEvent.click(screen.getByTestId('selection-compare'));
    const dialog = await screen.findByTestId('compare-dialog', undefined, { timeout: 15_000 });
    const table = await within(dialog).findByTestId('compare-table', undefined, { timeout: 15_000 });
    const line = (key: string) => table.querySelector(`tr[data-line="${key}"]`)!;
    expect(line('power')).toHaveTextContent('Rated power (W)18');
    // 17.1 W drawn in the measurement against the catalogue's 18 W
    expect(line('measured-power')).toHaveTextContent('Measured power W (deviation from rated)17.1 (\u22125 %)');
  }, 90_000);

  it('compares rows of two typical surfaces, each computed on its own (the first row\'s surface computed every row, and rows of two surfaces were refused)', async () => {
    const { calls } = mockApi({
      ...selectionApi({ 'POST /api/contests/tyList': { rows, total: 3 } }),
      'GET /api/projects/view/4': () => ok({ id: 4, itemName: 'Riverside Tower' }),
      'POST /api/photometry/rank': (call) => ok({ rows: ((call.body as RankRequest).filters?.lampIds ?? []).map((id) => compareRow(id, id === 1 ? 12.3 : 9.1)), evaluated: 1, ms: 3 }),
      'POST /api/photometry/rank/pictures': (call) => ok({ scaleMax: 40, pictures: (call.body as { photometryIds: number[] }).photometryIds.map((photometryId) => ({ photometryId, faces: [] })) }),
      'GET /api/photometry/101': () => ok({ id: 101, polar: { c0c180: [{ gamma: 0, cd: 100 }], c90c270: [{ gamma: 0, cd: 90 }] } }),
      'GET /api/photometry/104': () => ok({ id: 104, polar: { c0c180: [{ gamma: 0, cd: 100 }], c90c270: [{ gamma: 0, cd: 90 }] } }),
    });
    renderApp(<SelectionPage />, { path: '/selection', route: '/selection?id=4&contestTypeId=102' });
    await screen.findByText('LX-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lumenpulse LX-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Erco ER-4' }));
    await userEvent.click(screen.getByTestId('selection-compare'));
    const dialog = await screen.findByTestId('compare-dialog', undefined, { timeout: 15_000 });
    const table = await within(dialog).findByTestId('compare-table', undefined, { timeout: 15_000 });
    const ranks = calls.filter((c) => c.url.pathname === '/api/photometry/rank').map((c) => c.body as RankRequest);
    expect(ranks.map((r) => [r.dimensions, r.filters?.lampIds])).toEqual([
      [{ H: 6, W: 8, S: 1, D: 0.6 }, [1]],
      [{ H: 4, W: 6 }, [4]],
    ]);
    expect(within(table).getAllByTestId('compare-computed-on').map((e) => e.textContent)).toEqual(['computed on H 6 m · W 8 m · S 1 m · D 0.6 m · albedo 0.7', 'computed on H 4 m · W 6 m']);
    expect([...table.querySelectorAll('tr[data-line="single-lightnessAve"] td')].map((td) => td.textContent?.replace(' ★', ''))).toEqual(['12.3', '9.10']);
  }, 90_000);
});
