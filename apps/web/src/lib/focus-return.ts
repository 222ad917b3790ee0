import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Gives the focus back to the element that opened a dialog or drawer once it closes (WAI-ARIA:
 * the focus returns to the invoking control), whatever closed it: Esc, its Cancel, the mask, a
 * choice made in it. The opener is `opener` when given, else the element that had the focus when
 * `open` turned true (read while rendering that change, before any dialog's autofocus moves it).
 *
 * antd's own return runs when the closing motion ends, and it never runs when the panel closes
 * while still entering (a lazy dialog's chunk loads after the click, so a quick Esc falls inside
 * its entering motion): the focus then stayed on the page's body. This runs in the commit that
 * closes it, after the panel's focus lock has been released in the same commit (a child's effect
 * cleanup runs before a parent's effect), so the lock does not pull the focus back.
 */
export function useFocusReturn(open: boolean, opener?: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  // the element focused as `open` turned true: state set while rendering that change (React's
  // "information from the previous render"), so no dialog's autofocus has moved it yet
  const [focused, setFocused] = useState<{ open: boolean; element: HTMLElement | null }>({ open, element: null });
  if (focused.open !== open) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    setFocused({ open, element: open ? (active instanceof HTMLElement && active !== document.body ? active : null) : focused.element });
  }
  const element = focused.element;
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      const target = opener?.current ?? element;
      if (target?.isConnected) target.focus();
    }
  }, [open, opener, element]);
}
