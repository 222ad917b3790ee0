import type { FixtureLayout } from '@lampsheet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { photometrySummary } from '@/testing/photometry-summary';
import { fail, mockApi, ok, renderApp, retype } from '@/testing/test-utils';
import { applySurfaceSketch, emptyForm, withIndexValue, type EditorForm } from '../utils/editor-form';
import { PhotometricCheckDialog } from './photometric-check-dialog';

afterEach(() => vi.unstubAllGlobals());

const cosine = Array.from({ length: 19 }, (_, i) => ({ angle: -90 + i * 10, candela: 5200 * Math.cos(((-90 + i * 10) * Math.PI) / 180) }));
const summary = photometrySummary({ polar: { c0c180: cosine, c90c270: cosine } });

const answer = {
  contestTypeId: 102,
  kind: 'wallWashing',
  viewing: 'reflected',
  faces: [
    {
      faceType: 'single',
      lightnessAve: 31.5,
      lightness: 6.3,
      lightnessMax: 72,
      evenness: 0.2,
      anbanHeight: 0.35,
      illuminanceAve: 247.4,
      illuminanceMin: 49.5,
      illuminanceMax: 565.5,
      pseuColor: 'calc/files/41/102-A-false-a.png',
      viewPhoto: 'calc/files/41/102-A-effect-b.png',
    },
  ],
  dimensions: { H: 9, W: 4.5, W1: 0, D: 0.6, A: 15.91 },
  albedo: 0.4,
  count: 5,
  layout: { count: 5, spacing: 0.9, start: 0.45, setback: 0.6, height: 0, tilt: 15.91, rotation: 0, maintenanceFactor: 0.8 },
  installedPower: 90,
  powerDensity: 2.22,
  utilisation: 0.72,
  spill: 0.28,
  upwardSpill: 0.03,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`lightIntensity${i + 1}`, 100])),
};

const indices = [
  { id: 1, indexKey: 'brightnessAvgMin', indexName: '平均亮度下限', indexNameEn: 'Average luminance, lower bound', indexType: 2 },
  { id: 2, indexKey: 'evenness', indexName: '均匀度', indexNameEn: 'Uniformity U0', indexType: 2 },
] as never[];

function formWithTargets(): EditorForm {
  let form: EditorForm = {
    ...applySurfaceSketch(emptyForm(4), { id: 1, contestTypeId: 102, contestDescribe: '', sketchMapOriginal: '', sketchAttr: '{}', templateType: 1, effectSelectFlag: 0 }),
    contestH: '9',
    contestW: '4.5',
    lumSizeMin: '0.6',
  };
  form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: null }, '20');
  form = withIndexValue(form, { indexKey: 'evenness', faceType: null }, '0.3');
  return form;
}

function Harness({ form, onLayout = () => undefined }: { form: EditorForm; onLayout?: (layout: FixtureLayout) => void }) {
  const [id, setId] = useState<number | null>(null);
  return <PhotometricCheckDialog open form={form} indices={indices} photometryId={id} onPhotometry={setId} onLayout={onLayout} onClose={() => undefined} />;
}

async function dropFile() {
  const input = document.querySelector<HTMLInputElement>('[data-testid="photometric-check"] input[type=file]')!;
  await userEvent.upload(input, new File(['IESNA:LM-63-2002\nTILT=NONE'], 'wash-20.ies'));
}

