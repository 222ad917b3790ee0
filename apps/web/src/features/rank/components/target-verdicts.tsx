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
 * with ✓ met, ✗ missed or – not computed, the figure checked and its bound: the short chips
 * without units ("✓ A Lavg 12.4 ≥ 10"; a figure not computed reads —), `detailed` with them
 * ("✓ Lmax 28.1 cd/m² ≤ 30 cd/m²", "– Lmax not computed ≤ 30 cd/m²").
 */
export function TargetVerdicts({ verdicts, detailed = false }: { verdicts: readonly FaceTargetVerdict[]; detailed?: boolean }) {
  const { t } = useTranslation();
  const name = (v: FaceTargetVerdict) => verdictName(v, (m) => t(SHORT_KEYS[m]), t('rank.ownShort'));
  const unit = (v: FaceTargetVerdict, text: string) => (detailed ? withUnit(v, text) : text);
  const figure = (v: FaceTargetVerdict) =>
    v.value === null && detailed ? t('rank.notComputed') : unit(v, formatVerdictFigure(targetFigureKind(v.metric), v.value, v));
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
            {`${name(v)} ${figure(v)} ${v.sign} ${unit(v, formatTarget(targetFigureKind(v.metric), v.target))}`}
          </span>
        </span>
      ))}
    </Space>
  );
}
