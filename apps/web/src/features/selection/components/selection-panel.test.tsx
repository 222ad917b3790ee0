import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as SelectionPage } from '@/app/routes/selection';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { columns, indices, rows, selectionApi } from '../testing/fixtures';

function rowCheckbox(name: string) {
  return screen.getByRole('checkbox', { name });
}

async function renderPanel(qs = 'id=4&contestTypeId=102', over: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...selectionApi(),
    ...over,
    'POST /api/lampparams/createTy/0': () => ({ status: 200, body: { success: true, data: { id: 77, lampparamNo: 'XQD10W019', typeMark: 'L01', updateDate: 'x', sameNumber: [] } } }),
    'GET /api/projects/view/4': () => ({ status: 200, body: { success: true, data: { id: 4, itemName: 'Riverside Tower' } } }) });
  const view = renderApp(<SelectionPage />, {
    path: '/selection',
    route: `/selection?${qs}`,
    routes: [{ path: '/custom', element: <p>editor</p> }],
  });
  await screen.findByText('LX-1');
  return { ...api, ...view };
}

describe('selection panel', () => {
  it('loads rows for the type in the address and warns when more than 10 match', async () => {
    const { calls } = await renderPanel();
    expect(screen.getByTestId('total-note')).toHaveTextContent('25 items match the condition, narrow the filter');
    const tyList = calls.find((c) => c.url.pathname === '/api/contests/tyList')!;
    expect(tyList.body).toMatchObject({ contestTypeId: 102, projectId: 4, dataTypeStr: '1,2,4', page: 1 });
    expect(screen.getByTestId('project-name')).toHaveTextContent('Riverside Tower');
  });

  it('says which row of fields holds the targets and which the fixture filters', async () => {
    await renderPanel();
    // the fold starts closed on a first visit with no folded filter set (issue 26)
    await userEvent.click(screen.getByTestId('selection-fold'));
    const targets = screen.getByRole('group', { name: 'Target parameters' });
    const filters = screen.getByRole('group', { name: 'Fixture filters' });
    expect(targets).toHaveTextContent(/^Target parameters/);
    expect(filters).toHaveTextContent(/^Fixture filters/);
    expect(within(filters).getByText('Price')).toBeInTheDocument();
    expect(within(targets).queryByText('Price')).toBeNull();
  });

  it('rows of face B cannot be ticked', async () => {
    await renderPanel();
    expect(rowCheckbox('iGuzzini IG-3')).toBeDisabled();
    expect(rowCheckbox('Lumenpulse LX-1')).toBeEnabled();
  });

  it('make needs a row, and rows of one contest', async () => {
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /Make/ }));
    expect(await screen.findByText('Please select at least one item')).toBeInTheDocument();

    await userEvent.click(rowCheckbox('Lumenpulse LX-1'));
    await userEvent.click(rowCheckbox('LED Linear VX-2'));
    await userEvent.click(screen.getByRole('button', { name: /Make/ }));
    expect(await screen.findByText('Please select the same typical surface data for making')).toBeInTheDocument();
    expect(screen.queryByText('Make lamp parameters')).not.toBeInTheDocument();
  });

  it("make opens the drawer filled with the derived values, no target from the row's figures (none entered on the page)", async () => {
    await renderPanel();
    await userEvent.click(rowCheckbox('Lumenpulse LX-1'));
    await userEvent.click(screen.getByRole('button', { name: /Make/ }));
    const title = await screen.findByText('Make lamp parameters');
    const drawer = title.closest<HTMLElement>('.ant-drawer-section')!;
    expect(within(drawer).getByLabelText('Power (W)')).toHaveValue('19');
    expect(within(drawer).getByLabelText('Voltage')).toHaveValue('DC24V');
    expect(within(drawer).getByLabelText('Albedo')).toHaveValue('0.4');
    expect(within(drawer).getByLabelText('Average luminance, lower bound')).toHaveValue('');
    expect(within(drawer).getByText('Stitch effect or install images at A4 size, 650px by 920.')).toBeInTheDocument();
  });

  it('make writes the draft lamp parameter and opens it in the editor', async () => {
    const { calls, router } = await renderPanel();
    await userEvent.click(rowCheckbox('Lumenpulse LX-1'));
    await userEvent.click(screen.getByRole('button', { name: /Make/ }));
    const drawer = (await screen.findByText('Make lamp parameters')).closest<HTMLElement>('.ant-drawer-section')!;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save draft and open' }));
    expect(await within(drawer).findByText('Please fill in Lamp type')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/lampparams/createTy'))).toBe(false);

    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Lamp type' }));
    await userEvent.click(await screen.findByTitle('Wall washer'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save draft and open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom'));
    expect(router.state.location.search).toBe('?id=4&cid=77&pid=4');
    const save = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!;
    expect(save.body).toMatchObject({ projectId: 4, dataStatus: 1, makingWay: 2, detectionIds: '11', lampType: 1, lampNo: 'XQD', lampPower: '19', powerNo: '019' });
  });

  it('normalises prices on blur and searches with the filters, keeping them in the address', async () => {
    const { calls, router } = await renderPanel();
    await userEvent.click(screen.getByTestId('selection-fold'));
    const min = screen.getAllByPlaceholderText('Min')[0]!;
    const max = screen.getAllByPlaceholderText('Max')[0]!;
    await userEvent.type(min, '12.5');
    await userEvent.type(max, 'abc');
    await userEvent.tab();
    expect(min).toHaveValue('12.50');
    expect(max).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() => expect(router.state.location.search).toContain('priceMin=12.50'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/contests/tyList').at(-1)!.body).toMatchObject({ priceMin: 12.5 }),
    );
  });
});

describe('selection panel while it searches', () => {
  const NONE = 'No fixture matches the condition';
  const table = () => screen.getByTestId('results-table');

  it('is busy, never empty, while a changed filter is searched; then shows the answer', async () => {
    // the first search answers at once; the next (a price filter) only on `answer`, with no rows
    let answer: () => void = () => {};
    let searches = 0;
    await renderPanel(undefined, {
      'POST /api/contests/tyList': () => (++searches === 1 ? ok({ rows, total: 25 }) : new Promise((resolve) => (answer = () => resolve(ok({ rows: [], total: 0 }))))),
    });
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('selection-total')).toHaveTextContent('25 items');
    await userEvent.click(screen.getByTestId('selection-fold'));
    await userEvent.type(screen.getAllByPlaceholderText('Min')[0]!, '9000');
    await userEvent.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    // antd's Spin turns on a timer tick after its `spinning` prop (debounce of its delay, 0 here)
    await waitFor(() => expect(table().querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
    // the earlier answer's count is not shown under the spinner, nor its pages
    expect(screen.queryByTestId('selection-total')).not.toBeInTheDocument();
    expect(screen.queryByText('25 items')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    expect(screen.getByTestId('selection-total')).toHaveTextContent('0 items');
    expect(table()).toHaveAttribute('aria-busy', 'false');
    // antd's Spin turns off a timer tick after its `spinning` prop, as it turned on
    await waitFor(() => expect(table().querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('is busy while a new type\'s target fields load: the rows on screen are the earlier type\'s', async () => {
    let indicesOf103: () => void = () => {};
    const { router, calls } = await renderPanel(undefined, {
      'GET /api/lampparams/getStandLampparamFields/103': () => ok(columns),
      'GET /api/lampparams/getStandLampparamIndex/103': () => new Promise((resolve) => (indicesOf103 = () => resolve(ok(indices)))),
      'POST /api/contests/tyList': (call) => ok((call.body as { contestTypeId: number }).contestTypeId === 103 ? { rows: [], total: 0 } : { rows, total: 25 }),
    });
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    await router.navigate('/selection?id=4&contestTypeId=103');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lampparams/getStandLampparamIndex/103')).toBe(true));
    expect(table()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(table().querySelector('.ant-spin-spinning')).not.toBeNull());
    indicesOf103();
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });
});
