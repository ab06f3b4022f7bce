// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileEntity } from '../../schema/entity-model';
import { ApiError } from '../../data/envelope';
import { clearDictionaryCache } from '../../../widgets/dict-select/dictionary-cache';
import { dialog, formDialog, renderList, sysparamSchema, table } from '../testing/list-page-fixtures';

beforeEach(() => clearDictionaryCache());

describe('ListPage forms (sysparam)', () => {
  it('creates through the dialog: a required field stops the save, then it saves and reloads', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(screen.getByRole('button', { name: '新 增' }));
    expect(within(await formDialog()).getByText('新增参数')).toBeTruthy();
    await page.user.click(screen.getByTestId('form-save'));
    expect(await within(dialog()).findByText('请输入参数名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入参数键')).toBeTruthy();
    expect(page.source.calls.some((c) => c.method === 'create')).toBe(false);
    const inputs = within(dialog()).getAllByRole('textbox');
    await page.user.type(inputs[0]!, '站点名称');
    await page.user.type(inputs[1]!, '1bad');
    await page.user.type(inputs[2]!, 'Clearway');
    await page.user.click(screen.getByTestId('form-save'));
    expect(await within(dialog()).findByText('参数键格式不正确：以英文字母开头，只含字母、数字和 _ . -（如 order.autoConfirmDays）')).toBeTruthy();
    await page.user.clear(inputs[1]!);
    await page.user.type(inputs[1]!, 'site.name');
    await page.user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.source.calls.find((c) => c.method === 'create')!.args[0]).toEqual({ paramName: '站点名称', paramKey: 'site.name', paramValue: 'Clearway', remark: null });
    expect(await screen.findByText('site.name')).toBeTruthy();
    expect(screen.getByText('保存成功')).toBeTruthy();
  });

  it('edits a row with its id and version, and Enter saves', async () => {
    const page = renderList();
    await screen.findByText('key01');
    // A reload still under way (the list's spinner blurs the rows and takes their clicks) ends first, as a person waits.
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
    const row = screen.getByText('key02').closest('tr')!;
    await page.user.click(within(row).getByRole('button', { name: '编辑' }));
    const name = within(await formDialog()).getAllByRole('textbox')[0] as HTMLInputElement;
    expect(name.value).toBe('名称2');
    await page.user.clear(name);
    await page.user.type(name, '新名称{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.source.calls.find((c) => c.method === 'update')!.args[0]).toEqual({ id: 2, version: 1, paramName: '新名称', paramKey: 'key02', paramValue: 'v2', remark: null });
    expect(await screen.findByText('新名称')).toBeTruthy();
  });

  it('shows the server’s field errors under their fields', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(within(screen.getByText('key01').closest('tr')!).getByRole('button', { name: '编辑' }));
    await formDialog();
    page.source.failNext('update', new ApiError(400, '参数键 已存在', { paramKey: '参数键 已存在' }));
    await page.user.click(screen.getByTestId('form-save'));
    const message = await within(dialog()).findByText('参数键 已存在');
    const item = message.closest('.ant-formily-item')!;
    expect(within(item as HTMLElement).getByText('参数键')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a reload when someone else changed the row (409), then saves with the new version', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(within(screen.getByText('key01').closest('tr')!).getByRole('button', { name: '编辑' }));
    await formDialog();
    page.source.rows[0]!.version = 2;
    page.source.rows[0]!.paramValue = 'changed';
    await page.user.click(screen.getByTestId('form-save'));
    expect(await within(dialog()).findByText('数据已被他人修改，请刷新后重试')).toBeTruthy();
    await page.user.click(within(dialog()).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect((within(dialog()).getAllByRole('textbox')[2] as HTMLInputElement).value).toBe('changed'));
    await page.user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.source.calls.filter((c) => c.method === 'update').at(-1)!.args[0]).toMatchObject({ id: 1, version: 2 });
  });

  it('opens the form as a page in place of the list when the schema asks for one', async () => {
    const asPage = compileEntity({ ...sysparamSchema, form: { mode: 'page', grid: 2 } });
    const page = renderList({ model: asPage });
    await screen.findByText('key01');
    await page.user.click(screen.getByRole('button', { name: '新 增' }));
    const form = await screen.findByTestId('entity-form');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('新增参数')).toBeTruthy();
    expect((table().parentElement as HTMLElement).hidden).toBe(true);
    await within(form).findAllByRole('textbox');
    await page.user.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByTestId('entity-form')).toBeNull());
    expect((table().parentElement as HTMLElement).hidden).toBe(false);
  });

  it('closes the dialog with Esc without saving', async () => {
    const page = renderList();
    await screen.findByText('key01');
    await page.user.click(screen.getByRole('button', { name: '新 增' }));
    const input = within(await formDialog()).getAllByRole('textbox')[0]!;
    await page.user.type(input, 'x');
    // rc-dialog reads the legacy keyCode, which user-event leaves out
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.source.calls.some((c) => c.method === 'create')).toBe(false);
  });
});
