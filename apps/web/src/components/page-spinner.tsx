import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-area loading indicator for pages and lazy routes. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" description={t('app.loading')} />
    </div>
  );
}
