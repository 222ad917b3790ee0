import { FIT_COUNT_MAX, FIT_DEFAULTS, RANGES, contestTypeById, type RankFit } from '@lampsheet/contracts';
import { Flex, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The fit's limits a type starts from: up to 20 fixtures 0.3–3 m apart; the tilt searched where
 * the type aims its fixtures at a lit face (floodlights 10–60° above the horizontal, the others
 * 0–30° toward the face); directly seen types have no tilt to search.
 */
export function fitDefaults(contestTypeId: number | undefined): RankFit {
  const kind = contestTypeId !== undefined ? contestTypeById(contestTypeId)?.kind : undefined;
  const base = { countMax: FIT_DEFAULTS.countMax, spacingMin: 0.3, spacingMax: 3 };
  if (kind === 'floodlighting') return { ...base, tiltMin: 10, tiltMax: 60 };
  if (kind === 'wallWashing' || kind === 'compositeSurface' || kind === 'corrugated' || kind === 'column' || kind === 'photovoltaicGlass') return { ...base, tiltMin: 0, tiltMax: 30 };
  return base;
}

interface FitControlProps {
  /** The limits, or null when fitting is off. */
  value: RankFit | null;
  onChange: (fit: RankFit | null) => void;
  contestTypeId: number | undefined;
}

type LimitKey = 'countMax' | 'spacingMin' | 'spacingMax' | 'tiltMin' | 'tiltMax';

/** The bounds, step, width and unit of each limit's input, and the value an emptied input falls back to. */
const LIMITS: Record<LimitKey, { word: 'count' | 'spacing' | 'tilt'; sign: '≥' | '≤'; min: number; max: number; step?: number; precision?: number; width: number; unit?: string; fallback: number }> = {
  countMax: { word: 'count', sign: '≤', min: 1, max: FIT_COUNT_MAX, precision: 0, width: 130, fallback: FIT_DEFAULTS.countMax },
  spacingMin: { word: 'spacing', sign: '≥', min: 0.01, max: RANGES.metres.max, step: 0.1, width: 130, unit: 'm', fallback: FIT_DEFAULTS.spacingMin },
  spacingMax: { word: 'spacing', sign: '≤', min: 0.01, max: RANGES.metres.max, step: 0.1, width: 130, unit: 'm', fallback: FIT_DEFAULTS.spacingMax },
  tiltMin: { word: 'tilt', sign: '≥', min: RANGES.aimingDegrees.min, max: RANGES.aimingDegrees.max, width: 120, unit: '°', fallback: 0 },
  tiltMax: { word: 'tilt', sign: '≤', min: RANGES.aimingDegrees.min, max: RANGES.aimingDegrees.max, width: 120, unit: '°', fallback: 0 },
};

/** "Fit the layout": a switch and the limits of the search (count at most, spacing and tilt ranges). */
export function FitControl({ value, onChange, contestTypeId }: FitControlProps) {
  const { t } = useTranslation();
  const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const tilt = value?.tiltMin != null || value?.tiltMax != null;
  const limit = (key: LimitKey) => {
    const l = LIMITS[key];
    const label = `${t(`layout.${l.word}`)} ${l.sign}`;
    return (
      <InputNumber
        key={key}
        size="small"
        min={l.min}
        max={l.max}
        step={l.step}
        precision={l.precision}
        style={{ width: l.width }}
        prefix={label}
        suffix={l.unit}
        aria-label={label}
        value={value?.[key]}
        onChange={(v) => value && onChange({ ...value, [key]: num(v) ?? l.fallback })}
      />
    );
  };
  return (
    <Flex gap={8} wrap align="center" data-testid="rank-fit-control">
      <Switch checked={!!value} onChange={(on) => onChange(on ? fitDefaults(contestTypeId) : null)} aria-label={t('rank.fit.switch')} data-testid="rank-fit-switch" />
      <Typography.Text>{t('rank.fit.switch')}</Typography.Text>
      {value && (['countMax', 'spacingMin', 'spacingMax', ...(tilt ? (['tiltMin', 'tiltMax'] as const) : [])] as const).map(limit)}
    </Flex>
  );
}
