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

/** "Fit the layout": a switch and the limits of the search (count at most, spacing and tilt ranges). */
export function FitControl({ value, onChange, contestTypeId }: FitControlProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<RankFit>) => value && onChange({ ...value, ...patch });
  const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const tilt = value?.tiltMin != null || value?.tiltMax != null;
  return (
    <Flex gap={8} wrap align="center" data-testid="rank-fit-control">
      <Switch checked={!!value} onChange={(on) => onChange(on ? fitDefaults(contestTypeId) : null)} aria-label={t('rank.fit.switch')} data-testid="rank-fit-switch" />
      <Typography.Text>{t('rank.fit.switch')}</Typography.Text>
      {value && (
        <>
          <InputNumber
            size="small"
            min={1}
            max={FIT_COUNT_MAX}
            precision={0}
            style={{ width: 130 }}
            prefix={`${t('layout.count')} ≤`}
            aria-label={`${t('layout.count')} ≤`}
            value={value.countMax}
            onChange={(v) => set({ countMax: num(v) ?? FIT_DEFAULTS.countMax })}
          />
          <InputNumber
            size="small"
            min={0.01}
            max={RANGES.metres.max}
            step={0.1}
            style={{ width: 130 }}
            prefix={`${t('layout.spacing')} ≥`}
            suffix="m"
            aria-label={`${t('layout.spacing')} ≥`}
            value={value.spacingMin}
            onChange={(v) => set({ spacingMin: num(v) ?? FIT_DEFAULTS.spacingMin })}
          />
          <InputNumber
            size="small"
            min={0.01}
            max={RANGES.metres.max}
            step={0.1}
            style={{ width: 130 }}
            prefix={`${t('layout.spacing')} ≤`}
            suffix="m"
            aria-label={`${t('layout.spacing')} ≤`}
            value={value.spacingMax}
            onChange={(v) => set({ spacingMax: num(v) ?? FIT_DEFAULTS.spacingMax })}
          />
          {tilt && (
            <>
              <InputNumber
                size="small"
                min={RANGES.aimingDegrees.min}
                max={RANGES.aimingDegrees.max}
                style={{ width: 120 }}
                prefix={`${t('layout.tilt')} ≥`}
                suffix="°"
                aria-label={`${t('layout.tilt')} ≥`}
                value={value.tiltMin}
                onChange={(v) => set({ tiltMin: num(v) ?? 0 })}
              />
              <InputNumber
                size="small"
                min={RANGES.aimingDegrees.min}
                max={RANGES.aimingDegrees.max}
                style={{ width: 120 }}
                prefix={`${t('layout.tilt')} ≤`}
                suffix="°"
                aria-label={`${t('layout.tilt')} ≤`}
                value={value.tiltMax}
                onChange={(v) => set({ tiltMax: num(v) ?? 0 })}
              />
            </>
          )}
        </>
      )}
    </Flex>
  );
}
