import { CONTEST_TYPES, faceTargetVerdicts, FIT_DEFAULTS, formatFigure, meetsEvery, ROW_FIGURE_KINDS, type RankPicturesRequest, type RankRequest, type RankRow } from '@lampsheet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { detection } from '@/testing/detection-row';
import { rankRow } from '@/testing/rank-row';
import { mockApi, ok, renderApp, retype } from '@/testing/test-utils';
import { CompareDialog } from './compare-dialog';
import { fitDefaults } from './fit-control';
import { fittedLayouts } from '../utils/rank';
import { RankPanel } from './rank-panel';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const REQUEST: RankRequest = { contestTypeId: 102, dimensions: { H: 14, W: 12 }, targets: [{ faceType: 'single', brightnessAvgMin: 5, evenness: 0.1 }], limit: 50 };
/** A row as the server answers it: its verdicts by the one target rule. */
const row = (lampId: number, lavg: number, u0: number, power: number, price: number, meets: boolean): RankRow => {
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
const ROWS = [row(1, 12, 0.3, 20, 900, true), row(2, 8, 0.2, 18, 700, true), row(3, 6, 0.4, 30, 1200, true), row(4, 3.1, 0.1, 10, 500, false)];

/** The server as the tests need it; `over` replaces some of its routes. */
function api(over: Parameters<typeof mockApi>[0] = {}) {
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

describe('RankPanel summary', () => {
  afterEach(() => changeLanguage('en'));
  for (const [lang, one] of [['en', '2 fixtures computed on this surface in 13 ms · 1 meets every target'], ['zh-CN', '已在本应用面计算 2 款灯具，用时 13 毫秒 · 1 款达到全部指标']] as const) {
    it(`says how many meet every target in the language's plural (${lang})`, async () => {
      await changeLanguage(lang);
      api({ 'POST /api/photometry/rank': () => ok({ rows: ROWS.slice(2), evaluated: 2, ms: 12.5 }) });
      renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
      expect(await screen.findByTestId('rank-summary')).toHaveTextContent(one);
    });
  }
});

describe('RankPanel', () => {
  it('lists the ranking with ticks and crosses, thumbnails on one scale, take and compare up to three', async () => {
    const { calls } = api();
    const onTake = vi.fn();
    const onCompare = vi.fn();
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onTake={onTake} onCompare={onCompare} />);
    expect(await screen.findByText('4 fixtures computed on this surface in 13 ms · 3 meet every target', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('rank-thumb')).toHaveLength(4));
    expect(screen.getByTestId('rank-summary')).toHaveTextContent('0–40 cd/m²');
    // thumbnails of the rows on screen only, without their own scale
    const pictures = calls.find((c) => c.url.pathname === '/api/photometry/rank/pictures')!.body as { photometryIds: number[]; legend: boolean };
    expect(pictures.photometryIds).toEqual([101, 102, 103, 104]);
    expect(pictures.legend).toBe(false);
    const verdicts = screen.getAllByTestId('rank-verdicts');
    expect(within(verdicts[0]!).getAllByLabelText('met')).toHaveLength(2);
    expect(within(verdicts[3]!).getByLabelText('missed')).toBeInTheDocument();

    await userEvent.click(screen.getAllByTestId('rank-take')[1]!);
    expect(onTake).toHaveBeenCalledWith(ROWS[1]);

    for (const name of ['Brand 1 M-1', 'Brand 2 M-2', 'Brand 3 M-3']) await userEvent.click(screen.getByRole('checkbox', { name }));
    // a fourth cannot be ticked
    expect(screen.getByRole('checkbox', { name: 'Brand 4 M-4' })).toBeDisabled();
    await userEvent.click(screen.getByTestId('rank-compare'));
    expect(onCompare.mock.calls[0]![0].map((r: RankRow) => r.lampId)).toEqual([1, 2, 3]);
    // no layout set in the tab: Compare takes the type's own
    expect(onCompare.mock.calls[0]![1]).toBeUndefined();
  });
});

describe('RankPanel time', () => {
  afterEach(() => changeLanguage('en'));
  for (const [lang, text] of [['en', '12,000 fixtures computed on this surface in 6.8 s'], ['zh-CN', '已在本应用面计算 12,000 款灯具，用时 6.8 秒']] as const) {
    it(`says a long ranking's time in seconds and groups its count (${lang})`, async () => {
      await changeLanguage(lang);
      api({ 'POST /api/photometry/rank': () => ok({ rows: ROWS.slice(0, 2), evaluated: 12000, ms: 6821 }) });
      renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
      expect(await screen.findByTestId('rank-summary')).toHaveTextContent(text);
    });
  }
});

describe('RankPanel figures beside their verdicts', () => {
  it('prints a checked figure with the digits that tell it from its bound: U0 0.097 beside the cross for ≥ 0.10, never 0.10', async () => {
    const near = row(5, 12, 0.097, 20, 900, false);
    api({ 'POST /api/photometry/rank': () => ok({ rows: [near, ROWS[0]!], evaluated: 2, ms: 3 }) });
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    await waitFor(() => expect(document.querySelectorAll('td[data-col="u0"]')).toHaveLength(2));
    const u0 = [...document.querySelectorAll('td[data-col="u0"]')].map((td) => td.textContent);
    // the met row keeps the column's own format (0.30); the missed one reads 0.097
    expect(u0).toEqual(['0.097', formatFigure('u0', 0.3)]);
    expect(formatFigure('u0', 0.097)).toBe('0.10');
  });
});

describe('RankPanel lamp type', () => {
  const lampTypes = [
    { id: 5, indexPinyin: 'dengjuleixing', dictCont: '洗墙灯', dictContEn: 'Wall washer', dictExtra: 'XQD', dictRemark: null, dictVideo: null, dictSubtitle: null, contestType: null, lampType: null },
    { id: 6, indexPinyin: 'dengjuleixing', dictCont: '投光灯', dictContEn: 'Floodlight', dictExtra: 'TGD', dictRemark: null, dictVideo: null, dictSubtitle: null, contestType: null, lampType: null },
  ];
  it('shows each fixture\'s lamp type, beam and CCT, and filters by the type in force (the record\'s), another or every type', async () => {
    api();
    const onFiltersChange = vi.fn();
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: 5 }} onFiltersChange={onFiltersChange} brands={[]} lampTypes={lampTypes} onCompare={() => {}} />);
    const cells = await waitFor(() => {
      const found = document.querySelectorAll('td[data-col="lampType"]');
      expect(found).toHaveLength(4);
      return found;
    });
    expect(cells[0]).toHaveTextContent('Wall washer30.0° · 3000 K');
    const filter = screen.getByTestId('rank-lamp-type');
    expect(within(filter).getByText('Wall washer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Lamp type' }));
    await userEvent.click(await screen.findByTitle('Floodlight'));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ brandIds: [], priceMax: '', lampType: 6 });
    await userEvent.click(within(filter).getByLabelText('Clear'));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ brandIds: [], priceMax: '', lampType: null });
  });
});

