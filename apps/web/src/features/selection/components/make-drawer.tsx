import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { unitText, type DictEntry, type LampparamForm, type TemplateIndex } from '@lampsheet/contracts';
import { Alert, Button, Col, Divider, Drawer, Flex, Form, Radio, Row, Select, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DebouncedInput } from '@/components/debounced-input';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { notifySaved } from '@/lib/saved-record';
import { useMediaUrl } from '@/lib/media';
import { uploadPicture } from '@/api/files';
import { rankFixtures } from '@/api/rank';
import { useCreateLampparam } from '../api/create-lampparam';
import { flattenSketches, useAngleRules, useContestSketches, useDictionary } from '@/api/catalog';
import type { DerivedMakeValues } from '../utils/make';

import {
  initialMakeValues,
  madeNumber,
  makeTargets,
  showsWallDistance,
  targetFieldKey,
  toLampparamForm,
  toMadeValues,
  type MakeContext,
  type MakeFormValues,
} from '../utils/make-form';
import { MakeColourFields, MakeSketchChooser } from './make-choices';
import { checkUpload } from '../utils/upload';
import { VideoDialog } from './video-dialog';

/**
 * The complete layout the engine lays the sheet's fixture out in on the rows' surface (Compare's
 * calculation of it): null when no ticked row's fixture has a photometric file (the sheet then
 * calculates in the type's default layout). A failed call rejects: the draft is not saved
 * without the layout its figures were shown in.
 */
async function calculatedLayout(derived: DerivedMakeValues): Promise<MakeContext['calculated']> {
  const on = derived.calculated;
  if (!on) return null;
  const answer = await rankFixtures({ ...on.surface, filters: { lampIds: [on.lampId] }, limit: 1 });
  const row = answer.rows.find((r) => r.lampId === on.lampId);
  return row ? { lampId: on.lampId, layout: row.layout } : null;
}

export interface MakeDrawerProps {
  open: boolean;
  projectId: number;
  contestTypeName: string;
  faces: number;
  derived: DerivedMakeValues | null;
  indices: TemplateIndex[];
  onClose: () => void;
  /**
   * Inside the editor's effect lamp drawer: submit hands the made values to the editor's form
   * (docs/DOMAIN.md "Make") instead of writing a draft; the lamp type is then optional (the editor
   * keeps its own when none is chosen here).
   */
  onMake?: (values: Partial<LampparamForm>) => void;
}

/** Blocks the context menu and F12 inside the drawer (specification: drawer form). */
function useBlockedInside(selector: string, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const inside = (e: Event) => e.target instanceof Element && !!e.target.closest(selector);
    const onContext = (e: MouseEvent) => inside(e) && e.preventDefault();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F12' && inside(e)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('contextmenu', onContext, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('contextmenu', onContext, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [selector, active]);
}

function DictRadio({ dict, value, onChange }: { dict: DictEntry[]; value?: string; onChange?: (v: string) => void }) {
  const { i18n } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(String(e.target.value))}
      options={dict.map((d) => ({ value: d.dictCont, label: i18n.language === 'zh-CN' ? d.dictCont : d.dictContEn || d.dictCont }))}
    />
  );
}

/**
 * The make drawer: derived values in dynamic fields, one effect picture, the guidance video;
 * submit opens the draft, or with `onMake` fills the editor's form.
 */
/** Class of the drawer's root, where clicks behind an open dialog are blocked. */
const ROOT_CLASS = 'ls-make-drawer';

