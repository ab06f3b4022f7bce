import { expect, test, type Page } from '@playwright/test';
import { login, openDropdown, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const row = (page: Page, text: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });

test.describe('users, posts and online users (/sysuser, /onlinesysuser)', () => {
  test('admin adds a user with a post and a role, resets the password; the user signs in, is forced out and lands on /login', async ({ page, browser }) => {
    await login(page, USERS.admin);
    await page.goto('/sysuser');
    await expect(row(page, 'huangxy')).toContainText('扫描员', { timeout: 20_000 });

    // Add: username, initial password, name, a post (in the post tree) and a role.
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '用户名' }).fill('zhoujie');
    await form.getByLabel('初始密码').fill('Start2026');
    await form.getByRole('textbox', { name: '姓名' }).fill('周杰');
    await form.getByRole('textbox', { name: '手机号' }).fill('13922223333');
    await form.getByRole('combobox', { name: '岗位' }).click();
    await page.getByRole('treeitem', { name: '扫描员', exact: true }).click();
    // Close the picker (Escape would close the dialog too).
    await page.locator('.ant-modal-title').click();
    const roles = form.getByRole('combobox', { name: '角色' });
    await roles.click();
    await openDropdown(page).getByText('仓库操作员', { exact: true }).click();
    await page.locator('.ant-modal-title').click();
    await page.getByTestId('form-save').click();
    await expect(form).toHaveCount(0);
    await expect(row(page, 'zhoujie')).toContainText('扫描员');
    await expect(row(page, 'zhoujie')).toContainText('仓库操作员');

    // Reset the password: the new one is asked (policy checked), then confirmed.
    await row(page, 'zhoujie').getByRole('button', { name: '重置密码' }).click();
    const params = page.getByTestId('entity-form');
    await params.getByLabel('新密码').fill('short');
    await page.getByTestId('form-save').click();
    await confirm(page).click();
    await expect(page.getByText('密码长度最小为8位！').first()).toBeVisible();
    // The first confirm box is gone before the second is asked (else the click may land on the closing one).
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    await params.getByLabel('新密码').fill('Renewed2026');
    await page.getByTestId('form-save').click();
    await confirm(page).click();
    await expect(params).toHaveCount(0);

    // The user signs in with the new password.
    const theirs = await browser.newContext();
    const user = await theirs.newPage();
    await login(user, { username: 'zhoujie', password: 'Renewed2026' });

    // The admin sees them online and forces them out; their own session cannot be.
    await page.goto('/onlinesysuser');
    await expect(row(page, 'zhoujie')).toContainText('周杰', { timeout: 20_000 });
    await row(page, 'zhoujie').getByRole('button', { name: '强制下线' }).click();
    await confirm(page).click();
    await expect(row(page, 'zhoujie')).toHaveCount(0);

    // Their next click lands on /login.
    await user.getByTestId('sidebar').getByText('首页').first().click().catch(() => undefined);
    await user.reload();
    await expect(user).toHaveURL(/\/login/);
    await theirs.close();
  });
});
