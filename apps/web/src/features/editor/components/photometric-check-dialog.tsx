import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { contestTypeById, dimensionUnit, formatFigure, formatFigureWithUnit, targetText, verdictFigureText, type CalculateAnswer, type CalculateRequest, type FixtureLayout, type LayoutInput, type TemplateIndex } from '@lampsheet/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Image, Modal, Space, Spin, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutEditor, LayoutSummary } from '@/components/fixture-layout';
import { PolarCurvePanel } from '@/components/polar-curve-panel';
import { FACE_PICTURE_MIN_WIDTH } from '@/lib/face-picture';
import { useMediaUrl } from '@/lib/media';
import { calculatePhotometry, parsePhotometricFile } from '../api/photometric-check';
import type { EditorForm } from '../utils/editor-form';
import { checkRequest, targetVerdicts, verdictName, type TargetVerdict } from '../utils/photometric-check';
import { refusalText } from '../utils/refusal-text';

/** Width of the dialog: the polar curve, the figures and two false-colour pictures side by side. */
export const CHECK_DIALOG_WIDTH = 900;


export interface PhotometricCheckDialogProps {
  open: boolean;
  form: EditorForm;
  /** The type's lighting-target indices (index type 2), for their names. */
  indices: TemplateIndex[];
  /** The file checked last: reopening the dialog calculates it again with the form as it is now. */
  photometryId: number | null;
  onPhotometry: (id: number) => void;
  /** The designer changed the layout: the complete layout the check calculated with, which the record then stores. */
  onLayout: (layout: FixtureLayout) => void;
  onClose: () => void;
}

/**
 * "Check a photometric file": a manufacturer's IES/LDT file calculated by the engine on the
 * form's surface (application type, sizes, albedo), shown beside the lighting targets the form
 * sets, face by face, with the false-colour pictures.
 */

