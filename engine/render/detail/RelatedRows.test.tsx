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