describe('the photometric check dialog', () => {
  it('reads the file, calculates it on the form’s surface and holds it against the targets', async () => {
    const { calls } = mockApi({
      'POST /api/photometry/parse': () => ok(summary),
      'GET /api/photometry/41': () => ok(summary),
      'POST /api/photometry/calculate': () => ok(answer),
    });
    const onLayout = vi.fn();
    renderApp(<Harness form={formWithTargets()} onLayout={onLayout} />);
    await dropFile();
    const result = await screen.findByTestId('check-result');
    expect(calls.find((c) => c.url.pathname === '/api/photometry/calculate')!.body).toEqual({
      photometryId: 41,
      contestTypeId: 102,
      dimensions: { H: 9, W: 4.5, D: 0.6 },
      albedo: 0.4,
    });
    expect(result).toHaveTextContent('On Wall washing: 5 fixtures, H 9 m · W 4.5 m · D 0.6 m · A 15.9° · albedo 0.4');
    expect(within(screen.getByTestId('check-faces')).getByText('31.5')).toBeInTheDocument();
    expect(screen.getByTestId('check-summary')).toHaveTextContent('1 of 2 targets met');
    const rows = within(screen.getByTestId('check-verdicts')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Average luminance, lower boundSurface≥ 20 cd/m²31.5 cd/m²met',
      'Uniformity U0Surface≥ 0.300.20not met',
    ]);
    expect(screen.getByAltText('False-colour picture')).toHaveAttribute('src', expect.stringContaining('calc/files/41/102-A-false-a.png'));
    // both pictures at least 240 px wide, as Compare's (issue 25: the effect picture was 160)
    for (const alt of ['False-colour picture', 'Effect picture']) expect(Number(screen.getByAltText(alt).getAttribute('width')), alt).toBeGreaterThanOrEqual(240);
    expect(await screen.findByTestId('fixture-photometry')).toHaveTextContent('1,800 lm');

    // The aiming angle in degrees, lengths in metres; the layout in words with its lux, watts and shares.
    expect(screen.getByTestId('check-result')).toHaveTextContent('A 15.9°');
    expect(screen.getByTestId('check-result')).not.toHaveTextContent('A 15.91');
    expect(screen.getByTestId('check-layout')).toHaveTextContent(
      '5 × at 0.9 m, first at 0.45 m, setback 0.6 m, 0 m high, tilt 15.9°, rotation 0.0°, maintenance factor 0.8 · 90 W · 2.2 W/m² · utilisation 72 % · spill 28 % (upward 3 %)',
    );
    expect(within(screen.getByTestId('check-faces')).getAllByRole('row')[1]).toHaveTextContent('247');

    // Another number of fixtures, tilt and maintenance factor calculate again with them.
    const count = screen.getByLabelText('Fixtures');
    expect(count).toHaveValue('5');
    // the tilt used, to 0.1° as every angle
    expect(screen.getByLabelText('Tilt')).toHaveValue('15.9');
    await retype(count, '8');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/photometry/calculate').at(-1)!.body).toMatchObject({ layout: { count: 8 } }));
    const tilt = screen.getByLabelText('Tilt');
    await retype(tilt, '25');
    const mf = screen.getByLabelText('Maintenance factor');
    await retype(mf, '0.7');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/photometry/calculate').at(-1)!.body).toMatchObject({ layout: { count: 8, tilt: 25, maintenanceFactor: 0.7 } }),
    );
    // The layout the designer set is the record's: the complete layout the engine answered.
    await waitFor(() => expect(onLayout).toHaveBeenCalledWith(answer.layout));
  }, 40_000);

  it('calculates with the layout the record stores, and hands it back only when the designer changes it', async () => {
    const { calls } = mockApi({
      'POST /api/photometry/parse': () => ok(summary),
      'GET /api/photometry/41': () => ok(summary),
      'POST /api/photometry/calculate': () => ok(answer),
    });
    const stored = { count: 3, spacing: 1.5, start: 0.75, setback: 0.8, height: 0, tilt: 30, rotation: 0, maintenanceFactor: 0.7 };
    const onLayout = vi.fn();
    renderApp(<Harness form={{ ...formWithTargets(), layout: stored }} onLayout={onLayout} />);
    await dropFile();
    await screen.findByTestId('check-result');
    expect(calls.find((c) => c.url.pathname === '/api/photometry/calculate')!.body).toMatchObject({ layout: stored });
    expect(onLayout).not.toHaveBeenCalled();
  }, 40_000);

  it('prints each verdict’s figure in its quantity’s one format, as the faces table (the walk’s 134.1, 218.24, 0.251 beside 134, 218, 0.25)', async () => {
    const face = { ...answer.faces[0]!, lightnessAve: 134.1, lightness: 33.66, lightnessMax: 218.24, evenness: 0.251 };
    mockApi({
      'POST /api/photometry/parse': () => ok(summary),
      'GET /api/photometry/41': () => ok(summary),
      'POST /api/photometry/calculate': () => ok({ ...answer, faces: [face] }),
    });
    let form = withIndexValue(formWithTargets(), { indexKey: 'brightnessAvgMin', faceType: null }, '100');
    form = withIndexValue(form, { indexKey: 'brightnessMax', faceType: null }, '200');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: null }, '0.2');
    renderApp(<Harness form={form} />);
    await dropFile();
    await screen.findByTestId('check-result');
    const faces = within(screen.getByTestId('check-faces')).getAllByRole('row')[1]!;
    expect(faces).toHaveTextContent('134');
    expect(faces).toHaveTextContent('218');
    expect(faces).toHaveTextContent('0.25');
    const rows = within(screen.getByTestId('check-verdicts')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([
      'Average luminance, lower boundSurface≥ 100 cd/m²134 cd/m²met',
      'brightnessMaxSurface≤ 200 cd/m²218 cd/m²not met',
      'Uniformity U0Surface≥ 0.200.25met',
    ]);
    expect(screen.getByTestId('check-verdicts')).not.toHaveTextContent(/134\.1|218\.24|0\.251/);
  }, 40_000);

  it('shows the parser’s message for a broken file and calculates nothing', async () => {
    const { calls } = mockApi({
      'POST /api/photometry/parse': () => fail(400, 'VALIDATION_FAILED', 'wash-20.ies, line 12: expected the number of vertical angles'),
    });
    renderApp(<Harness form={formWithTargets()} />);
    await dropFile();
    expect(await screen.findByTestId('check-error')).toHaveTextContent('line 12: expected the number of vertical angles');
    expect(calls.some((c) => c.url.pathname === '/api/photometry/calculate')).toBe(false);
  });

  it('says why a file is refused in the user’s language, from the reason the server names (the walk: the parser’s English under 光度文件)', async () => {
    await changeLanguage('zh-CN');
    mockApi({
      'POST /api/photometry/parse': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: '配光文件不能接受，未保存: wash-20.ies, line 12: expected the number of vertical angles (a number), found \'x\'',
          field: 'file',
          params: { file: 'wash-20.ies', reason: 'notANumber', line: 12, found: 'x' },
        },
      }),
    });
    renderApp(<Harness form={formWithTargets()} />);
    await dropFile();
    expect(await screen.findByTestId('check-error')).toHaveTextContent('配光文件 wash-20.ies 不能接受，未保存：第 12 行，此处应为数值（实际为 x）');
    expect(screen.getByTestId('check-error')).not.toHaveTextContent('expected');
    await changeLanguage('en');
  });

  it('asks for a surface first, and says so when the form sets no target', async () => {
    mockApi({
      'POST /api/photometry/parse': () => ok(summary),
      'GET /api/photometry/41': () => ok(summary),
      'POST /api/photometry/calculate': () => ok(answer),
    });
    const { unmount } = renderApp(<Harness form={emptyForm(4)} />);
    await dropFile();
    expect(await screen.findByTestId('check-no-type')).toBeInTheDocument();
    unmount();

    const bare = { ...formWithTargets(), projectParamindexList: [{ faceType: null, colorTemperatureStr: '全亮' }] };
    renderApp(<Harness form={bare} />);
    await dropFile();
    await waitFor(() => expect(screen.getByTestId('check-no-targets')).toBeInTheDocument());
  });
});
