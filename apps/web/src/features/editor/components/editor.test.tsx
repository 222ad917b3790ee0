import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { mockApi } from '@/testing/test-utils';
import { editorApi, fail, ok, storedView, washIndices } from '../testing/fixtures';
import { pick, renderEditor, renderRecord } from '../testing/render-editor';
import type { LampparamForm } from '@lampsheet/contracts';
import type { TakenFixture } from '../utils/rank-request';
import { TEMPERATURE_QUIET_MS } from './form-sections/colour-and-beam';

/** The message toast with that text (a failed save rule also shows it at its field). */
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message-notice *' });

describe('Editor', { timeout: 60_000 }, () => {
  it('shows the project, a back link that keeps the pass-through parameters, and the buttons of a new record', async () => {
    mockApi(editorApi());
    renderEditor();
    expect(await screen.findByText('Bund facade')).toBeInTheDocument();
    expect(screen.getByTestId('editor-back')).toHaveAttribute('href', '/parameterLampList?id=1&gd=g&jduhh=j');
    expect(screen.getByTestId('save-draft')).toBeInTheDocument();
    expect(screen.getByTestId('generate')).toBeInTheDocument();
    expect(screen.queryByTestId('save-as')).not.toBeInTheDocument();
  });

  it('checks point 5 in order before any call', async () => {
    const { calls } = mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await userEvent.click(screen.getByTestId('custom-number-flag'));
    await userEvent.click(screen.getByTestId('save-draft'));
    expect(await toast('please fill in the custom number')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('custom-number-flag'));
    await userEvent.click(screen.getByTestId('generate'));
    expect(await toast('Please select a beam angle')).toBeInTheDocument();
    await pick('beam-angle', '10°');
    await userEvent.click(screen.getByTestId('generate'));
    expect(await toast('Please select the colour temperature or colour')).toBeInTheDocument();
    await pick('colour-type', 'Single colour temperature');
    await userEvent.type(screen.getByTestId('temperature-0'), '3000');
    await userEvent.click(screen.getByTestId('generate'));
    expect(await toast('Please select a lamp type')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/lampparams/createTy'))).toBe(false);
  });

  it('failed save rules mark every field with its message, scroll to the specification\'s first and focus it; a change clears the marks', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await userEvent.click(screen.getByTestId('generate'));
    const angle = document.getElementById('beam-angle')!;
    const item = angle.closest('.ant-form-item')!;
    await waitFor(() => expect(item).toHaveClass('ant-form-item-has-error'));
    expect(within(item as HTMLElement).getByText('Please select a beam angle')).toBeInTheDocument();
    // every failing field at once: the colour type (above the beam angle on the form), the lamp, the power
    const colourItem = document.getElementById('colour-type')!.closest('.ant-form-item') as HTMLElement;
    expect(colourItem).toHaveClass('ant-form-item-has-error');
    expect(within(colourItem).getByText('Please select the colour temperature or colour')).toBeInTheDocument();
    expect(screen.getByTestId('choose-lamp-error')).toHaveTextContent('Please select a lamp type');
    const powerItem = document.getElementById('lamp-power')!.closest('.ant-form-item') as HTMLElement;
    expect(within(powerItem).getByText('Please fill in the power!')).toBeInTheDocument();
    // the toast and the scroll take the specification's first rule (beam angle), not the form's first field (colour type)
    expect(await toast('Please select a beam angle')).toBeInTheDocument();
    expect(scrolled).toEqual([angle]);
    expect(document.activeElement).toBe(angle);
    await pick('beam-angle', '10°');
    await waitFor(() => expect(item).not.toHaveClass('ant-form-item-has-error'));
    expect(colourItem).not.toHaveClass('ant-form-item-has-error');
    // the next rule: the lamp sketch, at its button
    await pick('colour-type', 'Single colour temperature');
    await userEvent.type(screen.getByTestId('temperature-0'), '3000');
    await userEvent.click(screen.getByTestId('generate'));
    expect(await screen.findByTestId('choose-lamp-error')).toHaveTextContent('Please select a lamp type');
    expect(document.activeElement).toBe(screen.getByTestId('choose-lamp'));
    expect(scrolled.at(-1)).toBe(screen.getByTestId('choose-lamp'));
    scrollIntoView.mockRestore();
  });

  it('multi-colour types show their rows; RGBW with fixed wavelengths; the number follows the colour', async () => {
    mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await pick('beam-angle', '10°');
    await pick('colour-type', 'Two colour temperatures');
    const rows = screen.getByTestId('colour-rows');
    await userEvent.type(within(rows).getByTestId('temperature-0'), '3000');
    await userEvent.type(within(rows).getByTestId('temperature-1'), '4000');
    expect(screen.getByTestId('live-number')).toHaveTextContent('10W/M');
    // typed in one change (a loaded machine typing digit by digit can pass the quiet time between two)
    fireEvent.change(within(rows).getByTestId('temperature-0'), { target: { value: '6500' } });
    // the 2700–5000 K rule applies once the value is committed (here: leaving the field)
    expect(within(rows).getByTestId('temperature-1')).toHaveValue('4000');
    within(rows).getByTestId('temperature-0').focus();
    await userEvent.tab();
    expect(within(rows).getByTestId('temperature-1')).toHaveValue('');
    await pick('colour-type', 'RGBW');
    expect(screen.getByText('R 625nm')).toBeInTheDocument();
    expect(screen.getByText('W 4000')).toBeInTheDocument();
    expect(screen.getByTestId('live-number')).toHaveTextContent('10RGBW');
  });

  it('the surface dialog needs a second-level type to upload; a sketch shows its sizes and template', async () => {
    mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await userEvent.click(screen.getByTestId('choose-surface'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('surface-upload'));
    expect(await toast('Please select the second-level type!')).toBeInTheDocument();
    expect(within(dialog).getByText(/969\*591px/)).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByText('Wall washing: continuous run'));
    const dims = await screen.findByTestId('dimension-inputs');
    expect(within(dims).getByTestId('dim-H')).toBeInTheDocument();
    expect(within(dims).getByTestId('dim-S')).toBeInTheDocument();
    expect(within(dims).queryByTestId('dim-W1')).not.toBeInTheDocument();
    fireEvent.change(within(dims).getByTestId('dim-H'), { target: { value: '12.5m.3abc45678901' } });
    expect(within(dims).getByTestId('dim-H')).toHaveValue('12.5345678');
    expect(await screen.findByText('Average luminance, lower bound')).toBeInTheDocument();
    expect(screen.getByTestId('enter-effect')).toBeInTheDocument();
  }, 45_000);

  it('re-choosing the same sketch keeps sizes and targets; a sketch of another type clears them and says so', async () => {
    mockApi(editorApi());
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    const dims = await screen.findByTestId('dimension-inputs');
    expect(within(dims).getByTestId('dim-H')).toHaveValue('9');
    expect(within(await screen.findByTestId('index-brightnessAvgMin')).getByRole('textbox')).toHaveValue('20');
    await userEvent.click(screen.getByTestId('choose-surface'));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByText('Wall washing: upward from the base'));
    expect(within(screen.getByTestId('dimension-inputs')).getByTestId('dim-H')).toHaveValue('9');
    expect(within(screen.getByTestId('index-brightnessAvgMin')).getByRole('textbox')).toHaveValue('20');
    expect(screen.queryByText(/were cleared|Cleared the/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('choose-surface'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByText('Floodlighting: whole facade'));
    expect(await toast('The application type changed: the lighting targets and the sizes H were cleared.')).toBeInTheDocument();
    expect(within(screen.getByTestId('dimension-inputs')).getByTestId('dim-H')).toHaveValue('');
    expect(within(await screen.findByTestId('index-brightnessAvgMin')).getByRole('textbox')).toHaveValue('');
  });

  it('typing 3500 digit by digit keeps the second temperature; the rule applies after the quiet time', async () => {
    mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await pick('colour-type', 'Two colour temperatures');
    const rows = screen.getByTestId('colour-rows');
    await userEvent.type(within(rows).getByTestId('temperature-0'), '3000');
    await userEvent.type(within(rows).getByTestId('temperature-1'), '4000');
    await userEvent.clear(within(rows).getByTestId('temperature-0'));
    // Digit by digit as fast as a typist, whatever the machine's load: each keystroke a change
    // event of its own, the next one long before the quiet time is over.
    const first = within(rows).getByTestId('temperature-0');
    for (const typed of ['3', '35', '350', '3500']) {
      fireEvent.change(first, { target: { value: typed } });
      expect(within(rows).getByTestId('temperature-1')).toHaveValue('4000');
    }
    await userEvent.keyboard('{Enter}');
    expect(within(rows).getByTestId('temperature-0')).toHaveValue('3500');
    expect(within(rows).getByTestId('temperature-1')).toHaveValue('4000');
    // 6000 outside 2700–5000: the second clears once the input has been quiet for the quiet time
    fireEvent.change(first, { target: { value: '6000' } });
    expect(within(rows).getByTestId('temperature-1')).toHaveValue('4000');
    await waitFor(() => expect(within(rows).getByTestId('temperature-1')).toHaveValue(''), { timeout: TEMPERATURE_QUIET_MS + 9000 });
  });

  it('a half-built number says what it still needs', async () => {
    mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await pick('beam-angle', '10°');
    expect(screen.getByTestId('live-number')).toHaveTextContent('10');
    expect(screen.getByTestId('live-number')).toHaveAttribute('data-complete', 'false');
    expect(screen.getByTestId('number-missing')).toHaveTextContent('Incomplete: still needs lamp type, colour, power');
    await pick('colour-type', 'Single colour temperature');
    await userEvent.type(screen.getByTestId('temperature-0'), '3000');
    expect(screen.getByTestId('number-missing')).toHaveTextContent('Incomplete: still needs lamp type, power');
  });

  it('a loaded record whose power number is still on its way is pending, never "incomplete"', async () => {
    let answer: (() => void) | undefined;
    const { calls } = mockApi(
      editorApi({
        'POST /api/lampparams/lamps/getPowerNo': () =>
          new Promise<ReturnType<typeof ok>>((resolve) => {
            answer = () => resolve(ok({ powerNo: '024' }));
          }),
      }),
    );
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    const number = await screen.findByTestId('live-number');
    // just loaded (the power not yet settled), then asked: pending both times, nothing missing
    expect(number).toHaveAttribute('data-pending', 'true');
    expect(screen.queryByTestId('number-missing')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lampparams/lamps/getPowerNo')).toBe(true));
    expect(number).toHaveAttribute('data-pending', 'true');
    expect(screen.queryByTestId('number-missing')).not.toBeInTheDocument();
    answer?.();
    await waitFor(() => expect(number).toHaveAttribute('data-complete', 'true'));
    expect(number).toHaveTextContent('024');
    expect(screen.queryByTestId('number-missing')).not.toBeInTheDocument();
  });

  it('the saved sketches\' names follow a language switch at once, the form keeping its edits', async () => {
    const zhView = () => {
      const v = storedView();
      return { ...v, contestSketch: { ...v.contestSketch, contestDescribe: '洗墙 墙根上洗' }, lampSketch: { ...v.lampSketch, lampDescribe: '线型洗墙灯' } };
    };
    mockApi(editorApi({ 'GET /api/lampparams/editTyView/9': (c) => ok(c.headers.get('Accept-Language')?.startsWith('zh') ? zhView() : storedView()) }));
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    expect(await screen.findByTestId('surface-name')).toHaveTextContent('Wall washing: upward from the base');
    expect(screen.getByText('Linear wall washer')).toBeInTheDocument();
    await act(() => changeLanguage('zh-CN'));
    await waitFor(() => expect(screen.getByTestId('surface-name')).toHaveTextContent('洗墙 墙根上洗'));
    expect(screen.getByText('线型洗墙灯')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('surface-name')).toHaveTextContent('Wall washing: upward from the base'));
  });

  it('the form asks for the fields the catalogue answers for the type: no road type on a wall-washing form, one on a far-view point source', async () => {
    const road = { ...washIndices[0]!, id: 20, indexKey: 'roadType', indexName: '道路类型', indexNameEn: 'Road type', controlType: 'select' as const, controlInputType: null, controlDict: 'daoluleixing' };
    // the server answers only the fields that belong to the type (catalog.test.ts)
    const farView = () => {
      const v = storedView();
      return { ...v, projectLampparamVo: { ...v.projectLampparamVo, contestType: 114 }, contestSketch: { ...v.contestSketch, contestTypeId: 114 } };
    };
    mockApi(
      editorApi({
        'GET /api/lampparams/getStandLampparamIndex/102': () => ok(washIndices),
        'GET /api/lampparams/getStandLampparamIndex/114': () => ok([road, ...washIndices.filter((i) => i.indexKey !== 'albedo')]),
        'GET /api/lampparams/editTyView/9': () => ok(storedView()),
        'GET /api/lampparams/editTyView/10': () => ok(farView()),
      }),
    );
    const wash = renderEditor('/custom?id=1&pid=1&cid=9', 9);
    expect(await screen.findByTestId('index-protectLevel')).toBeInTheDocument();
    expect(screen.getByTestId('index-albedo')).toBeInTheDocument();
    expect(screen.queryByTestId('index-roadType')).not.toBeInTheDocument();
    expect(screen.queryByText('Road type')).not.toBeInTheDocument();
    wash.unmount();

    renderEditor('/custom?id=1&pid=1&cid=10', 10);
    expect(await screen.findByTestId('index-roadType')).toHaveTextContent('Road type');
    expect(screen.getByTestId('index-protectLevel')).toBeInTheDocument();
  });

  it('the max-brightness tab clears the other value', async () => {
    mockApi(editorApi());
    renderEditor();
    await screen.findByText('Bund facade');
    await userEvent.click(screen.getByTestId('choose-surface'));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByText('Wall washing: upward from the base'));
    const max = await screen.findByTestId('index-brightnessMax');
    await userEvent.type(within(max).getByRole('textbox'), '800');
    await userEvent.click(screen.getByText('Maximum luminance A', { selector: '.ant-segmented-item-label, .ant-segmented-item-label *' }));
    const a = await screen.findByTestId('index-brightnessA');
    expect(within(a).getByRole('textbox')).toHaveValue('');
    await userEvent.type(within(a).getByRole('textbox'), 'x30');
    expect(within(a).getByRole('textbox')).toHaveValue('30');
    await userEvent.click(screen.getByText('Maximum luminance', { selector: '.ant-segmented-item-label, .ant-segmented-item-label *' }));
    expect(within(await screen.findByTestId('index-brightnessMax')).getByRole('textbox')).toHaveValue('');
  });

  it('guidance shows the hints and is kept in the directFlag cookie', async () => {
    mockApi(editorApi());
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    await screen.findByTestId('index-albedo');
    expect(screen.queryByText('Reflectance of the lit material')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('guidance-switch'));
    expect(screen.getByText('Reflectance of the lit material')).toBeInTheDocument();
    expect(document.cookie).toContain('directFlag=1');
    await userEvent.click(screen.getByTestId('guidance-switch'));
    expect(document.cookie).not.toContain('directFlag=1');
  });

  it('a record of someone else offers only Save as; a draft of mine offers no Save as', async () => {
    mockApi(editorApi({ 'GET /api/lampparams/editTyView/9': () => ok(storedView({ dataStatus: 2, createdBy: 2 })) }));
    const first = renderEditor('/custom?id=1&pid=1&cid=9', 9);
    expect(await screen.findByTestId('save-as')).toBeInTheDocument();
    expect(screen.queryByTestId('save-draft')).not.toBeInTheDocument();
    expect(screen.queryByTestId('generate')).not.toBeInTheDocument();
    expect(screen.getByTestId('not-creator')).toHaveTextContent('Li');
    first.unmount();

    mockApi(editorApi());
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    expect(await screen.findByTestId('save-draft')).toBeInTheDocument();
    expect(screen.queryByTestId('save-as')).not.toBeInTheDocument();
  });

  it('a stale write keeps the input on screen and says so', async () => {
    const { calls } = mockApi(
      editorApi({ 'POST /api/lampparams/createTy/0': () => fail(409, 'CONFLICT', 'This record was changed by someone else since you loaded it; reload it before saving') }),
    );
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    const power = await screen.findByTestId('lamp-power');
    await userEvent.clear(power);
    await userEvent.type(power, '30');
    await userEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByTestId('conflict')).toHaveTextContent('changed elsewhere');
    expect(screen.getByTestId('lamp-power')).toHaveValue('30');
    const save = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!;
    expect(save.body).toMatchObject({ id: 9, updateDate: '2026-01-03T00:00:00.000Z', dataStatus: 1, lampPower: '30' });
  });

  it('a successful draft save says 操作成功 in Chinese terms and returns to the list', async () => {
    mockApi(
      editorApi({ 'POST /api/lampparams/createTy/0': () => ok({ id: 9, lampparamNo: 'XQD10W024', typeMark: 'L03', updateDate: 'x', sameNumber: [{ id: 4, typeMark: 'L01' }] }) }),
    );
    const { router } = renderEditor('/custom?id=1&pid=1&cid=9&gd=g&jduhh=j', 9);
    await userEvent.click(await screen.findByTestId('save-draft'));
    // the specification's 操作成功 (in the interface language), naming the record saved by mark and number
    expect(await toast('Operation successful! Draft L03 XQD10W024 saved')).toBeInTheDocument();
    // another record of the project has the same number: allowed, but said
    expect(await toast('Saved. Number XQD10W024 is also used by L01 in this project.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/parameterLampList'));
    expect(router.state.location.search).toBe('?id=1&gd=g&jduhh=j');
  });

  it('a type mark another record holds (409 on typeMark) marks the field, not the stale-write dialog', async () => {
    mockApi(
      editorApi({
        'POST /api/lampparams/createTy/0': () => ({
          status: 409,
          body: { success: false, code: 'CONFLICT', message: 'Another record of this project already has this type mark; choose another: L01', field: 'typeMark' },
        }),
      }),
    );
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    await userEvent.type(await screen.findByTestId('type-mark'), 'L01');
    await userEvent.click(screen.getByTestId('save-draft'));
    expect(await toast('Another record of this project already has this type mark; choose another: L01')).toBeInTheDocument();
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
    expect(screen.getByTestId('type-mark')).toHaveFocus();
  });

  it('a failed save shows the server message', async () => {
    mockApi(editorApi({ 'POST /api/lampparams/createTy/0': () => fail(403, 'FORBIDDEN', 'Only the creator of this lamp parameter can change it') }));
    renderEditor('/custom?id=1&pid=1&cid=9', 9);
    await userEvent.click(await screen.findByTestId('save-draft'));
    expect(await toast('Only the creator of this lamp parameter can change it')).toBeInTheDocument();
  });
});

