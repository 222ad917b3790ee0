import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height an antd table inside `ref` can give its scrolling body: the box's height less the
 * table's header (and anything else above the body inside the box), kept current as the box
 * resizes (window, folded filters, divider). The header and pager stay in view; only the rows
 * scroll — one scroll container per panel.
 */
export function useTableBodyHeight(ref: RefObject<HTMLElement | null>, fallback = 320, min = 120): number {
  const [height, setHeight] = useState(fallback);
  const measure = () => {
    const box = ref.current;
    if (!box || !box.clientHeight) return;
    const body = box.querySelector<HTMLElement>('.ant-table-body');
    const above = body ? body.getBoundingClientRect().top - box.getBoundingClientRect().top : 40;
    const next = Math.max(min, Math.floor(box.clientHeight - above));
    setHeight((prev) => (prev === next ? prev : next));
  };
  // after every render: the header's height follows its titles and the language
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(box);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  return height;
}
