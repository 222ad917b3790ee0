import { type TemplateIndex } from '@lampsheet/contracts';
import { Col, Row, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  indexHome,
  indexValue,
  maxChoiceOf,
  withIndexValue,
  withMaxChoice,
  type MaxChoice,
} from '../../utils/editor-form';
import { IndexField, indexLabel } from '../index-field';
import { type BaseProps, Section, IndexGrid } from './section';

export function TargetsSection({ form, update, disabled, indices, faces }: BaseProps & { indices: TemplateIndex[]; faces: Array<string | null> }) {
  const { t, i18n } = useTranslation();
  const [choices, setChoices] = useState<Record<string, MaxChoice>>({});
  const quantified = indices.filter((i) => indexHome(i.indexKey) === 'entry');
  const descriptive = indices.filter((i) => indexHome(i.indexKey) !== 'entry');
  return (
    <Section title={t('editor.sectionTargets')} testId="section-targets">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('editor.quantified')}
      </Typography.Title>
      {!form.contestType && <Typography.Text type="secondary">{t('editor.chooseSurfaceFirst')}</Typography.Text>}
      {faces.map((face) => {
        const own = quantified.filter((i) => (faces.length === 1 ? true : (i.faceType ?? null) === face));
        const maxIndex = own.find((i) => i.indexKey === 'brightnessMax');
        const aIndex = own.find((i) => i.indexKey === 'brightnessA');
        const entry = form.projectParamindexList.find((e) => (e.faceType ?? null) === face) ?? form.projectParamindexList[0];
        const choice = choices[face ?? ''] ?? maxChoiceOf(entry);
        const rest = own.filter((i) => !(maxIndex && aIndex && (i === maxIndex || i === aIndex)));
        const chosen = choice === 'brightnessA' ? aIndex : maxIndex;
        return (
          <div key={face ?? 'single'} data-testid={`face-${face ?? 'single'}`} style={{ marginBottom: 8 }}>
            {face && (
              <Tag color={face === 'A' ? 'blue' : 'cyan'} style={{ marginBottom: 8 }}>
                {face === 'A' ? t('editor.faceA') : t('editor.faceB')}
              </Tag>
            )}
            <IndexGrid indices={rest} form={form} update={update} disabled={disabled} />
            {maxIndex && aIndex && chosen && (
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Segmented
                    size="small"
                    data-testid={`max-tab-${face ?? 'single'}`}
                    aria-label={t('editor.maxChoice')}
                    disabled={disabled}
                    value={choice}
                    onChange={(v) => {
                      setChoices((c) => ({ ...c, [face ?? '']: v as MaxChoice }));
                      update((f) => withMaxChoice(f, face, v as MaxChoice));
                    }}
                    options={[
                      { value: 'brightnessMax', label: t('editor.maxTab') },
                      { value: 'brightnessA', label: t('editor.maxTabA') },
                    ]}
                    style={{ marginBottom: 6 }}
                  />
                  <IndexField
                    index={chosen}
                    label={indexLabel(chosen, i18n.language)}
                    value={indexValue(form, chosen)}
                    onChange={(v) => update((f) => withIndexValue(f, chosen, v))}
                    disabled={disabled}
                  />
                </Col>
              </Row>
            )}
            {!entry && null}
          </div>
        );
      })}
      {descriptive.length > 0 && (
        <>
          <Typography.Title level={5}>{t('editor.effectDescription')}</Typography.Title>
          <IndexGrid indices={descriptive} form={form} update={update} disabled={disabled} />
        </>
      )}
    </Section>
  );
}

/** Equipment requirements: lamp sketch and sizes, power, recommended brands, type-3 indices. */
