/**
 * Test support for shell components (Vitest + Testing Library in jsdom): renders a component the way the app does —
 * a fresh jotai store, a MemoryRouter at a given path, antd's App (message, modal), i18next in a given language —
 * plus fixtures for the current user and the server menu.
 *
 * Use it from a test file whose first line is `// @vitest-environment jsdom`:
 * @example
 * const shell = renderShell(<UserDropdown />, { path: '/workbench', language: 'zh', user: fakeUser() });
 * await shell.user.click(screen.getByTestId('user-dropdown'));
 * expect(shell.currentPath()).toBe('/profile/index');
 */
import type { ReactElement, ReactNode } from 'react';
import { fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { App as AntdApp, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { MemoryRouter, useLocation } from 'react-router-dom';
import i18next from 'i18next';
import { initI18n } from '../i18n/i18n';
import { registerLayoutTexts } from '../layout/register-layout-texts';
import type { Language } from '../i18n/detect-language';
import type { MenuEntry, MenuMeta } from '../../engine/access/menu-entry';
import { currentUserAtom, menuAuthorityAtom, sessionPhaseAtom } from '../session/session-atoms';
import type { CurrentUser, MenuAuthority } from '../session/session-types';

export type TestStore = ReturnType<typeof createStore>;

export interface RenderShellOptions {
  /** The router's starting location (path and query); default '/workbench'. */
  path?: string;
  /** The interface language; default 'zh'. */
  language?: Language;
  /** A store to render with (default: a fresh one). */
  store?: TestStore;
  /** Signs this user in (current user atom, session phase 'ready'). */
  user?: CurrentUser;
  /** The menu authority of the signed-in user: a menu tree or a whole authority reply. */
  menu?: MenuEntry[] | MenuAuthority;
  /** Extra providers around the component, inside the router. */
  wrapper?: (children: ReactNode) => ReactNode;
}

export interface ShellRender extends RenderResult {
  store: TestStore;
  /** A user-event session (pointer and keyboard). */
  user: UserEvent;
  /** The router's current location, path plus query ("/profile/index"). */
  currentPath(): string;
}

/** antd reads window.matchMedia (responsive observers), which jsdom lacks; installs a never-matching stub once. */
export function stubMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
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

/** Starts i18next with the bundled texts (once) and switches to the language. Synchronous: no backend. */
export function setTestLanguage(language: Language): void {
  if (!i18next.isInitialized) {
    initI18n();
    registerLayoutTexts();
  }
  void i18next.changeLanguage(language);
}

const LEGACY_KEY_CODES = { Enter: 13, Escape: 27, ArrowUp: 38, ArrowDown: 40, Tab: 9, ' ': 32, Backspace: 8 } as const;

/**
 * Presses a key on an element with the legacy `keyCode`/`which` set. antd's rc-* components read `event.which`,
 * which user-event does not fill in; use this for their keyboard navigation (arrows and Enter in a Select).
 * @example pressKey(screen.getByRole('combobox'), 'ArrowDown'); pressKey(screen.getByRole('combobox'), 'Enter');
 */
export function pressKey(target: Element, key: keyof typeof LEGACY_KEY_CODES): void {
  const code = LEGACY_KEY_CODES[key];
  const init = { key, code: key === ' ' ? 'Space' : key, keyCode: code, which: code, bubbles: true };
  fireEvent.keyDown(target, init);
  fireEvent.keyUp(target, init);
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="shell-location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** Renders a component inside the shell's providers; see the module comment. */
export function renderShell(ui: ReactElement, options: RenderShellOptions = {}): ShellRender {
  stubMatchMedia();
  const language = options.language ?? 'zh';
  setTestLanguage(language);
  const store = options.store ?? createStore();
  if (options.user) {
    store.set(currentUserAtom, options.user);
    store.set(sessionPhaseAtom, 'ready');
  }
  if (options.menu) store.set(menuAuthorityAtom, Array.isArray(options.menu) ? { menu: options.menu, menuButton: [] } : options.menu);
  const user = userEvent.setup();
  const inner = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const result = render(
    <JotaiProvider store={store}>
      <ConfigProvider locale={language === 'zh' ? zhCN : enUS}>
        <AntdApp>
          <AntdAppApis>
            <MemoryRouter initialEntries={[options.path ?? '/workbench']}>{options.wrapper ? options.wrapper(inner) : inner}</MemoryRouter>
          </AntdAppApis>
        </AntdApp>
      </ConfigProvider>
    </JotaiProvider>,
  );
  return { ...result, store, user, currentPath: () => screen.getByTestId('shell-location').textContent ?? '' };
}

/** A signed-in user with every field of spec 01 §3 filled; override what a test needs. */
export function fakeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    token: null,
    name: 'operator1',
    avatar: '',
    tenantCode: 'T001',
    tenantName: '演示租户',
    id: 7,
    nickname: '操作员一',
    phone: '13812345678',
    email: 'operator1@example.com',
    geographic: '',
    address: '',
    profile: '',
    introduction: '操作员一',
    roles: ['ROLE_OPERATOR'],
    customerCode: 'C001',
    customerId: 3,
    customerName: '示例客户',
    ownerSite: 11,
    ownerSiteCode: '755001',
    ownerSiteName: '深圳站',
    ownerCustomerCode: null,
    subjectId: 'S01',
    subjectName: '深圳主体',
    isAdmin: '0',
    accessToken: null,
    refreshToken: null,
    ...overrides,
  };
}

let nextMenuId = 1;

/**
 * A server menu entry titled `{ zh, en }` (default: the path in both); children and meta optional.
 * @example fakeMenuEntry('/orders', { zh: '订单', en: 'Orders' }, [fakeMenuEntry('/orders/list')])
 */
export function fakeMenuEntry(path: string, title?: { zh: string; en: string }, routes: MenuEntry[] = [], meta: MenuMeta = {}): MenuEntry {
  const id = nextMenuId++;
  const titles = title ?? { zh: path, en: path };
  return {
    id,
    parentId: null,
    name: titles.zh,
    path,
    hideInMenu: false,
    icon: null,
    meta: { title: titles, ...meta },
    routes: routes.map((child) => ({ ...child, parentId: id })),
    buttons: [],
  };
}
