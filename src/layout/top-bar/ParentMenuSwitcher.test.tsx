// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { Sidebar } from '../sidebar/Sidebar';
import { ACTIVE_PARENT_KEY } from '../sidebar/active-parent-atom';
import { fakeMenuEntry, renderShell } from '../../test/render-shell';
import { ParentMenuSwitcher } from './ParentMenuSwitcher';

const menu = () => [
  fakeMenuEntry('/orderManage', { zh: '订单管理', en: 'Orders' }, [
    fakeMenuEntry('/orderList', { zh: '订单列表', en: 'Order list' }),
    fakeMenuEntry('/orderReview', { zh: '订单审核', en: 'Order review' }),
  ]),
  fakeMenuEntry('/warehouse', { zh: '仓库作业', en: 'Warehouse' }, [
    fakeMenuEntry('/putScan', { zh: '入库扫描', en: 'Put-in scan' }),
    fakeMenuEntry('/scanRecordQuery', { zh: '扫描记录', en: 'Scan records' }),
  ]),
  fakeMenuEntry('/hiddenSection', { zh: '隐藏分组', en: 'Hidden section' }, [], { hidden: true }),
];

function renderSwitcher(options: Parameters<typeof renderShell>[1] = {}) {
  return renderShell(
    <>
      <ParentMenuSwitcher />
      <Sidebar />
    </>,
    { menu: menu(), ...options },
  );
}

/** Opens the switcher and returns its drop-down list. */
async function openSwitcher(shell: ReturnType<typeof renderShell>) {
  await shell.user.click(within(screen.getByTestId('parent-menu-switcher')).getByRole('combobox'));
  return screen.findByRole('listbox').then(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
}

const sidebar = () => within(screen.getByTestId('sidebar'));

describe('ParentMenuSwitcher', () => {
  beforeEach(() => localStorage.clear());

  it('offers "all" and the visible level-1 menus, and starts on "all" with every section in the sidebar', async () => {
    const shell = renderSwitcher();
    expect(within(screen.getByTestId('parent-menu-switcher')).getByText('全部菜单')).toBeTruthy();
    expect(sidebar().getByText('订单管理')).toBeTruthy();
    expect(sidebar().getByText('仓库作业')).toBeTruthy();
    const list = await openSwitcher(shell);
    const labels = [...list.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(labels).toEqual(['全部菜单', '订单管理', '仓库作业']);
  });

  it("limits the sidebar to the chosen section, opens its target and remembers the choice", async () => {
    const shell = renderSwitcher();
    const list = await openSwitcher(shell);
    await shell.user.click(within(list).getByText('仓库作业'));
    expect(shell.currentPath()).toBe('/putScan');
    await waitFor(() => expect(sidebar().queryByText('订单管理')).toBeNull());
    expect(sidebar().getByText('入库扫描')).toBeTruthy();
    expect(sidebar().getByText('扫描记录')).toBeTruthy();
    expect(localStorage.getItem(ACTIVE_PARENT_KEY)).toBe('/warehouse');
  });

  it('starts from the remembered section and goes back to everything with "all"', async () => {
    localStorage.setItem(ACTIVE_PARENT_KEY, '/orderManage');
    const shell = renderSwitcher({ path: '/orderList', language: 'en' });
    expect(within(screen.getByTestId('parent-menu-switcher')).getByText('Orders')).toBeTruthy();
    expect(sidebar().getByText('Order list')).toBeTruthy();
    expect(sidebar().queryByText('Warehouse')).toBeNull();
    const list = await openSwitcher(shell);
    await shell.user.click(within(list).getByText('All menus'));
    await waitFor(() => expect(sidebar().getByText('Warehouse')).toBeTruthy());
    expect(shell.currentPath()).toBe('/orderList');
    expect(localStorage.getItem(ACTIVE_PARENT_KEY)).toBeNull();
  });

  it('ignores a remembered section the menu no longer has', async () => {
    localStorage.setItem(ACTIVE_PARENT_KEY, '/gone');
    renderSwitcher();
    expect(within(screen.getByTestId('parent-menu-switcher')).getByText('全部菜单')).toBeTruthy();
    expect(await sidebar().findByText('仓库作业')).toBeTruthy();
  });

  it('follows the page into another section', async () => {
    localStorage.setItem(ACTIVE_PARENT_KEY, '/orderManage');
    renderSwitcher({ path: '/putScan' });
    await waitFor(() => expect(within(screen.getByTestId('parent-menu-switcher')).getByText('仓库作业')).toBeTruthy());
    expect(sidebar().getByText('入库扫描')).toBeTruthy();
  });
});
