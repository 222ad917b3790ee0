import { unitText, type TemplateIndex } from '@lampsheet/contracts';
import { Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIndexOptions } from '../api/get-index-options';
import { keepNumber } from '../utils/editor-form';
import { GuidanceHint } from './guidance';

export interface IndexFieldProps {
  index: TemplateIndex;
  value: string | number | null | undefined;
  onChange: (value: string | null) => void;
  contestType?: number | null;
  lampType?: number | null;
  disabled?: boolean;
  /** Overrides the label (e.g. when a tab already names the field). */
  label?: string;
}

/** The label of a template index in the current language. */
export function indexLabel(index: Pick<TemplateIndex, 'indexName' | 'indexNameEn'>, language: string): string {
  return language === 'zh-CN' ? index.indexName : index.indexNameEn || index.indexName;
}

/** One template index: a select (dictionary options), a text area, or an input (numbers stripped). */
export function IndexField({ index, value, onChange, contestType, lampType, disabled, label }: IndexFieldProps) {
  const { t, i18n } = useTranslation();
  const isSelect = index.controlType === 'select';
  const options = useIndexOptions(isSelect ? index.controlDict : null, contestType, lampType);
  const text = value === null || value === undefined ? '' : String(value);
  const id = `idx-${index.faceType ?? 'x'}-${index.indexKey}`;
  const name = label ?? indexLabel(index, i18n.language);

  let control;
  if (isSelect) {
    control = (
      <Select
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={disabled}
        placeholder={t('editor.choose')}
        value={text || undefined}
        onChange={(v: string | undefined) => onChange(v ?? null)}
        loading={options.isFetching}
        options={(options.data ?? []).map((d) => ({
          value: d.dictCont,
          label: i18n.language === 'zh-CN' ? d.dictCont : d.dictContEn || d.dictCont,
        }))}
      />
    );
  } else if (index.controlType === 'textarea') {
    control = (
      <Input.TextArea id={id} disabled={disabled} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} value={text} onChange={(e) => onChange(e.target.value || null)} />
    );
  } else {
    const numeric = index.controlInputType === 'number';
    control = (
      <Affixed before={index.indexPrefix} after={unitText(index.indexUnit, (i18n.language === 'zh-CN' ? 'zh' : 'en'))}>
        <Input
          id={id}
          disabled={disabled}
          inputMode={numeric ? 'decimal' : undefined}
          maxLength={numeric ? 20 : 200}
          value={text}
          onChange={(e) => {
            const next = numeric ? keepNumber(e.target.value) : e.target.value;
            onChange(next || null);
          }}
        />
      </Affixed>
    );
  }

  return (
    <Form.Item label={name} htmlFor={id} style={{ marginBottom: 12 }} data-testid={`index-${index.faceType ?? ''}${index.indexKey}`}>
      {control}
      <GuidanceHint text={index.indexDesc} />
    </Form.Item>
  );
}

/** An input with a sign before and a unit after it, when there are any. */
export function Affixed({ before, after, children }: { before?: ReactNode; after?: ReactNode; children: ReactNode }) {
  if (!before && !after) return <>{children}</>;
  return (
    <Space.Compact style={{ width: '100%' }}>
      {before ? <Space.Addon>{before}</Space.Addon> : null}
      {children}
      {after ? <Space.Addon>{after}</Space.Addon> : null}
    </Space.Compact>
  );
}
