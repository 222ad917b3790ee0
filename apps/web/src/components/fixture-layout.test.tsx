import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { LayoutEditor } from './fixture-layout';

describe('LayoutEditor', () => {
  it('shows the layout last used to 0.01 m and 0.1°, though the answer gives it exactly (a tilt of −26.469237° reads −26.5)', () => {
    const onChange = vi.fn();
    const used = { count: 4, spacing: 2 / 3, start: 1 / 3, setback: 0.3, height: 0, tilt: -26.469237, rotation: 0, maintenanceFactor: 0.8 };
    renderApp(<LayoutEditor used={used} value={{}} onChange={onChange} />);
    expect(screen.getByTestId('layout-tilt')).toHaveValue('-26.5');
    expect(screen.getByTestId('layout-spacing')).toHaveValue('0.67');
    expect(screen.getByTestId('layout-count')).toHaveValue('4');
    expect(screen.getByTestId('layout-maintenanceFactor')).toHaveValue('0.80');
    // the designer's own value shows as typed
    renderApp(<LayoutEditor used={used} value={{ tilt: 12.345 }} onChange={onChange} />);
    expect(screen.getAllByTestId('layout-tilt')[1]).toHaveValue('12.345');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows a stored layout the calculation used at the quantity's precision, and sends nothing (the check opened on a record)", () => {
    const onChange = vi.fn();
    const stored = { count: 4, spacing: 2 / 3, start: 1 / 3, setback: 0.3, height: 0, tilt: 8.530765609948133, rotation: 0, maintenanceFactor: 0.8 };
    renderApp(<LayoutEditor used={stored} value={stored} onChange={onChange} />);
    expect(screen.getByTestId('layout-spacing')).toHaveValue('0.67');
    expect(screen.getByTestId('layout-tilt')).toHaveValue('8.5');
    expect(onChange).not.toHaveBeenCalled();
  });
});
