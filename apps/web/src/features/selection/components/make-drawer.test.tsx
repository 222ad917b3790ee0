import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DetectionRow, FixtureLayout, TemplateIndex } from '@lampsheet/contracts';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { indices, rows, selectionApi } from '../testing/fixtures';
import { deriveMakeValues } from '../utils/make';
import { MakeDrawer } from './make-drawer';

const slow = { timeout: 8000 };

/** The drawer on the first fixture row (wall washing: H 9, W 4, S 1, D 0.6 from the row). */
function renderDrawer(row: Partial<DetectionRow> = {}, handlers: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem('lampsheet.token', 'test-token');
  const derived = deriveMakeValues([{ ...rows[0]!, h: 9, w: 4, contestS: 1, lumSize: 0.6, lumSizeMin: 0.4, authorizedPrice: 320, ...row }]);
  const api = mockApi({
    ...selectionApi(),
    'POST /api/lampparams/createTy/0': () => ({ status: 200, body: { success: true, data: { id: 77, lampparamNo: 'XQDW019', typeMark: 'L01', updateDate: 'x', sameNumber: [] } } }),
    'POST /api/files/upload': () => ({ status: 200, body: { success: true, data: { id: 1, savePath: 'uploads/x.png' } } }),
    ...handlers,
  });
  const view = renderApp(
    <MakeDrawer open projectId={4} contestTypeName="Wall washing" faces={1} derived={derived} indices={indices} onClose={() => undefined} />,
    { path: '/selection', route: '/selection?id=4', routes: [{ path: '/custom', element: <p>editor</p> }] },
  );
  return { ...api, ...view };
}

async function drawer() {
  return (await screen.findByText('Make lamp parameters', {}, slow)).closest<HTMLElement>('.ant-drawer-section')!;
}

/**
 * Opens a select and picks an option. The options are dictionary entries that may still be on
 * their way when the drawer first shows: a click then opens nothing, so it opens the select
 * again until the option is there, as a designer would.
 */
async function chooseOption(scope: HTMLElement, label: string, option: string) {
  await waitFor(async () => {
    // found anew each time: the form may render its field again while its data arrive
    const box = within(scope).getByRole('combobox', { name: label });
    if (box.getAttribute('aria-expanded') !== 'true') await userEvent.click(box);
    expect(screen.getByTitle(option)).toBeInTheDocument();
  }, slow);
  await userEvent.click(screen.getByTitle(option));
}

