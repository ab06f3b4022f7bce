// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { fakeMenuEntry, pressKey, renderShell } from '../../test/render-shell';
import { MenuSearch } from './MenuSearch';

const menu = () => [
  fakeMenuEntry('/orderManage', { zh: '订单管理', en: 'Orders' }, [
    fakeMenuEntry('/orderList', { zh: '订单列表', en: 'Order list' }),
    fakeMenuEntry('/orderDetail', { zh: '订单详情', en: 'Order detail' }, [], { isShow: false }),
  ]),
  fakeMenuEntry('/warehouse', { zh: '仓库作业', en: 'Warehouse' }, [
    fakeMenuEntry('/putScan', { zh: '入库扫描', en: 'Put-in scan' }),
    fakeMenuEntry('/scanRecordQuery', { zh: '扫描记录查询', en: 'Scan records' }),
  ]),
  fakeMenuEntry('/secret', { zh: '秘密', en: 'Secret' }, [fakeMenuEntry('/secretPage', { zh: '秘密页面', en: 'Secret page' })], { hidden: true }),
];

const input = () => screen.getByRole('combobox');
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

describe('MenuSearch', () => {
  it('is an icon until opened, then a focused search box', async () => {
    const shell = renderShell(<MenuSearch />, { menu: menu() });
    expect(screen.queryByRole('combobox')).toBeNull();
    await shell.user.click(screen.getByTestId('menu-search'));
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('finds menus by pinyin initials and opens the chosen one with Enter', async () => {
    const shell = renderShell(<MenuSearch />, { menu: menu(), path: '/workbench' });
    await shell.user.click(screen.getByTestId('menu-search'));
    await shell.user.keyboard('rksm');
    await screen.findByText('入库扫描');
    expect(optionTexts()[0]).toBe('入库扫描/putScan');
    // Enter takes the active option: wait until the select has made the first result active.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-active')?.textContent).toContain('入库扫描'));
    pressKey(input(), 'Enter');
    expect(shell.currentPath()).toBe('/putScan');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('moves through the results with the arrow keys', async () => {
    const shell = renderShell(<MenuSearch />, { menu: menu(), path: '/workbench', language: 'en' });
    await shell.user.click(screen.getByTestId('menu-search'));
    await shell.user.keyboard('scan');
    await screen.findByText('Scan records');
    const found = optionTexts();
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining(['Put-in scan/putScan', 'Scan records/scanRecordQuery']));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-active')).not.toBeNull());
    pressKey(input(), 'ArrowDown');
    pressKey(input(), 'Enter');
    expect(shell.currentPath()).toBe(found[1]!.endsWith('/putScan') ? '/putScan' : '/scanRecordQuery');
  });

  it('opens the target of a section chosen with the mouse', async () => {
    const shell = renderShell(<MenuSearch />, { menu: menu(), language: 'en' });
    await shell.user.click(screen.getByTestId('menu-search'));
    await shell.user.keyboard('Warehouse');
    await shell.user.click(await screen.findByText('Warehouse'));
    expect(shell.currentPath()).toBe('/putScan');
  });

  it('leaves out hidden menus and detail pages', async () => {
    const shell = renderShell(<MenuSearch />, { menu: menu() });
    await shell.user.click(screen.getByTestId('menu-search'));
    await shell.user.keyboard('秘密');
    expect(await screen.findByText('没有匹配的菜单')).toBeTruthy();
    await shell.user.clear(input());
    await shell.user.keyboard('订单详情');
    await waitFor(() => expect(optionTexts()).not.toContain('订单详情/orderDetail'));
  });

  it('closes with Escape and gives the focus back to the icon', async () => {
    const shell = renderShell(<MenuSearch />, { menu: menu() });
    await shell.user.click(screen.getByTestId('menu-search'));
    await shell.user.keyboard('rk');
    pressKey(input(), 'Escape');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('menu-search'));
    expect(shell.currentPath()).toBe('/workbench');
  });
});
