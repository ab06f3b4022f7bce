import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { AppApisContext, type AppApis } from '../../engine/render/app-apis';
import { createLazyAppApis } from '../../engine/render/lazy-app-apis';

type Holders = ComponentType<{ onReady(apis: AppApis): void }>;

/**
 * What antd's `<App>` gives the app — its wrapper element with antd's base text and link styles, and themed message,
 * modal and notification APIs (useAppApis) — without putting antd's modal and notification code on the first
 * screen: the APIs are stand-ins until a toast or dialog is first asked for, which fetches antd's `<App>` holders
 * (AppApiHolders); a failed fetch is tried again on the next toast.
 */
export function AppApisProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  // antd's App styles (and the shared reset its hash scopes: links, icons), on the same element antd's App draws.
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const className = [prefixCls, hashId, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  const [holders, setHolders] = useState<{ Holders: Holders } | null>(null);
  const [lazyApis] = useState(() => createLazyAppApis(() => import('./AppApiHolders').then((m) => setHolders({ Holders: m.default }))));
  return wrapCSSVar(
    <AppApisContext.Provider value={lazyApis.apis}>
      <div className={className}>
        {holders && <holders.Holders onReady={lazyApis.attach} />}
        {children}
      </div>
    </AppApisContext.Provider>,
  );
}
