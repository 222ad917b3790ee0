import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand, LibraryRow } from '@lampsheet/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp, type MockCall } from '@/testing/test-utils';
import { applySurfaceSketch, emptyForm, type EditorForm } from '../utils/editor-form';
import { EMPTY_FILTERS, libraryRequest, type LibraryFilters } from '../utils/library-request';
import { LibraryPanel, MORE_FILTERS_KEY } from './library-panel';

const brands: Brand[] = [
  { id: 5, brandName: 'Lumenpulse', brandLogo: null, delFlag: '0', isOrgState: true },
  { id: 6, brandName: 'iGuzzini', brandLogo: null, delFlag: '0', isOrgState: true },
];
const voltages = ['DC24V', 'AC220V'].map((v, i) => ({
  id: 90 + i,
  indexPinyin: 'gongzuodianya',
  dictCont: v,
  dictContEn: v,
  dictExtra: null,
  dictRemark: null,
  dictVideo: null,
  dictSubtitle: null,
  contestType: null,
  lampType: null,
}));
/** The colour types' dictionary: one colour temperature, two (tunable white), RGB. */
const colourTypes = [
  ['单色温', 'Single colour temperature', '1', null],
  ['双色温', 'Two colour temperatures', '2', null],
  ['RGB', 'RGB', '3', 'RGB'],
].map(([cont, en, extra, remark], i) => ({ ...voltages[0]!, id: 70 + i, indexPinyin: 'dengjusecaifenlei', dictCont: cont!, dictContEn: en!, dictExtra: extra!, dictRemark: remark }));
const row = { id: 1, brandName: 'Lumenpulse', model: 'LX-1', power: 19, beamAngle: 10, colorTemperature: 3000, lightnessAve: 12, scaledLightnessAve: 12, evenness: 0.3, authorizedPrice: 500, dataType: '1', lumImage: null, lampTypeStr: 'Wall washer', faceB: null } as unknown as LibraryRow;

const form: EditorForm = {
  ...applySurfaceSketch(emptyForm(1), { id: 1, contestTypeId: 102, contestDescribe: '', sketchMapOriginal: '', sketchAttr: '{}', templateType: 1, effectSelectFlag: 0 }),
  contestH: '10',
  priceWeight: '60',
  powerWeight: '40',
};

/** The panel as the editor holds it: its filters in state, the request built from the form and them. */
function Harness({ settling = false, record = form }: { settling?: boolean; record?: EditorForm }) {
  const [filters, setFilters] = useState<LibraryFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const request = libraryRequest(record, filters, page);
  return (
    <>
    <output data-testid="request">{JSON.stringify(request)}</output>
    <LibraryPanel
      request={request}
      filters={filters}
      onFiltersChange={setFilters}
      page={page}
      onPageChange={setPage}
      brands={brands}
      twoFace={false}
      generic={false}
      weights="ok"
      settling={settling}
    />
    </>
  );
}

async function pick(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
}

const libraryCalls = (calls: MockCall[]) => calls.filter((c) => c.url.pathname === '/api/contests/lampLibrary');

function renderPanel(rows: LibraryRow[] = [row], settling = false, record = form) {
  const api = mockApi({
    'GET /api/config': () => ok({ mediaBaseUrl: '/media/' }),
    'GET /api/dictTypeAllList': (c) => ok({ gongzuodianya: voltages, dengjusecaifenlei: colourTypes }[c.url.searchParams.get('indexPinyin') ?? ''] ?? []),
    'POST /api/contests/lampLibrary': () => ok({ total: rows.length ? 45 : 0, rows }),
  });
  const view = renderApp(<Harness settling={settling} record={record} />);
  return { ...api, ...view };
}

