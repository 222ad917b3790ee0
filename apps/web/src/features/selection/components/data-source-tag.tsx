import { dataSourceOf, surfaceOfRow, type DetectionRow } from '@lampsheet/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRowSurface } from '@/lib/format';

/**
 * Measured is not calculated (issue 23): a row's source as a small tag, "Measured" (typical or
 * project detection, on a measured wall) or "Calculated" (by the engine), the tooltip naming the
 * data type and the surface the figures were obtained on. The table, the fixture detail and
 * Compare label rows with it.
 */
export function DataSourceTag({ row }: { row: DetectionRow }) {
  const { t } = useTranslation();
  const source = dataSourceOf(row);
  const tip = t(`selection.sourceTip${row.dataType}`, { surface: formatRowSurface(surfaceOfRow(row).dimensions) });
  return (
    <Tooltip title={tip}>
      <Tag color={source === 'measured' ? 'gold' : 'geekblue'} style={{ marginInlineEnd: 6 }}>
        {t(source === 'measured' ? 'selection.sourceMeasured' : 'selection.sourceCalculated')}
      </Tag>
    </Tooltip>
  );
}
