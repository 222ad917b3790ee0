/**
 * The top of the editor's form column: the back link to the project's lamp parameter list, the
 * project's name, the guidance switch, and the notices under them (read-only for whoever is not
 * the record's creator; the generic form of a templateType 2 sketch).
 */
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Flex, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function EditorHeader({
  backHref,
  projectName,
  guidance,
  onGuidanceChange,
  readOnly,
  creatorName,
  generic,
}: {
  backHref: string;
  projectName: string;
  guidance: boolean;
  onGuidanceChange: (on: boolean) => void;
  /** Not the creator: the form is shown, not changed. */
  readOnly: boolean;
  creatorName: string | undefined;
  generic: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Link to={backHref} data-testid="editor-back">
          <ArrowLeftOutlined /> {t('editor.back')}
        </Link>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }} data-testid="project-name">
          {projectName}
        </Typography.Title>
        <Flex flex={1} justify="flex-end">
          <Space>
            <Switch checked={guidance} onChange={onGuidanceChange} data-testid="guidance-switch" aria-label={t('editor.guidance')} />
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>{t('editor.guidance')}</Typography.Text>
          </Space>
        </Flex>
      </Flex>
      {readOnly && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('editor.notCreator', { name: creatorName ?? '' })} data-testid="not-creator" />}
      {generic && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('editor.genericHint')} data-testid="generic-hint" />}
    </>
  );
}
