import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';
import { selectionApi } from '../testing/fixtures';
import { WeightPanel } from './weight-panel';

describe('WeightPanel', () => {
  it('a preset fills the weights, the quota follows, clearing empties them', async () => {
    mockApi(selectionApi());
    const onSearch = vi.fn();
    renderApp(<WeightPanel contestTypeId={102} weights={{}} onSearch={onSearch} />);
    expect(screen.getByTestId('weight-quota')).toHaveTextContent('Remaining quota: 100');
    expect(screen.getByRole('button', { name: 'Search by weights' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Weight preset' }));
    await userEvent.click(await screen.findByTitle('Price first'));
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue('50');
    expect(screen.getByTestId('weight-quota')).toHaveTextContent('Remaining quota: 0');

    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '20');
    expect(screen.getByTestId('weight-quota')).toHaveTextContent('Remaining quota: 30');

    await userEvent.click(screen.getByRole('button', { name: 'Search by weights' }));
    expect(onSearch).toHaveBeenCalledWith('PRICE', expect.objectContaining({ price: '20', evenness: '20' }));

    await userEvent.click(document.querySelector('.ant-select-clear')!);
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Uniformity U0' })).toHaveValue('');
    expect(screen.getByTestId('weight-quota')).toHaveTextContent('Remaining quota: 100');
  });
});
