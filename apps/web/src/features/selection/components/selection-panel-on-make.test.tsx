import type { LampparamForm } from '@lampsheet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';
import { selectionApi } from '../testing/fixtures';
import { EMPTY_SEARCH, type SelectionSearch } from '../utils/search-state';
import { SelectionPanel } from './selection-panel';

/** The panel as the editor's effect lamp drawer embeds it: state held by the caller, `onMake` given. */
function Embedded({ onMake }: { onMake: (values: Partial<LampparamForm>) => void }) {
  const [state, setState] = useState<SelectionSearch>({ ...EMPTY_SEARCH, projectId: 4, contestTypeId: 102 });
  return <SelectionPanel projectId={4} state={state} onStateChange={setState} onMake={onMake} />;
}

async function renderEmbedded() {
  const onMake = vi.fn<(values: Partial<LampparamForm>) => void>();
  const api = mockApi(selectionApi());
  const view = renderApp(<Embedded onMake={onMake} />, { route: '/custom?id=4', path: '/custom' });
  await screen.findByText('LX-1');
  return { ...api, ...view, onMake };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const makeButton = () => screen.getByRole('button', { name: /Make/ });

describe('selection panel with onMake (inside the editor)', () => {
  it('keeps the make checks: a row is needed, rows of one contest, B rows cannot be ticked', async () => {
    const { onMake } = await renderEmbedded();
    await userEvent.click(makeButton());
    expect(await screen.findByText('Please select at least one item')).toBeInTheDocument();
    expect(checkbox('iGuzzini IG-3')).toBeDisabled();
    await userEvent.click(checkbox('Lumenpulse LX-1'));
    await userEvent.click(checkbox('LED Linear VX-2'));
    await userEvent.click(makeButton());
    expect(await screen.findByText('Please select the same typical surface data for making')).toBeInTheDocument();
    expect(screen.queryByText('Make lamp parameters')).not.toBeInTheDocument();
    expect(onMake).not.toHaveBeenCalled();
  });

  it('opens the drawer for review, then hands the derived values to onMake instead of writing a draft', async () => {
    const { calls, onMake, router } = await renderEmbedded();
    await userEvent.click(checkbox('Lumenpulse LX-1'));
    await userEvent.click(makeButton());
    const drawer = (await screen.findByText('Make lamp parameters')).closest<HTMLElement>('.ant-drawer-section')!;
    expect(within(drawer).getByLabelText('Power (W)')).toHaveValue('19');
    expect(within(drawer).queryByRole('button', { name: 'Save draft and open' })).not.toBeInTheDocument();
    // no lamp type needed here: the editor keeps its own
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fill the lamp parameter form' }));

    await waitFor(() => expect(onMake).toHaveBeenCalledTimes(1));
    const made = onMake.mock.calls[0]![0];
    expect(made).toMatchObject({
      detectionIds: '11',
      makingWay: 2,
      contestType: 102,
      lampPower: '19',
      powerNo: '019',
      workVoltage: 'DC24V',
      albedo: '0.4',
      securityFlag: 0,
      recommendBrand: '1',
      projectParamindexList: [{ faceType: null }],
    });
    // no target from the row's figures: none was entered on the page
    expect(made.projectParamindexList![0]).not.toHaveProperty('brightnessAvgMin');
    // the record-level fields of a new draft and empty values are not handed over
    for (const key of ['projectId', 'dataStatus', 'reCopy', 'rootIn', 'colorType', 'colorTemperatureStr', 'lampType', 'lampNo', 'effectPic']) {
      expect(made).not.toHaveProperty(key);
    }
    expect(calls.some((c) => c.url.pathname.startsWith('/api/lampparams/createTy'))).toBe(false);
    expect(router.state.location.pathname).toBe('/custom');
    await waitFor(() => expect(screen.queryByText('Make lamp parameters')).not.toBeInTheDocument());
  });

  it('a lamp type chosen in the drawer travels with its number code', async () => {
    const { onMake } = await renderEmbedded();
    await userEvent.click(checkbox('Lumenpulse LX-1'));
    await userEvent.click(makeButton());
    const drawer = (await screen.findByText('Make lamp parameters')).closest<HTMLElement>('.ant-drawer-section')!;
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Lamp type' }));
    await userEvent.click(await screen.findByTitle('Wall washer'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fill the lamp parameter form' }));
    await waitFor(() => expect(onMake).toHaveBeenCalledTimes(1));
    expect(onMake.mock.calls[0]![0]).toMatchObject({ lampType: 1, lampNo: 'XQD' });
  });
});
