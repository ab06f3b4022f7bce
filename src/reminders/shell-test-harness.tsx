/**
 * Test support for the components of this feature (reminders, workbench, notifications, warehouse link): renders
 * a component the way the shell does — jotai store, antd App, router, i18next — with a store signed in as a given
 * user. Not a test itself; imported by the `*.test.tsx` files.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { MenuEntry } from '../../engine/access/menu-entry';
import { initI18n } from '../i18n/i18n';
import { registerLayoutTexts } from '../layout/register-layout-texts';
import { currentUserAtom, menuAuthorityAtom, sessionPhaseAtom } from '../session/session-atoms';
import type { CurrentUser } from '../session/session-types';

type Store = ReturnType<typeof createStore>;

/** antd needs matchMedia, jsdom has none; texts come from the app's own i18n setup (English in jsdom). */
export function setUpShellTests(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
  initI18n();
  registerLayoutTexts();
}

/** A current user with the fields the shell reads; override what a test needs. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    token: 't', name: 'operator', avatar: '', tenantCode: 'demo', tenantName: 'Demo Logistics', id: 2, nickname: '操作员小王', phone: '', email: '',
    geographic: '', address: '', profile: '', introduction: '操作员小王', roles: ['ROLE_OPERATOR'], customerCode: null, customerId: null, customerName: null,
    ownerSite: 2, ownerSiteCode: 'SZ001', ownerSiteName: '深圳福田站', ownerCustomerCode: null, subjectId: 'S-operator', subjectName: '操作员小王', isAdmin: '0',
    accessToken: 't', refreshToken: null, ...overrides,
  };
}

/** A flat server menu granting these paths. */
export function menuOf(paths: readonly string[]): MenuEntry[] {
  return paths.map((path, index) => ({ id: index + 1, parentId: null, name: path, path, hideInMenu: false, icon: null, meta: {}, routes: [], buttons: [] }));
}

/** A store in the state the layout runs in: session ready, user and menu loaded. */
export function signedInStore(user: CurrentUser = testUser(), paths: readonly string[] = []): Store {
  const store = createStore();
  store.set(currentUserAtom, user);
  store.set(menuAuthorityAtom, { menu: menuOf(paths), menuButton: [] });
  store.set(sessionPhaseAtom, 'ready');
  return store;
}

/** Shows where the router is, so a test can see a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** jsdom never ends a CSS transition: without motion, closed popups leave the page at once. */
const NO_MOTION = { token: { motion: false } };

/** Renders `ui` at `path` inside the shell's providers. */
export function renderInShell(ui: ReactElement, options: { path?: string; store?: Store } = {}) {
  const store = options.store ?? signedInStore();
  const view = render(
    <Provider store={store}>
      <ConfigProvider theme={NO_MOTION}>
        <App>
          <AntdAppApis>
            <MemoryRouter initialEntries={[options.path ?? '/workbench']}>
              <Routes>
                <Route path="*" element={<>{ui}<LocationProbe /></>} />
              </Routes>
            </MemoryRouter>
          </AntdAppApis>
        </App>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, store };
}
