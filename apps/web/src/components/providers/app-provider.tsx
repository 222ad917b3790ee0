import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf } from '@/lib/i18n';
import { setToastHostMounter } from '@/lib/notify';
import { createQueryClient } from '@/lib/react-query';
import { useWidgetLabels } from '@/lib/widget-labels';

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
  useWidgetLabels();
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
        // "生成", not antd's "生 成": two-character Chinese labels read like every other label
        button={{ autoInsertSpace: false }}
        theme={{
          algorithm: theme.defaultAlgorithm,
          token: {
            // The brand's amber, deep enough for WCAG 2.1 AA (4.5:1): white on it 5.3:1, it as text on
            // the page's #f5f5f5 4.9:1; hover and press go darker, never lighter, so they keep it too.
            colorPrimary: '#9c5c00',
            colorPrimaryHover: '#8a5100',
            colorPrimaryActive: '#754500',
            // links 9:1 on white, 6:1 on a ticked row (antd's #1677ff is 3.8:1 on #f5f5f5)
            colorLink: '#003eb3',
            colorInfo: '#0958d9',
            // helper and secondary text (antd's 45 % black is 3.4:1): 62 % black, 6:1
            colorTextDescription: 'rgba(0, 0, 0, 0.62)',
            colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
            colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
            // warning and error words on white (antd's #faad14 is 1.9:1, #ff4d4f 3.4:1)
            colorWarning: '#965a08',
            colorError: '#cf1322',
            // tags of these presets write in their palette's 7th step on its 1st: from these
            // seeds green and gold keep 4.5:1 (antd's green #389e0d is 3.4:1 on its tint)
            green: '#237804',
            gold: '#ad6800',
            borderRadius: 6,
            fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
          },
        }}
      >
        <MessageBridge>{children}</MessageBridge>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
