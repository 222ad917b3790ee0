import { formatFigure, type RankRequest, type RankRow } from '@lampsheet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp, retype } from '@/testing/test-utils';
import { api, REQUEST, row, ROWS, renderPanel } from '../testing/rank-panel';
import { RankPanel } from './rank-panel';

/* Rank's panel: its rows, summary, columns, layout and busy states (fitting: rank-panel-fit.test, streaming: rank-panel-stream.test). */

describe('RankPanel summary', () => {
  afterEach(() => changeLanguage('en'));
  for (const [lang, one] of [['en', '2 fixtures computed on this surface in 13 ms · 1 meets every target'], ['zh-CN', '已在本应用面计算 2 款灯具，用时 13 毫秒 · 1 款达到全部指标']] as const) {
    it(`says how many meet every target in the language's plural (${lang})`, async () => {
      await changeLanguage(lang);
      api({ 'POST /api/photometry/rank': () => ok({ rows: ROWS.slice(2), evaluated: 2, ms: 12.5 }) });
      renderPanel();
      expect(await screen.findByTestId('rank-summary')).toHaveTextContent(one);
    });
  }
});

describe('RankPanel without targets', () => {
  afterEach(() => changeLanguage('en'));
  for (const [lang, text] of [['en', '2 fixtures computed on this surface in 13 ms · no targets set: the rows are ordered by score alone'], ['zh-CN', '已在本应用面计算 2 款灯具，用时 13 毫秒 · 未设照明指标：仅按评分排序']] as const) {
    it(`says no target is set, never that every row meets them (${lang})`, async () => {
      await changeLanguage(lang);
      // rows checked against nothing: the server answers meets with no verdict
      const rows = ROWS.slice(2).map((r) => ({ ...r, meets: true, verdicts: [] }));
      api({ 'POST /api/photometry/rank': () => ok({ rows, evaluated: 2, ms: 12.5 }) });
      renderPanel();
      const summary = await screen.findByTestId('rank-summary');
      expect(summary).toHaveTextContent(text);
      expect(summary).not.toHaveTextContent(lang === 'en' ? 'meet' : '达到全部指标');
    });
  }
});

describe('RankPanel', () => {
  it('lists the ranking with ticks and crosses, thumbnails on one scale, take and compare up to three', async () => {
    const { calls } = api();
    const onTake = vi.fn();
    const onCompare = vi.fn();
    renderPanel({ onTake, onCompare });
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
      renderPanel();
      expect(await screen.findByTestId('rank-summary')).toHaveTextContent(text);
    });
  }
});

describe('RankPanel figures beside their verdicts', () => {
  it('prints a checked figure with the digits that tell it from its bound: U0 0.097 beside the cross for ≥ 0.10, never 0.10', async () => {
    const near = row(5, 12, 0.097, 20, 900, false);
    api({ 'POST /api/photometry/rank': () => ok({ rows: [near, ROWS[0]!], evaluated: 2, ms: 3 }) });
    renderPanel();
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
    renderPanel({ filters: { brandIds: [], priceMax: '', lampType: 5 }, onFiltersChange, lampTypes });
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
    renderPanel();
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
    renderPanel();
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
    renderPanel({ request: { ...REQUEST, layout: stored } });
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
    renderPanel();
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
