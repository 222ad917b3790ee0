import { faceTargetVerdicts } from '@lampsheet/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { TargetVerdicts } from './target-verdicts';

const face = (faceType: 'A' | 'B', lightnessAve: number) => ({ faceType, lightnessAve, lightness: lightnessAve / 2, lightnessMax: lightnessAve * 2, evenness: 0.5, anbanHeight: 0 });

describe('TargetVerdicts', () => {
  afterEach(() => changeLanguage('en'));

  it('lists the B/A luminance ratio with its figure, its bound and ✓ or ✗, in both languages', async () => {
    // B/A = 1 / 20 = 0.05: the lower bound 0.02 is met, the upper 0.04 missed.
    const verdicts = faceTargetVerdicts([{ faceType: 'B', bcBrightnessRatioMin: 0.02, bcBrightnessRatioMax: 0.04 }], [face('A', 20), face('B', 1)]);
    renderApp(<TargetVerdicts verdicts={verdicts} detailed />);
    const min = document.querySelector('[data-verdict="B/AbcBrightnessRatioMin"]')!;
    const max = document.querySelector('[data-verdict="B/AbcBrightnessRatioMax"]')!;
    expect(min.getAttribute('data-status')).toBe('met');
    expect(max.getAttribute('data-status')).toBe('missed');
    expect(min.textContent).toBe('B/A ratio 0.05 ≥ 0.02');
    expect(max.textContent).toBe('B/A ratio 0.05 ≤ 0.04');
    expect(screen.getByLabelText('met')).toBeInTheDocument();
    expect(screen.getByLabelText('missed')).toBeInTheDocument();
    await act(() => changeLanguage('zh-CN'));
    expect(min.textContent).toBe('B/A 亮度比 0.05 ≥ 0.02');
  });

  it('short chips say the figure checked and its bound, which bound of a metric checked against both (Lavg ≥, Lavg ≤), in both languages', async () => {
    const verdicts = faceTargetVerdicts([{ faceType: 'single', brightnessAvgMin: 10, brightnessAvgMax: 30, evenness: 0.4 }], [face('single' as 'A', 20)]);
    renderApp(<TargetVerdicts verdicts={verdicts} />);
    const texts = () => [...document.querySelectorAll('[data-verdict]')].map((el) => el.textContent);
    expect(texts()).toEqual(['Lavg 20.0 ≥ 10', 'Lavg 20.0 ≤ 30', 'U0 0.50 ≥ 0.40']);
    await act(() => changeLanguage('zh-CN'));
    expect(texts()).toEqual(['平均亮度 20.0 ≥ 10', '平均亮度 20.0 ≤ 30', 'U0 0.50 ≥ 0.40']);
  });

  it('short chips name the face, keep the digits that tell a missed figure from its bound, and read — where nothing was computed', () => {
    // A: Lavg 12.4 ≥ 10 met; U0 0.0996 missed against ≥ 0.10 (0.10 would read as met); B: no such face computed
    const verdicts = faceTargetVerdicts(
      [
        { faceType: 'A', brightnessAvgMin: 10, evenness: 0.1 },
        { faceType: 'B', brightnessAvgMin: 1 },
      ],
      [{ ...face('A', 12.4), evenness: 0.0996 }],
    );
    renderApp(<TargetVerdicts verdicts={verdicts} />);
    const chips = [...document.querySelectorAll('[data-verdict]')].map((el) => [el.textContent, el.getAttribute('data-status')]);
    expect(chips).toEqual([
      ['A Lavg 12.4 ≥ 10', 'met'],
      ['A U0 0.0996 ≥ 0.10', 'missed'],
      ['B Lavg — ≥ 1', 'notComputed'],
    ]);
  });

  it('writes each figure and bound in the number format the tables use (cd/m² to 3 significant figures, U0 to 2 decimals)', () => {
    const verdicts = faceTargetVerdicts([{ faceType: 'single', brightnessAvgMin: 10, evenness: 0.1 }], [{ ...face('single' as 'A', 18.91), evenness: 0.0794 }]);
    renderApp(<TargetVerdicts verdicts={verdicts} detailed />);
    const texts = [...document.querySelectorAll('[data-verdict]')].map((el) => el.textContent);
    expect(texts).toEqual(['Lavg 18.9 cd/m² ≥ 10 cd/m²', 'U0 0.08 ≥ 0.10']);
  });
});
