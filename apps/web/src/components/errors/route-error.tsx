import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render (e.g. a lazy chunk missing after a deploy). It is
 * part of the first script, so it stays light: no antd Result (its pictures weigh 10 kB).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Flex role="alert" vertical align="center" gap={16} style={{ padding: '72px 24px', textAlign: 'center' }}>
      <div aria-hidden style={{ fontSize: 56, lineHeight: 1, fontWeight: 600, color: notFound ? token.colorTextQuaternary : token.colorError }}>
        {notFound ? '404' : '!'}
      </div>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 500, color: token.colorTextHeading }}>
        {notFound ? t('app.notFound') : t('app.routeError')}
      </h1>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </Flex>
  );
}
