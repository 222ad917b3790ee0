import { LAMP_LETTER_SHOWN, type Brand, type DictEntry, type TemplateIndex } from '@lampsheet/contracts';
import { Button, Col, Flex, Form, Image, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';
import { keepNumber, LAMP_DIMENSION_FIELDS, type ChosenLampSketch, type EditorForm } from '../../utils/editor-form';
import { GuidanceHint } from '../guidance';
import { Affixed } from '../index-field';
import { dictLabel } from '@/lib/dict-label';
import { type BaseProps, DimensionInput, IndexGrid, Section } from './section';
import { useFieldError } from './field-error';

export function EquipmentSection({
  form,
  update,
  disabled,
  indices,
  lampSketch,
  lampLetters,
  lampTypes,
  brands,
  onChooseLamp,
}: BaseProps & {
  indices: TemplateIndex[];
  lampSketch: ChosenLampSketch | null;
  lampLetters: Array<'L' | 'W' | 'D'>;
  lampTypes: DictEntry[];
  brands: Brand[];
  onChooseLamp: () => void;
}) {
  const { t, i18n } = useTranslation();
  const media = useMediaUrl();
  const lampType = lampTypes.find((d) => d.id === form.lampType);
  const lampError = useFieldError('lampType', 'lampSketchId');
  const powerError = useFieldError('lampPower');
  const brandIds = (form.recommendBrand ?? '').split(',').filter(Boolean).map(Number);
  return (
    <Section title={t('editor.sectionEquipment')} testId="section-equipment">
      <Flex gap={16} align="flex-start" wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 180, flex: '0 0 auto' }}>
          {form.lampSketchPath ? (
            <Image src={media(form.lampSketchPath)} alt={lampSketch?.lampDescribe ?? t('editor.customSketch')} width={180} style={{ aspectRatio: '3 / 2', objectFit: 'contain', border: '1px solid #f0f0f0', background: '#fafafa' }} data-testid="lamp-picture" />
          ) : (
            <Flex align="center" justify="center" style={{ width: 180, aspectRatio: '3 / 2', border: '1px dashed #d9d9d9', borderRadius: 6, background: '#fafafa' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, padding: 8, textAlign: 'center' }}>
                {t('editor.noLamp')}
              </Typography.Text>
            </Flex>
          )}
        </div>
        <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 200 }}>
          <Typography.Text data-testid="lamp-type-name">
            {t('editor.lampType')}: {lampType ? `${dictLabel(lampType, i18n.language)} (${lampType.dictExtra ?? ''})` : '—'}
          </Typography.Text>
          {lampSketch && <Typography.Text type="secondary">{lampSketch.lampDescribe}</Typography.Text>}
          <Button id="choose-lamp" danger={!!lampError.help} onClick={onChooseLamp} disabled={disabled} data-testid="choose-lamp" style={{ alignSelf: 'flex-start' }}>
            {t('editor.chooseLamp')}
          </Button>
          {lampError.help && (
            <Typography.Text type="danger" data-testid="choose-lamp-error">
              {lampError.help}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      <Row gutter={12}>
        {lampLetters.map((letter) => {
          const field = LAMP_DIMENSION_FIELDS[letter];
          return (
            <Col xs={8} md={6} key={letter}>
              <DimensionInput
                label={`${LAMP_LETTER_SHOWN[letter]} ${t(`editor.lampDim.${letter}`)}`}
                unit="mm"
                testId={`lamp-dim-${letter}`}
                value={form[field]}
                disabled={disabled}
                onChange={(v) => update((f) => ({ ...f, [field]: v || null }))}
              />
            </Col>
          );
        })}
        <Col xs={12} md={6}>
          <Form.Item label={t('editor.power')} htmlFor="lamp-power" style={{ marginBottom: 12 }} {...powerError}>
            <Input
              id="lamp-power"
              data-testid="lamp-power"
              disabled={disabled}
              inputMode="decimal"
              maxLength={20}
              suffix="W"
              value={form.lampPower === null || form.lampPower === undefined ? '' : String(form.lampPower)}
              onChange={(e) => update((f) => ({ ...f, lampPower: e.target.value || null }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('editor.unitPrice')} htmlFor="unit-price" style={{ marginBottom: 12 }}>
            <Input
              id="unit-price"
              data-testid="unit-price"
              disabled={disabled}
              inputMode="decimal"
              maxLength={20}
              suffix={t('editor.currency')}
              value={form.extraIndices?.unitPrice ?? ''}
              onChange={(e) => update((f) => withUnitPrice(f, keepNumber(e.target.value)))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('editor.recommendBrand')} htmlFor="recommend-brand" style={{ marginBottom: 12 }}>
        <Affixed>
          <Select
            id="recommend-brand"
            mode="multiple"
            allowClear
            disabled={disabled}
            maxTagCount="responsive"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('editor.recommendBrandPlaceholder')}
            value={brandIds}
            onChange={(ids: number[]) => update((f) => ({ ...f, recommendBrand: ids.join(',') || null }))}
            options={brands.map((b) => ({ value: b.id, label: b.brandName }))}
          />
        </Affixed>
        <GuidanceHint text={t('editor.recommendBrandHint')} />
      </Form.Item>
      <IndexGrid indices={indices} form={form} update={update} disabled={disabled} />
    </Section>
  );
}

/** Control requirements: the type-4 template indices. */

/** The unit price, kept with the extra indices (the record has no price column; make writes it there). */
function withUnitPrice(form: EditorForm, value: string): EditorForm {
  const { unitPrice: _old, ...extra } = form.extraIndices ?? {};
  return { ...form, extraIndices: value ? { ...extra, unitPrice: value } : extra };
}

/**
 * The weights of the lamp library's order (the record's `priceWeight` … `powerWeight`): one quota
 * of 100 shared by all seven, as a weighted search's presets; the lamp library request sends them.
 */
