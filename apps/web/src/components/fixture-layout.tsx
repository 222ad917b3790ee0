/**
 * The layout behind a calculated figure (docs/DOMAIN.md "Layout"), seen and set: a line that
 * says it in words and numbers (lengths in metres, angles in degrees), the lux, watts and shares
 * it gives, and the inputs a designer changes it with. Shared by the check, Rank and Compare.
 */
import { layoutLightText, layoutText, type FixtureLayout, type LayoutInput, type LayoutLight } from '@lampsheet/contracts';
import { Flex, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { headerWidth } from '@/lib/header-width';

const langOf = (language: string) => (language.startsWith('zh') ? 'zh' : 'en');

/** "7 × at 0.86 m, first at 0.43 m, setback 0.6 m, 0 m high, tilt 20.0°, rotation 0.0°, maintenance factor 0.8" (contracts' `layoutText`). */
export function useLayoutWords() {
  const { i18n } = useTranslation();
  return (l: FixtureLayout) => layoutText(l, langOf(i18n.language));
}

/** "168 W · 9.3 W/m² · utilisation 72 % · spill 28 % (upward 3 %)"; parts that do not apply are left out. */
export function useLayoutFiguresWords() {
  const { i18n } = useTranslation();
  return (f: LayoutLight) => layoutLightText(f, langOf(i18n.language));
}

/** The layout and its figures as a paragraph. */
export function LayoutSummary({ layout, figures, testId }: { layout: FixtureLayout; figures: LayoutLight; testId?: string }) {
  const words = useLayoutWords();
  const figureWords = useLayoutFiguresWords();
  const extra = figureWords(figures);
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      {words(layout)}
      {extra ? ` · ${extra}` : ''}
    </Typography.Text>
  );
}

/** The fields a designer edits, with their unit, step and bounds. */
const EDITABLE = [
  { key: 'count', unit: '×', min: 1, max: 500, step: 1, precision: 0 },
  { key: 'spacing', unit: 'm', min: 0.01, max: 10000, step: 0.1 },
  { key: 'setback', unit: 'm', min: 0.01, max: 10000, step: 0.1 },
  { key: 'height', unit: 'm', min: -10000, max: 10000, step: 0.1 },
  { key: 'tilt', unit: '°', min: -90, max: 90, step: 1 },
  { key: 'maintenanceFactor', unit: '', min: 0.01, max: 1, step: 0.05 },
] as const;

/**
 * A value of the layout last used as its input shows it: lengths to 0.01 m, the tilt to 0.1° as
 * every angle (docs/DOMAIN.md "Numbers as printed"). The server answers the layout exactly as
 * computed (a stored layout computes the same figures again); the field shows it rounded, and
 * sends nothing until the designer types. A value the designer set that the calculation used
 * (the record's stored layout, 0.6666… m) shows rounded too; one typed and not yet used, as typed.
 */
/** A part the rows do not share (Rank: each fixture aimed its own way): the input says so instead of one row's value. */
const perFixture = (used: LayoutInput | null, key: keyof FixtureLayout) => !!used && used[key] === undefined;

const shown = (used: LayoutInput | null, value: LayoutInput, key: keyof FixtureLayout) => {
  const own = value[key];
  if (own !== undefined && own !== used?.[key]) return own;
  const v = used?.[key] ?? own;
  return v === undefined ? null : key === 'tilt' ? Math.round(v * 10) / 10 : Math.round(v * 100) / 100;
};

/**
 * Inputs for count, spacing, setback, height, tilt and maintenance factor: each shows the value
 * the last calculation used and, once the designer types, the designer's own (sent as `layout`).
 * Count and spacing go together: typing one leaves the other to the type. `used` may hold only
 * the parts every row shares (Rank: each fixture's own tilt is its own); the others say so.
 */
export function LayoutEditor({ used, value, onChange }: { used: LayoutInput | null; value: LayoutInput; onChange: (next: LayoutInput) => void }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} data-testid="layout-editor">
      {EDITABLE.map((f) => (
        <Space key={f.key} size={4}>
          <Typography.Text type="secondary">{t(`layout.${f.key}`)}</Typography.Text>
          <InputNumber
            size="small"
            min={f.min}
            max={f.max}
            step={f.step}
            precision={'precision' in f ? f.precision : undefined}
            value={shown(used, value, f.key)}
            placeholder={perFixture(used, f.key) ? t('layout.perFixture') : undefined}
            suffix={f.unit || undefined}
            aria-label={t(`layout.${f.key}`)}
            data-testid={`layout-${f.key}`}
            // wide enough for "varies" / 各灯具自定 beside the unit and the step buttons, never cut
            style={{ width: perFixture(used, f.key) ? Math.max(104, headerWidth(t('layout.perFixture'), 56)) : 104 }}
            onChange={(v) => {
              // A count typed lets the spacing follow from the width; a spacing typed, the count.
              const dropped = new Set<string>([f.key, ...(f.key === 'count' ? ['spacing'] : f.key === 'spacing' ? ['count'] : [])]);
              const next = Object.fromEntries(Object.entries(value).filter(([k]) => !dropped.has(k))) as LayoutInput;
              onChange(typeof v === 'number' ? { ...next, [f.key]: v } : next);
            }}
          />
        </Space>
      ))}
    </Flex>
  );
}
