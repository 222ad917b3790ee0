import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { columns } from '../testing/fixtures';
import { arrangeColumns, defaultVisibleColumns } from '../utils/columns';
import { ColumnSettings } from './column-settings';

describe('ColumnSettings', () => {
  it('groups the columns and refuses a 13th tick with the message, undoing it', async () => {
    const defs = arrangeColumns(columns);
    const visible = defaultVisibleColumns(defs); // 11
    const onConfirm = vi.fn();
    renderApp(<ColumnSettings open columns={defs} visible={visible} onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.getByText('select the information included in the settings')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'application parameters' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'device parameters' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'measured parameters' })).toBeInTheDocument();
    expect(screen.queryByText('brightnessAvgMin')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'anbanHeight' })); // 12th: fine
    expect(screen.getByRole('checkbox', { name: 'anbanHeight' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'longNs' })); // 13th: refused
    expect(await screen.findByText('At most 12 items can be shown!')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'longNs' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith([...visible, 'anbanHeight']);
  });

  it('keeps the ticks made so far when the caller renders again with the same columns in a new array', async () => {
    const defs = arrangeColumns(columns);
    const initial = defaultVisibleColumns(defs);
    const onConfirm = vi.fn();
    // the selection panel parses the address again on a refetch: the same columns, a new array
    function Harness() {
      const [visible, setVisible] = useState(initial);
      return (
        <>
          <button onClick={() => setVisible([...visible])}>same again</button>
          <button onClick={() => setVisible(initial.slice(1))}>other columns</button>
          <ColumnSettings open columns={defs} visible={visible} onConfirm={onConfirm} onCancel={vi.fn()} />
        </>
      );
    }
    renderApp(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'anbanHeight' }));
    fireEvent.click(screen.getByText('same again'));
    expect(screen.getByRole('checkbox', { name: 'anbanHeight' })).toBeChecked();
    // other columns shown while open do start the draft anew
    fireEvent.click(screen.getByText('other columns'));
    expect(screen.getByRole('checkbox', { name: 'anbanHeight' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(initial.slice(1));
  });
});
