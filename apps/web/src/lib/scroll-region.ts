import type { TableRef } from 'antd/es/table';
import { useEffect, useRef } from 'react';

/**
 * A ref for an antd table whose rows scroll in their own box: the box (`.ant-table-body`) becomes
 * a named region a keyboard reaches with Tab and scrolls with the arrows, also when no row holds
 * a control (axe: scrollable-region-focusable; Rank's preview rows have neither a Take button nor
 * a tick). Kept after every render, as antd may draw the box again. Its focus ring is in styles.css.
 */
export function useScrollRegion(name: string) {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    const table = ref.current?.nativeElement;
    if (!table) return;
    // the table may replace its scrolling body on its own (rows arriving, a re-layout), without
    // this component rendering again: mark whichever body it has now, and again when it changes
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
  });
  return ref;
}
