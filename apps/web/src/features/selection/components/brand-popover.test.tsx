import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';
import { selectionApi } from '../testing/fixtures';
import { BrandPopover } from './brand-popover';

async function open() {
  await userEvent.click(screen.getByRole('button', { name: /Brands/ }));
  return screen.findByTestId('brand-popover');
}

describe('BrandPopover', () => {
  it('shows the partner note, searches case-insensitively and restores the list on empty search', async () => {
    const { calls } = mockApi(selectionApi());
    renderApp(<BrandPopover chosenIds={[]} onChange={vi.fn()} />);
    const pop = await open();
    expect(within(pop).getByText('Only partner brands can be searched')).toBeInTheDocument();
    expect(await within(pop).findByText('iGuzzini')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/brands/detectionBrandjson')?.body).toBe('isOrgState=true');

    const search = within(pop).getByPlaceholderText('Search brand name');
    await userEvent.type(search, 'LUMEN');
    expect(within(pop).getByText('Lumenpulse')).toBeInTheDocument();
    expect(within(pop).queryByText('iGuzzini')).not.toBeInTheDocument();
    await userEvent.clear(search);
    expect(within(pop).getByText('iGuzzini')).toBeInTheDocument();
  });

  it('clicking a brand toggles it and reports the chosen ids', async () => {
    mockApi(selectionApi());
    const onChange = vi.fn();
    renderApp(<BrandPopover chosenIds={[1]} onChange={onChange} />);
    const pop = await open();
    await userEvent.click(await within(pop).findByText('iGuzzini'));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    await userEvent.click(within(within(pop).getByTestId('brand-list')).getByText('Lumenpulse'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('removing a chip or clearing all unchooses brands', async () => {
    mockApi(selectionApi());
    const onChange = vi.fn();
    renderApp(<BrandPopover chosenIds={[1, 2]} onChange={onChange} />);
    const pop = await open();
    const chips = await within(pop).findByTestId('brand-chips');
    await userEvent.click(chips.querySelector('.ant-tag-close-icon')!);
    expect(onChange).toHaveBeenLastCalledWith([2]);
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
