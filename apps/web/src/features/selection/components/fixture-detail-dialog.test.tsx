import type { FixtureDetail, PhotometrySummaryAnswer } from '@lampsheet/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockApi, ok, renderApp } from '@/testing/test-utils';
import { detection } from '../testing/fixtures';
import { FixtureDetailDialog } from './fixture-detail-dialog';

const fixture: FixtureDetail = {
  lampId: 7,
  brandId: 1,
  brandName: 'Acme Lighting',
  brandLogo: null,
  model: 'Wing 40',
  lampTypeStr: 'Downlight',
  power: 24,
  workVoltage: '230V',
  authorizedPrice: null,
  longNs: 120,
  widthNs: 120,
  heightNs: 60,
  beamAngle: 90,
  colorTemperature: 3000,
  protectLevel: 'IP20',
  lumImage: null,
  photometryId: 3,
  luminousFlux: 2100,
  efficacy: 87.5,
  cri: 90,
  ikRating: null,
  ratedLifeHours: 50000,
  driver: null,
  dimming: 'DALI',
  weightKg: null,
  detections: [],
};

/** A batwing: 90° (IES, about a lobe) × 70.5°, 102° × 102° from the centre (CIE). */
const summary = (over: Partial<PhotometrySummaryAnswer> = {}): PhotometrySummaryAnswer => ({
  id: 3,
  format: 'LDT',
  fileName: 'wing.ldt',
  manufacturer: 'Acme',
  luminaireName: 'Wing 40',
  lumens: 2400,
  maxIntensity: 1000,
  beamAngle: 90,
  fieldAngle: 110,
  beamAngle90: 70.5,
  fieldAngle90: 90,
  beamAngleCie: 102,
  beamAngleCie90: 102,
  batwing: true,
  aboutNadir: false,
  inputWatts: 24,
  efficacy: 100,
  lightOutputRatio: null,
  polar: { c0c180: [{ gamma: 0, cd: 600 }], c90c270: [{ gamma: 0, cd: 600 }] },
  ...over,
});

