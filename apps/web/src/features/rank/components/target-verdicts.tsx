import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import MinusCircleFilled from '@ant-design/icons/MinusCircleFilled';
import { formatTarget, formatVerdictFigure, targetFigureKind, type CheckedMetric, type FaceTargetVerdict } from '@lampsheet/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { verdictName } from '../utils/rank';

const SHORT_KEYS = {
  lightnessAve: 'rank.lavgShort',
  lightness: 'rank.lminShort',
  lightnessMax: 'rank.lmaxShort',
  evenness: 'rank.u0Short',
  anbanHeight: 'rank.bandShort',
  lightnessRatio: 'rank.ratioShort',
} as const satisfies Record<CheckedMetric, string>;

/** A checked figure in the one number format of its quantity (the table's: 18.9 cd/m², U0 0.08; `formatVerdictFigure`), its bound in the same format (`formatTarget`: U0 0.10). */
const withUnit = (v: FaceTargetVerdict, text: string) => `${text}${v.unit ? ` ${v.unit}` : ''}`;

/**
 * The targets a row was checked against (the server's verdicts, `faceTargetVerdicts`), each
 * with ✓ met, ✗ missed or – not computed; `detailed` adds the figure and the bound
 * ("✓ Lmax 28.1 cd/m² ≤ 30"), the short chips the bound's sign where a metric has two ("Lavg ≥", "Lavg ≤").
 */
export function TargetVerdicts({ verdicts, detailed = false }: { verdicts: readonly FaceTargetVerdict[]; detailed?: boolean }) {
  const { t } = useTranslation();
  // a metric checked against both its bounds (Lavg ≥ and ≤) says which bound each chip is
  const bounded = (v: FaceTargetVerdict) => verdicts.filter((o) => o.face === v.face && o.metric === v.metric && o.key.endsWith('Custom') === v.key.endsWith('Custom')).length > 1;
  const name = (v: FaceTargetVerdict) => `${verdictName(v, (m) => t(SHORT_KEYS[m]), t('rank.ownShort'))}${!detailed && bounded(v) ? ` ${v.sign}` : ''}`;
  return (
    <Space size={detailed ? 0 : 2} wrap direction={detailed ? 'vertical' : 'horizontal'} data-testid="target-verdicts">
      {verdicts.map((v) => (
        <span key={`${v.face}${v.key}`} style={{ whiteSpace: 'nowrap', fontSize: 12 }} data-verdict={`${v.face}${v.key}`} data-status={v.status}>
          {v.status === 'met' ? (
            <CheckCircleFilled style={{ color: '#389e0d' }} aria-label={t('rank.met')} />
          ) : v.status === 'missed' ? (
            <CloseCircleFilled style={{ color: '#cf1322' }} aria-label={t('rank.missed')} />
          ) : (
            <MinusCircleFilled style={{ color: 'var(--ant-color-text-description)' }} aria-label={t('rank.notComputed')} />
          )}
          <span style={{ marginLeft: 2, color: detailed ? undefined : 'var(--ant-color-text-description)' }}>
            {name(v)}
            {detailed && ` ${v.value === null ? t('rank.notComputed') : withUnit(v, formatVerdictFigure(targetFigureKind(v.metric), v.value, v))} ${v.sign} ${withUnit(v, formatTarget(targetFigureKind(v.metric), v.target))}`}
          </span>
        </span>
      ))}
    </Space>
  );
}
