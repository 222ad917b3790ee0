import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AngleRule } from '@lampsheet/contracts';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import type { TakenFixture } from '../utils/rank-request';
import { TakeConfirm } from './take-confirm';

const ANGLES: AngleRule[] = [
  { id: 6, ruleKey: '10°×30°', ruleNo: '1030', angleMin: 10, angleMax: 30 },
  { id: 9, ruleKey: '10°×100°', ruleNo: '10100', angleMin: 10, angleMax: 100 },
];
const fixture = (beamAngle: number, beamAngle90: number): TakenFixture => ({
  name: 'RLA-XQD41-1060-35', lampId: 41, brandId: 7, power: 40.5, workVoltage: null, authorizedPrice: null, lampType: null, colorTemperature: null,
  beamAngle, beamAngle90, protectLevel: null, longNs: null, widthNs: null, heightNs: null, layout: null,
} as unknown as TakenFixture);
const beamLine = async (beamAngle: number, beamAngle90: number) => {
  renderApp(<TakeConfirm pending={{ fixture: fixture(beamAngle, beamAngle90), differences: [{ field: 'beamAngle', record: 6, fixture: beamAngle }] }} lampTypes={[]} angles={ANGLES} onTake={() => undefined} onCancel={() => undefined} />);
  return within(await screen.findByTestId('take-differences')).getByRole('listitem').textContent;
};

afterEach(() => act(() => changeLanguage('en')));

describe('Take confirmation: the beam it will store (issue 23 walk)', () => {
  it("says the rule the record will store, with the file's measured beam beside it, in en and zh", async () => {
    expect(await beamLine(9.2, 99.9)).toBe('Beam angle: 10°×30° → 10°×100° (file: 9.2° × 99.9°)');
  });
  it('the same in zh', async () => {
    await act(() => changeLanguage('zh-CN'));
    expect(await beamLine(9.2, 99.9)).toBe('光束角: 10°×30° → 10°×100°（文件：9.2° × 99.9°）');
  });
  it('a beam no rule holds: the record keeps its rule, and says so', async () => {
    expect(await beamLine(120, 120)).toBe('Beam angle: 10°×30° kept: no beam angle of the map holds the file’s 120.0°');
  });
});

describe('Take confirmation: a multi-colour record keeps its temperatures, and says so', () => {
  const kept = async () => {
    renderApp(
      <TakeConfirm
        pending={{ fixture: fixture(10, 60), differences: [{ field: 'colorTemperature', record: 3000, fixture: 5000, kept: [3000, 4000] }] }}
        lampTypes={[]}
        angles={ANGLES}
        onTake={() => undefined}
        onCancel={() => undefined}
      />,
    );
    return within(await screen.findByTestId('take-differences')).getByRole('listitem').textContent;
  };
  it('in en', async () => {
    expect(await kept()).toBe('Colour temperature: 3000 / 4000 K kept: the fixture gives 5000 K, which a multi-colour record does not take');
  });
  it('in zh', async () => {
    await act(() => changeLanguage('zh-CN'));
    expect(await kept()).toBe('色温: 保留 3000 / 4000 K：灯具为 5000 K，多色温参数表不随之改写');
  });
});
