import { WEIGHT_FIELDS, type WeightField } from '@lampsheet/contracts';
import { Alert, Button, Card, Flex, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeightPresets } from '../api/get-weight-presets';
import { emptyWeights, hasWeights, weightQuotaLeft, weightsFromPreset, weightSum, type WeightValues } from '../utils/weights';

export interface WeightPanelProps {
  contestTypeId: number;
  weightCode?: string;
  weights: WeightValues;
  onSearch: (weightCode: string | undefined, weights: WeightValues) => void;
}

const LABEL: Record<WeightField, `selection.weight${string}`> = {
  price: 'selection.weightPrice',
  evenness: 'selection.weightEvenness',
  lightnessMax: 'selection.weightLightnessMax',
  lightnessMin: 'selection.weightLightnessMin',
  lightnessAve: 'selection.weightLightnessAve',
  powerValue: 'selection.weightPowerValue',
};

/** Presets fill the weights, clearing empties them; the quota left is shown as the user types. */
export function WeightPanel({ contestTypeId, weightCode, weights, onSearch }: WeightPanelProps) {
  const { t, i18n } = useTranslation();
  const presets = useWeightPresets(contestTypeId);
  const [code, setCode] = useState<string | undefined>(weightCode);
  const [values, setValues] = useState<WeightValues>(weights);
  const [propsOf, setPropsOf] = useState({ weightCode, weights });
  if (propsOf.weightCode !== weightCode || propsOf.weights !== weights) {
    setPropsOf({ weightCode, weights });
    setCode(weightCode);
    setValues(weights);
  }

  const quota = weightQuotaLeft(values);
  const over = weightSum(values) > 100;

  return (
    <Card size="small" data-testid="weight-panel" style={{ marginBottom: 12 }}>
      <Flex wrap gap={16} align="flex-end">
        <label>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {t('selection.weightPreset')}
          </Typography.Text>
          <Select
            allowClear
            style={{ width: 200 }}
            aria-label={t('selection.weightPreset')}
            placeholder={t('selection.weightPresetPlaceholder')}
            value={code}
            loading={presets.isPending}
            options={(presets.data ?? []).map((p) => ({
              value: p.weightCode,
              label: i18n.language === 'zh-CN' ? p.weightName : p.weightNameEn || p.weightName,
            }))}
            onChange={(next: string | undefined) => {
              setCode(next);
              const preset = presets.data?.find((p) => p.weightCode === next);
              setValues(preset ? weightsFromPreset(preset) : emptyWeights());
            }}
          />
        </label>
        {WEIGHT_FIELDS.map((field) => (
          <label key={field}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t(LABEL[field] as 'selection.weightPrice')}
            </Typography.Text>
            <InputNumber
              min={0}
              max={100}
              style={{ width: 110 }}
              aria-label={t(LABEL[field] as 'selection.weightPrice')}
              value={values[field] === undefined || values[field] === '' ? null : Number(values[field])}
              onChange={(v) => setValues((prev) => ({ ...prev, [field]: v === null ? '' : String(v) }))}
            />
          </label>
        ))}
        <Typography.Text strong data-testid="weight-quota" style={{ paddingBottom: 5 }}>
          {t('selection.quotaLeft', { value: quota })}
        </Typography.Text>
        <Button type="primary" disabled={over || !hasWeights(values)} onClick={() => onSearch(code, values)}>
          {t('selection.runWeighted')}
        </Button>
      </Flex>
      {over && <Alert type="error" showIcon style={{ marginTop: 8 }} title={t('selection.weightsTooHigh')} />}
    </Card>
  );
}
