import { expect, test, type Page } from '@playwright/test';
import { login, openDropdown, screenshotPath, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');

/** Picks an option of a select of the form by its field title. */
async function choose(page: Page, title: string, option: string): Promise<void> {
  await page.getByTestId('entity-form').getByRole('combobox', { name: title }).click();
  await openDropdown(page).getByText(option, { exact: true }).click();
}

/** A field of the form by its title: its item (label, input and the message under it). */
const item = (page: Page, title: string) => page.getByTestId('entity-form').locator('.ant-formily-item').filter({ has: page.getByText(title, { exact: true }) });

/** Types a day into a date field of the form. */
async function day(page: Page, title: string, value: string): Promise<void> {
  const input = item(page, title).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test.describe('base data: money (/exchange)', () => {
  test('add an exchange rate: the overlap with this month’s customs rate is refused at the field, the next month is saved', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/exchange');
    // The rates newest first, with six decimals: November's customs monthly rate of the dollar among them.
    const novemberUsd = rows(page).filter({ hasText: '海关月汇率' }).filter({ hasText: '美元 USD' }).first();
    await expect(novemberUsd).toContainText('2026-11-01');
    await expect(novemberUsd).toContainText('7.115400');

    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await choose(page, '原币', '美元 USD');
    await form.getByRole('spinbutton', { name: '汇率' }).or(form.getByRole('textbox', { name: '汇率' })).first().fill('7.1288');
    await day(page, '生效日期', '2026-11-16');
    await day(page, '失效日期', '2026-12-15');
    await page.getByTestId('form-save').click();

    // The server names the customs rate of November it overlaps, under 生效日期; nothing is saved, the dialog stays.
    await expect(item(page, '生效日期')).toContainText('与汇率「美元 USD 人民币 CNY 海关月汇率 2026-11-01」（2026-11-01 至 2026-11-30）重叠');
    await page.screenshot({ path: screenshotPath('exchange-overlap.png') });

    await day(page, '生效日期', '2026-12-01');
    await day(page, '失效日期', '2026-12-31');
    await page.getByTestId('form-save').click();
    await expect(form).toHaveCount(0);
    const december = rows(page).filter({ hasText: '2026-12-01' });
    await expect(december).toContainText('7.128800');
    await expect(december).toContainText('美元 USD');
  });
});