describe('make drawer: surface sketch and colour (issue 18, point 2)', { timeout: 60_000 }, () => {
  it('a sketch and a colour of the rows\' type make a complete draft, opened by the editor\'s templateType 1 route', async () => {
    const { calls, router } = renderDrawer();
    const d = await drawer();
    // the sketches of the ticked rows' type, parents and children
    const cards = await within(d).findAllByTestId('make-sketch', {}, slow);
    expect(cards).toHaveLength(3);
    expect(within(d).getByText('Wall washing: continuous run spaced S')).toBeInTheDocument();
    await chooseOption(d, 'Lamp type', 'Wall washer');
    expect(within(d).getByTestId('make-number')).toHaveTextContent('XQD019');

    await userEvent.click(within(d).getByText('Wall washing: upward from the base'));
    // the cards found anew: the drawer may have drawn them again since
    await waitFor(() => expect(within(d).getAllByTestId('make-sketch')[0]).toHaveAttribute('aria-checked', 'true'));
    await chooseOption(d, 'Colour type', 'Single white');
    await userEvent.type(within(d).getByTestId('make-temperature-0'), '3000');
    // the colour code joins the number: lamp number + colour code + power number
    expect(within(d).getByTestId('make-number')).toHaveTextContent('XQDW019');

    await userEvent.click(within(d).getByRole('button', { name: 'Save draft and open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom'), slow);
    const save = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!;
    expect(save.body).toMatchObject({
      makingWay: 1,
      contestSketchId: 51,
      contestSketchPath: 'demo/sketches/s51.svg',
      grayDemand: 21,
      colorType: 1,
      colorTemperatureFirst: '3000',
      colorTempeNo: 'W',
      lampparamNo: 'XQDW019',
      contestH: '9',
      contestW: '4',
      lumSize: '0.6',
      lumSizeMin: '0.4',
      extraIndices: { unitPrice: '320' },
    });
    // S is not a letter of this sketch, but it is the rows' surface: it travels, so Rank lays the record out as Compare did (issue 23)
    expect((save.body as Record<string, unknown>).contestS).toBe('1');
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries([...query].filter(([k]) => k !== 'item'))).toEqual({ id: '4', cid: '77', pid: '4', text: 'custom', flag: '1' });
    expect(JSON.parse(query.get('item')!)).toMatchObject({ id: 51, contestTypeId: 102, templateType: 1, sketchAttr: '{"H":1,"W":1,"D":1}' });
  });

  it('the record keeps the layout Compare calculates the row\'s fixture in on the row\'s surface (S 1 m on W 4 m), and that fixture', async () => {
    // what the engine answers for fixture 1 on H 9 · W 4 · S 1 · D 0.6 m: 4 fixtures 1 m apart
    const layout: FixtureLayout = { count: 4, spacing: 1, start: 0.5, setback: 0.6, height: 0, tilt: 12.5, rotation: 0, maintenanceFactor: 0.8 };
    const { calls, router } = renderDrawer({ photometryId: 5, contestAlbedo: 0.3 }, { 'POST /api/photometry/rank': () => ok({ rows: [{ lampId: 1, layout }], evaluated: 1, ms: 1 }) });
    const d = await drawer();
    await within(d).findAllByTestId('make-sketch', {}, slow);
    await chooseOption(d, 'Lamp type', 'Wall washer');
    await userEvent.click(within(d).getByText('Wall washing: upward from the base'));
    await userEvent.click(within(d).getByRole('button', { name: 'Save draft and open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom'), slow);
    // asked on the row's own surface, for the row's fixture only
    const rank = calls.find((c) => c.url.pathname === '/api/photometry/rank')!;
    expect(rank.body).toMatchObject({ contestTypeId: 102, dimensions: { H: 9, W: 4, S: 1, D: 0.6 }, albedo: 0.3, filters: { lampIds: [1] } });
    const save = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!;
    expect(save.body).toMatchObject({ chosenLampId: 1, layout, contestW: '4', lumSize: '0.6' });
  });

  it("fills the targets the designer entered on the selection page and no other: never a row's figure (L05 read \"Lavg ≥ 134\" from a row of 134 cd/m²)", async () => {
    const u0: TemplateIndex = { ...indices[0]!, id: 2, indexName: '均匀度', indexNameEn: 'Uniformity U0', indexKey: 'evenness', indexPrefix: '≥', indexUnit: null, sort: 2 };
    window.localStorage.setItem('lampsheet.token', 'test-token');
    // one ticked row of Lavg 134 cd/m² and U0 0.35; the panel's U0 target 0.2, no Lavg target entered
    const derived = deriveMakeValues([{ ...rows[0]!, h: 9, w: 4, lumSize: 0.6, lightnessAve: 134, evenness: 0.35 }], { evenness: '0.2' });
    const { calls } = mockApi({
      ...selectionApi(),
      'POST /api/lampparams/createTy/0': () => ({ status: 200, body: { success: true, data: { id: 77, lampparamNo: 'XQDW019', typeMark: 'L01', updateDate: 'x', sameNumber: [] } } }),
    });
    renderApp(<MakeDrawer open projectId={4} contestTypeName="Wall washing" faces={1} derived={derived} indices={[...indices, u0]} onClose={() => undefined} />, {
      path: '/selection',
      route: '/selection?id=4',
      routes: [{ path: '/custom', element: <p>editor</p> }],
    });
    const d = await drawer();
    expect(within(d).getByRole('textbox', { name: 'Uniformity U0' })).toHaveValue('0.2');
    expect(within(d).getByRole('textbox', { name: 'Average luminance, lower bound' })).toHaveValue('');
    await within(d).findAllByTestId('make-sketch', {}, slow);
    await chooseOption(d, 'Lamp type', 'Wall washer');
    await userEvent.click(within(d).getByText('Wall washing: upward from the base'));
    await userEvent.click(within(d).getByRole('button', { name: 'Save draft and open' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lampparams/createTy/0')).toBe(true), slow);
    const save = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!;
    const entries = (save.body as { projectParamindexList: Array<Record<string, unknown>> }).projectParamindexList;
    expect(entries.map((e) => Number(e.evenness))).toContain(0.2);
    expect(entries.some((e) => e.brightnessAvgMin !== undefined && e.brightnessAvgMin !== null && e.brightnessAvgMin !== '')).toBe(false);
  });

  it('saves nothing when the layout Compare calculates in cannot be computed (the server busy), and says so', async () => {
    const busy = () => ({ status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'busy' } });
    const { calls, router } = renderDrawer({ photometryId: 5 }, { 'POST /api/photometry/rank': busy });
    const d = await drawer();
    await within(d).findAllByTestId('make-sketch', {}, slow);
    await chooseOption(d, 'Lamp type', 'Wall washer');
    await userEvent.click(within(d).getByText('Wall washing: upward from the base'));
    await userEvent.click(within(d).getByRole('button', { name: 'Save draft and open' }));
    expect(await screen.findByText(/could not be computed just now, so nothing was saved/, {}, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/photometry/rank')).toBe(true);
    expect(calls.some((c) => c.url.pathname === '/api/lampparams/createTy/0')).toBe(false);
    expect(router.state.location.pathname).toBe('/selection');
    // the button is usable again: the designer can try once more
    expect(within(d).getByRole('button', { name: 'Save draft and open' })).toBeEnabled();
  });

  it('a generic (templateType 2) sketch keeps makingWay 2 and opens the "currency" form; RGBW has its fixed channels', async () => {
    const { calls, router } = renderDrawer();
    const d = await drawer();
    await within(d).findAllByTestId('make-sketch', {}, slow);
    await chooseOption(d, 'Lamp type', 'Wall washer');
    await userEvent.click(within(d).getByText('Facade: generic form'));
    // the generic form has no D: the wall-distance inputs go
    expect(within(d).queryByLabelText('D setback, max (m)')).not.toBeInTheDocument();
    await chooseOption(d, 'Colour type', 'RGBW');
    expect(within(d).getByTestId('make-channels')).toHaveTextContent('R 625nmG 530nmB 470nmW 4000K');
    expect(within(d).queryByTestId('make-temperature-0')).not.toBeInTheDocument();
    expect(within(d).getByTestId('make-number')).toHaveTextContent('XQDRGBW019');
    await userEvent.click(within(d).getByRole('button', { name: 'Save draft and open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom'), slow);
    expect(router.state.location.hash).toBe('#currency');
    expect(router.state.location.search).toBe('?id=4&cid=77&pid=4');
    const save = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!;
    expect(save.body).toMatchObject({ makingWay: 2, contestSketchId: 53, grayDemand: 23, colorType: 2, colorTempeNo: 'RGBW', lumSize: null, contestH: '9', contestW: '4' });
  });

  it('several temperatures: a first one outside 2700–5000 K clears the others once it is left; another colour type resets them', async () => {
    renderDrawer();
    const d = await drawer();
    await chooseOption(d, 'Colour type', 'Two colour temperatures');
    const first = within(d).getByTestId('make-temperature-0');
    const second = within(d).getByTestId('make-temperature-1');
    await userEvent.type(first, '3000');
    await userEvent.type(second, '4000');
    expect(within(d).getByTestId('make-number')).toHaveTextContent('W/M019');
    await userEvent.clear(first);
    await userEvent.type(first, '6500');
    expect(second).toHaveValue('4000');
    await userEvent.tab();
    expect(second).toHaveValue('');
    await chooseOption(d, 'Colour type', 'Single white');
    expect(within(d).getByTestId('make-temperature-0')).toHaveValue('');
  });

  it('making the same rows twice: the second draft is named by its type mark and warned of the number it shares, as saving warns (issue 23)', async () => {
    const twice = () => ({ status: 200, body: { success: true, data: { id: 78, lampparamNo: 'XQDW019', typeMark: 'L02', updateDate: 'x', sameNumber: [{ id: 77, typeMark: 'L01' }] } } });
    const { router } = renderDrawer({}, { 'POST /api/lampparams/createTy/0': twice });
    const d = await drawer();
    await within(d).findAllByTestId('make-sketch', {}, slow);
    await chooseOption(d, 'Lamp type', 'Wall washer');
    await userEvent.click(within(d).getByText('Wall washing: upward from the base'));
    await userEvent.click(within(d).getByRole('button', { name: 'Save draft and open' }));
    const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice *' }, slow);
    expect(await toast('Draft L02 XQDW019 saved')).toBeInTheDocument();
    expect(await toast('Saved. Number XQDW019 is also used by L01 in this project.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom'), slow);
  });
});
