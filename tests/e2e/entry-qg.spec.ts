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

    // The goods tab lists this order's goods only.
    await detail.getByRole('tab', { name: '商品' }).click();
    const goods = detail.getByTestId('schema-list').filter({ hasText: '商品名称' });
    await expect(row(goods, '洗发水')).toHaveCount(1);
    await expect(row(goods, '口红')).toHaveCount(0);

    // Back on the list.
    await detail.getByRole('button', { name: '返回列表' }).click();
    await expect(page).toHaveURL(/\/entryQG$/);
  });
});
