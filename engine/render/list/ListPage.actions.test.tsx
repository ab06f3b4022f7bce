// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { compileEntity } from '../../schema/entity-model';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import { ApiError } from '../../data/envelope';
import { clearDictionaryCache } from '../../../widgets/dict-select/dictionary-cache';
import { headers, lastList, memorySettings, params, renderList, sysparamSchema, table } from '../testing/list-page-fixtures';

beforeEach(() => clearDictionaryCache());

describe('ListPage actions and permissions (sysparam)', () => {
  it('asks before deleting a row, and deletes it on yes', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(within(screen.getByText('key02').closest('tr')!).getByRole('button', { name: '删除' }));
    expect((await screen.findAllByText('删除参数 key02 名称2？')).length).toBeGreaterThan(0);
    expect(page.source.calls.some((c) => c.method === 'remove')).toBe(false);
    await page.user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByText('key02')).toBeNull());
    expect(page.source.calls.find((c) => c.method === 'remove')!.args[0]).toEqual([2]);
  });

  it('says to choose records when batch delete has none, and deletes the chosen ones', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择要删除的记录')).toBeTruthy();
    const boxes = within(table().querySelector('tbody')!).getAllByRole('checkbox');
    await page.user.click(boxes[0]!);
    await page.user.click(boxes[2]!);
    expect(screen.getByText('已选择 2 项')).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: '批量删除' }));
    expect((await screen.findAllByText('确定删除选中的 2 条记录吗？')).length).toBeGreaterThan(0);
    await page.user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(page.source.rows.map((r) => r.id)).toEqual([2]));
  });

  it('disables an action whose button the route does not grant, or removes it when the schema says so', async () => {
    const removing = compileEntity({ ...sysparamSchema, actions: { ...sysparamSchema.actions, exportPDF: { action: 'exportPDF', button: 'export', whenDenied: 'remove' } } });
    const page = renderList({ buttons: new Set(['add', 'edit']), model: removing });
    await screen.findByText('key01');
    expect((screen.getByRole('button', { name: '新 增' }) as HTMLButtonElement).disabled).toBe(false);
    const exportButton = screen.getByRole('button', { name: '导 出' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    expect(exportButton.style.pointerEvents).toBe('none');
    expect(screen.queryByRole('button', { name: '导出 PDF' })).toBeNull();
    const row = screen.getByText('key01').closest('tr')!;
    expect((within(row).getByRole('button', { name: '删除' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('button', { name: '编辑' }) as HTMLButtonElement).disabled).toBe(false);
    page.unmount();
  });

  it('exports with the list’s filters and sort, saving the server’s file', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(screen.getByRole('button', { name: '导出 Word' }));
    await waitFor(() => expect(page.downloads).toEqual(['exportWord.docx']));
    expect(page.source.calls.find((c) => c.method === 'export')!.args).toEqual(['exportWord', { filters: {}, sort: 'paramKey', order: 'asc' }]);
  });

  it('keeps the person’s column settings: saved on change, restored next time', async () => {
    const { store, saved } = memorySettings();
    const first = renderList({ settings: store });
    await screen.findByText('key01');
    await first.user.click(screen.getByTestId('column-settings-button'));
    const panel = await screen.findByTestId('column-settings');
    await first.user.click(within(panel).getByRole('checkbox', { name: '参数值' }));
    await first.user.click(within(panel).getByRole('button', { name: '备注 ↑' }));
    expect(headers()).toEqual(['参数名称', '参数键', '备注', '操作']);
    await waitFor(() => expect(saved['list-columns:admin.sysparam']).toEqual({ order: ['paramName', 'paramKey', 'remark', 'paramValue'], hidden: ['paramValue'], widths: {} }));
    first.unmount();
    renderList({ settings: store });
    await screen.findByText('key01');
    await waitFor(() => expect(headers()).toEqual(['参数名称', '参数键', '备注', '操作']));
  });

  it('shows the empty state, and the error state with a retry', async () => {
    const source = createMemoryEntitySource([]);
    source.failNext('list', new ApiError(500, '服务器错误'));
    const page = renderList({ source });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.getByText('服务器错误')).toBeTruthy();
    await page.user.click(screen.getByTestId('list-retry'));
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('opens a row’s detail in a drawer with the view action', async () => {
    const withView = compileEntity({ ...sysparamSchema, list: { ...sysparamSchema.list, row: ['view', 'edit'] } });
    const page = renderList({ model: withView, rows: [{ ...params(1)[0]!, createdAt: '2024-03-05T10:11:12', createdBy: 'admin' }] });
    await screen.findByText('key01');
    await page.user.click(screen.getByRole('button', { name: '查看' }));
    const detail = await screen.findByTestId('detail-view');
    expect(within(detail).getByText('参数键')).toBeTruthy();
    expect(within(detail).getByText('2024-03-05 10:11:12')).toBeTruthy();
    expect(within(detail).getByText('admin')).toBeTruthy();
  });

  it('draws a large page with virtual rows in a fixed-height scroll area', async () => {
    const big = compileEntity({ ...sysparamSchema, list: { ...sysparamSchema.list, pageSize: 500 } });
    const page = renderList({ model: big, rows: params(150) });
    await waitFor(() => expect(lastList(page.source).pageSize).toBe(500));
    await waitFor(() => expect(table().querySelector('.ant-table-tbody-virtual')).not.toBeNull());
    const small = renderList({ rows: params(3) });
    await within(small.container).findByText('key01');
    expect(small.container.querySelector('.ant-table-tbody-virtual')).toBeNull();
  });

  it('speaks English', async () => {
    renderList({ language: 'en' });
    await screen.findByText('key01');
    expect(headers()).toEqual(['Name', 'Key', 'Value', 'Remark', 'Actions']);
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
  });
});
