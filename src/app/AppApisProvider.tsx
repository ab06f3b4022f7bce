import { useState, type ComponentType, type ReactNode } from 'react';
import { theme } from 'antd';
import { AppApisContext, type AppApis } from '../../engine/render/app-apis';
import { createLazyAppApis } from '../../engine/render/lazy-app-apis';

type Holders = ComponentType<{ onReady(apis: AppApis): void }>;

/**
 * What antd's `<App>` gives the app — the base text style (colour, size, line height, font) and themed message,
 * modal and notification APIs (useAppApis) — without putting antd's modal and notification code on the first
 * screen: the APIs are stand-ins until a toast or dialog is first asked for, which fetches antd's `<App>` holders
 * (AppApiHolders); a failed fetch is tried again on the next toast.
 */
export function AppApisProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [holders, setHolders] = useState<{ Holders: Holders } | null>(null);
  const [lazyApis] = useState(() => createLazyAppApis(() => import('./AppApiHolders').then((m) => setHolders({ Holders: m.default }))));
  return (
    <AppApisContext.Provider value={lazyApis.apis}>
      <div className="cw-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {holders && <holders.Holders onReady={lazyApis.attach} />}
        {children}
      </div>
    </AppApisContext.Provider>
  );
}
