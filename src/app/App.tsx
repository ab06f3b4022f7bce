import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { ConfigProvider } from 'antd';
// The two algorithms the app uses, not antd's `theme` object (which brings the dark algorithm and getDesignToken).
import defaultAlgorithm from 'antd/es/theme/themes/default';
import compactAlgorithm from 'antd/es/theme/themes/compact';
// The ES modules, not `antd/locale/*` (CommonJS, with its interop helpers): en_US is antd's own default anyway.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import { appStore } from '../session/session-atoms';
import { settingsAtom, sizeAtom } from '../layout/settings/settings-atoms';
import { antdSize } from '../layout/settings/settings-model';
import { usePreviewing } from '../preview/preview-store';
import { NotifierBridge } from './NotifierBridge';
import { AppApisProvider } from './AppApisProvider';
import { AppRouter, AppRoutes } from './router';
import { loadServerTexts } from './server-texts';

/**
 * Preview mode's host (spec 01 §2 item 4): only a framed app can be sent a preview, so only a framed app loads it
 * (the login page's budget carries none of it).
 */
const PreviewHost = lazy(() => import('../preview/PreviewHost').then((m) => ({ default: m.PreviewHost })));
const framed = typeof window !== 'undefined' && window.parent !== window;

/** Providers around the router: state, texts, antd's locale, size and theme colour. */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <ThemedApp />
    </JotaiProvider>
  );
}

function ThemedApp() {
  const { i18n, t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const size = antdSize(useAtomValue(sizeAtom));
  // Preview mode (spec 01 §2 item 4) hides the main app while the preview dialog shows.
  const previewing = usePreviewing();
  const themeConfig = useMemo(
    () => ({ token: { colorPrimary: settings.themeColor }, algorithm: size.compact ? [defaultAlgorithm, compactAlgorithm] : [defaultAlgorithm] }),
    [settings.themeColor, size.compact],
  );
  useEffect(() => {
    void loadServerTexts();
  }, []);
  useEffect(() => {
    document.documentElement.style.setProperty('--cw-primary', settings.themeColor);
  }, [settings.themeColor]);
  useEffect(() => {
    document.title = t('common.productTitle');
  }, [t, i18n.language]);
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS} componentSize={size.componentSize} theme={themeConfig}>
      <AppApisProvider>
        <NotifierBridge />
        <div data-testid="main-app" hidden={previewing} style={{ display: previewing ? 'none' : 'contents' }}>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </div>
        {framed && (
          <Suspense fallback={null}>
            <PreviewHost />
          </Suspense>
        )}
      </AppApisProvider>
    </ConfigProvider>
  );
}