describe('RankPanel layout', () => {
  it('shows each row’s layout with its watts and W/m², and ranks again in the layout the designer sets', async () => {
    const { calls } = api();
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    const layouts = await screen.findAllByTestId('rank-layout');
    // Row 1: 10 fixtures of 20 W at 1.2 m on 168 m².
    expect(layouts[0]).toHaveTextContent('10 × 1.2 m · 200 W · 1.2 W/m²');
    const setback = screen.getByLabelText('Setback');
    expect(setback).toHaveValue('0.6');
    await retype(setback, '0.8');
    const mf = screen.getByLabelText('Maintenance factor');
    await retype(mf, '0.7');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body).toMatchObject({ layout: { setback: 0.8, maintenanceFactor: 0.7 } }),
    );
  }, 40_000);

  it('says each row’s own tilt (to 0.1°), and the layout editor shows no one row’s tilt as every row’s', async () => {
    const aimed = [
      { ...ROWS[0]!, layout: { ...ROWS[0]!.layout, tilt: -21.5 } },
      { ...ROWS[1]!, layout: { ...ROWS[1]!.layout, tilt: -26.47 } },
    ];
    api({ 'POST /api/photometry/rank': () => ok({ rows: aimed, evaluated: 2, ms: 5 }) });
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    const layouts = await screen.findAllByTestId('rank-layout');
    expect(layouts[0]).toHaveTextContent('Tilt \u221221.5°');
    expect(layouts[1]).toHaveTextContent('Tilt \u221226.5°');
    // the parts every row shares are shown; the tilt, each row's own, is said to be so
    expect(screen.getByLabelText('Setback')).toHaveValue('0.6');
    expect(screen.getByLabelText('Tilt')).toHaveValue('');
    expect(screen.getByLabelText('Tilt')).toHaveAttribute('placeholder', 'varies');
  }, 40_000);

  it('starts from the request\'s own layout (a record\'s), and a part the designer sets replaces only that part', async () => {
    const { calls } = api();
    const stored = { count: 4, spacing: 0.6, start: 0.3, setback: 0.5, height: 0, tilt: -26.5, rotation: 0, maintenanceFactor: 0.8 };
    renderApp(<RankPanel request={{ ...REQUEST, layout: stored }} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    const ranks = () => calls.filter((c) => c.url.pathname === '/api/photometry/rank');
    await screen.findAllByTestId('rank-layout');
    expect(ranks()[0]!.body).toMatchObject({ layout: stored });
    await retype(screen.getByLabelText('Setback'), '0.8');
    await waitFor(() => expect(ranks().at(-1)!.body).toMatchObject({ layout: { ...stored, setback: 0.8 } }));
    // a count typed lets the spacing follow from the width: the record's spacing goes with it
    await retype(screen.getByLabelText('Fixtures'), '6');
    await waitFor(() => expect((ranks().at(-1)!.body as RankRequest).layout).toEqual({ ...stored, setback: 0.8, count: 6, spacing: undefined }));
  }, 40_000);
});

