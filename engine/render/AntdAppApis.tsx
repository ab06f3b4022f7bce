import type { ReactNode } from 'react';
import { App } from 'antd';
import { AppApisContext } from './app-apis';

/**
 * Hands antd's `App.useApp()` to {@link useAppApis}: put it inside antd's `<App>`. The shell does it in the chunk it
 * fetches on the first toast or dialog; tests wrap what they render in `<App><AntdAppApis>…</AntdAppApis></App>`.
 */
export function AntdAppApis({ children }: { children: ReactNode }) {
  return <AppApisContext.Provider value={App.useApp()}>{children}</AppApisContext.Provider>;
}
