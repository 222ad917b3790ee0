import { FIT_COUNT_MAX, FIT_DEFAULTS, RANGES, contestTypeById, withUnit, type RankFit } from '@lampsheet/contracts';
import { Flex, InputNumber, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerWidth } from '@/lib/header-width';

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
const LIMITS: Record<LimitKey, { word: 'count' | 'spacing' | 'tilt'; sign: '≥' | '≤'; min: number; max: number; step?: number; precision?: number; widest: string; unit?: string; fallback: number }> = {
  countMax: { word: 'count', sign: '≤', min: 1, max: FIT_COUNT_MAX, precision: 0, widest: '200', fallback: FIT_DEFAULTS.countMax },
  spacingMin: { word: 'spacing', sign: '≥', min: 0.01, max: RANGES.metres.max, step: 0.1, widest: '10.25', unit: 'm', fallback: FIT_DEFAULTS.spacingMin },
  spacingMax: { word: 'spacing', sign: '≤', min: 0.01, max: RANGES.metres.max, step: 0.1, widest: '10.25', unit: 'm', fallback: FIT_DEFAULTS.spacingMax },
  tiltMin: { word: 'tilt', sign: '≥', min: RANGES.aimingDegrees.min, max: RANGES.aimingDegrees.max, widest: '-90', unit: '°', fallback: 0 },
  tiltMax: { word: 'tilt', sign: '≤', min: RANGES.aimingDegrees.min, max: RANGES.aimingDegrees.max, widest: '-90', unit: '°', fallback: 0 },
};

/** Room for the box's handles and paddings beside its words (px). */
const BOX_CHROME = 40;

/** "Fit the layout": a switch and the limits of the search (count at most, spacing and tilt ranges). */
export function FitControl({ value, onChange, contestTypeId }: FitControlProps) {
  const { t } = useTranslation();
  const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const tilt = value?.tiltMin != null || value?.tiltMax != null;
  /** The box the designer is typing into, shown as typed. */
  const [editing, setEditing] = useState<LimitKey | null>(null);
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
        // the label, the widest value and its unit fit in the box, in either language
        style={{ width: headerWidth(`${label} ${withUnit(l.widest, l.unit)}`, BOX_CHROME) }}
        prefix={label}
        // the unit written after the value, as every figure: "0.3 m"; in the box being edited, what the designer types stays as typed
        formatter={(v, { input }) => (editing === key ? input : withUnit(v === undefined ? '' : String(v), l.unit))}
        onFocus={() => setEditing(key)}
        parser={(text) => parseFloat((text ?? '').replace(/[^\d.-]/g, ''))}
        aria-label={label}
        value={value?.[key]}
        // an emptied box is being typed into: it falls back to the search's own limit when left empty
        onChange={(v) => {
          const n = num(v);
          if (value && n !== undefined) onChange({ ...value, [key]: n });
        }}
        onBlur={(e) => {
          setEditing(null);
          if (value && e.target.value.trim() === '') onChange({ ...value, [key]: l.fallback });
        }}
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