describe('RankPanel while computing', () => {
  it('says it is computing, never that no fixture passes, until the answer comes', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({ 'POST /api/photometry/rank': () => new Promise((resolve) => (answer = resolve)) });
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    expect(await screen.findByTestId('table-loading')).toBeInTheDocument();
    expect(screen.queryByText('No fixture with a photometric file passes the filters.')).not.toBeInTheDocument();
    answer(ok({ rows: [], evaluated: 0, ms: 1 }));
    expect(await screen.findByText('No fixture with a photometric file passes the filters.')).toBeInTheDocument();
    expect(screen.queryByTestId('table-loading')).not.toBeInTheDocument();
  });
});

describe('RankPanel while the form settles', () => {
  const NONE = 'No fixture with a photometric file passes the filters.';
  /** The panel as the editor holds it while typing: `settling` until the button says the form has settled. */
  function Settling({ request }: { request: RankRequest | undefined }) {
    const [settling, setSettling] = useState(true);
    return (
      <>
        <button onClick={() => setSettling(false)}>settle</button>
        <RankPanel request={settling ? request : REQUEST} settling={settling} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />
      </>
    );
  }

  it('is busy, never "no fixture passes" nor its count, while the answer on screen is an earlier form\'s', async () => {
    // the earlier form's answer is empty; the settled form's has rows
    const { calls } = mockApi({ 'POST /api/photometry/rank': (call) => ok({ rows: (call.body as RankRequest).dimensions?.H === 1 ? [] : ROWS, evaluated: 4, ms: 1 }), 'POST /api/photometry/rank/pictures': () => ok({ scaleMax: 1, pictures: [] }) });
    renderApp(<Settling request={{ ...REQUEST, dimensions: { H: 1, W: 12 } }} />);
    const panel = screen.getByTestId('rank-panel');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/photometry/rank')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('table-loading')).toBeInTheDocument());
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
    expect(screen.queryByTestId('rank-summary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('settle'));
    expect(await screen.findByText('M-1')).toBeInTheDocument();
    await waitFor(() => expect(panel).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByTestId('table-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('rank-summary')).toHaveTextContent('4 fixtures');
  });

  it('is busy, not "choose a surface type", while a chosen type has not reached the ranking yet', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({ 'POST /api/photometry/rank': () => new Promise((resolve) => (answer = resolve)) });
    renderApp(<Settling request={undefined} />);
    const panel = screen.getByTestId('rank-panel');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('table-loading')).toBeInTheDocument();
    expect(screen.queryByText(/Choose an application type/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('settle'));
    // asked, not yet answered: still busy, and still not "none"
    await waitFor(() => expect(screen.getByTestId('rank-table')).toBeInTheDocument());
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
    answer(ok({ rows: [], evaluated: 0, ms: 1 }));
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'false');
  });
});

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
    expect(targets[0]).toHaveTextContent('Lavg 6 cd/m² ≥ 5 cd/m²');
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
    expect(line('measured-lavg')).toEqual(['6.6 (+10 %)', '—']);
    expect(line('measured-u0')).toEqual(['0.38 (\u22125 %)', '—']);
    expect(screen.getByTestId('compare-surface')).toHaveTextContent('Calculated on the typical surface of the ticked rows —');
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
    const ticked = [detection({ contestTypeId: 102, h: 14, w: 12, id: 31, lampId: 3, dataType: '1', lightnessAve: 6.6, evenness: 0.38 })];
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 } }} lampIds={[3, 1]} basis="rows" tickedRows={ticked} onClose={() => {}} />);
    const body = await screen.findByTestId('compare-body');
    expect(body).toHaveAttribute('aria-busy', 'true');
    expect(within(body).getByTestId('table-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-table')).not.toBeInTheDocument();
    // no figure cell (a '—' there reads as "no value")
    expect(body.querySelectorAll('td')).toHaveLength(0);
    answer();
    const table = await screen.findByTestId('compare-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '1. Brand 3M-3', '2. Brand 1M-1']);
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

describe('RankPanel: fit the layout', () => {
  afterEach(() => changeLanguage('en'));

  /** Rows as a fitted ranking answers them: one meets with 7 × at 0.86 m, one cannot. */
  const FITTED: RankRow[] = [
    { ...ROWS[0]!, layout: { ...ROWS[0]!.layout, count: 7, spacing: 0.8571 }, installedPower: 168, powerDensity: 9.3, fit: { met: true } },
    { ...ROWS[3]!, layout: { ...ROWS[3]!.layout, count: 20, spacing: 0.6 }, fit: { met: false, reason: 'U0 0.11 < 0.2 at best' } },
  ];

  // Typing into Ant Design's number inputs in jsdom is slow on a loaded machine: a longer bound than the default.
  it('the switch sends the type’s limits, the rows say the fitted layout or why none meets, in both languages', { timeout: 90_000 }, async () => {
    const { calls } = api({ 'POST /api/photometry/rank': (call) => ok({ rows: (call.body as RankRequest).fit ? FITTED : ROWS, evaluated: 4, ms: 20 }) });
    renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={() => {}} />);
    await screen.findAllByTestId('rank-layout');
    expect(screen.queryByTestId('rank-fit')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Fit the layout' }));
    const fitted = await screen.findAllByTestId('rank-fit');
    expect(fitted[0]).toHaveTextContent('meets with 7 × at 0.86 m, 168 W, 9.3 W/m²');
    expect(fitted[0]).toHaveAttribute('data-met', 'true');
    expect(fitted[1]).toHaveTextContent('U0 0.11 < 0.2 at best');
    // Wall washing: up to 20 fixtures 0.3–3 m apart, tilted 0–30° toward the wall.
    const sent = calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body as RankRequest;
    expect(sent.fit).toEqual({ countMax: 20, spacingMin: 0.3, spacingMax: 3, tiltMin: 0, tiltMax: 30 });
    // the limits read as figures do: a space before the metre, none before the degree
    expect(screen.getByRole('spinbutton', { name: 'Spacing ≥' })).toHaveValue('0.3 m');
    expect(screen.getByRole('spinbutton', { name: 'Spacing ≤' })).toHaveValue('3 m');
    expect(screen.getByRole('spinbutton', { name: 'Tilt ≤' })).toHaveValue('30°');
    // A limit changed goes out with the next ranking.
    const countMax = screen.getByRole('spinbutton', { name: 'Fixtures ≤' });
    await userEvent.clear(countMax);
    await userEvent.type(countMax, '12');
    await userEvent.tab();
    await waitFor(() => expect((calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body as RankRequest).fit?.countMax).toBe(12));
    // a box emptied and left falls back to the search's own limit
    const spacingMax = screen.getByRole('spinbutton', { name: 'Spacing ≤' });
    await retype(spacingMax, '2.5');
    await waitFor(() => expect((calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body as RankRequest).fit?.spacingMax).toBe(2.5));
    await userEvent.clear(spacingMax);
    await userEvent.tab();
    await waitFor(() => expect((calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body as RankRequest).fit?.spacingMax).toBe(FIT_DEFAULTS.spacingMax));
    expect(spacingMax).toHaveValue(`${FIT_DEFAULTS.spacingMax} m`);
    await act(() => changeLanguage('zh-CN'));
    expect(screen.getAllByTestId('rank-fit')[0]).toHaveTextContent('7 × 间距 0.86 m 达标，168 W，9.3 W/m²');
    expect(screen.getByRole('switch', { name: '自动布灯' })).toBeChecked();
    // Off again: the plain ranking, no limits sent.
    await userEvent.click(screen.getByRole('switch', { name: '自动布灯' }));
    await screen.findAllByTestId('rank-layout');
    expect((calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body as RankRequest).fit).toBeUndefined();
  });

  it('thumbnails and Compare of fitted rows: each fixture computed and pictured in its own fitted layout, printed in its column', async () => {
    const { calls } = api({ 'POST /api/photometry/rank': (call) => ok({ rows: (call.body as RankRequest).fit || (call.body as RankRequest).layouts ? FITTED : ROWS, evaluated: 4, ms: 20 }) });
    const onCompare = vi.fn();
    const { unmount } = renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onCompare={onCompare} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Fit the layout' }));
    await screen.findAllByTestId('rank-fit');
    const own = FITTED.map((r) => ({ photometryId: r.photometryId, layout: r.layout }));
    await waitFor(() => expect((calls.filter((c) => c.url.pathname === '/api/photometry/rank/pictures').at(-1)!.body as RankPicturesRequest).layouts).toEqual(own));
    for (const name of ['Brand 1 M-1', 'Brand 4 M-4']) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByTestId('rank-compare'));
    const picked = onCompare.mock.calls[0]![0] as RankRow[];
    expect(fittedLayouts(picked)).toEqual(FITTED.map((r) => ({ lampId: r.lampId, layout: r.layout })));
    unmount();

    calls.length = 0;
    renderApp(<CompareDialog open surface={{ contestTypeId: 102, dimensions: { H: 14, W: 12 }, layout: { tilt: 20 } }} lampIds={[1, 4]} layouts={fittedLayouts(picked)} basis="record" onClose={() => {}} />);
    const table = await screen.findByTestId('compare-table');
    // one rank call, each fixture with its own layout; the pictures each in its row's layout
    const rank = calls.find((c) => c.url.pathname === '/api/photometry/rank')!.body as RankRequest;
    expect(rank.layouts).toEqual([
      { lampId: 1, layout: { ...ROWS[0]!.layout, count: 7, spacing: 0.8571 } },
      { lampId: 4, layout: { ...ROWS[3]!.layout, count: 20, spacing: 0.6 } },
    ]);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/photometry/rank/pictures')).toBe(true));
    expect((calls.find((c) => c.url.pathname === '/api/photometry/rank/pictures')!.body as RankPicturesRequest).layouts).toEqual(own);
    const cells = (line: string) => [...table.querySelectorAll(`tr[data-line="${line}"] td`)].map((td) => td.textContent!.replace(' ★', ''));
    expect(cells('layout')[0]).toMatch(/^7 × at 0.86 m,/);
    expect(cells('layout')[1]).toMatch(/^20 × at 0.6 m,/);
    expect(cells('count')).toEqual(['7', '20']);
  });

  it('fitDefaults: floodlights tilt 10–60°, directly seen types search no tilt', () => {
    expect(fitDefaults(101)).toEqual({ countMax: 20, spacingMin: 0.3, spacingMax: 3, tiltMin: 10, tiltMax: 60 });
    const direct = CONTEST_TYPES.find((t) => t.kind === 'controlledPoint')!;
    expect(fitDefaults(direct.id)).toEqual({ countMax: 20, spacingMin: 0.3, spacingMax: 3 });
  });
});

