import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { type DimensionLetter, type TemplateIndex } from '@lampsheet/contracts';
import { Button, Col, Empty, Flex, Image, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '@/lib/media';
import { DIMENSION_FIELDS, type ChosenSketch } from '../../utils/editor-form';
import { GuidanceVideos } from '../guidance';
import { type BaseProps, DimensionInput, IndexGrid, Section } from './section';

const DIMENSION_UNITS: Partial<Record<DimensionLetter, string>> = { A: '°' };


/** Application requirements: the surface sketch, its sizes, and the type-1 template indices. */
export function ApplicationSection({
  form,
  update,
  disabled,
  indices,
  sketch,
  letters,
  onChooseSketch,
  onEffect,
  onCheck,
  generic,
}: BaseProps & {
  indices: TemplateIndex[];
  sketch: ChosenSketch | null;
  letters: DimensionLetter[];
  onChooseSketch: () => void;
  onEffect?: () => void;
  /** Opens the photometric check of a manufacturer's file on this surface. */
  onCheck?: () => void;
  generic: boolean;
}) {
  const { t } = useTranslation();
  const media = useMediaUrl();
  const picture = form.contestSketchPath;
  return (
    <Section title={t('editor.sectionApplication')} testId="section-application">
      <Flex gap={16} align="flex-start" wrap style={{ marginBottom: 12 }}>
        <div style={{ width: 300, flex: '0 0 auto' }}>
          {picture ? (
            <Image
              src={media(picture)}
              alt={sketch?.contestDescribe ?? t('editor.customSketch')}
              width={300}
              style={{ aspectRatio: '969 / 591', objectFit: 'contain', border: '1px solid #f0f0f0', background: '#fafafa' }}
              data-testid="surface-picture"
            />
          ) : (
            <Flex align="center" justify="center" style={{ width: 300, aspectRatio: '969 / 591', border: '1px dashed #d9d9d9', borderRadius: 6, background: '#fafafa' }}>
              <Empty image={<PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />} description={t('editor.noSurface')} styles={{ image: { height: 36 } }} />
            </Flex>
          )}
        </div>
        <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 200 }}>
          <Typography.Text strong data-testid="surface-name">
            {sketch?.contestDescribe ?? (picture ? t('editor.customSketch') : '')}
          </Typography.Text>
          {generic && <Tag color="purple" style={{ alignSelf: 'flex-start' }}>{t('editor.generic')}</Tag>}
          <Button onClick={onChooseSketch} disabled={disabled} data-testid="choose-surface" style={{ alignSelf: 'flex-start' }}>
            {t('editor.chooseSurface')}
          </Button>
          {onEffect && (
            <Button icon={<ThunderboltOutlined />} type="dashed" onClick={onEffect} disabled={disabled} data-testid="enter-effect" style={{ alignSelf: 'flex-start' }}>
              {t('editor.effectEnter')}
            </Button>
          )}
          {onCheck && (
            // A check changes nothing in the record: open to readers too, once a surface is chosen.
            <Button icon={<ExperimentOutlined />} onClick={onCheck} disabled={!form.contestType} data-testid="open-check" style={{ alignSelf: 'flex-start' }}>
              {t('check.open')}
            </Button>
          )}
          <GuidanceVideos topic="1" />
        </Flex>
      </Flex>
      {letters.length > 0 && (
        <>
          <Typography.Text type="secondary">{t('editor.sizes')}</Typography.Text>
          <Row gutter={12} style={{ marginTop: 4 }} data-testid="dimension-inputs">
            {letters.flatMap((letter) => {
              if (letter === 'D') {
                return [
                  <Col xs={12} md={6} key="Dmin">
                    <DimensionInput label={t('editor.wallDistanceMin')} testId="dim-Dmin" value={form.lumSizeMin} disabled={disabled} onChange={(v) => update((f) => ({ ...f, lumSizeMin: v || null }))} />
                  </Col>,
                  <Col xs={12} md={6} key="D">
                    <DimensionInput label={t('editor.wallDistanceMax')} testId="dim-D" field="lumSize" value={form.lumSize} disabled={disabled} onChange={(v) => update((f) => ({ ...f, lumSize: v || null }))} />
                  </Col>,
                ];
              }
              const field = DIMENSION_FIELDS[letter];
              return [
                <Col xs={12} md={6} key={letter}>
                  <DimensionInput
                    label={`${letter} ${t(`editor.dim.${letter}`)}`}
                    unit={DIMENSION_UNITS[letter]}
                    testId={`dim-${letter}`}
                    value={form[field]}
                    disabled={disabled}
                    onChange={(v) => update((f) => ({ ...f, [field]: v || null }))}
                  />
                </Col>,
              ];
            })}
          </Row>
        </>
      )}
      <IndexGrid indices={indices} form={form} update={update} disabled={disabled} />
    </Section>
  );
}

/** Lighting targets: quantified indices per face (A and B for two-face types) and the effect description. */
