/**
 * Everything an engine page reads from the app, in one place: the component registry, the data query, the
 * language, and the current route's buttons. The app renders schema pages inside it; tests give doubles.
 * @example
 * <EngineProvider components={registry} dataQuery={dataQuery} language="zh" buttons={new Set(['add'])}>
 *   <ListPage model={model} source={source} actions={actions} navigate={navigate} />
 * </EngineProvider>
 */
import type { ReactNode } from 'react';
import type { ComponentRegistry } from '../registry/components';
import { ButtonsProvider, type AllowedButtons } from '../actions/buttons-context';
import { ComponentsProvider } from './components-context';
import { DataQueryProvider, type DataQueryPort } from './data-context';
import { HttpProvider, type HttpPort } from './http-context';
import { SessionKeyProvider } from './session-key-context';
import { LanguageProvider } from './language-context';
import type { Language } from './localize';

export interface EngineProviderProps {
  components: ComponentRegistry;
  dataQuery: DataQueryPort;
  language: Language;
  buttons: AllowedButtons;
  /** The app's HTTP client, for widgets that make their own calls (http-context.tsx). */
  http?: HttpPort;
  /** Who is signed in (session-key-context.tsx), for widgets that keep data in the browser per person. */
  sessionKey?: string;
  children: ReactNode;
}

export function EngineProvider({ components, dataQuery, language, buttons, http, sessionKey, children }: EngineProviderProps) {
  const withSession = sessionKey ? <SessionKeyProvider value={sessionKey}>{children}</SessionKeyProvider> : children;
  const withHttp = http ? <HttpProvider value={http}>{withSession}</HttpProvider> : withSession;
  return (
    <ComponentsProvider value={components}>
      <DataQueryProvider value={dataQuery}>
        <LanguageProvider value={language}>
          <ButtonsProvider value={buttons}>{withHttp}</ButtonsProvider>
        </LanguageProvider>
      </DataQueryProvider>
    </ComponentsProvider>
  );
}
