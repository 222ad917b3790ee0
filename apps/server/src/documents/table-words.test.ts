import { describe, expect, it } from 'vitest';
import { shareWidths, unbreakableWords } from './table-words.js';

describe('unbreakableWords', () => {
  it('splits at spaces but not at a no-break space', () => {
    expect(unbreakableWords('Beam angle (°)')).toEqual(['Beam', 'angle', '(°)']);
    expect(unbreakableWords('H0\u00a00\u00a0m · A 35°')).toEqual(['H0\u00a00\u00a0m', '·', 'A', '35°']);
    // a unit's slash after a short part is no break: the unit prints whole, and reads as typed when copied (cd/m², not a look-alike)
    expect(unbreakableWords('Lavg 18 cd/m² · 105 lm/W · L70/B50 50,000 h · 3000K/4000K')).toEqual(['Lavg', '18', 'cd/m²', '·', '105', 'lm/W', '·', 'L70/B50', '50,000', 'h', '·', '3000K/4000K']);
    expect(unbreakableWords('XQD1060W/M024-CUSTOM QLU-TGD46-60-50 AC110-240V')).toEqual(['XQD1060W/', 'M024-', 'CUSTOM', 'QLU-', 'TGD46-60-50', 'AC110-240V']);
  });

  it('keeps a short Chinese term whole, breaks a longer run anywhere, and keeps a bracket or comma with its word', () => {
    expect(unbreakableWords('类型标记')).toEqual(['类型标记']);
    expect(unbreakableWords('已生成')).toEqual(['已生成']);
    expect(unbreakableWords('安装功率 (W)')).toEqual(['安装功率', '(W)']);
    // a line never ends on an opening bracket nor starts on a closing one or a comma (pdfkit breaks neither there)
    expect(unbreakableWords('照明指标（按面）')).toEqual(['照明指标', '（按面）']);
    expect(unbreakableWords('窗台，上洗')).toEqual(['窗台，', '上洗']);
    expect(unbreakableWords('控光点光源')).toEqual(['控', '光', '点', '光', '源']);
    expect(unbreakableWords('石英线Quartzline')).toEqual(['石英线', 'Quartzline']);
  });
});

describe('shareWidths', () => {
  const sum = (w: number[]) => w.reduce((a, b) => a + b, 0);

  it('gives each column its share when every word fits', () => {
    expect(shareWidths([1, 1, 2], [10, 10, 10], 400)).toEqual([100, 100, 200]);
  });

  it('widens a column to its longest word (up to a quarter of the table), taking the room from the others', () => {
    const w = shareWidths([1, 2, 2], [10, 10, 10], 400, [90, 10, 10]);
    expect(w[0]).toBeCloseTo(90);
    expect(sum(w)).toBeCloseTo(400);
    expect(shareWidths([1, 2, 2], [10, 10, 10], 400, [150, 10, 10])[0]).toBeCloseTo(100);
  });

  it('when the words do not fit side by side: header words met, short words whole, the longest words cut to one cap, the total kept', () => {
    // 8 columns in 400: body words of 20, 30 (a number) and four of 90 (long model names) want 450
    const w = shareWidths([1, 1, 1, 1, 1, 1, 1, 1], [20, 20, 20, 20, 20, 20, 20, 20], 400, [20, 30, 90, 90, 90, 90, 20, 20]);
    expect(sum(w)).toBeCloseTo(400);
    expect(w.map((x) => Math.round(x * 10) / 10)).toEqual([20, 30, 77.5, 77.5, 77.5, 77.5, 20, 20]);
    // a header word wider than the cap is met all the same
    const headers = shareWidths([1, 1, 1, 1, 1, 1, 1, 1], [20, 20, 20, 85, 20, 20, 20, 20], 400, [20, 30, 90, 90, 90, 90, 20, 20]);
    expect(sum(headers)).toBeCloseTo(400);
    expect(headers[3]).toBeCloseTo(85);
    expect(headers[2]).toBeCloseTo(headers[4]!);
  });
});
