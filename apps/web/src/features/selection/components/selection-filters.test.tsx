import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as SelectionPage } from '@/app/routes/selection';
import { mockApi, renderApp, type MockCall } from '@/testing/test-utils';
import type { TemplateIndex } from '@lampsheet/contracts';
import { columns, indices, presets, selectionApi } from '../testing/fixtures';
import { FILTERS_FOLDED_KEY } from './filter-bar';

async function renderPanel(qs = 'id=4&contestTypeId=102', overrides: Parameters<typeof selectionApi>[0] = {}) {
  const api = mockApi({
    ...selectionApi(overrides),
    'GET /api/projects/view/4': () => ({ status: 200, body: { success: true, data: { id: 4, itemName: 'Riverside Tower' } } }),
  });
  const view = renderApp(<SelectionPage />, { path: '/selection', route: `/selection?${qs}` });
  await screen.findByText('LX-1');
  return { ...api, ...view };
}
const lastTyList = (calls: MockCall[]) => calls.filter((c) => c.url.pathname === '/api/contests/tyList').at(-1)!.body as Record<string, unknown>;

describe('selection panel: colour, only these fixtures, folding filters (issue 18)', { timeout: 60_000 }, () => {
  it('filters by colour through the address', async () => {
    const { calls, router } = await renderPanel();
    const select = screen.getByTestId('selection-colour');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click((await screen.findAllByTitle('Multi-colour')).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toContain('colorFlag=2'));
    await waitFor(() => expect(lastTyList(calls)).toMatchObject({ colorFlag: 2, page: 1 }));
  });

  it('one rule: a clicked choice searches at once, a typed value waits for Search or Enter', async () => {
    const { calls, router } = await renderPanel();
    const before = calls.filter((c) => c.url.pathname === '/api/contests/tyList').length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Calculated data' }));
    await waitFor(() => expect(router.state.location.search).toContain('dataTypeStr=1%2C2'));
    await waitFor(() => expect(lastTyList(calls)).toMatchObject({ dataTypeStr: '1,2', page: 1 }));
    const afterChoice = calls.filter((c) => c.url.pathname === '/api/contests/tyList').length;
    expect(afterChoice).toBeGreaterThan(before);
    // a typed target waits: no search until Enter
    await userEvent.click(screen.getByTestId('selection-fold'));
    const target = document.getElementById('t-brightnessAvgMin') as HTMLInputElement;
    await userEvent.type(target, '12');
    expect(calls.filter((c) => c.url.pathname === '/api/contests/tyList').length).toBe(afterChoice);
    await userEvent.type(target, '{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/contests/tyList').length).toBeGreaterThan(afterChoice));
  });

  it('a two-face type offers the B/A luminance ratio among the filters and searches with it', async () => {
    // composite surface (103), a two-face type, answered with the panel's fixtures
    const { calls } = await renderPanel('id=4&contestTypeId=103', {
      'GET /api/lampparams/getStandLampparamFields/103': columns,
      'GET /api/lampparams/getStandLampparamIndex/103': indices,
      'GET /api/contests/defaultWeightJson/103': presets,
    });
    await userEvent.click(screen.getByTestId('selection-fold'));
    await userEvent.type(screen.getByRole('textbox', { name: 'B/A luminance ratio Min' }), '0.2');
    await userEvent.type(screen.getByRole('textbox', { name: 'B/A luminance ratio Max' }), '0.5{Enter}');
    await waitFor(() => expect(lastTyList(calls)).toMatchObject({ contestTypeId: 103, lightnessRatioMin: 0.2, lightnessRatioMax: 0.5 }));
  });

  it('searches with the flux bounds, CRI and IP typed, each input named by its field', async () => {
    const { calls } = await renderPanel();
    await userEvent.click(screen.getByTestId('selection-fold'));
    const filters = screen.getByRole('group', { name: 'Fixture filters' });
    // no two inputs share a name: a screen reader tells "Luminous flux (lm) Min" from "Price Min"
    const names = within(filters).getAllByRole('textbox').map((box) => box.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Luminous flux (lm) Min' }), '1000');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Luminous flux (lm) Max' }), '5000');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'CRI at least' }), '90');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'IP at least' }), 'ip66{Enter}');
    await waitFor(() => expect(lastTyList(calls)).toMatchObject({ fluxMin: 1000, fluxMax: 5000, criMin: 90, ipMin: 'IP66', page: 1 }));
  });

  it('a one-face type has no B/A luminance ratio filter', async () => {
    await renderPanel();
    await userEvent.click(screen.getByTestId('selection-fold'));
    expect(screen.getByLabelText('Uniformity U0 ≥')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'B/A luminance ratio Min' })).toBeNull();
  });

  it('keeps only the ticked fixtures, says so, and lets them go again', async () => {
    const { calls, router } = await renderPanel();
    expect(screen.getByTestId('selection-only-ticked')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lumenpulse LX-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'LED Linear VX-2' }));
    await userEvent.click(screen.getByTestId('selection-only-ticked'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('lampIdsStr')).toBe('1,2'));
    await waitFor(() => expect(lastTyList(calls)).toMatchObject({ lampIdsStr: '1,2' }));
    expect(screen.getByTestId('selection-only')).toHaveTextContent('Only these 2 fixtures');

    await userEvent.click(screen.getByTestId('selection-only').querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(router.state.location.search).not.toContain('lampIdsStr'));
    // back to the first search (answered from the cache)
    expect(screen.queryByTestId('selection-only')).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/contests/tyList')[0]!.body).not.toHaveProperty('lampIdsStr');
  });

  it('opens a link with lampIdsStr on those fixtures only', async () => {
    const { calls } = await renderPanel('id=4&contestTypeId=102&lampIdsStr=2');
    expect(lastTyList(calls)).toMatchObject({ lampIdsStr: '2' });
    expect(screen.getByTestId('selection-only')).toHaveTextContent('Only this 1 fixture');
  });

  it('starts folded on a first visit, unfolded when a folded filter holds a value', async () => {
    window.localStorage.removeItem(FILTERS_FOLDED_KEY);
    const first = await renderPanel();
    expect(screen.queryByRole('group', { name: 'Fixture filters' })).toBeNull();
    expect(screen.getByTestId('selection-fold')).toHaveAttribute('aria-expanded', 'false');
    first.unmount();
    await renderPanel('id=4&contestTypeId=102&priceMin=10.00');
    expect(screen.getByRole('group', { name: 'Fixture filters' })).toBeInTheDocument();
  });

  it('folds the targets and filters away, counts what they hold, and remembers it', async () => {
    const first = await renderPanel('id=4&contestTypeId=102&priceMin=10.00&voltage=DC24V');
    expect(screen.getByRole('group', { name: 'Fixture filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('selection-fold'));
    expect(screen.queryByRole('group', { name: 'Fixture filters' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Target parameters' })).toBeNull();
    expect(screen.getByTestId('selection-fold')).toHaveTextContent('More filters');
    expect(screen.getByTestId('selection-fold').closest('.ant-badge')).toHaveTextContent('2');
    expect(window.localStorage.getItem(FILTERS_FOLDED_KEY)).toBe('1');
    first.unmount();

    await renderPanel();
    expect(screen.queryByRole('group', { name: 'Fixture filters' })).toBeNull();
    await userEvent.click(screen.getByTestId('selection-fold'));
    expect(screen.getByRole('group', { name: 'Fixture filters' })).toBeInTheDocument();
    expect(window.localStorage.getItem(FILTERS_FOLDED_KEY)).toBe('0');
  });
});

describe('selection panel: each quantity asked for in one place (issue 23)', { timeout: 60_000 }, () => {
  const target = (id: number, indexKey: string, indexNameEn: string, indexPrefix: string, indexUnit: string | null): TemplateIndex => ({
    ...indices[0]!, id, indexKey, indexName: `${indexKey}-zh`, indexNameEn, indexPrefix, indexUnit, sort: id,
  });
  // wall washing's typical targets: Lavg between, Lmax at most, U0 at least
  const wallWashing = [
    indices[0]!,
    target(2, 'brightnessAvgMax', 'Average luminance, upper bound', '≤', 'cd/m²'),
    target(3, 'brightnessMax', 'Maximum luminance', '≤', 'cd/m²'),
    target(4, 'evenness', 'Uniformity U0', '≥', null),
  ];
  const open = (qs = 'id=4&contestTypeId=102') => renderPanel(qs, { 'GET /api/lampparams/getStandLampparamIndex/102': wallWashing });

  it('asks for Lavg, Lmax and U0 once, as targets, and searches with them; the fixture filters keep the rest', async () => {
    const { calls } = await open();
    await userEvent.click(screen.getByTestId('selection-fold'));
    const targets = screen.getByRole('group', { name: 'Target parameters' });
    const filters = screen.getByRole('group', { name: 'Fixture filters' });
    expect(within(targets).getAllByRole('textbox')).toHaveLength(4);
    for (const name of [/Average luminance/, /Maximum luminance/, /Uniformity U0/]) expect(within(filters).queryByText(name)).toBeNull();
    expect(within(filters).queryAllByRole('textbox').map((box) => box.getAttribute('aria-label'))).not.toEqual(expect.arrayContaining([expect.stringMatching(/luminance|U0/)]));
    expect(within(filters).getByRole('textbox', { name: 'Luminous flux (lm) Min' })).toBeInTheDocument();
    await userEvent.type(document.getElementById('t-brightnessAvgMin')!, '5');
    await userEvent.type(document.getElementById('t-brightnessAvgMax')!, '30');
    await userEvent.type(document.getElementById('t-brightnessMax')!, '90');
    await userEvent.type(document.getElementById('t-evenness')!, '0.2{Enter}');
    await waitFor(() => expect(lastTyList(calls)).toMatchObject({ lightnessAveMin: 5, lightnessAveMax: 30, lightnessMaxMax: 90, evennessMin: 0.2 }));
  });

  it('a quantity without a target keeps its filter (only Lavg is a target here)', async () => {
    await renderPanel();
    await userEvent.click(screen.getByTestId('selection-fold'));
    const filters = screen.getByRole('group', { name: 'Fixture filters' });
    expect(within(filters).queryByText('Average luminance')).toBeNull();
    expect(within(filters).getByText('Maximum luminance')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Uniformity U0 ≥')).toBeInTheDocument();
  });

  it('a filter an older address set stays shown beside its target, so no value applies unseen', async () => {
    await open('id=4&contestTypeId=102&lightnessAveMin=8');
    const filters = screen.getByRole('group', { name: 'Fixture filters' });
    expect(within(filters).getByRole('textbox', { name: 'Average luminance Min' })).toHaveValue('8');
    expect(within(filters).queryByLabelText('Uniformity U0 ≥')).toBeNull();
  });
});
