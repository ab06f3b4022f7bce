// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import sysmenu from '../../../schemas/admin/sysmenu.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { DataQueryPort } from '../data-context';
import { renderEngine } from '../testing/render-engine';
import { DetailView } from './DetailView';

const model = compileEntity(sysmenu as unknown as EntitySchema);
const row = { id: 7, version: 1, menuName: '参数管理', menuPath: '/sysparam', menuCode: 'sysparam', menuSequence: 70, menuStatus: 1, hideInMenu: false };

describe('a related-rows tab (/sysmenu: the menu\'s buttons)', () => {
  it('lists the qid\'s rows whose filter is the row\'s id', async () => {
    const calls: unknown[] = [];
    const dataQuery: DataQueryPort = {
      findAll: (async (params: unknown) => (calls.push(params), [{ id: 1, buttonCode: 'add', buttonName: '新增', buttonNameEn: 'Add' }, { id: 2, buttonCode: 'export', buttonName: '导出', buttonNameEn: 'Export' }])) as DataQueryPort['findAll'],
      findPage: (async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 })) as DataQueryPort['findPage'],
    };
    const view = renderEngine(<DetailView model={model} row={row} />, { dataQuery });
    await view.user.click(screen.getByRole('tab', { name: '按钮' }));
    const table = await screen.findByTestId('related-rows');
    expect(await within(table).findByText('导出')).toBeTruthy();
    expect(within(table).getByText('按钮编码')).toBeTruthy();
    expect(calls).toEqual([{ qid: 'FIND_MENU_BUTTON', filters: { menuId: 7 } }]);
  });
});

describe('a related-rows tab with a long field to expand (a declaration\'s messages)', () => {
  it('opens a row to show the field whole, as written', async () => {
    const orderModel = compileEntity({
      ...(sysmenu as unknown as EntitySchema),
      detail: { tabs: [{ title: { zh: '报文', en: 'Messages' }, related: { qid: 'FIND_MESSAGES', filter: 'docId', columns: [{ field: 'messageType', title: { zh: '报文类型', en: 'Message' } }], expand: { field: 'content', title: { zh: '报文内容', en: 'Message content' } } } }] },
    } as EntitySchema);
    const xml = '<ceb:CEB621Message>\n  <ceb:orderNo>TM1</ceb:orderNo>\n</ceb:CEB621Message>';
    const dataQuery: DataQueryPort = {
      findAll: (async () => [{ id: 1, messageType: 'CEB621', content: xml }, { id: 2, messageType: 'CEB622', content: '' }]) as DataQueryPort['findAll'],
      findPage: (async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 })) as DataQueryPort['findPage'],
    };
    const view = renderEngine(<DetailView model={orderModel} row={row} />, { dataQuery });
    await view.user.click(screen.getByRole('tab', { name: '报文' }));
    const table = await screen.findByTestId('related-rows');
    await within(table).findByText('CEB621');
    expect(screen.queryByTestId('related-expanded')).toBeNull();
    const expanders = within(table).getAllByRole('button', { name: /展开行|Expand row/ });
    expect(expanders).toHaveLength(1);
    await view.user.click(expanders[0]!);
    const expanded = await screen.findByTestId('related-expanded');
    expect(within(expanded).getByText('报文内容')).toBeTruthy();
    expect(expanded.querySelector('pre')!.textContent).toBe(xml);
  });
});