describe('Editor: make in the effect lamp drawer fills the form', { timeout: 60_000 }, () => {
  it('opens the drawer for an effectSelectFlag 1 sketch, takes the made values, closes the drawer and saves them', async () => {
    const { calls } = mockApi(editorApi({ 'POST /api/lampparams/createTy/0': () => ok({ id: 9, lampparamNo: 'XQD10W036', typeMark: 'L01', updateDate: 'x', sameNumber: [] }) }));
    const made: Partial<LampparamForm> = {
      detectionIds: '11,14',
      makingWay: 2,
      contestType: 105,
      lampPower: '36',
      powerNo: '036',
      workVoltage: 'DC24V',
      contestH: '12',
      lumSize: '0.8',
      lumSizeMin: '0.6',
      recommendBrand: '1,2',
      extraIndices: { unitPrice: '880' },
      projectParamindexList: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '12', brightnessMax: '61' }],
    };
    const seen: Array<{ projectId: number; contestTypeId: number }> = [];
    renderRecord({
      renderEffectSelection: (ctx) => {
        seen.push({ projectId: ctx.projectId, contestTypeId: ctx.contestTypeId });
        return (
          <button type="button" onClick={() => ctx.onMake(made)}>
            make here
          </button>
        );
      },
    });
    await userEvent.click(await screen.findByTestId('enter-effect'));
    await userEvent.click(await screen.findByRole('button', { name: 'make here' }));
    expect(seen.at(-1)).toEqual({ projectId: 1, contestTypeId: 102 });

    await waitFor(() => expect(screen.queryByRole('button', { name: 'make here' })).not.toBeInTheDocument());
    expect(screen.getByTestId('lamp-power')).toHaveValue('36');
    const dims = screen.getByTestId('dimension-inputs');
    expect(within(dims).getByTestId('dim-H')).toHaveValue('12');
    expect(within(dims).getByTestId('dim-D')).toHaveValue('0.8');
    expect(within(dims).getByTestId('dim-Dmin')).toHaveValue('0.6');
    expect(within(screen.getByTestId('index-brightnessAvgMin')).getByRole('textbox')).toHaveValue('12');

    await userEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lampparams/createTy/0')).toBe(true));
    const body = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!.body;
    expect(body).toMatchObject({
      id: 9,
      updateDate: '2026-01-03T00:00:00.000Z',
      contestType: 102,
      detectionIds: '11,14',
      makingWay: 2,
      lampPower: '36',
      workVoltage: 'DC24V',
      recommendBrand: '1,2',
      extraIndices: { unitPrice: '880' },
      projectParamindexList: [{ id: 1, faceType: null, brightnessAvgMin: '12', brightnessMax: '61' }],
    });
  });
});

