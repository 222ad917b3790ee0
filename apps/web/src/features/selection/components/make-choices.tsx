import { isRgbFamily, normaliseTemperatures, rgbChannels, type DictEntry, type SurfaceSketch } from '@lampsheet/contracts';
import { Col, Empty, Flex, Form, Input, Row, Select, Spin, Tag, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SketchCard } from '@/components/sketch-card';
import { colourTypeOf, type MakeFormValues } from '../utils/make-form';

/**
 * The surface sketches of the ticked rows' type, one of which the draft takes (its sizes then
 * show in the editor). A second click on the chosen one clears the choice.
 */
export function MakeSketchChooser({
  sketches,
  loading,
  value,
  onChange,
}: {
  sketches: SurfaceSketch[];
  loading: boolean;
  value?: number;
  onChange?: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  if (!loading && sketches.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('make.noSketches')} />;
  return (
    <Spin spinning={loading}>
      <Row gutter={[8, 8]} data-testid="make-sketches" role="radiogroup" aria-label={t('make.sketch')}>
        {sketches.map((s) => {
          const chosen = s.id === value;
          return (
            <Col span={8} key={s.id}>
              <div
                role="radio"
                aria-checked={chosen}
                data-testid="make-sketch"
                data-sketch-id={s.id}
                style={{ borderRadius: 8, outline: chosen ? '2px solid #1677ff' : '2px solid transparent', outlineOffset: 1 }}
              >
                <SketchCard picture={s.sketchMapOriginal} title={s.contestDescribe} aspectRatio="969 / 591" testId={`make-sketch-${s.id}`} onPick={() => onChange?.(chosen ? undefined : s.id)}>
                  <Flex gap={4} wrap style={{ marginTop: 4 }}>
                    {s.templateType === 2 && <Tag color="purple">{t('make.generic')}</Tag>}
                    {chosen && <Tag color="blue">{t('make.chosen')}</Tag>}
                  </Flex>
                </SketchCard>
              </div>
            </Col>
          );
        })}
      </Row>
    </Spin>
  );
}

/** A colour temperature of the make form; the multi-temperature rules apply once it is left. */
function TemperatureField({ form, index, label }: { form: FormInstance<MakeFormValues>; index: number; label: string }) {
  const commit = () => {
    const temps = [0, 1, 2, 3].map((i) => (form.getFieldValue(['temperatures', i]) as string | undefined) || null);
    const normalised = normaliseTemperatures(temps);
    if (normalised.some((v, i) => v !== temps[i])) form.setFieldValue('temperatures', normalised.map((v) => v ?? undefined));
  };
  return (
    <Form.Item
      name={['temperatures', index]}
      label={label}
      normalize={(v: string) => v.replace(/[^\d]/g, '').slice(0, 5)}
      style={{ marginBottom: 12 }}
    >
      <Input inputMode="numeric" suffix="K" data-testid={`make-temperature-${index}`} aria-label={label} onBlur={commit} onPressEnter={commit} />
    </Form.Item>
  );
}

/**
 * The colour type and its temperatures (one per colour) or, for the RGB family, its fixed
 * wavelengths: the colour code of the number (rules in `@lampsheet/contracts`).
 */
export function MakeColourFields({ form, colourTypes, loading }: { form: FormInstance<MakeFormValues>; colourTypes: DictEntry[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  const grayDemand = Form.useWatch('grayDemand', form);
  const entry = colourTypes.find((d) => d.id === grayDemand);
  const type = colourTypeOf(entry);
  const rgb = isRgbFamily(entry?.dictRemark);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="grayDemand" label={t('make.colourType')}>
            <Select
              allowClear
              data-testid="make-colour-type"
              placeholder={t('make.choose')}
              loading={loading}
              // another colour type resets the temperatures (specification point 4)
              onChange={() => form.setFieldValue('temperatures', [])}
              options={colourTypes.map((d) => ({ value: d.id, label: zh ? d.dictCont : d.dictContEn || d.dictCont }))}
            />
          </Form.Item>
        </Col>
        {entry && !rgb && type!.colours === 1 && (
          <Col xs={24} sm={12}>
            <TemperatureField form={form} index={0} label={t('make.colorTemperature')} />
          </Col>
        )}
      </Row>
      {entry && rgb && (
        <Flex gap={6} wrap style={{ marginBottom: 12 }} data-testid="make-channels">
          {rgbChannels(entry.dictRemark!).map((c) => (
            <Tag key={c.label} style={{ marginInlineEnd: 0 }}>
              {c.label} {c.value}
              {c.unit === 'nm' ? 'nm' : 'K'}
            </Tag>
          ))}
        </Flex>
      )}
      {entry && !rgb && type!.colours > 1 && (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('make.multiRangeHint')}
          </Typography.Text>
          <Row gutter={16} style={{ marginTop: 4 }}>
            {Array.from({ length: type!.colours }, (_, i) => (
              <Col xs={12} sm={6} key={i}>
                <TemperatureField form={form} index={i} label={t('make.temperatureN', { n: i + 1 })} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
