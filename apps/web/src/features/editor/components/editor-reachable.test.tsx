import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';
import { editorApi, ok, storedView } from '../testing/fixtures';
import { libraryWeights } from '../utils/library-weights';
import { Editor } from './editor';

/**
 * Issue 18, point 5: the fields no one could reach — the …Custom targets of the parameter index
 * entry, the lamp library weights, the housing colour and make's unit price — have inputs, are
 * saved and come back on loading.
 */

const slow = { timeout: 8000 };

function stored() {
  const view = storedView();
  return {
    ...view,
    projectLampparamVo: {
      ...view.projectLampparamVo,
      lampColor: 'Silver grey',
      priceWeight: '30',
      evennessWeight: '20',
      extraIndices: { unitPrice: '320' },
    },
    projectParamindexList: [{ ...view.projectParamindexList[0]!, brightnessAvgMinCustom: '25', colorTemperatureCustom: '3500' }],
  };
}

function renderStored() {
  window.localStorage.setItem('lampsheet.token', 'test-token');
  const url = '/custom?id=1&cid=9&pid=1';
  const api = mockApi(
    editorApi({
      'GET /api/lampparams/editTyView/9': () => ok(stored()),
      'POST /api/lampparams/createTy/0': () => ok({ id: 9, lampparamNo: 'XQD10W024', typeMark: 'L01', updateDate: '2026-01-04T00:00:00.000Z', sameNumber: [] }),
    }),
  );
  renderApp(<Editor projectId={1} cid={9} query={new URL(url, 'http://x').searchParams} passThrough={{}} />, {
    route: url,
    path: '/custom',
    routes: [{ path: '/parameterLampList', element: <div>list page</div> }],
  });
  return api;
}

const input = (testId: string) => within(screen.getByTestId(testId)).getByRole('textbox');

describe('editor: fields issue 18 made reachable', { timeout: 60_000 }, () => {
  it('loads the custom targets, weights, housing colour and unit price of a record into their inputs', async () => {
    renderStored();
    await waitFor(() => expect(input('index-brightnessAvgMinCustom')).toHaveValue('25'), slow);
    expect(input('index-colorTemperatureCustom')).toHaveValue('3500');
    expect(screen.getByTestId('lamp-color')).toHaveValue('Silver grey');
    expect(screen.getByTestId('unit-price')).toHaveValue('320');
    expect(screen.getByTestId('weight-priceWeight')).toHaveValue('30');
    expect(screen.getByTestId('weight-evennessWeight')).toHaveValue('20');
    expect(screen.getByTestId('weights-left')).toHaveTextContent('50 of 100 left');
  });

  it('refuses weights over 100 before any call, then saves every field in its place', async () => {
    const { calls } = renderStored();
    await waitFor(() => expect(input('index-brightnessAvgMinCustom')).toHaveValue('25'), slow);
    const power = screen.getByTestId('weight-powerWeight');
    await userEvent.type(power, '60');
    expect(screen.getByTestId('weights-left')).toHaveTextContent('Together 110: at most 100');
    await userEvent.click(screen.getByTestId('save-draft'));
    // the refusal at its field (a toast says it too, at once when the toast holder is already
    // loaded, later when this is the worker's first toast: app-provider.tsx)
    expect(await screen.findByText('The weights must add up to at most 100', { selector: '.ant-form-item-explain-error' }, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/lampparams/createTy'))).toBe(false);

    await userEvent.clear(power);
    await userEvent.type(power, '50');
    expect(screen.getByTestId('weights-left')).toHaveTextContent('0 of 100 left');
    await userEvent.clear(input('index-brightnessAvgMinCustom'));
    await userEvent.type(input('index-brightnessAvgMinCustom'), '28');
    await userEvent.clear(screen.getByTestId('lamp-color'));
    await userEvent.type(screen.getByTestId('lamp-color'), 'Black RAL 9005');
    await userEvent.clear(screen.getByTestId('unit-price'));
    await userEvent.type(screen.getByTestId('unit-price'), '35a0.5');
    await userEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lampparams/createTy/0')).toBe(true), slow);
    const body = calls.find((c) => c.url.pathname === '/api/lampparams/createTy/0')!.body as Record<string, unknown> & {
      projectParamindexList: Array<Record<string, unknown>>;
    };
    expect(body).toMatchObject({ id: 9, lampColor: 'Black RAL 9005', priceWeight: '30', evennessWeight: '20', powerWeight: '50', extraIndices: { unitPrice: '350.5' } });
    // the custom targets belong to the face's parameter index entry (specification: projectParamindexList)
    expect(body.projectParamindexList[0]).toMatchObject({ brightnessAvgMinCustom: '28', colorTemperatureCustom: '3500' });
    expect(body.extraIndices).not.toHaveProperty('brightnessAvgMinCustom');
  });

  it('hands the library request the weights as numbers, leaving out blanks', () => {
    expect(libraryWeights({ priceWeight: '30', evennessWeight: 20, powerWeight: '', lightnessWeight: null, anbanHeightWeight: 'x' })).toEqual({ priceWeight: 30, evennessWeight: 20 });
  });
});