describe('LibraryPanel', { timeout: 60_000 }, () => {
  it('sends every filter it shows: brands, price range, data types, colour, voltage, shape, size tolerance, and the weights', async () => {
    const { calls } = renderPanel();
    expect(await screen.findByText('LX-1 · Wall washer')).toBeInTheDocument();
    // the first search: the defaults said explicitly (all data types, ±20 % of H) and the form's weights
    expect(libraryCalls(calls)[0]!.body).toMatchObject({ contestTypeId: 102, h: 10, dataTypeStr: '1,2,4', diffArray: { h: 2 }, price: 60, powerValue: 40 });
    expect(screen.getByTestId('library-weights')).toHaveTextContent('Ordered by the form’s weights');

    // "More filters" is folded at first
    expect(screen.queryByTestId('library-more-filters')).toBeNull();
    await pick('library-brands', 'iGuzzini');
    await userEvent.type(screen.getByTestId('library-price-min'), '100');
    await userEvent.type(screen.getByTestId('library-price'), '900');
    await userEvent.click(screen.getByTestId('library-more'));
    const more = screen.getByTestId('library-more-filters');
    await userEvent.click(within(more).getByRole('checkbox', { name: 'Project' }));
    await pick('library-colour', 'RGB');
    await pick('library-voltage', 'DC24V');
    await userEvent.click(within(more).getByRole('checkbox', { name: 'round' }));
    await pick('library-tolerance', '±10 %');

    await waitFor(() =>
      expect(libraryCalls(calls).at(-1)!.body).toEqual({
        page: 1,
        rows: 20,
        isAudit: 1,
        contestTypeId: 102,
        projectId: 1,
        albedo: 0.4,
        h: 10,
        diffArray: { h: 1 },
        brandIds: '6',
        priceMin: 100,
        priceMax: 900,
        dataTypeStr: '1,4',
        colorType: 72,
        voltage: 'DC24V',
        lampShape: '2',
        price: 60,
        powerValue: 40,
      }),
    );

    // the pager turns the page of the same request
    await userEvent.click(within(screen.getByTestId('library-pager')).getByTitle('2'));
    await waitFor(() => expect(libraryCalls(calls).at(-1)!.body).toMatchObject({ page: 2, colorType: 72 }));

    // clearing puts every filter back to its default (the first search again, answered from the cache)
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const last = JSON.parse(screen.getByTestId('request').textContent!) as Record<string, unknown>;
    expect(last).toEqual(libraryCalls(calls)[0]!.body);
    expect(last).toMatchObject({ page: 1, dataTypeStr: '1,2,4', diffArray: { h: 2 } });
    for (const key of ['brandIds', 'priceMin', 'priceMax', 'colorType', 'voltage', 'lampShape']) expect(last).not.toHaveProperty(key);
  });

  it('sends the flux, CRI and IP typed and picked in the fold', async () => {
    const { calls } = renderPanel();
    await userEvent.click(await screen.findByTestId('library-more'));
    await userEvent.type(screen.getByLabelText('Flux at least'), '2500');
    await pick('library-cri-min', 'Ra ≥ 90');
    await pick('library-ip-min', '≥ IP66');
    await waitFor(() => expect(libraryCalls(calls).at(-1)!.body).toMatchObject({ fluxMin: 2500, criMin: 90, ipMin: 'IP66' }));
  });

  describe.each([
    ['en', ['Colour', 'Voltage', 'Flux at least', 'CRI at least', 'IP at least', 'Size tolerance'], 'Any'],
    ['zh-CN', ['颜色', '工作电压', '光通量不低于', '显色指数不低于', '防护等级不低于', '尺寸容差'], '不限'],
  ] as const)('in %s', (lang, labels, any) => {
    afterEach(() => act(() => changeLanguage('en')));

    it('names every folded filter with a label above it, not a placeholder the narrow input clips ("Flux at le…")', async () => {
      await act(() => changeLanguage(lang));
      renderPanel();
      await userEvent.click(await screen.findByTestId('library-more'));
      const more = screen.getByTestId('library-more-filters');
      for (const label of labels) {
        // a visible <label> whose control is the filter (a screen reader reads the same name)
        const shown = within(more).getByText(label, { selector: 'label' });
        const control = document.getElementById(shown.getAttribute('for')!);
        expect(control, label).not.toBeNull();
        expect(within(more).getByLabelText(label)).toBe(control);
      }
      // the placeholders left say only "any": short enough for the narrowest input
      const placeholders = [...more.querySelectorAll('input[placeholder], .ant-select-placeholder')].map((e) => e.getAttribute('placeholder') ?? e.textContent);
      expect(placeholders.length).toBeGreaterThanOrEqual(3);
      for (const p of placeholders) expect(p).toBe(any);
    });
  });

  it('remembers that "More filters" is open, and counts the folded filters that are set', async () => {
    renderPanel();
    await userEvent.click(await screen.findByTestId('library-more'));
    expect(window.localStorage.getItem(MORE_FILTERS_KEY)).toBe('1');
    await pick('library-colour', 'Single colour temperature');
    await userEvent.click(screen.getByTestId('library-more'));
    expect(screen.queryByTestId('library-more-filters')).toBeNull();
    expect(window.localStorage.getItem(MORE_FILTERS_KEY)).toBe('0');
    expect(screen.getByTestId('library-more').closest('.ant-badge')).toHaveTextContent('1');
  });

  it('prints a fixture\'s beam as its two planes where they differ, one angle where they agree', async () => {
    renderPanel([
      { ...row, beamAngle: 10, beamAngle90: 60 },
      { ...row, id: 2, model: 'LX-2', beamAngle: 24, beamAngle90: 24 },
    ]);
    const line = async (text: string) => (await screen.findByText(text)).closest('tr')!;
    expect(within(await line('LX-1 · Wall washer')).getByText('10.0° × 60.0°')).toBeInTheDocument();
    // one plane a line, neither wrapped nor cut in the narrow column
    const beam = within(await line('LX-1 · Wall washer')).getByTestId('library-beam');
    expect(beam.textContent).toBe('10.0°\n× 60.0°');
    expect(beam).toHaveStyle({ whiteSpace: 'pre' });
    expect(within(await line('LX-2 · Wall washer')).getByText('24.0°')).toBeInTheDocument();
  });

  it('says each row\'s figures are on its own typical surface, and shows that surface: its sizes and wall distance', async () => {
    // the walk: rows from walls 14 m and 10.13 m away beside a record on a 12 m one
    renderPanel([
      { ...row, contestTypeId: 101, h: 18, w: 12, lumSize: 14 },
      { ...row, id: 2, model: 'LX-2', contestTypeId: 101, h: 18, w: 12, lumSize: 10.13 },
    ] as LibraryRow[]);
    const line = async (text: string) => (await screen.findByText(text)).closest('tr')!;
    expect(within(await line('LX-1 · Wall washer')).getByTestId('library-surface')).toHaveTextContent('H 18 m · W 12 m · D 14 m');
    expect(within(await line('LX-2 · Wall washer')).getByTestId('library-surface')).toHaveTextContent('D 10.13 m');
    expect(screen.getByTestId('library-surface-note')).toHaveTextContent('Figures on each row’s own typical surface (last column), not this record’s');
    expect(screen.getByRole('columnheader', { name: 'Surface' })).toBeInTheDocument();
  });

  it('asks for the record\'s colour type until another or all are chosen', async () => {
    // a tunable-white record (two colour temperatures)
    const { calls } = renderPanel([row], false, { ...form, grayDemand: 71, colorType: 2 });
    await screen.findByText('LX-1 · Wall washer');
    expect(libraryCalls(calls)[0]!.body).toMatchObject({ colorType: 71 });
    await userEvent.click(screen.getByTestId('library-more'));
    expect(await within(screen.getByTestId('library-colour')).findByText('Two colour temperatures')).toBeInTheDocument();
    await pick('library-colour', 'All colours');
    await waitFor(() => expect(libraryCalls(calls).at(-1)!.body).not.toHaveProperty('colorType'));
    await pick('library-colour', 'Single colour temperature');
    await waitFor(() => expect(libraryCalls(calls).at(-1)!.body).toMatchObject({ colorType: 70 }));
  });

  it('keeps the title and the pager outside the scrolling rows', async () => {
    renderPanel();
    await screen.findByText('LX-1 · Wall washer');
    const table = screen.getByTestId('library-table');
    expect(within(table).queryByText('Lamp library')).toBeNull();
    expect(table.contains(screen.getByTestId('library-pager'))).toBe(false);
    expect(screen.getByTestId('library-pager')).toHaveTextContent('3');
  });

  it('scrolls its rows only when it lists lamps (an empty scrolling region is out of a keyboard\'s reach)', async () => {
    const { unmount } = renderPanel();
    await screen.findByText('LX-1 · Wall washer');
    const scrolling = () => [...screen.getByTestId('library-table').querySelectorAll<HTMLElement>('*')].filter((el) => /auto|scroll/.test(`${el.style.overflow} ${el.style.overflowX} ${el.style.overflowY}`));
    expect(scrolling().length).toBeGreaterThan(0);
    unmount();
    renderPanel([]);
    await screen.findByText('No audited lamp matches the form yet; widen the targets or sizes.');
    expect(scrolling()).toEqual([]);
  });

  it('says it is busy, and spins, while the form has not settled: the rows shown are an earlier form\'s, so no count and no pages to turn', async () => {
    const { unmount } = renderPanel([row], true);
    await screen.findByText('LX-1 · Wall washer');
    expect(screen.getByTestId('library-panel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('library-table').querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByTestId('library-total')).not.toBeInTheDocument();
    expect(screen.queryByText('45 matching lamps')).not.toBeInTheDocument();
    expect(screen.getByTestId('library-pager').querySelector('.ant-pagination.ant-pagination-disabled')).not.toBeNull();
    unmount();
    renderPanel([row], false);
    await screen.findByText('LX-1 · Wall washer');
    await waitFor(() => expect(screen.getByTestId('library-panel')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('library-table').querySelector('.ant-spin-spinning')).toBeNull();
    expect(screen.getByTestId('library-total')).toHaveTextContent('45 matching lamps');
    expect(screen.getByTestId('library-pager').querySelector('.ant-pagination.ant-pagination-disabled')).toBeNull();
  });
});
