import { describe, expect, it } from 'vitest';
import { arrangeColumns, columnGroup, isSortableColumn, defaultVisibleColumns, MAX_VISIBLE_COLUMNS, sanitiseVisible, toggleColumn } from './columns';

const def = (indexKey: string, sort: number, fieldFlag = 1) => ({ indexKey, sort, fieldFlag });

describe('arrangeColumns', () => {
  it('drops brightnessAvgMin and illuminancyAvgMin and pins pictures and power after the brand', () => {
    const defs = [
      def('evenness', 5),
      def('brightnessAvgMin', 2),
      def('lampPower', 9),
      def('brandName', 1),
      def('viewPhoto', 30),
      def('illuminancyAvgMin', 3),
      def('lumImage', 20),
      def('lightnessAve', 4),
      def('pseuColor', 21),
    ];
    expect(arrangeColumns(defs).map((d) => d.indexKey)).toEqual([
      'brandName',
      'lumImage',
      'pseuColor',
      'viewPhoto',
      'lampPower',
      'lightnessAve',
      'evenness',
    ]);
  });

  it('puts the pinned columns first when there is no brand column, skipping missing ones', () => {
    expect(arrangeColumns([def('a', 1), def('lampPower', 3), def('lumImage', 2)]).map((d) => d.indexKey)).toEqual([
      'lumImage',
      'lampPower',
      'a',
    ]);
    // the detection row shape names the power column `power`
    expect(arrangeColumns([def('brandName', 1), def('a', 2), def('power', 3)]).map((d) => d.indexKey)).toEqual([
      'brandName',
      'power',
      'a',
    ]);
  });
});

describe('12-column limit', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `c${i}`);

  it('refuses the 13th tick and leaves the choice as it was', () => {
    const result = toggleColumn(twelve, 'c12', true);
    expect(result.error).toBe('atMost12Columns');
    expect(result.visible).toEqual(twelve);
  });

  it('allows the 12th tick and any untick', () => {
    expect(toggleColumn(twelve.slice(0, 11), 'c11', true)).toEqual({ visible: twelve });
    expect(toggleColumn(twelve, 'c3', false).visible).toHaveLength(11);
    expect(toggleColumn(twelve, 'c3', true)).toEqual({ visible: twelve }); // already shown
  });

  it('defaults to the shown columns, at most 12; a stored choice is cleaned', () => {
    const defs = Array.from({ length: 15 }, (_, i) => def(`c${i}`, i, i === 2 ? 0 : 1));
    const visible = defaultVisibleColumns(defs);
    expect(visible).toHaveLength(MAX_VISIBLE_COLUMNS);
    expect(visible).not.toContain('c2');
    expect(sanitiseVisible(['c14', 'gone', 'c0'], defs)).toEqual(['c0', 'c14']);
  });
});

describe('columnGroup', () => {
  it('sorts a column into application, measured or device parameters', () => {
    expect(columnGroup({ indexType: 2, testFlag: 0 })).toBe('application');
    expect(columnGroup({ indexType: 2, testFlag: 1 })).toBe('application');
    expect(columnGroup({ indexType: 1, testFlag: 1 })).toBe('measured');
    expect(columnGroup({ indexType: 3, testFlag: 1 })).toBe('measured');
    expect(columnGroup({ indexType: 3, testFlag: 0 })).toBe('measured');
    expect(columnGroup({ indexType: 1, testFlag: 0 })).toBe('device');
  });
});

describe('isSortableColumn', () => {
  it('needs the server whitelist and the definition to agree', () => {
    expect(isSortableColumn({ indexKey: 'power', sortable: true })).toBe(true);
    expect(isSortableColumn({ indexKey: 'model', sortable: true })).toBe(false);
    expect(isSortableColumn({ indexKey: 'power', sortable: false })).toBe(false);
  });
});
