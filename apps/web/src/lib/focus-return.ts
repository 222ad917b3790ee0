import { useEffect, useRef, type RefObject } from 'react';

/**
 * Gives the focus back to the element that opened a dialog or drawer once it closes (WAI-ARIA:
 * the focus returns to the invoking control), whatever closed it: Esc, its Cancel, the mask.
 *
 * antd's own return runs when the closing motion ends, and it never runs when the panel closes
 * while still entering (a lazy drawer's chunk loads after the click, so a quick Esc falls inside
 * its entering motion): the focus then stayed on the page's body. This runs in the commit that
 * closes it, after the panel's focus lock has been released in the same commit (a child's effect
 * cleanup runs before a parent's effect), so the lock does not pull the focus back.
 */
export function useFocusReturn(open: boolean, opener: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
  }, [open, opener]);
}
