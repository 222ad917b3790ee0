import type { TableRef } from 'antd/es/table';
import { useCallback } from 'react';

/**
 * A ref for an antd table whose rows scroll in their own box: the box (`.ant-table-body`) becomes
 * a named region a keyboard reaches with Tab and scrolls with the arrows, also when no row holds
 * a control (axe: scrollable-region-focusable; Rank's preview rows have neither a Take button nor
 * a tick). Its focus ring is in styles.css.
 *
 * A callback ref, not an effect: a table inside a modal mounts in the portal's own commit, after
 * the component that owns the ref has rendered (an effect would find no table and never run
 * again). The table may also replace its scrolling body on its own (rows arriving, a
 * re-layout): whichever body it has is marked, and again when it changes.
 */
export function useScrollRegion(name: string) {
  return useCallback(
    (ref: TableRef | null) => {
      const table = ref?.nativeElement;
      if (!table) return;
      const mark = () => {
        const body = table.querySelector<HTMLElement>('.ant-table-body');
        if (!body || body.getAttribute('aria-label') === name) return;
        body.tabIndex = 0;
        body.setAttribute('role', 'region');
        body.setAttribute('aria-label', name);
      };
      mark();
      const watch = new MutationObserver(mark);
      watch.observe(table, { childList: true, subtree: true });
      return () => watch.disconnect();
    },
    [name],
  );
}
