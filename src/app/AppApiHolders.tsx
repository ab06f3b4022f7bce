import { useEffect } from 'react';
import { App } from 'antd';
import type { AppApis } from '../../engine/render/app-apis';

function Capture({ onReady }: { onReady(apis: AppApis): void }) {
  const apis = App.useApp();
  useEffect(() => onReady(apis), [apis, onReady]);
  return null;
}

/**
 * antd's `<App>` for its message, modal and notification holders (no wrapper element: the shell draws that), handing
 * the APIs up. Fetched on the first toast or dialog (AppApisProvider), so no screen carries it before it needs it.
 */
export default function AppApiHolders({ onReady }: { onReady(apis: AppApis): void }) {
  return (
    <App component={false}>
      <Capture onReady={onReady} />
    </App>
  );
}
