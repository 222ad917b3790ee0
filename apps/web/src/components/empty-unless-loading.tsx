import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table's empty text that is never shown while its answer is still coming: "Loading…" with a
 * spinner then, the empty answer (`children`) only once the answer says so.
 */
export function EmptyUnlessLoading({ loading, children }: { loading: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return loading ? (
    <Flex justify="center" align="center" gap={8} style={{ padding: 24 }} data-testid="table-loading">
      <Spin size="small" /> {t('app.loading')}
    </Flex>
  ) : (
    children
  );
}
