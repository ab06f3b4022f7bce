import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { AntdAppApis } from '../../../engine/render/AntdAppApis';
import i18next from 'i18next';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/detect-language';

/**
 * Test support for the public account pages (not a test itself): jsdom needs matchMedia for antd; i18next starts
 * once and takes the language asked for; the page renders in a fresh jotai store, antd's App and a MemoryRouter
 * whose other paths show where the page navigated to (`getByTestId('location')`).
 */
export async function prepareDom(language: Language): Promise<void> {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!i18next.isInitialized) initI18n();
  await changeLanguage(language);
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `page` at `url`, mounted on `path` (the path part of `url` unless given). */
export function renderPublicPage(page: ReactElement, url: string, path = url.split('?')[0]!) {
  return render(
    <Provider store={createStore()}>
      <AntdApp>
        <AntdAppApis>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </AntdAppApis>
      </AntdApp>
    </Provider>,
  );
}
