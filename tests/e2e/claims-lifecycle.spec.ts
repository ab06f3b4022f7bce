import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const submitButton = (page: Page, text: string) => row(page, text).getByRole('button', { name: /^提\s*交$/ });

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

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
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('破损', { exact: true }).click();
    await form.getByRole('spinbutton', { name: '索赔金额' }).or(form.getByRole('textbox', { name: '索赔金额' })).first().fill('88.456');
    await page.getByTestId('form-save').click();
    await expect(row(page, 'CLE2E0001')).toContainText('已登记');
    await expect(row(page, 'CLE2E0001')).toContainText('88.45');

    // Submit it: the confirm names what happens; afterwards the row is submitted and its button disabled.
    await submitButton(page, 'CLE2E0001').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('提交后进入理赔审批，确定提交？');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(row(page, 'CLE2E0001')).toContainText('已提交');
    await expect(submitButton(page, 'CLE2E0001')).toBeDisabled();

    // The state filter offers the state labels.
    await list(page).getByRole('combobox', { name: '理赔状态' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('已提交', { exact: true }).click();
    await list(page).getByTestId('list-search').click();
    await expect(row(page, 'CL20261101001')).toHaveCount(0);
    await expect(row(page, 'CLE2E0001')).toHaveCount(1);
  });

  test('a custom field an override adds is a form input whose value is saved and listed', async ({ page }) => {
    await login(page, USERS.admin);
    const headers = await bearer(page);
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
