import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DebouncedInput } from './debounced-input';

describe('DebouncedInput', () => {
  it('fires the change after 500 ms of quiet, once', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<DebouncedInput aria-label="power" value="" onChange={onChange} />);
    const input = screen.getByLabelText('power');
    fireEvent.change(input, { target: { value: '2' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '24' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('24');
    vi.useRealTimers();
  });

  it('fires at once on blur', () => {
    const onChange = vi.fn();
    render(<DebouncedInput aria-label="power" value="" onChange={onChange} />);
    const input = screen.getByLabelText('power');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('7');
  });
});
