import { formatFigure } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { cellText, type ScheduleRow } from './schedule-model.js';

describe('schedule cell text', () => {
  it('prints a fixture’s power in the one power format every screen and the sheet use', () => {
    const row = { power: 24.04 } as ScheduleRow;
    expect(cellText(row, 'power')).toBe('24');
    expect(cellText(row, 'power')).toBe(formatFigure('power', 24.04));
    expect(cellText({ power: null } as ScheduleRow, 'power')).toBe('');
  });
});