describe('Editor: Take in "Rank on this surface" carries a whole fixture', { timeout: 90_000 }, () => {
  /** A fixture as a rank row carries it (the record: a 10° / 3000 K wall washer, type 40). */
  const fixture = (over: Partial<TakenFixture>): TakenFixture => ({
    name: 'Brand M-7',
    lampId: 77,
    brandId: 3,
    power: 35.2,
    workVoltage: 'AC220V',
    authorizedPrice: 1200,
    lampType: 40,
    colorTemperature: 3000,
    beamAngle: 10,
    protectLevel: 'IP66',
    longNs: 600,
    widthNs: 76,
    heightNs: 90,
    layout: { count: 6, spacing: 1, start: 0.5, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.8 },
    ...over,
  });
  function renderWithTake(take: TakenFixture) {
    const api = mockApi(editorApi({ 'POST /api/lampparams/createTy/0': () => ok({ id: 9, lampparamNo: 'XQD10W036', typeMark: 'L01', updateDate: 'x', sameNumber: [] }) }));
    renderRecord({
      renderRank: (ctx) => (
        <>
          <span data-testid="rank-filter-type">{String(ctx.filters.lampType)}</span>
          <button type="button" onClick={() => ctx.onTake?.(take)}>
            take it here
          </button>
        </>
      ),
    });
    return api;
  }
  const takenToast = () =>
    screen.findByText('Brand M-7 taken into the sheet: lamp type, colour temperature, beam, IP, dimensions, power, voltage, brand and price', { selector: '.ant-message-notice *' }, { timeout: 10_000 });
  const saved = async (calls: ReturnType<typeof mockApi>['calls']) => {
    await userEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lampparams/createTy/0')).toBe(true));
    return calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!.body;
  };

  it('asks first where the fixture differs (lamp type, beam, CCT), keeps the record when told to, and takes it all when told to', async () => {
    const { calls } = renderWithTake(fixture({ lampType: 41, beamAngle: 30, colorTemperature: 5000 }));
    await userEvent.click(await screen.findByTestId('rank-tab'));
    // the ranking is filtered by the record's own lamp type: once the loaded form has settled (the
    // tab reads the settled form, 1.5 s after its last change; before that it has no type yet)
    await waitFor(() => expect(screen.getByTestId('rank-filter-type')).toHaveTextContent('40'), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'take it here' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Brand M-7 differs from this record')).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Lamp type: Wall washer → Floodlight', 'Beam angle: 10° → 30° (file: 30.0°)', 'Colour temperature: 3000 K → 5000 K']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the record' }));
    expect(screen.getByTestId('lamp-power')).toHaveValue('24');

    await userEvent.click(screen.getByRole('button', { name: 'take it here' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take it' }));
    expect(await takenToast()).toBeInTheDocument();
    expect(screen.getByTestId('lamp-power')).toHaveValue('35.2');
    expect(await saved(calls)).toMatchObject({
      chosenLampId: 77,
      lampType: 41,
      angleNo: 3,
      colorTemperatureFirst: '5000',
      protectLevel: 'IP66',
      lampLong: '600',
      lampWidth: '76',
      lampHeight: '90',
      lampPower: '35.2',
      workVoltage: 'AC220V',
      extraIndices: { unitPrice: '1200' },
    });
  });

  it('takes a fixture that agrees with the record at once, with its IP and dimensions', async () => {
    const { calls } = renderWithTake(fixture({}));
    await userEvent.click(await screen.findByTestId('rank-tab'));
    await userEvent.click(await screen.findByRole('button', { name: 'take it here' }));
    expect(await takenToast()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await saved(calls)).toMatchObject({ chosenLampId: 77, lampType: 40, angleNo: 2, colorTemperatureFirst: '3000', protectLevel: 'IP66', lampLong: '600', lampWidth: '76', lampHeight: '90' });
  });
});