function api(summaryAnswer = summary(), download = vi.fn(), detail: FixtureDetail = fixture) {
  return mockApi({
    'GET /api/lamps/7': () => ok(detail),
    'GET /api/photometry/3': () => ok(summaryAnswer),
    'GET /api/lamps/7/gldf': () =>
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="Acme Lighting Wing 40.gldf"` },
      }),
    'GET /api/photometry/3/download': (call) => {
      download(call.url.searchParams.get('format'));
      const format = call.url.searchParams.get('format');
      return new Response(`data of ${format}`, {
        status: 200,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': `attachment; filename="Acme Lighting Wing 40.${format}"; filename*=UTF-8''Acme%20Lighting%20Wing%2040.${format}`,
        },
      });
    },
  });
}

/** The dialog, the polar panel and the toast host load on demand: allow them a few seconds. */
const LOAD = { timeout: 5000 };

describe('FixtureDetailDialog', { timeout: 60_000 }, () => {
  const clicked: Array<{ name: string; href: string }> = [];
  beforeEach(() => {
    clicked.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the IES and the CIE beam angle and marks a batwing', async () => {
    api();
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    const panel = await screen.findByTestId('fixture-photometry', {}, LOAD);
    expect(within(panel).getByText('Beam angle (IES, 50 % of max)')).toBeInTheDocument();
    expect(within(panel).getByText('90.0° × 70.5°')).toBeInTheDocument();
    expect(within(panel).getByText('Beam angle (CIE, 50 % of centre)')).toBeInTheDocument();
    expect(within(panel).getByText('102.0°')).toBeInTheDocument();
    expect(within(panel).getByTestId('photometry-batwing')).toHaveTextContent('Batwing');
  });

  it('shows the fixture\'s beam in both planes where they differ, one angle where they agree', async () => {
    api(summary(), vi.fn(), { ...fixture, beamAngle: 10, beamAngle90: 60 });
    const { unmount } = renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    const value = async (label: string) => (await screen.findByText(label, {}, LOAD)).nextElementSibling?.textContent;
    expect(await value('Beam angle')).toBe('10.0° × 60.0°');
    unmount();
    api(summary(), vi.fn(), { ...fixture, beamAngle: 24, beamAngle90: 24 });
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    expect(await value('Beam angle')).toBe('24.0°');
  });

  it('shows the tender data, "—" where the fixture has none', async () => {
    api();
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    // antd's Descriptions: the label's span, then the content's span.
    const value = async (label: string) => (await screen.findByText(label, {}, LOAD)).nextElementSibling?.textContent;
    expect(await value('Luminous flux')).toBe('2100 lm');
    expect(await value('Efficacy')).toBe('87.5 lm/W');
    expect(await value('CRI (Ra)')).toBe('90');
    expect(await value('Rated life (L70/B50)')).toBe('50000 h');
    expect(await value('Dimming')).toBe('DALI');
    expect(await value('Impact protection (IK)')).toBe('—');
    expect(await value('Weight')).toBe('—');
    expect(await value('Driver')).toBe('—');
  });

  it('downloads the fixture as GLDF under the name the server gives', async () => {
    api();
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the fixture as GLDF (DIALux, Relux)' }, LOAD));
    await waitFor(() => expect(clicked).toHaveLength(1), LOAD);
    expect(clicked[0]).toEqual({ name: 'Acme Lighting Wing 40.gldf', href: 'blob:file' });
  });

  it('shows no batwing mark for a beam peaking at its centre', async () => {
    api(summary({ batwing: false, beamAngle: 40, beamAngle90: 40, beamAngleCie: 40, beamAngleCie90: 40, aboutNadir: true }));
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    const panel = await screen.findByTestId('fixture-photometry', {}, LOAD);
    expect(within(panel).getAllByText('40.0°')).toHaveLength(2);
    expect(within(panel).queryByTestId('photometry-batwing')).not.toBeInTheDocument();
  });

  it('downloads the file as IES and as LDT under the name the server gives', async () => {
    const download = vi.fn();
    const { calls } = api(summary(), download);
    window.localStorage.setItem('lampsheet.token', 'test-token');
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download as IES (LM-63-2019)' }, LOAD));
    await waitFor(() => expect(clicked).toHaveLength(1), LOAD);
    expect(clicked[0]).toEqual({ name: 'Acme Lighting Wing 40.ies', href: 'blob:file' });
    await userEvent.click(screen.getByRole('button', { name: 'Download as EULUMDAT (LDT)' }));
    await waitFor(() => expect(clicked).toHaveLength(2), LOAD);
    expect(clicked[1]!.name).toBe('Acme Lighting Wing 40.ldt');
    expect(download.mock.calls).toEqual([['ies'], ['ldt']]);
    const sent = calls.filter((c) => c.url.pathname === '/api/photometry/3/download');
    expect(sent.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer test-token', 'Bearer test-token']);
  });

  it('shows the server message when a download fails, and saves nothing', async () => {
    mockApi({
      'GET /api/lamps/7': () => ok(fixture),
      'GET /api/photometry/3': () => ok(summary()),
      'GET /api/photometry/3/download': () => fail(404, 'NOT_FOUND', 'The photometric file is gone'),
    });
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download as EULUMDAT (LDT)' }, LOAD));
    expect(await screen.findByText('The photometric file is gone', {}, LOAD)).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('labels measured and calculated rows and shows each measurement beside the engine\'s, with both surfaces and the deviation', async () => {
    const wall = { contestId: 6, contestTypeId: 102, contestTypeStr: 'Wall washing', h: 6, w: 3, contestS: 1, rgbwa: '全亮', surfaceType: 'A' as const };
    const rows = [
      detection({ ...wall, id: 1, dataType: '1', lightnessAve: 22.3, evenness: 0.093, lumSize: 0.5, lumSizeMin: 0.4 }),
      detection({ ...wall, id: 2, dataType: '4', lightnessAve: 20, evenness: 0.1, lumSize: 0.6, lumSizeMin: 0.6 }),
      detection({ ...wall, id: 3, dataType: '1', contestId: 7, h: 9, w: 4, lightnessAve: 12, evenness: 0.1 }),
    ];
    mockApi({ 'GET /api/lamps/7': () => ok({ ...fixture, detections: rows }), 'GET /api/photometry/3': () => ok(summary()) });
    renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
    const pairs = await screen.findByTestId('measured-vs-calculated', {}, LOAD);
    expect(screen.getAllByText('Measured')).toHaveLength(2);
    expect(screen.getAllByText('Calculated')).toHaveLength(1);
    // only the measurement on the calculated surface has a pair
    const body = within(pairs).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(body).toHaveLength(1);
    const cells = within(body[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['Wall washing A', 'Typical detection', 'H 6 m · W 3 m · S 1 m · D 0.5 m', 'H 6 m · W 3 m · S 1 m · D 0.6 m', '22.3 / 20', '+11.5 %', '0.093 / 0.1', '\u22127 %']);
    // both tables' scrolling rows (no control in them) are named Tab stops (axe: scrollable-region-focusable)
    for (const name of ['Measured beside calculated', 'Detection data']) expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
  });

  it('speaks Chinese', async () => {
    api();
    await act(() => changeLanguage('zh-CN'));
    try {
      renderApp(<FixtureDetailDialog lampId={7} onClose={vi.fn()} />);
      const panel = await screen.findByTestId('fixture-photometry', {}, LOAD);
      expect(within(panel).getByText('光束角（IES，最大光强的 50 %）')).toBeInTheDocument();
      expect(within(panel).getByText('光束角（CIE，中心光强的 50 %）')).toBeInTheDocument();
      expect(within(panel).getByTestId('photometry-batwing')).toHaveTextContent('蝙蝠翼配光');
      expect(screen.getByRole('button', { name: '下载 IES 文件（LM-63-2019）' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '下载 EULUMDAT 文件（LDT）' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
