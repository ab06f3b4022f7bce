// @vitest-environment jsdom
import { act, screen, waitFor, fireEvent } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../../../engine/access/menu-entry';
import { menuAuthorityAtom } from '../../session/session-atoms';
import { renderInShell, setUpShellTests, signedInStore } from '../../reminders/shell-test-harness';
import { Sidebar } from './Sidebar';

beforeAll(() => setUpShellTests());

let id = 0;
const entry = (path: string, title: string, routes: MenuEntry[] = []): MenuEntry =>
  ({ id: ++id, parentId: null, name: path, path, hideInMenu: false, icon: null, meta: { title: { zh: title, en: title } }, routes, buttons: [] }) as unknown as MenuEntry;

const MENU = [
  entry('/baseData', 'Base data', [entry('/carrierManagement', 'Carriers'), entry('/department', 'Departments')]),
  entry('/admin', 'System admin', [entry('/sysparam', 'Parameters'), entry('/sysmenu', 'Menus')]),
];

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(to)}>go</button>;
}

function render(path: string, menuLater = false) {
  const store = signedInStore();
  if (!menuLater) store.set(menuAuthorityAtom, { menu: MENU, menuButton: [] });
  renderInShell(<><Sidebar /><Go to="/sysparam" /></>, { path, store });
  return store;
}

const selected = () => [...document.querySelectorAll('.ant-menu-item-selected')].map((item) => item.textContent);

describe('the sidebar opens to the current page', () => {
  it('opens the section of the page loaded and selects its entry, when the menu comes after the first draw', async () => {
    const store = render('/carrierManagement', true);
    act(() => store.set(menuAuthorityAtom, { menu: MENU, menuButton: [] }));
    expect(await screen.findByText('Carriers')).toBeTruthy();
    expect(selected()).toEqual(['Carriers']);
    expect(screen.queryByText('Parameters')).toBeNull();
  });

  it('opens the section of a page reached by navigation, keeping the one open', async () => {
    render('/carrierManagement');
    await screen.findByText('Carriers');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(selected()).toEqual(['Parameters']));
    expect(screen.getByText('Carriers')).toBeTruthy();
  });
});
