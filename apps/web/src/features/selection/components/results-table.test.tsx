import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { detection, resultsTableProps } from '../testing/fixtures';
import { ResultsTable } from './results-table';

const wall = { contestTypeId: 102, h: 6, w: 3, lumSize: 0.5 };
const rows = [
  detection({ ...wall, id: 1, dataType: '1', brandName: 'Typical Co', model: 'T-1' }),
  detection({ ...wall, id: 2, dataType: '2', brandName: 'Project Co', model: 'P-2', lampId: 2, projectId: 5, lumSize: 0.8 }),
  detection({ ...wall, id: 3, dataType: '4', brandName: 'Engine Co', model: 'E-3', lampId: 3, h: 9, w: 4 }),
];

function table() {
  renderApp(<ResultsTable {...resultsTableProps(rows, ['lightnessAve', 'evenness'])} />);
  return (brand: string) => screen.getByText(brand).closest('tr')!;
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the results table tells measured rows from calculated ones (issue 23)', () => {
  it('tags each row measured or calculated, a measured row with its kind of detection, the tooltip naming the surface', async () => {
    const row = table();
    expect(within(row('Typical Co')).getByText('Measured')).toBeInTheDocument();
    expect(within(row('Typical Co')).getByText('Typical detection')).toBeInTheDocument();
    expect(within(row('Project Co')).getByText('Measured')).toBeInTheDocument();
    expect(within(row('Project Co')).getByText('Project detection')).toBeInTheDocument();
    expect(within(row('Engine Co')).getByText('Calculated')).toBeInTheDocument();
    expect(within(row('Engine Co')).queryByText('Measured')).toBeNull();
    expect(within(row('Engine Co')).queryByText('Calculated data')).toBeNull();

    await userEvent.hover(within(row('Typical Co')).getByText('Measured'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Typical detection: measured on the typical surface, H 6 m · W 3 m · D 0.5 m');
    await userEvent.unhover(within(row('Typical Co')).getByText('Measured'));
    await userEvent.hover(within(row('Engine Co')).getByText('Calculated'));
    expect(await screen.findByText("Calculated by the engine from the fixture's photometric file, on H 9 m · W 4 m · D 0.5 m")).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await act(() => changeLanguage('zh-CN'));
    const row = table();
    expect(within(row('Typical Co')).getByText('实测')).toBeInTheDocument();
    expect(within(row('Typical Co')).getByText('典型检测')).toBeInTheDocument();
    expect(within(row('Project Co')).getByText('项目检测')).toBeInTheDocument();
    expect(within(row('Engine Co')).getByText('计算')).toBeInTheDocument();
    await userEvent.hover(within(row('Project Co')).getByText('实测'));
    expect(await screen.findByText('项目检测：在项目墙面上实测，H 6 m · W 3 m · D 0.8 m')).toBeInTheDocument();
  });
});

describe('the results table prints a fixture\'s beam in both planes', () => {
  it('reads 10.0° × 60.0° for a wall washer and one angle for a round beam', () => {
    renderApp(
      <ResultsTable
        {...resultsTableProps(
          [
            detection({ ...wall, id: 1, brandName: 'Oval Co', model: 'W-1', beamAngle: 10, beamAngle90: 60 }),
            detection({ ...wall, id: 2, brandName: 'Round Co', model: 'R-2', lampId: 2, beamAngle: 24, beamAngle90: 24 }),
            detection({ ...wall, id: 3, brandName: 'Old Co', model: 'O-3', lampId: 3, beamAngle: 30 }),
          ],
          ['beamAngle'],
        )}
      />,
    );
    expect(within(screen.getByText('Oval Co').closest('tr')!).getByText('10.0° × 60.0°')).toBeInTheDocument();
    expect(within(screen.getByText('Round Co').closest('tr')!).getByText('24.0°')).toBeInTheDocument();
    // a row from before the second plane was kept: one angle
    expect(within(screen.getByText('Old Co').closest('tr')!).getByText('30.0°')).toBeInTheDocument();
  });
});
