import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf } from '@/lib/i18n';
import { setToastHostMounter } from '@/lib/notify';
import { createQueryClient } from '@/lib/react-query';

const ToastHost = lazy(() => import('./toast-host'));

/**
 * Gives the app antd's text colour and font, and mounts the toast host (antd's context-aware
 * message API for the api client's single toast place) when the first toast is asked for: the
 * message code is not part of the first page. (antd's App would do both, but also brings the
 * modal and notification code along; the app uses neither as static calls.)
 */
function MessageBridge({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState(false);
  const { token } = theme.useToken();
  useEffect(() => {
    setToastHostMounter(() => setToasts(true));
    return () => setToastHostMounter(null);
  }, []);
  return (
    <div className="ls-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {toasts && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {children}
    </div>
  );
}

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Query cache, antd theme + locale (following the i18n language) and the message context. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { i18n } = useTranslation();
  // loaded with the language's texts (lib/i18n.ts), so it is there when the language is
  const locale = antdLocaleOf(i18n.language);

  return (
    <QueryClientProvider client={client}>
      <ConfigProvider
        locale={locale}
        theme={{
          algorithm: theme.defaultAlgorithm,
          token: { colorPrimary: '#c77c0e', borderRadius: 6, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif' },
        }}
      >
        <MessageBridge>{children}</MessageBridge>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
