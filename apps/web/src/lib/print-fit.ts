import { useEffect, type RefObject } from 'react';

/** CSS px per millimetre (96 px to the inch). */
const PX_PER_MM = 96 / 25.4;
/** The height a printed A4 landscape page gives its body inside 8 mm margins (px), a few px spare. */
export const A4_LANDSCAPE_BODY_HEIGHT = Math.floor((210 - 2 * 8) * PX_PER_MM) - 4;

export interface PrintFitInput {
  /** The printed body's natural height and the page's. */
  height: number;
  available: number;
  /** One map's natural height, how many rows of maps there are, the least height a map keeps. */
  mapHeight: number;
  mapRows: number;
  minMapHeight: number;
  /** The table's natural height, and the least zoom it keeps (its words stay readable). */
  tableHeight: number;
  minZoom: number;
}

export interface PrintFit {
  /** The maps' height on the page (px; their width kept, the picture contained), or null: natural. */
  mapHeight: number | null;
  /** The table's zoom (1: natural). */
  tableZoom: number;
}

/**
 * How a printed body that runs over one page is brought onto it: first the maps give up height
 * (each keeps its width and is drawn whole inside its box), down to their least; then the
 * table is zoomed, down to its least. What is still over is left to a second page.
 */
export function fitToPage({ height, available, mapHeight, mapRows, minMapHeight, tableHeight, minZoom }: PrintFitInput): PrintFit {
  const over = height - available;
  if (over <= 0) return { mapHeight: null, tableZoom: 1 };
  const perMap = mapRows > 0 ? Math.min(over / mapRows, Math.max(0, mapHeight - minMapHeight)) : 0;
  const left = over - perMap * mapRows;
  const tableZoom = left > 0 && tableHeight > 0 ? Math.max(minZoom, (tableHeight - left) / tableHeight) : 1;
  return { mapHeight: perMap > 0 ? Math.floor(mapHeight - perMap) : null, tableZoom };
}

/**
 * Keeps a printed body on one A4 landscape page whatever its content (a tall wall's maps, a
 * two-face type's doubled lines, a long verdict list): when the print media applies, the body
 * inside `ref` is measured and its `[data-print-fit="map"]` pictures and `[data-print-fit="table"]`
 * are given the fit of `fitToPage` through the CSS variables `--print-map-height` and
 * `--print-table-zoom` (the print style sheet uses them). Measured again whenever `deps` change.
 */
export function usePrintFit(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]) {
  useEffect(() => {
    const print = window.matchMedia?.('print');
    if (!print) return;
    const apply = () => {
      const body = ref.current;
      if (!body) return;
      body.style.removeProperty('--print-map-height');
      body.style.removeProperty('--print-table-zoom');
      if (!print.matches) return;
      const maps = [...body.querySelectorAll<HTMLElement>('[data-print-fit="map"]')];
      const table = body.querySelector<HTMLElement>('[data-print-fit="table"]');
      const tops = new Set(maps.map((m) => Math.round(m.getBoundingClientRect().top)));
      const fit = fitToPage({
        height: body.getBoundingClientRect().height,
        available: A4_LANDSCAPE_BODY_HEIGHT,
        mapHeight: maps.length ? Math.max(...maps.map((m) => m.getBoundingClientRect().height)) : 0,
        mapRows: tops.size,
        minMapHeight: 40 * PX_PER_MM,
        tableHeight: table?.getBoundingClientRect().height ?? 0,
        minZoom: 0.75,
      });
      if (fit.mapHeight !== null) body.style.setProperty('--print-map-height', `${fit.mapHeight}px`);
      if (fit.tableZoom < 1) body.style.setProperty('--print-table-zoom', fit.tableZoom.toFixed(3));
    };
    // a picture arriving changes the height (load does not bubble: caught on its way down)
    const loaded = (e: Event) => {
      if (e.target instanceof Node && ref.current?.contains(e.target)) apply();
    };
    apply();
    print.addEventListener('change', apply);
    document.addEventListener('load', loaded, true);
    return () => {
      print.removeEventListener('change', apply);
      document.removeEventListener('load', loaded, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
