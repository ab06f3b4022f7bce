import { expect, test, type Page } from '@playwright/test';
import { login, signUpCustomer, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const confirmBox = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });

/** A 1×1 JPEG is enough for the file store (the image rules read the name and size). */
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z', 'base64');

test.describe('a customer is certified (issue 14)', () => {
  test('sign up, submit the certification, the admin opens the reminder and approves, the customer is 已审核', async ({ page, browser }) => {
    const stamp = String(Date.now()).slice(-6);
    const username = `cwcert${stamp}`;
    const company = `珠海横琴测试${stamp}跨境电商有限公司`;
    await signUpCustomer(page.request, username, `1391${stamp.padStart(7, '0')}`);

    // The customer submits its certification on its own page.
    await login(page, { username, password: 'Passw0rd1' });
    await page.goto('/myCertificationAudit');
    await expect(rows(page)).toHaveCount(0);
    await list(page).getByRole('button', { name: '提交认证' }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '企业名称' }).fill(company);
    await form.getByRole('textbox', { name: '统一社会信用代码' }).fill('914403001922038216');
    await form.getByRole('textbox', { name: '法定代表人' }).fill('梁志明');
    await form.getByRole('textbox', { name: '法人身份证号' }).fill('440301198503120312');
    await form.getByRole('textbox', { name: '联系人', exact: true }).fill('梁先生');
    await form.getByRole('textbox', { name: '联系电话' }).fill('13912340013');
    await form.getByRole('textbox', { name: '企业地址' }).fill('珠海市横琴新区环岛东路1号');
    const files = form.locator('input[type=file]');
    await files.nth(0).setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await files.nth(1).setInputFiles({ name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect(form.getByRole('link', { name: 'licence.jpg' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'id-card.jpg' })).toBeVisible();
    // a wrong ID number is named under its field and nothing is saved
    await page.getByTestId('form-save').click();
    await expect(form.getByText(/18 位身份证号码/)).toBeVisible();
    await form.getByRole('textbox', { name: '法人身份证号' }).fill('440301198503120313');
    await page.getByTestId('form-save').click();
    await expect(row(page, company)).toContainText('待审核');

    // The administrator opens the registration reminder: the audit list narrowed to the applications awaiting audit.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
    const desk = await context.newPage();
    await login(desk, USERS.admin);
    await desk.getByTestId('reminder-bell').click();
    await desk.getByTestId('reminder-registration').click();
    await expect(desk).toHaveURL(/\/certificationAudit\?orderCodes=\d+(,\d+)*/);
    const tag = desk.getByTestId('list-link-filter-orderCodes');
    await expect(tag).toContainText('提醒中的认证');
    await expect(row(desk, company)).toContainText('待审核');
    await expect(rows(desk).filter({ hasText: '已审核' })).toHaveCount(0);

    await row(desk, company).getByRole('button', { name: '审核通过' }).click();
    await desk.getByTestId('entity-form').getByRole('textbox', { name: '审核意见' }).fill('资料齐全');
    await desk.getByTestId('form-save').click();
    await confirmBox(desk).click();
    await expect(row(desk, company)).toContainText('已审核');

    // Clearing the tag shows the whole list (the approved demo application too).
    await tag.getByLabel('清除筛选，显示全部').click();
    await expect(tag).toHaveCount(0);
    await expect(rows(desk).filter({ hasText: '东莞跨境物流有限公司' })).toContainText('已审核');

    // The customer account is certified, with the certified name.
    await desk.goto('/customerPro');
    await list(desk).getByRole('textbox', { name: '客户名称' }).fill(company);
    await list(desk).getByTestId('list-search').click();
    await expect(row(desk, company)).toContainText('已审核');

    // The business-invite reminder opens the invitations narrowed the same way; the extensions list their settings.
    await desk.getByTestId('reminder-bell').click();
    await desk.getByTestId('reminder-invite').click();
    await expect(desk).toHaveURL(/\/subscribeTnvite\?orderCodes=\d+(,\d+)*/);
    await expect(desk.getByTestId('list-link-filter-orderCodes')).toContainText('提醒中的邀请');
    await expect(row(desk, 'K7M2Q9XA')).toContainText('已注册');
    await expect(rows(desk).filter({ hasText: '已认证' })).toHaveCount(0);
    await desk.goto('/customerPlus');
    await expect(row(desk, '深圳市嘉禾电子科技有限公司')).toContainText('是');
    await context.close();

    // The customer sees the decision; the approved application is no longer editable.
    await page.reload();
    await expect(row(page, company)).toContainText('已审核');
    await expect(row(page, company).getByRole('button', { name: /^编\s*辑$/ })).toBeDisabled();
  });
});
