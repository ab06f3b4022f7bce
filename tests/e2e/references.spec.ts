import { expect, test, type Page } from '@playwright/test';
import { login, openDropdown, pickOption, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

test.describe('references in the browser (the base Employee: site, department, province → city)', () => {
  test('the list shows labels; a new employee picks its department and site by typing in the remote select', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/employeeManagement');
    // The seeded rows show their targets' names, not their codes.
    await expect(row(page, 'E2004')).toContainText('香港葵涌仓');
    await expect(row(page, 'E2004')).toContainText('香港仓运营组');
    await expect(row(page, 'E2004')).toContainText('新界');

    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '工号' }).fill('E9001');
    await form.getByRole('textbox', { name: '姓名' }).fill('端到端');

    // Department: type part of its name, the server's matches appear, the keyboard picks one.
    const department = form.getByRole('combobox', { name: '所属部门' });
    await department.click();
    await department.pressSequentially('关务');
    await expect(openDropdown(page).locator('.ant-select-item-option')).toHaveCount(1);
    await expect(openDropdown(page)).toContainText('关务部');
    await department.press('Enter');
    await expect(form).toContainText('关务部');

    // Site: typed and clicked.
    const site = form.getByRole('combobox', { name: '所属站点' });
    await pickOption(page, site, '福田', '深圳福田站');

    // The city waits for the province, then offers the province's cities only.
    const city = form.getByRole('combobox', { name: '所在城市' });
    await expect(city).toBeDisabled();
    const province = form.getByRole('combobox', { name: '所在省份' });
    await province.click();
    // 34 provinces: a person types to find theirs.
    await province.pressSequentially('广东');
    await openDropdown(page).getByText('广东省', { exact: true }).click();
    await expect(city).toBeEnabled();
    await city.click();
    await expect(openDropdown(page).getByText('深圳市', { exact: true })).toBeVisible();
    await expect(openDropdown(page).getByText('新界', { exact: true })).toHaveCount(0);
    await city.pressSequentially('东莞');
    await openDropdown(page).getByText('东莞市', { exact: true }).click();

    await page.getByTestId('form-save').click();
    const created = row(page, 'E9001');
    await expect(created).toContainText('关务部');
    await expect(created).toContainText('深圳福田站');
    await expect(created).toContainText('东莞市');

    // Editing shows the current values by their labels; changing the province clears the city.
    await created.getByRole('button', { name: /^编\s*辑$/ }).click();
    await expect(form).toContainText('关务部');
    await expect(form).toContainText('东莞市');
    // (By the keyboard: the chosen label covers the input.)
    await province.focus();
    await province.press('ArrowDown');
    await province.pressSequentially('福建');
    await openDropdown(page).getByText('福建省', { exact: true }).click();
    await expect(form).not.toContainText('东莞市');
  });

  test('the department filter picks by name and narrows the list', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/employeeManagement');
    const filter = list(page).getByRole('combobox', { name: '所属部门' });
    await pickOption(page, filter, '财务', '财务部');
    await list(page).getByTestId('list-search').click();
    await expect(row(page, 'E2008')).toHaveCount(1);
    await expect(row(page, 'E2001')).toHaveCount(0);
  });

  test('the Department page lists departments with their sites by name', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/departmentManagement');
    await expect(row(page, 'OPSHK')).toContainText('香港仓运营组');
    await expect(row(page, 'OPSHK')).toContainText('香港葵涌仓');
    await expect(row(page, 'OPSDG')).toContainText('停用');
  });
});
