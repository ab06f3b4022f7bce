import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, USERS } from './support';

const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const row = (scope: Locator, text: string) => rows(scope).filter({ hasText: text });
const list = (page: Page) => page.getByTestId('schema-list').first();

test.describe('the B2B customs order /entryQG with its lines on /entryQGDetail (child tables)', () => {
  test('opens an order\'s detail page, adds a box line through the engine\'s form and sees it listed', async ({ page }) => {
    await login(page, USERS.customs);
    await page.goto('/entryQG');
    // The three lifecycles show their labels.
    await expect(row(list(page), 'QG20261101001')).toContainText('未提交');
    await expect(row(list(page), 'QG20261102002')).toContainText('已提交');
    await expect(row(list(page), 'QG20261103003')).toContainText('已拼单');

    await row(list(page), 'QG20261101001').getByRole('button', { name: /^查\s*看$/ }).click();
    await expect(page).toHaveURL(/\/entryQGDetail\?id=\d+$/);
    const detail = page.getByTestId('detail-page');
    await expect(detail).toContainText('QG20261101001');
    await expect(detail).toContainText('深圳市优品跨境电商有限公司');

    // The first tab: the order's boxes, paged by the child's own list.
    const boxes = detail.getByTestId('schema-list');
    await expect(rows(boxes)).toHaveCount(3);
    await expect(boxes.getByRole('columnheader', { name: '清关单' })).toHaveCount(0);
    await boxes.getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    const boxNo = `E2E${Date.now() % 100000}`;
    await form.getByRole('textbox', { name: '箱号' }).fill(boxNo);
    await form.getByRole('textbox', { name: '托盘号' }).fill('P02');
    await page.getByTestId('form-save').click();
    await expect(row(boxes, boxNo)).toHaveCount(1);
    await expect(rows(boxes)).toHaveCount(4);

    // The goods tab shows this order's goods only (edited as a grid: tests/e2e/editable-grid.spec.ts).
    await detail.getByRole('tab', { name: '商品' }).click();
    const goods = detail.getByTestId('child-grid');
    await expect(goods.getByRole('row').filter({ hasText: '洗发水' })).toHaveCount(1);
    await expect(goods.getByRole('row').filter({ hasText: '口红' })).toHaveCount(0);

    // Back on the list.
    await detail.getByRole('button', { name: '返回列表' }).click();
    await expect(page).toHaveURL(/\/entryQG$/);
  });

  test('checks an order, merges two from the list and unmerges them through the spec\'s commands, with the per-row message', async ({ page }) => {
    await login(page, USERS.customs);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    const headers = { Authorization: `Bearer ${token}` };
    const stamp = Date.now() % 1000000;
    const goods = [{ gNum: 1, gName: '洗发水', qty: 10, hsCode: '3305100000', totalPrice: 200 }];
    const [toCheck, first, second] = [`QGE${stamp}C`, `QGE${stamp}A`, `QGE${stamp}B`];
    for (const orderNo of [toCheck, first, second]) {
      const saved = await page.request.post('/api/bdtibs/customs/saveOrderCustomstob', {
        headers, data: { orderNo, customerCode: 'C1001', customerName: 'E2E 客户', tradeMode: '1210', iePort: '5320', goods },
      });
      expect((await saved.json()).code).toBe(200);
    }
    await page.goto('/entryQG');
    // By the order-number cell: a merged order's row also holds the first order's number in its merge number.
    const orderRow = (orderNo: string) => rows(list(page)).filter({ has: page.getByRole('cell', { name: orderNo, exact: true }) });
    const confirm = () => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();

    // Check: the confirmation, the per-row message, the state.
    await orderRow(toCheck).getByRole('button', { name: /^审\s*核$/ }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('审核后清关单及明细将锁定，确定审核？');
    await confirm();
    await expect(page.getByText(`入区清关单 ${toCheck} 状态变为「已提交」`)).toBeVisible();
    await expect(orderRow(toCheck)).toContainText('已提交');

    // Merge two orders chosen in the list.
    await orderRow(first).locator('.ant-checkbox-input').check();
    await orderRow(second).locator('.ant-checkbox-input').check();
    await list(page).getByRole('button', { name: /^拼\s*单$/ }).click();
    await confirm();
    await expect(page.getByText('拼单：成功 2 条')).toBeVisible();
    await expect(orderRow(first)).toContainText('已拼单');
    await expect(orderRow(second)).toContainText(`PD${first}`);

    // Unmerge from one of them: every order of the merge number goes back to 未拼单.
    await orderRow(second).getByRole('button', { name: /^取消拼单$/ }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('取消该拼单（同一拼单号的清关单都将取消）？');
    await confirm();
    await expect(orderRow(first)).toContainText('未拼单');
    await expect(orderRow(second)).toContainText('未拼单');
    await expect(orderRow(second)).not.toContainText(`PD${first}`);

    // The checked order's detail: its lines are locked (no write buttons), its log has the check's line.
    await orderRow(toCheck).getByRole('button', { name: /^查\s*看$/ }).click();
    const detail = page.getByTestId('detail-page');
    await expect(detail).toContainText(toCheck);
    await expect(detail.getByRole('button', { name: /^新\s*增$/ })).toHaveCount(0);
    await detail.getByRole('tab', { name: '操作日志' }).click();
    const log = detail.getByTestId('schema-list').filter({ hasText: '操作人' });
    await expect(rows(log).filter({ hasText: '审核通过' })).toContainText('customs');
  });
});
