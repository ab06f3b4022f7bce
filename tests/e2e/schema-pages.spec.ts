import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');

test.describe('schema pages (sysparam: admin pattern)', () => {
  test('create, edit, filter, sort and delete through the browser', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/sysparam');
    await expect(rows(page).first()).toBeVisible();

    // Create, with a validation message first.
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await page.getByTestId('form-save').click();
    await expect(form.getByText('请输入参数名称').or(form.getByText('参数名称不能为空')).or(form.getByText(/参数名称.*(必填|不能为空|请输入)/)).first()).toBeVisible();
    await form.getByRole('textbox', { name: '参数名称' }).fill('端到端参数');
    await form.getByRole('textbox', { name: '参数键' }).fill('e2e.param');
    await form.getByRole('textbox', { name: '参数值' }).fill('42');
    await page.getByTestId('form-save').click();
    await expect(rows(page).filter({ hasText: 'e2e.param' })).toHaveCount(1);

    // A duplicate key is refused with the server's message under the field.
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    await form.getByRole('textbox', { name: '参数名称' }).fill('重复参数');
    await form.getByRole('textbox', { name: '参数键' }).fill('e2e.param');
    await form.getByRole('textbox', { name: '参数值' }).fill('1');
    await page.getByTestId('form-save').click();
    await expect(form.getByText(/已存在/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Edit.
    await rows(page).filter({ hasText: 'e2e.param' }).getByRole('button', { name: /^编\s*辑$/ }).click();
    await form.getByRole('textbox', { name: '参数值' }).fill('43');
    await page.getByTestId('form-save').click();
    await expect(rows(page).filter({ hasText: 'e2e.param' })).toContainText('43');

    // Filter by name (contains), then reset.
    await list(page).getByRole('textbox', { name: '参数名称' }).fill('端到端');
    await page.getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByTestId('list-reset').click();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(1);

    // The list starts sorted by key ascending (the schema's default sort); one click on the header turns it around.
    await expect(rows(page).first()).toContainText('customs.defaultCurrency');
    const header = list(page).locator('th.ant-table-column-has-sorters').filter({ hasText: '参数键' }).first();
    await header.click();
    await expect(rows(page).first()).toContainText('upload.maxSizeMb');

    // Delete, confirmed.
    await rows(page).filter({ hasText: 'e2e.param' }).getByRole('button', { name: /^删\s*除$/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(rows(page).filter({ hasText: 'e2e.param' })).toHaveCount(0);
  });

  test('a page keeps its filters when you come back to its tab', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/sysparam');
    await list(page).getByRole('textbox', { name: '参数名称' }).fill('币制');
    await page.getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(1);
    await page.locator('.cw-tag[data-path="/workbench"]').click();
    await expect(page).toHaveURL(/\/workbench$/);
    await page.locator('.cw-tag[data-path="/sysparam"]').click();
    await expect(list(page).getByRole('textbox', { name: '参数名称' })).toHaveValue('币制');
    await expect(rows(page)).toHaveCount(1);
  });
});

test.describe('schema pages (carrier: base pattern)', () => {
  test('the carrier code sanitizer strips as the person types; the operator may not open the page', async ({ page, browser }) => {
    await login(page, USERS.admin);
    await page.goto('/carrierManagement');
    await expect(rows(page).filter({ hasText: '顺丰速运' })).toHaveCount(1);
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '承运商编码' }).fill('YT-01 x');
    await expect(form.getByRole('textbox', { name: '承运商编码' })).toHaveValue('YT01x');
    await form.getByRole('textbox', { name: '承运商名称' }).fill('圆通速递');
    await page.getByTestId('form-save').click();
    await expect(rows(page).filter({ hasText: '圆通速递' })).toHaveCount(1);

    const other = await browser.newContext();
    const operator = await other.newPage();
    await login(operator, USERS.operator);
    await operator.goto('/carrierManagement');
    await expect(operator.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
    await other.close();
  });
});

test.describe('export tasks (a qid schema page)', () => {
  test('the export-task page lists my task with its progress, and downloads its file', async ({ page }) => {
    await login(page, USERS.admin);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    const created = await page.request.post('/api/bdtibs/sync/export/saveSyncExportTask', {
      headers: { Authorization: `Bearer ${token}` },
      data: { dataFrom: 'IBS', execMode: 0, platformCode: 0, queryTimeGroup: 0, reqId: Date.now(), taskType: 'entity:base.carrier', configParams: {} },
    });
    expect((await created.json()).code).toBe(200);
    await page.goto('/exportTaskQuery');
    // Named by the entity's title, not its task type.
    const task = rows(page).filter({ hasText: '承运商管理' }).first();
    await expect(async () => {
      await page.getByTestId('list-search').click();
      await expect(task).toContainText('已完成', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(task).toContainText('100');
    const download = page.waitForEvent('download');
    await task.getByRole('button', { name: /^下\s*载$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/承运商管理-\d{14}\.xlsx$/);
  });

  test('a query page exports as a task: the scan records export shows on the export-task page', async ({ page }) => {
    await login(page, USERS.admin);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    const scans = [1, 2].map((n) => ({ clientScanId: `e2e-export-${n}`, scanType: 'putIn', scanCode: `E2E-EXPORT-${n}`, scannedAt: new Date(Date.now() - n * 1000).toISOString() }));
    expect((await (await page.request.post('/api/clearway/scan-records', { headers: { Authorization: `Bearer ${token}` }, data: { scans } })).json()).code).toBe(200);

    await page.goto('/scanRecordQuery');
    await expect(rows(page).filter({ hasText: 'E2E-EXPORT-1' })).toHaveCount(1);
    await list(page).getByRole('button', { name: /^导\s*出$/ }).click();
    await expect(page.getByText('导出任务已创建，请在「导出任务」页面查看进度并下载')).toBeVisible();

    await page.goto('/exportTaskQuery');
    const task = rows(page).filter({ hasText: '扫描记录查询' }).first();
    await expect(async () => {
      await page.getByTestId('list-search').click();
      await expect(task).toContainText('已完成', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await task.getByRole('button', { name: /^下\s*载$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/扫描记录查询-\d{14}\.xlsx$/);
  });
});
