// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import type { Row } from '../../data/entity-source';
import { createActionRegistry } from '../../actions/index';
import { registerWidgets } from '../../../widgets/index';
import { renderEngine } from '../testing/render-engine';
import { ListPage } from './ListPage';
import { clearDictionaryCache } from '../../../widgets/dict-select/dictionary-cache';
import { carrierModel, formDialog, table } from '../testing/list-page-fixtures';

beforeEach(() => clearDictionaryCache());

describe('ListPage (carrier)', () => {
  const carriers: Row[] = [
    { id: 1, version: 1, carrierCode: 'SF', carrierName: '顺丰', carrierType: 'express', status: '1' },
    { id: 2, version: 1, carrierCode: 'ZT', carrierName: '中通', carrierType: 'freight', status: '0' },
  ];
  const dictionary = {
    findAll: async () => [
      { dictionaryCode: 'lockState', dictionaryValue: '0', dictionaryName: '正常', dictionaryNameEn: 'Normal', dictionaryOrder: 1 },
      { dictionaryCode: 'lockState', dictionaryValue: '1', dictionaryName: '已锁定', dictionaryNameEn: 'Locked', dictionaryOrder: 2 },
    ],
    findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }),
  } as never;

  function renderCarriers() {
    const source = createMemoryEntitySource(carriers, { like: ['carrierName'] });
    const view = renderEngine(<ListPage model={carrierModel} source={source} actions={createActionRegistry()} navigate={() => undefined} />, { register: registerWidgets, dataQuery: dictionary });
    return { ...view, source };
  }

  it('shows enum titles and dictionary labels in the list', async () => {
    renderCarriers();
    expect(await screen.findByText('快递')).toBeTruthy();
    expect(screen.getByText('货运')).toBeTruthy();
    expect(await within(table().querySelector('tbody')!).findByText('已锁定')).toBeTruthy();
    expect(within(table().querySelector('tbody')!).getByText('正常')).toBeTruthy();
  });

  it('strips what the sanitizer refuses from the carrier code as the person types', async () => {
    const page = renderCarriers();
    await screen.findByText('顺丰');
    await page.user.click(screen.getByRole('button', { name: '新 增' }));
    const code = within(await formDialog()).getAllByRole('textbox')[0] as HTMLInputElement;
    await page.user.type(code, 'YT-08 中');
    expect(code.value).toBe('YT08');
  });

  it('says under the field what the sanitizer removed, until the field is emptied', async () => {
    const page = renderCarriers();
    await screen.findByText('顺丰');
    await page.user.click(screen.getByRole('button', { name: '新 增' }));
    const form = await formDialog();
    const code = within(form).getAllByRole('textbox')[0] as HTMLInputElement;
    await page.user.click(code);
    await page.user.paste('CL2026-0001');
    expect(code.value).toBe('CL20260001');
    expect(await within(form).findByText('已去除不允许的字符：-')).toBeTruthy();
    await page.user.clear(code);
    expect(within(form).queryByText('已去除不允许的字符：-')).toBeNull();
  });

  it('shows the refused rows of an import', async () => {
    const source = createMemoryEntitySource(carriers);
    source.importResult = { imported: 0, errors: [{ row: 3, field: 'carrierCode', message: '必填' }] };
    const file = new File(['x'], 'carriers.xlsx');
    renderEngine(<ListPage model={carrierModel} source={source} actions={createActionRegistry()} navigate={() => undefined} pickFile={async () => file} />, { register: registerWidgets, dataQuery: dictionary });
    await screen.findByText('顺丰');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '导 入' })));
    expect(await screen.findByText('导入失败：1 行有错误，未写入任何数据')).toBeTruthy();
    const report = screen.getByRole('dialog');
    expect(within(report).getByText('承运商编码')).toBeTruthy();
    expect(within(report).getByText('必填')).toBeTruthy();
    expect(within(report).getByText('3')).toBeTruthy();
    expect(source.calls.find((c) => c.method === 'import')!.args[0]).toBe(file);
  });
});
