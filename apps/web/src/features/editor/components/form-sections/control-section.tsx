import { type TemplateIndex } from '@lampsheet/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BaseProps, Section, IndexGrid } from './section';

export function ControlSection({ form, update, disabled, indices }: BaseProps & { indices: TemplateIndex[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('editor.sectionControl')} testId="section-control">
      {indices.length ? <IndexGrid indices={indices} form={form} update={update} disabled={disabled} /> : <Typography.Text type="secondary">{t('editor.chooseSurfaceFirst')}</Typography.Text>}
    </Section>
  );
}