export function MakeDrawer({ open, projectId, contestTypeName, faces, derived, indices, onClose, onMake }: MakeDrawerProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  const navigate = useNavigate();
  const media = useMediaUrl();
  const [form] = Form.useForm<MakeFormValues>();
  const lampTypes = useDictionary('dengjuleixing');
  const colourTypes = useDictionary('dengjusecaifenlei');
  const angles = useAngleRules();
  const create = useCreateLampparam();
  // Writing a draft, make chooses the surface sketch and the colour; inside the editor, the editor has its own.
  const choosing = !onMake;
  const sketchQuery = useContestSketches(derived ? [derived.contestTypeId] : undefined, open && !!derived && choosing);
  const sketches = useMemo(() => flattenSketches(sketchQuery.data ?? []).filter((s) => s.contestTypeId === derived?.contestTypeId), [sketchQuery.data, derived]);
  const watched = Form.useWatch([], form) as MakeFormValues | undefined;
  const contextOf = (values: MakeFormValues | undefined): Omit<MakeContext, 'projectId' | 'faces'> => ({
    lampNo: lampTypes.data?.find((d) => d.id === values?.lampType)?.dictExtra ?? undefined,
    angleCode: angles.data?.find((a) => a.id === values?.angleNo)?.ruleNo,
    colourType: colourTypes.data?.find((d) => d.id === values?.grayDemand) ?? null,
    sketch: sketches.find((s) => s.id === values?.contestSketchId) ?? null,
  });
  const watchedContext = contextOf(watched);
  const number = watched ? madeNumber(watched, watchedContext) : '';
  const [files, setFiles] = useState<UploadFile[]>([]);
  useBlockedInside(`.${ROOT_CLASS}`, open);

  const targets = makeTargets(indices);
  const indicesRef = useRef(indices);
  useLayoutEffect(() => {
    indicesRef.current = indices;
  }, [indices]);
  // Fill once per make (not on every render: the index list may be a new array each time).
  const [filledFor, setFilledFor] = useState({ open, derived });
  if (filledFor.open !== open || filledFor.derived !== derived) {
    setFilledFor({ open, derived });
    if (open && derived) setFiles([]);
  }
  useEffect(() => {
    if (open && derived) {
      form.resetFields();
      form.setFieldsValue(initialMakeValues(derived, indicesRef.current, angles.data));
    }
  }, [open, derived, form, angles.data]);

  const [laying, setLaying] = useState(false);
  const submit = async (values: MakeFormValues) => {
    if (!derived) return;
    const all = { ...initialMakeValues(derived, indices, angles.data), ...values, targets: { ...values.targets } };
    setLaying(true);
    let calculated: MakeContext['calculated'];
    try {
      calculated = await calculatedLayout(derived);
    } catch {
      notifyError(t('make.layoutUnavailable'));
      return;
    } finally {
      setLaying(false);
    }
    const context = { ...contextOf(all), calculated };
    if (onMake) {
      onMake(toMadeValues(all, derived, { projectId, faces, lampNo: context.lampNo, calculated }));
      onClose();
      return;
    }
    const sketch = context.sketch ? sketches.find((s) => s.id === context.sketch!.id) : undefined;
    create.mutate(toLampparamForm(all, derived, { projectId, faces, ...context }), {
      onSuccess: (answer) => {
        // named by its type mark and number: making the same rows twice gives two records with one number, which it warns of
        notifySaved(answer, (no) => t('make.saved', { no }), t);
        onClose();
        const query = { id: projectId, cid: answer.id, pid: projectId };
        // the editor's routing of a chosen sketch: templateType 1 re-routes with the sketch as `item`, 2 opens the generic ("currency") form
        if (sketch?.templateType === 2) void navigate(paths.custom.getHref(query, 'currency'));
        else if (sketch) {
          const item = {
            id: sketch.id,
            contestTypeId: sketch.contestTypeId,
            contestDescribe: sketch.contestDescribe,
            sketchMapOriginal: sketch.sketchMapOriginal,
            sketchAttr: sketch.sketchAttr,
            templateType: sketch.templateType,
            effectSelectFlag: sketch.effectSelectFlag,
          };
          void navigate(paths.custom.getHref({ ...query, text: 'custom', item: JSON.stringify(item), flag: 1 }));
        } else void navigate(paths.custom.getHref(query));
      },
    });
  };

  const input = (name: keyof MakeFormValues, label: string, extra: { maxLength?: number } = {}) => (
    <Col xs={24} sm={12} key={name}>
      <Form.Item name={name} label={label}>
        <DebouncedInput maxLength={extra.maxLength ?? 20} />
      </Form.Item>
    </Col>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      rootClassName={ROOT_CLASS}
      title={t('make.title')}
      destroyOnHidden
      extra={<VideoDialog />}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('make.cancel')}</Button>
          <Button type="primary" loading={laying || create.isPending} onClick={() => form.submit()}>
            {t(onMake ? 'make.fill' : 'make.submit')}
          </Button>
        </Flex>
      }
    >
      {derived && (
        <Form<MakeFormValues>
          form={form}
          layout="vertical"
          name="make"
          onFinish={(v) => void submit(v)}
          onFinishFailed={({ errorFields }) => errorFields[0] && form.scrollToField(errorFields[0].name)}
          requiredMark
        >
          <Typography.Paragraph type="secondary">
            {t('make.fromRows', { count: derived.detectionIds.split(',').length, type: contestTypeName })}
          </Typography.Paragraph>
          {choosing && (
            <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
              <Typography.Text>{t('make.number')}</Typography.Text>
              <Typography.Text code style={{ fontSize: 15 }} data-testid="make-number">
                {number || '—'}
              </Typography.Text>
            </Flex>
          )}

          {choosing && (
            <>
              <Divider titlePlacement="start">{t('make.sketch')}</Divider>
              <Form.Item name="contestSketchId" noStyle>
                <MakeSketchChooser sketches={sketches} loading={sketchQuery.isFetching} />
              </Form.Item>
              <Divider titlePlacement="start">{t('make.colour')}</Divider>
              <MakeColourFields form={form} colourTypes={colourTypes.data ?? []} loading={colourTypes.isPending} />
            </>
          )}

          <Divider titlePlacement="start">{t('make.lamp')}</Divider>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="lampType"
                label={t('make.lampType')}
                rules={onMake ? [] : [{ required: true, message: t('make.required', { field: t('make.lampType') }) }]}
              >
                <Select
                  allowClear={!!onMake}
                  placeholder={t('make.choose')}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={lampTypes.isPending}
                  options={(lampTypes.data ?? []).map((d) => ({ value: d.id, label: zh ? d.dictCont : d.dictContEn || d.dictCont }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="angleNo" label={t('make.beamAngle')}>
                <Select allowClear placeholder={t('make.choose')} loading={angles.isPending} options={(angles.data ?? []).map((a) => ({ value: a.id, label: a.ruleKey }))} />
              </Form.Item>
            </Col>
            {input('lampPower', t('make.lampPower'))}
            {!choosing && input('colorTemperature', t('make.colorTemperature'))}
            {input('workVoltage', t('make.workVoltage'))}
            {input('unitPrice', t('make.unitPrice'))}
            {input('lampLong', t('make.lampLong'), { maxLength: 10 })}
            {input('lampWidth', t('make.lampWidth'), { maxLength: 10 })}
            {input('lampHeight', t('make.lampHeight'), { maxLength: 10 })}
            <Col xs={24} sm={12}>
              <Form.Item name="securityFlag" label={t('make.securityFlag')}>
                <Radio.Group
                  options={[
                    { value: 0, label: t('make.no') },
                    { value: 1, label: t('make.yes') },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start">{t('make.geometry')}</Divider>
          <Row gutter={16}>
            {showsWallDistance(watchedContext.sketch) && input('lumSizeMin', t('make.lumSizeMin'), { maxLength: 10 })}
            {showsWallDistance(watchedContext.sketch) && input('lumSize', t('make.lumSize'), { maxLength: 10 })}
            {input('albedo', t('make.albedo'), { maxLength: 10 })}
          </Row>

          {targets.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('make.targets')}</Divider>
              <Row gutter={16}>
                {targets.map((index) => (
                  <Col xs={24} sm={index.controlType === 'textarea' ? 24 : 12} key={index.id}>
                    <Form.Item
                      name={['targets', targetFieldKey(index)]}
                      label={`${index.faceType ? `${index.faceType} · ` : ''}${zh ? index.indexName : index.indexNameEn || index.indexName}`}
                      tooltip={index.indexDesc ?? undefined}
                    >
                      {index.controlType === 'select' && index.controlDict ? (
                        <DictField indexPinyin={index.controlDict} />
                      ) : index.controlType === 'textarea' ? (
                        <DebouncedInput multiline maxLength={2000} />
                      ) : (
                        <DebouncedInput
                          prefix={index.indexPrefix ? <span style={{ color: 'var(--ant-color-text-description)' }}>{index.indexPrefix}</span> : undefined}
                          suffix={index.indexUnit ? <span style={{ color: 'var(--ant-color-text-description)' }}>{unitText(index.indexUnit, zh ? 'zh' : 'en')}</span> : undefined}
                          maxLength={20}
                        />
                      )}
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </>
          )}

          <Divider titlePlacement="start">{t('make.effectPic')}</Divider>
          <Form.Item name="effectPic" noStyle>
            <input type="hidden" />
          </Form.Item>
          <Upload
            listType="picture-card"
            maxCount={1}
            accept="image/jpeg,image/png"
            fileList={files}
            beforeUpload={(file) => {
              const problem = checkUpload(file);
              if (problem) {
                notifyError(t(`make.${problem}`));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              uploadPicture(file as File)
                .then((answer) => {
                  form.setFieldValue('effectPic', answer.savePath);
                  onSuccess?.(answer);
                  // the same uid as the item antd already shows, so the card updates in place instead of being replaced
                  const uid = (file as File & { uid?: string }).uid ?? String(answer.id);
                  setFiles([{ uid, name: (file as File).name, status: 'done', url: media(answer.savePath) }]);
                })
                .catch((e: Error) => {
                  onError?.(e);
                  setFiles([]);
                });
            }}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
            onRemove={() => {
              form.setFieldValue('effectPic', undefined);
              setFiles([]);
            }}
          >
            {files.length >= 1 ? null : (
              <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
                <PlusOutlined />
                <div style={{ marginTop: 8 }}>{t('make.upload')}</div>
              </button>
            )}
          </Upload>
          <Alert type="info" showIcon title={t('make.stitchHint')} style={{ marginTop: 8 }} />
        </Form>
      )}
    </Drawer>
  );
}

function DictField({ indexPinyin, value, onChange }: { indexPinyin: string; value?: string; onChange?: (v: string) => void }) {
  const dict = useDictionary(indexPinyin);
  return <DictRadio dict={dict.data ?? []} value={value} onChange={onChange} />;
}
