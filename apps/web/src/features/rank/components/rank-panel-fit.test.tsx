import { CONTEST_TYPES, FIT_DEFAULTS, type RankPicturesRequest, type RankRequest, type RankRow } from '@lampsheet/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ok, renderApp, retype } from '@/testing/test-utils';
import { fittedLayouts } from '../utils/rank';
import { api, REQUEST, ROWS, renderPanel } from '../testing/rank-panel';
import { CompareDialog } from './compare-dialog';
import { fitDefaults } from './fit-control';

/* Rank's panel fitting the layout: the switch, its limits, the fitted rows and their Compare. */

describe('RankPanel: fit the layout', () => {
  afterEach(() => changeLanguage('en'));

  /** Rows as a fitted ranking answers them: one meets with 7 × at 0.86 m, one cannot. */
  const FITTED: RankRow[] = [
    { ...ROWS[0]!, layout: { ...ROWS[0]!.layout, count: 7, spacing: 0.8571 }, installedPower: 168, powerDensity: 9.3, fit: { met: true } },
    { ...ROWS[3]!, layout: { ...ROWS[3]!.layout, count: 20, spacing: 0.6 }, fit: { met: false, reason: 'U0 0.11 < 0.2 at best' } },
  ];

  it("ranks the record's chosen fixture in its stored layout (`layouts`) until the designer fits every fixture, which the server takes without it", { timeout: 90_000 }, async () => {
    const own = { lampId: ROWS[0]!.lampId, layout: { ...ROWS[0]!.layout, count: 5, spacing: 2.4 } };
    const { calls } = api({ 'POST /api/photometry/rank': (call) => ok({ rows: (call.body as RankRequest).fit ? FITTED : ROWS, evaluated: 4, ms: 20 }) });
    renderPanel({ request: { ...REQUEST, layouts: [own] } });
    await screen.findAllByTestId('rank-layout');
    const sent = () => calls.filter((c) => c.url.pathname === '/api/photometry/rank').at(-1)!.body as RankRequest;
    expect(sent().layouts).toEqual([own]);
    await userEvent.click(screen.getByRole('switch', { name: 'Fit the layout' }));
    await screen.findAllByTestId('rank-fit');
    expect(sent().fit).toBeDefined();
    expect(sent()).not.toHaveProperty('layouts');
  });

  // Typing into Ant Design's number inputs in jsdom is slow on a loaded machine: a longer bound than the default.
  it('the switch sends the type’s limits, the rows say the fitted layout or why none meets, in both languages', { timeout: 90_000 }, async () => {
    const { calls } = api({ 'POST /api/photometry/rank': (call) => ok({ rows: (call.body as RankRequest).fit ? FITTED : ROWS, evaluated: 4, ms: 20 }) });
    renderPanel();
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
    const { unmount } = renderPanel({ onCompare });
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
