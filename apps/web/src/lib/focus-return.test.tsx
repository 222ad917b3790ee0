import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './focus-return';

/** A button opening a dialog that autofocuses inside; the opener handed over as a ref, or remembered. */
function Opener({ label = 'Make', withRef = true }: { label?: string; withRef?: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, withRef ? opener : undefined);
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <div role="dialog">
          <input aria-label="inside" autoFocus />
          <button onClick={() => setOpen(false)}>Close</button>
        </div>
      )}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives the focus back to the opener in the commit that closes the panel', () => {
    render(<Opener />);
    const make = screen.getByRole('button', { name: 'Make' });
    expect(document.activeElement).toBe(document.body);
    act(() => make.click());
    expect(document.activeElement).toBe(screen.getByLabelText('inside'));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.activeElement).toBe(make);
  });

  it('does not take the focus on the first render, while never opened', () => {
    render(
      <>
        <input aria-label="elsewhere" autoFocus />
        <Opener />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('elsewhere'));
  });
});

describe('useFocusReturn without a ref', () => {
  it('gives the focus back to whatever had it when the dialog opened, though the dialog autofocuses', () => {
    render(<Opener label="Choose sketch" withRef={false} />);
    const opener = screen.getByRole('button', { name: 'Choose sketch' });
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByLabelText('inside'));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.activeElement).toBe(opener);
  });
});
