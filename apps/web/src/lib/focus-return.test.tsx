import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './focus-return';

function Opener() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, opener);
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        Make
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

function Remembering() {
  const [open, setOpen] = useState(false);
  useFocusReturn(open);
  return (
    <>
      <button onClick={() => setOpen(true)}>Choose sketch</button>
      {open && (
        <div role="dialog">
          <input aria-label="search" autoFocus />
          <button onClick={() => setOpen(false)}>Done</button>
        </div>
      )}
    </>
  );
}

describe('useFocusReturn without a ref', () => {
  it('gives the focus back to whatever had it when the dialog opened, though the dialog autofocuses', () => {
    render(<Remembering />);
    const opener = screen.getByRole('button', { name: 'Choose sketch' });
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByLabelText('search'));
    act(() => screen.getByRole('button', { name: 'Done' }).click());
    expect(document.activeElement).toBe(opener);
  });
});
