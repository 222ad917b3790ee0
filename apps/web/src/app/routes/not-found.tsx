import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('app.notFound')}
      extra={
        <Link to={paths.projects.getHref()}>
          <Button type="primary">{t('app.backHome')}</Button>
        </Link>
      }
    />
  );
}