export function PhotometricCheckDialog(props: PhotometricCheckDialogProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const media = useMediaUrl();
  const parse = useMutation({ mutationFn: parsePhotometricFile, onSuccess: (summary) => props.onPhotometry(summary.id) });
  const calc = useMutation({ mutationFn: calculatePhotometry });
  /**
   * The designer's layout (what is not set is the application type's own): the one typed here,
   * else the one the record stores, so the check shows the figures the sheet prints.
   */
  const [edited, setLayout] = useState<LayoutInput | null>(null);
  const layout: LayoutInput = edited ?? props.form.layout ?? {};
  const request = props.photometryId ? checkRequest(props.form, props.photometryId, layout) : undefined;
  const requestKey = request ? JSON.stringify(request) : '';
  const calculated = useRef('');

  const { mutate: calculate } = calc;
  const { onLayout } = props;
  useEffect(() => {
    // Calculate when the dialog opens on a file, and again whenever the file or the form changed since.
    if (!props.open || !requestKey || calculated.current === requestKey) return;
    calculated.current = requestKey;
    // A layout typed here becomes the record's: the complete layout the engine used.
    calculate(JSON.parse(requestKey) as CalculateRequest, { onSuccess: (a) => edited && onLayout(a.layout) });
  }, [props.open, requestKey, calculate, edited, onLayout]);

  const type = props.form.contestType ? contestTypeById(props.form.contestType) : undefined;
  const answer = calc.data;
  const verdicts = answer ? targetVerdicts(props.form, answer) : [];
  const nameOf = (v: TargetVerdict) => verdictName(props.indices, v, zh);
  const faceName = (face: string) => (face === 'single' || face === '' ? t('check.single') : face);

  return (
    <Modal
      open={props.open}
      title={t('check.title')}
      width={CHECK_DIALOG_WIDTH}
      footer={null}
      onCancel={props.onClose}
      data-testid="photometric-check"
    >
      <Typography.Paragraph type="secondary">{t('check.intro')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".ies,.ldt"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          calculated.current = '';
          parse.mutate(file);
          return false;
        }}
        data-testid="check-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('check.drop')}</p>
        <p className="ant-upload-hint">{t('check.formats')}</p>
      </Upload.Dragger>

      {parse.isPending && (
        <Flex justify="center" gap={8} style={{ padding: 16 }}>
          <Spin size="small" /> {t('check.reading')}
        </Flex>
      )}
      {parse.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusalText(parse.error, t)} data-testid="check-error" />}

      {props.photometryId && !parse.isPending && (
        <div style={{ marginTop: 16 }}>
          <PolarCurvePanel photometryId={props.photometryId} />
        </div>
      )}

      {props.photometryId && !request && <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('check.chooseType')} data-testid="check-no-type" />}
      {calc.isPending && (
        <Flex justify="center" gap={8} style={{ padding: 16 }}>
          <Spin size="small" /> {t('check.calculating')}
        </Flex>
      )}
      {calc.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={calc.error.message} data-testid="check-error" />}

      {answer && !calc.isPending && (
        <div data-testid="check-result" style={{ marginTop: 16 }}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text strong>
              {t('check.onSurface', {
                type: type ? (zh ? type.nameZh : type.nameEn) : answer.kind,
                count: answer.count,
                sizes: [
                  // The sizes the type uses (a size it has no use for comes back as 0).
                  ...Object.entries(answer.dimensions)
                    .filter(([, v]) => v > 0)
                    .map(([k, v]) => `${k} ${formatFigureWithUnit(dimensionUnit(k) === '°' ? 'angle' : 'metres', v)}`),
                  ...(answer.albedo === null ? [] : [t('check.albedo', { value: formatFigure('metres', answer.albedo) })]),
                ].join(' · '),
              })}
            </Typography.Text>
            <Space size={8}>
              <Button size="small" icon={<ReloadOutlined />} onClick={() => request && calc.mutate(request)}>
                {t('check.again')}
              </Button>
            </Space>
          </Flex>
          <div style={{ marginTop: 8 }}>
            <LayoutSummary layout={answer.layout} figures={answer} testId="check-layout" />
          </div>
          <div style={{ marginTop: 8 }}>
            <LayoutEditor used={answer.layout} value={layout} onChange={setLayout} />
          </div>
          {answer.faces.length > 0 && <FacesTable answer={answer} faceName={faceName} />}
          {answer.viewing === 'direct' && <IntensityTable answer={answer} />}

          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('check.targets')}
          </Typography.Title>
          {verdicts.length === 0 ? (
            <Typography.Text type="secondary" data-testid="check-no-targets">
              {t('check.noTargets')}
            </Typography.Text>
          ) : (
            <>
              <Typography.Text data-testid="check-summary">
                {t('check.summary', { met: verdicts.filter((v) => v.pass).length, total: verdicts.length })}
              </Typography.Text>
              <Table<TargetVerdict>
                size="small"
                style={{ marginTop: 8 }}
                pagination={false}
                rowKey={(v) => `${v.face}-${v.key}`}
                dataSource={verdicts}
                data-testid="check-verdicts"
                columns={[
                  { key: 'target', title: t('check.target'), render: (_, v) => nameOf(v) },
                  { key: 'face', title: t('check.face'), width: 90, render: (_, v) => faceName(v.face) },
                  { key: 'required', title: t('check.required'), align: 'right', render: (_, v) => `${v.sign} ${targetText(v.key, v.target)} ${v.unit}`.trim() },
                  // The faces table's format; the digits that tell a figure from its bound where it would read as equal (0.277 beside ≥ 0.28).
                  { key: 'result', title: t('check.result'), align: 'right', render: (_, v) => (v.value === null ? t('check.notComputed') : `${verdictFigureText(v.key, v.value, v)} ${v.unit}`.trim()) },
                  {
                    key: 'verdict',
                    title: '',
                    width: 110,
                    render: (_, v) =>
                      v.pass ? (
                        <Tag color="success" icon={<CheckCircleFilled />}>
                          {t('check.pass')}
                        </Tag>
                      ) : v.value === null ? (
                        <Tag icon={<CloseCircleFilled />}>{t('check.notComputed')}</Tag>
                      ) : (
                        <Tag color="error" icon={<CloseCircleFilled />}>
                          {t('check.fail')}
                        </Tag>
                      ),
                  },
                ]}
              />
            </>
          )}

          {answer.faces.length > 0 && (
            <Flex gap={16} wrap style={{ marginTop: 16 }}>
              {answer.faces.map((f) => {
                // Two-face types name the face; a single surface needs no name.
                const falseColour = f.faceType === 'single' ? t('check.falseColourOne') : t('check.falseColour', { face: f.faceType });
                const effect = f.faceType === 'single' ? t('check.effectOne') : t('check.effect', { face: f.faceType });
                return (
                  <Flex key={f.faceType} gap={12} wrap>
                    <figure style={{ margin: 0 }}>
                      <Image src={media(f.pseuColor)} alt={falseColour} width={260} />
                      <figcaption style={{ fontSize: 12, color: 'var(--ant-color-text-description)' }}>{falseColour}</figcaption>
                    </figure>
                    <figure style={{ margin: 0 }}>
                      <Image src={media(f.viewPhoto)} alt={effect} width={FACE_PICTURE_MIN_WIDTH} />
                      <figcaption style={{ fontSize: 12, color: 'var(--ant-color-text-description)' }}>{effect}</figcaption>
                    </figure>
                  </Flex>
                );
              })}
            </Flex>
          )}
        </div>
      )}
    </Modal>
  );
}

