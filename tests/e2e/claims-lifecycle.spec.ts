import { expect, test, type Page } from '@playwright/test';
import { login, openDropdown, USERS, authHeaders } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const submitButton = (page: Page, text: string) => row(page, text).getByRole('button', { name: /^提\s*交$/ });


test.describe('a lifecycle in the browser (claims: base pattern with states)', () => {
  test('state labels, a transition only where the state allows it, and the move it makes', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/claimsRegister');
    await expect(row(page, 'CL20261101001')).toContainText('已登记');
    await expect(row(page, 'CL20261102001')).toContainText('已提交');
    // A submitted claim cannot be submitted again; a registered one can.
    await expect(submitButton(page, 'CL20261102001')).toBeDisabled();
    await expect(submitButton(page, 'CL20261101001')).toBeEnabled();

    // Register a new claim through the form: the state field is not in it; the new claim starts registered.
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await expect(form.getByRole('textbox', { name: '理赔状态' })).toHaveCount(0);
    await form.getByRole('textbox', { name: '理赔单号' }).fill('CL-E2E 0001');
    await expect(form.getByRole('textbox', { name: '理赔单号' })).toHaveValue('CLE2E0001');
    await form.getByRole('textbox', { name: '订单号' }).fill('SO-E2E-1');
    await form.getByRole('combobox', { name: '理赔类型' }).click();
    await openDropdown(page).getByText('破损', { exact: true }).click();
    await form.getByRole('spinbutton', { name: '索赔金额' }).or(form.getByRole('textbox', { name: '索赔金额' })).first().fill('88.456');
    // Money is rounded half up, not cut, and the form says so under the field.
    await expect(form.getByText('已四舍五入为 2 位小数')).toBeVisible();
    await expect(form.getByText('已去除不允许的字符：- 空格')).toBeVisible();
    await page.getByTestId('form-save').click();
    await expect(row(page, 'CLE2E0001')).toContainText('已登记');
    await expect(row(page, 'CLE2E0001')).toContainText('88.46');

    // Submit it: the confirm names what happens; afterwards the row is submitted and its button disabled.
    await submitButton(page, 'CLE2E0001').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('提交后进入理赔审批，确定提交？');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(row(page, 'CLE2E0001')).toContainText('已提交');
    await expect(submitButton(page, 'CLE2E0001')).toBeDisabled();

    // The state filter offers the state labels.
    await list(page).getByRole('combobox', { name: '理赔状态' }).click();
    await openDropdown(page).getByText('已提交', { exact: true }).click();
    await list(page).getByTestId('list-search').click();
    await expect(row(page, 'CL20261101001')).toHaveCount(0);
    await expect(row(page, 'CLE2E0001')).toHaveCount(1);
  });

  test('submit locks the claim (edit disabled), approve asks its parameters in a dialog, batch submit answers per row', async ({ page }) => {
    await login(page, USERS.admin);
    const headers = await authHeaders(page);
    // Two new claims through the API: one to submit and approve, one for the batch.
    for (const claimNo of ['CLE2E0101', 'CLE2E0102']) {
      const saved = await page.request.post('/api/bdtibs/base/saveClaims', { headers, data: { claimNo, orderCode: 'SO-E2E-2', claimType: 'lost', claimAmount: 300 } });
      expect((await saved.json()).code).toBe(200);
    }
    await page.goto('/claimsRegister');
    const editButton = (text: string) => row(page, text).getByRole('button', { name: /^编\s*辑$/ });
    const approveButton = (text: string) => row(page, text).getByRole('button', { name: '审批通过' });
    // Every state of the demo shows; a locked claim cannot be edited; approve only on a submitted one.
    for (const [claimNo, state] of [['CL20261101001', '已登记'], ['CL20261102001', '已提交'], ['CL20261104001', '已通过'], ['CL20261105001', '已驳回']]) {
      await expect(row(page, claimNo!)).toContainText(state!);
    }
    await expect(editButton('CL20261102001')).toBeDisabled();
    await expect(editButton('CL20261105001')).toBeDisabled();
    await expect(approveButton('CLE2E0101')).toBeDisabled();

    await submitButton(page, 'CLE2E0101').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(row(page, 'CLE2E0101')).toContainText('已提交');
    await expect(editButton('CLE2E0101')).toBeDisabled();

    // Approve: the parameters dialog (the engine's form), a refused amount, then the confirmation and the result.
    await approveButton('CLE2E0101').click();
    const dialog = page.getByTestId('entity-form');
    await expect(page.locator('.ant-modal-title').filter({ hasText: '审批通过' })).toBeVisible();
    // The dialog's button says what it does, not 保存.
    await expect(page.getByTestId('form-save')).toHaveText('审批通过');
    const amount = dialog.getByRole('spinbutton', { name: '核定金额' }).or(dialog.getByRole('textbox', { name: '核定金额' })).first();
    await amount.fill('400');
    await dialog.getByRole('textbox', { name: '审批意见' }).fill('同意按 250 元赔付');
    await page.getByTestId('form-save').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page.getByText('「审批通过」不能执行：核定金额不能大于索赔金额')).toBeVisible();
    await amount.fill('250');
    await page.getByTestId('form-save').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    // A command on one row names it and its new state (docs/schemas.md, "Naming a record").
    await expect(page.getByText('理赔单 CLE2E0101 状态变为「已通过」')).toBeVisible();
    await expect(row(page, 'CLE2E0101')).toContainText('已通过');
    await expect(row(page, 'CLE2E0101')).toContainText('250');
    await expect(editButton('CLE2E0101')).toBeDisabled();

    // Batch submit: one registered claim goes through, the submitted one is refused, each named.
    await row(page, 'CLE2E0102').locator('.ant-checkbox-input').check();
    await row(page, 'CL20261102001').locator('.ant-checkbox-input').check();
    await list(page).getByRole('button', { name: '批量提交' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page.getByText(/提交：成功 1 条，1 条未执行：「提交」不能把状态从「已提交」变为「已提交」/)).toBeVisible();
    await expect(row(page, 'CLE2E0102')).toContainText('已提交');
  });

  test('a custom field an override adds is a form input whose value is saved and listed', async ({ page }) => {
    await login(page, USERS.admin);
    const headers = await authHeaders(page);
    const endpoint = '/api/clearway/schema-overrides/customerService.claim';
    const base = ['claimNo', 'orderCode', 'claimType', 'claimAmount', 'currency', 'claimant', 'contactPhone', 'description'];
    try {
      const saved = await page.request.put(endpoint, {
        headers,
        data: {
          patch: {
            fields: { ext_insurer: { type: 'string', title: { zh: '保险公司', en: 'Insurer' }, maxLength: 40 } },
            list: { columns: ['claimNo', 'ext_insurer', 'orderCode', 'claimState'] },
            form: { fields: [...base, 'ext_insurer'] },
          },
          comment: 'e2e custom field',
        },
      });
      expect((await saved.json()).code).toBe(200);

      await page.goto('/claimsRegister');
      await expect(list(page).locator('thead th').filter({ hasText: '保险公司' })).toHaveCount(1);
      await row(page, 'CL20261103001').getByRole('button', { name: /^编\s*辑$/ }).click();
      const form = page.getByTestId('entity-form');
      await form.getByRole('textbox', { name: '保险公司' }).fill('平安财险');
      await page.getByTestId('form-save').click();
      await expect(row(page, 'CL20261103001')).toContainText('平安财险');

      // Stored in the row's ext, next to the base fields, which kept their values.
      const query = await page.request.post('/api/bdtibs/dataQuery/findPageByCallId', {
        headers,
        form: { qid: 'FIND_CLAIMS', currentPage: '1', pageSize: '10', claimNo: 'CL20261103001' },
      });
      const found = (await query.json()).data.list[0];
      expect(found.ext).toEqual({ ext_insurer: '平安财险' });
      expect(found.description).toBe('清关延误五天');
    } finally {
      await page.request.delete(endpoint, { headers });
    }
  });
});
