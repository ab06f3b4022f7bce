/**
 * Test support for engine pages (Vitest + Testing Library, jsdom): renders inside antd's App in a language with an
 * EngineProvider over a fresh component registry (plus the given widgets), a fake data query and the given buttons.
 * Use from a test file whose first line is `// @vitest-environment jsdom`.
 *
 * @example
 * const page = renderEngine(<ListPage model={model} source={source} actions={createActionRegistry()} navigate={go} />, { buttons: 'all' });
 * await page.user.click(screen.getByRole('button', { name: '新增' }));
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { AntdAppApis } from '../AntdAppApis';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { createComponentRegistry, type ComponentRegistry } from '../../registry/components';
import type { AllowedButtons } from '../../actions/buttons-context';
import { EngineProvider } from '../EngineProvider';
import type { DataQueryPort } from '../data-context';
import type { Language } from '../localize';

export interface RenderEngineOptions {
  language?: Language;
  buttons?: AllowedButtons;
  dataQuery?: DataQueryPort;
  /** Adds widgets to the fresh registry (e.g. widgets/index.ts's registerWidgets). */
  register?(registry: ComponentRegistry): void;
}

/** antd reads window.matchMedia, which jsdom lacks: a never-matching stub, installed once. */
export function stubMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
}

/** A data query that answers every qid with no rows. */
export const emptyDataQuery: DataQueryPort = {
  findAll: async () => [] as never,
  findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }) as never,
};

export function renderEngine(ui: ReactElement, options: RenderEngineOptions = {}): RenderResult & { user: UserEvent; registry: ComponentRegistry } {
  stubMatchMedia();
  const language = options.language ?? 'zh';
  const registry = createComponentRegistry();
  options.register?.(registry);
  const user = userEvent.setup();
  const result = render(
    <ConfigProvider locale={language === 'zh' ? zhCN : enUS}>
      <AntdApp>
        <AntdAppApis>
          <EngineProvider components={registry} dataQuery={options.dataQuery ?? emptyDataQuery} language={language} buttons={options.buttons ?? 'all'}>
            {ui}
          </EngineProvider>
        </AntdAppApis>
      </AntdApp>
    </ConfigProvider>,
  );
  return { ...result, user, registry };
}