function FacesTable({ answer, faceName }: { answer: CalculateAnswer; faceName: (face: string) => string }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      style={{ marginTop: 8 }}
      pagination={false}
      rowKey="faceType"
      dataSource={answer.faces}
      data-testid="check-faces"
      columns={[
        { key: 'face', title: t('check.face'), render: (_, f) => faceName(f.faceType) },
        { key: 'avg', title: t('check.lightnessAve'), align: 'right', render: (_, f) => formatFigure('luminance', f.lightnessAve) },
        { key: 'min', title: t('check.lightness'), align: 'right', render: (_, f) => formatFigure('luminance', f.lightness) },
        { key: 'max', title: t('check.lightnessMax'), align: 'right', render: (_, f) => formatFigure('luminance', f.lightnessMax) },
        { key: 'u0', title: t('check.evenness'), align: 'right', render: (_, f) => formatFigure('u0', f.evenness) },
        { key: 'band', title: t('check.anbanHeight'), align: 'right', render: (_, f) => formatFigure('metres', f.anbanHeight) },
        ...(answer.viewing === 'reflected'
          ? [
              { key: 'eavg', title: t('layout.illuminanceAve'), align: 'right' as const, render: (_: unknown, f: CalculateAnswer['faces'][number]) => formatFigure('illuminance', f.illuminanceAve) },
              { key: 'emin', title: t('layout.illuminanceMin'), align: 'right' as const, render: (_: unknown, f: CalculateAnswer['faces'][number]) => formatFigure('illuminance', f.illuminanceMin) },
              { key: 'emax', title: t('layout.illuminanceMax'), align: 'right' as const, render: (_: unknown, f: CalculateAnswer['faces'][number]) => formatFigure('illuminance', f.illuminanceMax) },
            ]
          : []),
      ]}
    />
  );
}

function IntensityTable({ answer }: { answer: CalculateAnswer }) {
  const { t } = useTranslation();
  const values = Array.from({ length: 10 }, (_, i) => answer[`lightIntensity${i + 1}` as `lightIntensity${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`]);
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">{t('check.intensities')}</Typography.Text>
      <Flex gap={6} wrap style={{ marginTop: 4 }} data-testid="check-intensities">
        {values.map((v, i) => (
          <Tag key={i}>
            {i + 1}: {formatFigure('intensity', v)}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}
