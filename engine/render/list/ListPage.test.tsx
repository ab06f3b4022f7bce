// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { clearDictionaryCache } from '../../../widgets/dict-select/dictionary-cache';
import sysparam from '../../../schemas/admin/sysparam.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { lastList, params, renderList, table, headers } from '../testing/list-page-fixtures';

beforeEach(() => clearDictionaryCache());

describe('ListPage (sysparam)', () => {
  it('shows the schema’s columns and the rows from the source', async () => {
    const page = renderList();
    expect(await screen.findByText('key01')).toBeTruthy();
    expect(headers()).toEqual(['参数名称', '参数键', '参数值', '备注', '操作']);
    expect(screen.getByText('名称3')).toBeTruthy();
    expect(screen.getByText('备注一')).toBeTruthy();
    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(lastList(page.source)).toEqual({ currentPage: 1, pageSize: 20, sort: 'paramKey', order: 'asc', filters: {} });
  });

  it('asks the source for the next page and for the new sort order', async () => {
    const page = renderList({ rows: params(25) });
    await screen.findByText('key01');
    await page.user.click(screen.getByTitle('2'));
    await screen.findByText('key21');
    expect(lastList(page.source)).toMatchObject({ currentPage: 2, pageSize: 20, sort: 'paramKey', order: 'asc' });
    await page.user.click(within(table().querySelector('thead')!).getByText('参数键'));
    await waitFor(() => expect(lastList(page.source)).toMatchObject({ currentPage: 1, sort: 'paramKey', order: 'desc' }));
    expect(await screen.findByText('key25')).toBeTruthy();
  });

  it('applies the filters, with a contains filter, and resets them', async () => {
    const page = renderList({ rows: params(12) });
    await screen.findByText('key01');
    await page.user.type(screen.getByPlaceholderText('参数名称'), '名称1');
    await page.user.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramName: '名称1' }));
    await waitFor(() => expect(screen.queryByText('key02')).toBeNull());
    expect(screen.getByText('key10')).toBeTruthy();
    await page.user.type(screen.getByPlaceholderText('参数键'), 'key12{Enter}');
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramName: '名称1', paramKey: 'key12' }));
    await page.user.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(lastList(page.source).filters).toEqual({}));
    expect((screen.getByPlaceholderText('参数名称') as HTMLInputElement).value).toBe('');
  });

  it('opens narrowed by a link filter (list.urlFilters) with a tag that Search and Reset keep and closing clears', async () => {
    const schema = structuredClone(sysparam) as unknown as EntitySchema;
    schema.list.urlFilters = { orderCodes: { field: 'id', op: 'in', title: { zh: '提醒中的参数', en: 'Reminded' } } };
    const page = renderList({ rows: params(12), model: compileEntity(schema), initialFilters: { orderCodes: '2,5', paramKey: 'key02' } });
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramKey: 'key02', orderCodes: '2,5' }));
    expect(screen.getByTestId('list-link-filter-orderCodes').textContent).toContain('提醒中的参数: 2,5');
    await page.user.type(screen.getByPlaceholderText('参数名称'), '名称{Enter}');
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramName: '名称', paramKey: 'key02', orderCodes: '2,5' }));
    await page.user.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramKey: 'key02', orderCodes: '2,5' }));
    await page.user.click(screen.getByLabelText('清除筛选，显示全部'));
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramKey: 'key02' }));
    expect(screen.queryByTestId('list-link-filters')).toBeNull();
  });

  it('opens on the schema\'s default filters, and Reset returns to them', async () => {
    const schema = structuredClone(sysparam) as unknown as EntitySchema;
    schema.list.defaultFilters = { paramKey: 'key01' };
    const page = renderList({ rows: params(12), model: compileEntity(schema) });
    await screen.findByText('key01');
    expect(lastList(page.source).filters).toEqual({ paramKey: 'key01' });
    expect((screen.getByPlaceholderText('参数键') as HTMLInputElement).value).toBe('key01');
    await page.user.type(screen.getByPlaceholderText('参数名称'), '名称1{Enter}');
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramName: '名称1', paramKey: 'key01' }));
    await page.user.click(screen.getByTestId('list-reset'));
    await waitFor(() => expect(lastList(page.source).filters).toEqual({ paramKey: 'key01' }));
    expect((screen.getByPlaceholderText('参数名称') as HTMLInputElement).value).toBe('');
    expect((screen.getByPlaceholderText('参数键') as HTMLInputElement).value).toBe('key01');
  });
});
