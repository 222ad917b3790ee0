import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SelectionPage } from '@/app/routes/selection';
import { mockApi, renderApp } from '@/testing/test-utils';
import { selectionApi } from '../testing/fixtures';
import { setToken } from '@/lib/auth-token';
import { columnsStorageKey } from '../hooks/use-visible-columns';

async function renderPanel(qs: string) {
  const api = mockApi({
    ...selectionApi(),
    'POST /api/contests/tyList/export': () => ({ status: 200, body: { success: true } }),
    'GET /api/projects/view/4': () => ({ status: 200, body: { success: true, data: { id: 4, itemName: 'Riverside Tower' } } }),
  });
  const view = renderApp(<SelectionPage />, { path: '/selection', route: `/selection?${qs}` });
  await screen.findByText('LX-1');
  return { ...api, ...view };
}

const headers = () => [...screen.getByTestId('results-table').querySelectorAll('th')].map((h) => h.textContent ?? '');

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the selection view in the address', () => {
  it('columns named by the address win over the stored choice; without them the stored choice applies', async () => {
    setToken('token');
    localStorage.setItem(columnsStorageKey(2, 102), JSON.stringify(['brandName', 'evenness']));
    const linked = await renderPanel('id=4&contestTypeId=102&cols=power,anbanHeight');
    await waitFor(() => expect(headers()).toContain('anbanHeight'));
    expect(headers()).toContain('Measured/rated power'); // the power column, by its header (contracts POWER_LABELS)
    expect(headers()).not.toContain('evenness');
    linked.unmount();

    await renderPanel('id=4&contestTypeId=102');
    await waitFor(() => expect(headers()).toContain('evenness'));
    expect(headers()).not.toContain('anbanHeight');
    expect(headers()).not.toContain('Measured/rated power');
  });

  it('a new column choice becomes a step of the address', async () => {
    const { router } = await renderPanel('id=4&contestTypeId=102&cols=power');
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'anbanHeight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('cols')).toBe('power,anbanHeight'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('copy link puts the whole view, columns included, on the clipboard and says so', async () => {
    setToken('token');
    localStorage.setItem(columnsStorageKey(2, 102), JSON.stringify(['brandName', 'lightnessMax']));
    await renderPanel('id=4&contestTypeId=102&brandIds=3&sort=power&order=desc&page=2');
    const user = userEvent.setup();
    await waitFor(() => expect(headers()).toContain('lightnessMax'));
    await user.click(screen.getByTestId('selection-copy-link'));
    expect(await screen.findByText('Link copied: it opens this search, its page and its columns')).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/selection');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      id: '4',
      contestTypeId: '102',
      brandIds: '3',
      sort: 'power',
      order: 'desc',
      page: '2',
      cols: 'brandName,lightnessMax',
    });
  }, 60000);

  it('export (XLSX) posts the search without its page and the columns of the table, then saves the file', async () => {
    const { calls } = await renderPanel('id=4&contestTypeId=102&powerMax=30&page=3&cols=lightnessAve,power');
    const createObjectURL = vi.fn(() => 'blob:x');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByTestId('selection-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const body = calls.find((c) => c.url.pathname === '/api/contests/tyList/export')!.body as Record<string, unknown>;
    // the columns in the table's order: Lavg last, where the table holds it at its right edge
    expect(body).toMatchObject({ contestTypeId: 102, projectId: 4, powerMax: 30, columns: ['brandName', 'model', 'power', 'dataType', 'dataSource', 'lightnessAve'] });
    expect(body).not.toHaveProperty('page');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  }, 60000);
});
