import { type RankRequest } from '@lampsheet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { detection } from '@/testing/detection-row';
import { ok, renderApp } from '@/testing/test-utils';
import { api, REQUEST, ROWS } from '../testing/rank-panel';
import { CompareDialog } from './compare-dialog';

/* Compare: the ticked fixtures side by side, their best figures, curves, maps and measured rows. */

describe('CompareDialog', () => {
  it('marks as best score the fixture its ranking puts first: one that meets every target, not a higher score that misses one', async () => {
    const meets = { ...ROWS[2]!, score: 40 };
    const misses = { ...ROWS[3]!, score: 55.2 };
    // the server's order: the row that meets first
    api({ 'POST /api/photometry/rank': () => ok({ rows: [meets, misses], evaluated: 2, ms: 5 }) });
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[4, 3]} targets={REQUEST.targets} basis="record" onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    const cells = [...table.querySelectorAll('tr[data-line="score"] td')];
    expect(cells.map((td) => td.textContent?.replace(' ★', ''))).toEqual(['55.2', '40.0']);
    expect(cells.map((td) => td.hasAttribute('data-best'))).toEqual([false, true]);
  }, 40_000);

  it('stars every fixture whose figure reads as the best: a tie as shown (73 %, 73 %) is a tie', async () => {
    const a = { ...ROWS[0]!, utilisation: 0.731, spill: 0.269 };
    const b = { ...ROWS[1]!, utilisation: 0.729, spill: 0.271 };
    const c = { ...ROWS[2]!, utilisation: 0.6, spill: 0.4 };
    api({ 'POST /api/photometry/rank': () => ok({ rows: [a, b, c], evaluated: 3, ms: 5 }) });
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[1, 2, 3]} targets={REQUEST.targets} basis="record" onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    const line = (key: string) => [...table.querySelectorAll(`tr[data-line="${key}"] td`)];
    expect(line('utilisation').map((td) => td.textContent?.replace(' ★', ''))).toEqual(['73', '73', '60']);
    expect(line('utilisation').map((td) => td.hasAttribute('data-best'))).toEqual([true, true, false]);
  }, 40_000);

  it('shows the fixtures in the order chosen, overlays their polar curves and marks the best of each line', async () => {
    const { calls } = api();
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[3, 1, 2]} targets={REQUEST.targets} basis="record" onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '1. Brand 3M-3', '2. Brand 1M-1', '3. Brand 2M-2']);
    const best = (line: string) => [...table.querySelectorAll(`tr[data-line="${line}"] td`)].map((td) => td.hasAttribute('data-best'));
    expect(best('power')).toEqual([false, false, true]); // 18 W
    expect(best('price')).toEqual([false, false, true]); // 700
    expect(best('single-evenness')).toEqual([true, false, false]); // U0 0.4
    expect(best('score')).toEqual([false, true, false]);
    // each fixture's beam in the one format (formatBeam: one angle for a round beam)
    expect([...table.querySelectorAll('tr[data-line="beam"] td')].map((td) => td.textContent)).toEqual(['30.0°', '30.0°', '30.0°']);
    // the rank call asks for exactly these lamps, on the surface
    const rank = calls.find((c) => c.url.pathname === '/api/photometry/rank')!.body as RankRequest;
    expect(rank.filters?.lampIds).toEqual([3, 1, 2]);
    await waitFor(() => expect(screen.getAllByTestId('polar-curve')[0]!.querySelectorAll('path[data-plane]')).toHaveLength(3));
    // Both planes, the three fixtures in the order chosen, each in its colour and dash.
    const polar = calls.filter((c) => c.url.pathname === '/api/photometry/polar').map((c) => c.body as { plane: string; curves: unknown[] });
    expect(polar.map((p) => p.plane).sort()).toEqual(['c0c180', 'c90c270']);
    expect(polar[0]!.curves).toEqual([
      { photometryId: 103, colour: '#c2410c', label: '1.' },
      { photometryId: 101, colour: '#1864ab', dash: '6 3', label: '2.' },
      { photometryId: 102, colour: '#2b8a3e', dash: '2 2', label: '3.' },
    ]);
    expect(screen.getByTestId('compare-surface')).toHaveTextContent('Calculated on this record’s surface —');
    // every target checked, with the figure and the bound
    const targets = [...table.querySelectorAll('tr[data-line="meets"] td')];
    expect(targets[0]).toHaveTextContent('meets every target');
    expect(targets[0]).toHaveTextContent('Lavg 6.00 cd/m² ≥ 5 cd/m²');
    expect(targets[0]).toHaveTextContent('U0 0.40 ≥ 0.10');
    await waitFor(() => expect(within(screen.getByTestId('compare-maps')).getAllByRole('img')).toHaveLength(3));
    // each map at least 240 px wide, to be read (issue 25: about 50 px before)
    for (const img of within(screen.getByTestId('compare-maps')).getAllByRole('img')) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThanOrEqual(240);
      expect(parseFloat((img as HTMLImageElement).style.width)).toBeGreaterThanOrEqual(240);
      expect((img as HTMLImageElement).style.maxWidth).toBe('');
    }
    expect(screen.getByText('False colour on one scale, 0–40 cd/m²')).toBeInTheDocument();
  });

  it.each([
    ['en', ['10 × at 1.2 m, first at 0.6 m, setback 0.6 m, 0 m high, tilt 20.0°, rotation 0.0°, maintenance factor 0.8', 'Eavg (lx)', 'Spacing (m)', 'Tilt (°)', 'Installed power (W)', 'Power density (W/m²)', 'Utilisation (%)', 'Spill (%)', 'Upward spill (%)']],
    ['zh-CN', ['10 套，间距 1.2 m，首套距左边 0.6 m，离面距离 0.6 m，安装高度 0 m，仰角 20.0°，旋转 0.0°，维护系数 0.8', '平均照度（lx）', '间距（m）', '仰角（°）', '安装功率（W）', '功率密度（W/m²）', '利用率（%）', '溢散（%）', '向上溢散（%）']],
  ] as const)('prints each fixture\'s layout in words and numbers, its lux, watts, W/m², utilisation and spill, computed in the designer\'s layout (%s)', async (lang, words) => {
    await act(() => changeLanguage(lang));
    try {
      const { calls } = api();
      const layout = { count: 10, tilt: 20, maintenanceFactor: 0.8 };
      renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 }, layout }} lampIds={[1, 2]} basis="record" onClose={() => {}} />);
      const table = await screen.findByTestId('compare-table');
      expect((calls.find((c) => c.url.pathname === '/api/photometry/rank')!.body as RankRequest).layout).toEqual(layout);
      const cells = (line: string) => [...table.querySelectorAll(`tr[data-line="${line}"] td`)].map((td) => td.textContent);
      expect(cells('layout')).toEqual([words[0], words[0]]);
      for (const w of words.slice(1)) expect(table).toHaveTextContent(w);
      // Row 1: 10 × 20 W = 200 W on 168 m²; row 2: 10 × 18 W = 180 W, the lower (best); Eavg = 7.85 × Lavg.
      expect(cells('installedPower').map((c) => c!.replace(' ★', ''))).toEqual(['200', '180']);
      // W/m² at one decimal, always (the one format of power density)
      expect(cells('powerDensity').map((c) => c!.replace(' ★', ''))).toEqual(['1.2', '1.1']);
      expect(cells('single-illuminanceAve').map((c) => c!.replace(' ★', ''))).toEqual(['94.2', '62.8']);
      expect(cells('utilisation')).toEqual(['70', '70']);
      expect(cells('spill')).toEqual(['30', '30']);
      expect(cells('upwardSpill')).toEqual(['10', '10']);
      expect(cells('tilt')).toEqual(['20.0', '20.0']);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('shows a ticked measured row beside the engine\'s figure: the surface it was measured on and the deviation in %', async () => {
    api();
    const wall = { contestTypeId: 102, h: 14, w: 12, lumSize: 0.5, lumSizeMin: 0.5, surfaceType: 'A' as const };
    const ticked = [
      detection({ ...wall, id: 31, lampId: 3, dataType: '1', lightnessAve: 6.6, evenness: 0.38 }),
      detection({ ...wall, id: 11, lampId: 1, dataType: '4', lightnessAve: 12, evenness: 0.3 }),
    ];
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.5 } }} lampIds={[3, 1]} basis="rows" tickedRows={ticked} onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    const line = (key: string) => [...table.querySelectorAll(`tr[data-line="${key}"] td`)].map((td) => td.textContent);
    expect(line('measured-on')).toEqual(['Typical detection · H 14 m · W 12 m · D 0.5 m', '—']);
    // lamp 3 calculated: Lavg 6, U0 0.4
    expect(line('measured-lavg')).toEqual(['6.60 (+10 %)', '—']);
    expect(line('measured-u0')).toEqual(['0.38 (\u22125 %)', '—']);
    expect(screen.getByTestId('compare-surface')).toHaveTextContent('Calculated as the ticked rows were measured: on their typical surface and setback, each fixture in the type’s layout for it —');
  });

  it('computes each ticked row on its own surface (sizes, setback D, albedo), says which under each fixture, and gives each measured row its deviation there', async () => {
    // the engine's answer per surface: lamp 3 reads 6 cd/m² on the 14 m wall and 20 on the 3 m one
    const { calls } = api({
      'POST /api/photometry/rank': (call) => {
        const body = call.body as RankRequest;
        const small = body.dimensions?.H === 3;
        return ok({ rows: ROWS.filter((r) => body.filters!.lampIds!.includes(r.lampId)).map((r) => (small ? { ...r, faces: [{ ...r.faces[0]!, lightnessAve: 20, evenness: 0.25 }] } : r)), evaluated: 2, ms: 3 });
      },
      'POST /api/photometry/rank/pictures': (call) => {
        const body = call.body as { photometryIds: number[]; scaleMax?: number };
        return ok({ scaleMax: body.scaleMax ?? 40, pictures: body.photometryIds.map((photometryId) => ({ photometryId, faces: [{ faceType: 'single', falseColour: 'data:image/png;base64,iVBORw0KGgo=' }] })) });
      },
    });
    const ticked = [
      detection({ contestId: 10, contestTypeId: 102, h: 14, w: 12, lumSize: 0.5, lumSizeMin: 0.5, surfaceType: 'A', id: 31, lampId: 3, dataType: '1', lightnessAve: 6.6, evenness: 0.38 }),
      detection({ contestId: 20, contestTypeId: 102, h: 3, w: 2, contestS: 1, lumSize: 0.3, lumSizeMin: 0.3, contestAlbedo: 0.4, surfaceType: 'A', id: 32, lampId: 3, dataType: '1', lightnessAve: 18.4, evenness: 0.27 }),
      detection({ contestId: 20, contestTypeId: 102, h: 3, w: 2, contestS: 1, lumSize: 0.3, lumSizeMin: 0.3, contestAlbedo: 0.4, surfaceType: 'A', id: 11, lampId: 1, dataType: '4', lightnessAve: 20, evenness: 0.25 }),
    ];
    // the dialog's own surface is the first row's, as the selection page passes it: the others are not computed on it
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.5 } }} lampIds={[3, 3, 1]} basis="rows" tickedRows={ticked} onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    // one ranking per surface, each with its fixtures
    const ranks = calls.filter((c) => c.url.pathname === '/api/photometry/rank').map((c) => c.body as RankRequest);
    expect(ranks.map((r) => [r.dimensions, r.albedo, r.filters?.lampIds])).toEqual([
      [{ H: 14, W: 12, D: 0.5 }, undefined, [3]],
      [{ H: 3, W: 2, S: 1, D: 0.3 }, 0.4, [3, 1]],
    ]);
    // the same fixture ticked on two surfaces is two columns, each saying where it was computed
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      '1. Brand 3M-3computed on H 14 m · W 12 m · D 0.5 m',
      '2. Brand 3M-3computed on H 3 m · W 2 m · S 1 m · D 0.3 m · albedo 0.4',
      '3. Brand 1M-1computed on H 3 m · W 2 m · S 1 m · D 0.3 m · albedo 0.4',
    ]);
    expect(screen.getByTestId('compare-surface')).toHaveTextContent('Wall washing, calculated as each ticked row was measured: each fixture on its own row’s typical surface and setback');
    // not "on this surface": each row is on its own
    expect(screen.getByRole('dialog', { name: 'Compare, each on its own surface' })).toBeInTheDocument();
    const line = (key: string) => [...table.querySelectorAll(`tr[data-line="${key}"] td`)].map((td) => td.textContent?.replace(' ★', ''));
    expect(line('single-lightnessAve')).toEqual(['6.00', '20.0', '20.0']);
    // measured beside calculated on each row's own surface: 6.6 against 6 (+10 %), 18.4 against 20 (−8 %)
    expect(line('measured-lavg')).toEqual(['6.60 (+10 %)', '18.4 (\u22128 %)', '—']);
    expect(line('measured-u0')).toEqual(['0.38 (\u22125 %)', '0.27 (+8 %)', '—']);
    // the maps on one scale: the brightest surface's sets it, the other takes it
    await waitFor(() => expect(within(screen.getByTestId('compare-maps')).getAllByRole('img')).toHaveLength(3));
    const pictures = calls.filter((c) => c.url.pathname === '/api/photometry/rank/pictures').map((c) => c.body as { dimensions: { H: number }; scaleMax?: number });
    expect(pictures.map((p) => [p.dimensions.H, p.scaleMax])).toEqual([
      [3, undefined],
      [14, 40],
    ]);
  });

  it('gives a row measured at another setback its deviation computed at that setback, and none for one colour channel: the engine computes all lit', async () => {
    const { calls } = api();
    const wall = { contestTypeId: 102, h: 14, w: 12, lumSizeMin: 0.5, surfaceType: 'A' as const };
    const ticked = [
      detection({ ...wall, lumSize: 0.8, id: 31, lampId: 3, dataType: '1', lightnessAve: 6.6, evenness: 0.38 }),
      detection({ ...wall, lumSize: 0.5, id: 12, lampId: 1, dataType: '1', rgbwa: 'R', lightnessAve: 2.6, evenness: 0.3 }),
    ];
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.5 } }} lampIds={[3, 1]} basis="rows" tickedRows={ticked} onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    const line = (key: string) => [...table.querySelectorAll(`tr[data-line="${key}"] td`)].map((td) => td.textContent);
    expect(line('measured-lavg')).toEqual(['6.60 (+10 %)', '2.60 (one colour channel: no deviation from all lit)']);
    // lamp 3 was computed where it was measured, 0.8 m out (the first row's 0.5 m computed it before)
    const ranks = calls.filter((c) => c.url.pathname === '/api/photometry/rank').map((c) => c.body as RankRequest);
    expect(ranks.map((r) => [r.dimensions?.D, r.filters?.lampIds])).toEqual([
      [0.8, [3]],
      [0.5, [1]],
    ]);
  });

  it('says "no targets set" in grey, not in the green of a pass, when opened from the selection page with no target', async () => {
    // the server's answer without targets: no verdicts, and `meets` (every one of none) true
    const bare = ROWS.slice(0, 2).map((r) => ({ ...r, verdicts: [], misses: [], meets: true }));
    api({ 'POST /api/photometry/rank': () => ok({ rows: bare, evaluated: 2, ms: 1 }) });
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[1, 2]} basis="rows" tickedRows={[]} onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    const verdicts = [...table.querySelectorAll('tr[data-line="meets"] td')];
    expect(verdicts.map((td) => td.firstElementChild!.textContent)).toEqual(['no targets set', 'no targets set']);
    for (const td of verdicts) {
      expect(td).toHaveClass('compare-no-targets');
      expect(td).not.toHaveClass('compare-meets');
      expect(td).not.toHaveAttribute('data-meets');
    }
  });

  it('is busy while the figures load, with no table or dash that reads as an answer, then shows them', async () => {
    // the figures are held back until `answer`
    let answer: () => void = () => {};
    api({ 'POST /api/photometry/rank': () => new Promise((resolve) => (answer = () => resolve(ok({ rows: [ROWS[2], ROWS[0]], evaluated: 2, ms: 1 })))) });
    const ticked = [
      detection({ contestTypeId: 102, h: 14, w: 12, id: 31, lampId: 3, dataType: '1', lightnessAve: 6.6, evenness: 0.38 }),
      detection({ contestTypeId: 102, h: 14, w: 12, id: 11, lampId: 1, dataType: '4' }),
    ];
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[3, 1]} basis="rows" tickedRows={ticked} onClose={() => {}} />);
    const body = await screen.findByTestId('compare-body');
    expect(body).toHaveAttribute('aria-busy', 'true');
    expect(within(body).getByTestId('table-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-table')).not.toBeInTheDocument();
    // no figure cell (a '—' there reads as "no value")
    expect(body.querySelectorAll('td')).toHaveLength(0);
    answer();
    const table = await screen.findByTestId('compare-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '1. Brand 3M-3computed on H 14 m · W 12 m', '2. Brand 1M-1computed on H 14 m · W 12 m']);
    expect(screen.queryByTestId('table-loading')).not.toBeInTheDocument();
    await waitFor(() => expect(body).toHaveAttribute('aria-busy', 'false'));
  });

  it('has no measured lines when every ticked row is calculated', async () => {
    api();
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[1]} basis="rows" tickedRows={[detection({ id: 11, lampId: 1, dataType: '4' })]} onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    expect(table.querySelector('tr[data-line="measured-lavg"]')).toBeNull();
  });
});