/** A ranking streamed line by line, as the test says (`Accept: application/x-ndjson`). */
function streamedRanking() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (...lines: object[]) => act(async () => lines.forEach((line) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)))),
    end: () => act(async () => controller.close()),
  };
}

describe('RankPanel streamed', () => {
  afterEach(() => changeLanguage('en'));
  const panel = () => renderApp(<RankPanel request={REQUEST} filters={{ brandIds: [], priceMax: '', lampType: null }} onFiltersChange={() => {}} brands={[]} lampTypes={[]} onTake={() => {}} onCompare={() => {}} />);
  /** The preview's figures of rows 2 and 1, a little off calculate's. */
  const PREVIEW = [row(2, 8.1, 0.2, 18, 700, true), row(1, 11.9, 0.3, 20, 900, true)];

  it.each([
    ['en', 'Preview 0 / 459 fixtures', 'Preview 32 / 459 fixtures', 'Full grid 3 / 12 fixtures', 'preview'],
    ['zh-CN', '预览计算 0 / 459 款灯具', '预览计算 32 / 459 款灯具', '全网格复核 3 / 12 款灯具', '预览'],
  ] as const)('shows the progress with counts and the first rows as they come, marked as a preview, then the final rows in their place (%s)', async (lang, first, second, full, tag) => {
    await act(() => changeLanguage(lang));
    const stream = streamedRanking();
    const { calls } = api({ 'POST /api/photometry/rank': () => stream.response });
    panel();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/photometry/rank')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/photometry/rank')!.headers.get('Accept')).toBe('application/x-ndjson');

    await stream.send({ event: 'progress', stage: 'preview', done: 0, total: 459 });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(first);
    // the bar is named by its words for a screen reader
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(first);
    // nothing computed yet is not "no fixture passes"
    expect(screen.queryByText(lang === 'en' ? 'No fixture with a photometric file passes the filters.' : '没有符合筛选条件且带配光文件的灯具。')).not.toBeInTheDocument();

    await stream.send({ event: 'progress', stage: 'preview', done: 32, total: 459 }, { event: 'rows', provisional: true, evaluated: 32, rows: PREVIEW });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(second);
    await waitFor(() => expect(screen.getAllByTestId('rank-provisional')).toHaveLength(2));
    expect(screen.getAllByTestId('rank-provisional')[0]).toHaveTextContent(tag);
    // in the one number format of every figure
    const lavgs = () => [...document.querySelectorAll('td[data-col="lavg"]')].map((td) => td.textContent);
    const lavg = (v: number) => formatFigure(ROW_FIGURE_KINDS.lightnessAve!, v);
    expect(lavgs()).toEqual([lavg(8.1), lavg(11.9)]);
    // a preview is neither taken nor compared, and has no picture yet
    expect(screen.queryByTestId('rank-take')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Brand 2 M-2' })).toBeDisabled();
    // with no control in its rows, their scrolling box is itself a named Tab stop (axe: scrollable-region-focusable)
    expect(screen.getByRole('region', { name: lang === 'en' ? 'Ranked fixtures' : '灯具排名' })).toHaveAttribute('tabindex', '0');
    expect(calls.some((c) => c.url.pathname === '/api/photometry/rank/pictures')).toBe(false);
    expect(screen.queryByTestId('rank-summary')).not.toBeInTheDocument();

    await stream.send({ event: 'progress', stage: 'full', done: 3, total: 12 });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(full);
    await stream.send({ success: true, data: { rows: ROWS, evaluated: 459, ms: 812.4 } });
    await stream.end();
    await waitFor(() => expect(screen.queryByTestId('rank-progress')).not.toBeInTheDocument());
    expect(screen.queryByTestId('rank-provisional')).not.toBeInTheDocument();
    expect(lavgs()).toEqual([lavg(12), lavg(8), lavg(6), lavg(3.1)]);
    expect(screen.getAllByTestId('rank-take')).toHaveLength(4);
    expect(await screen.findByTestId('rank-summary')).toHaveTextContent(lang === 'en' ? '459 fixtures computed on this surface in 812 ms' : '已在本应用面计算 459 款灯具，用时 812 毫秒');
  });

  it('shows the error that ended the stream, in place of the provisional rows', async () => {
    const stream = streamedRanking();
    api({ 'POST /api/photometry/rank': () => stream.response });
    panel();
    await stream.send({ event: 'progress', stage: 'preview', done: 32, total: 459 }, { event: 'rows', provisional: true, evaluated: 32, rows: PREVIEW });
    await waitFor(() => expect(screen.getAllByTestId('rank-provisional')).toHaveLength(2));
    await stream.send({ success: false, code: 'UNAVAILABLE', message: 'This task could not finish within the server’s time limit and was cancelled; narrow it down or try again later' });
    await stream.end();
    expect(await screen.findByTestId('rank-error')).toHaveTextContent('This task could not finish within the server’s time limit and was cancelled; narrow it down or try again later');
    expect(screen.queryByTestId('rank-provisional')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rank-progress')).not.toBeInTheDocument();
  });
});
