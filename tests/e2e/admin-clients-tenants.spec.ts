import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');

test.describe('tenants and app clients (/tenant/systenant, /appclient)', () => {
  test('the administrator adds a tenant with its administrator, who signs in and sees the menu', async ({ page, browser }) => {
    await login(page, USERS.admin);
    await page.goto('/tenant/systenant');
    await expect(rows(page).filter({ hasText: 'harbor' })).toBeVisible();
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '租户编码' }).fill('nbport');
    await form.getByRole('textbox', { name: '租户名称' }).fill('宁波港跨境供应链有限公司');
    await form.getByRole('textbox', { name: '联系人' }).fill('周经理');
    await form.getByRole('textbox', { name: '联系电话' }).fill('0574-87650000');
    await form.getByRole('textbox', { name: '联系邮箱' }).fill('ops@nbport.example');
    await form.getByRole('textbox', { name: '管理员账号' }).fill('nbport_admin');
    // A weak password is refused under its field, nothing saved.
    await form.getByLabel('管理员初始密码').fill('password');
    await page.getByTestId('form-save').click();
    await expect(form.getByText(/数字和字母/).first()).toBeVisible();
    await form.getByLabel('管理员初始密码').fill('Nbport2026');
    await page.getByTestId('form-save').click();
    // Its menus are written from the whole route catalogue in the same save: a few seconds.
    await expect(form).toHaveCount(0, { timeout: 30_000 });
    await expect(rows(page).filter({ hasText: '宁波港跨境供应链有限公司' })).toBeVisible();

    const context = await browser.newContext();
    const newAdmin = await context.newPage();
    await login(newAdmin, { username: 'nbport_admin', password: 'Nbport2026' });
    const sidebar = newAdmin.getByTestId('sidebar');
    await expect(sidebar.getByText('系统管理').first()).toBeVisible();
    // The installation's own pages are the platform tenant's: not in their menu.
    await expect(sidebar.getByText('应用客户端')).toHaveCount(0);
    await expect(sidebar.getByText('字典管理')).toHaveCount(0);
    await newAdmin.goto('/sysparam');
    await expect(newAdmin.getByTestId('schema-list')).toBeVisible({ timeout: 20_000 });
    await context.close();
  });

  test('the administrator adds an app client and sees its secret once', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/appclient');
    await expect(rows(page).filter({ hasText: 'browser' })).toBeVisible();
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '客户端编码' }).fill('pda-scanner');
    await form.getByRole('textbox', { name: '授权范围' }).fill('pda');
    await form.getByRole('textbox', { name: '回调地址' }).fill('https://pda.example.com/callback');
    await page.getByTestId('form-save').click();
    const revealed = page.getByTestId('revealed-values');
    await expect(revealed).toBeVisible();
    await expect(revealed).toContainText('客户端密钥');
    const secret = (await revealed.locator('code').innerText()).trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The secret signs in through the new client.
    const token = await page.request.post('/api/uaa/oauth/token', {
      form: { grant_type: 'password', scope: 'pda', username: 'operator', password: 'operator1234' },
      headers: { authorization: `Basic ${Buffer.from(`pda-scanner:${secret}`).toString('base64')}` },
    });
    expect((await token.json()).code).toBe(200);
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(revealed).toHaveCount(0);
    // Never shown again: not in the list, not in the edit form.
    const row = rows(page).filter({ hasText: 'pda-scanner' });
    await expect(row).toBeVisible();
    await expect(list(page)).not.toContainText(secret);
    await row.getByRole('button', { name: /^编\s*辑$/ }).click();
    const edit = page.getByTestId('entity-form');
    await expect(edit.getByRole('textbox', { name: '客户端编码' })).toHaveValue('pda-scanner');
    await expect(edit.getByText('客户端密钥')).toHaveCount(0);
    await page.getByRole('button', { name: /^取\s*消$/ }).last().click();
    await expect(edit).toHaveCount(0);

    // The built-in client cannot be deleted; the refusal says why.
    await rows(page).filter({ hasText: 'browser' }).getByRole('button', { name: /^删\s*除$/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(page.getByText(/内置客户端/).first()).toBeVisible();
  });
});
