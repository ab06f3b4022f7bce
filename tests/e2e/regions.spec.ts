import { expect, test, type Page } from '@playwright/test';
import { login, openDropdown, USERS } from './support';

/**
 * /sysregion (docs/domain/base-data.md, "Countries and regions"): the divisions as a lazily loaded tree, a town added
 * under its district, and the same town offered by the region levels the address cascader reads.
 */
const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
/** A region's row, found by its code cell (the name cell also holds the expander). */
const row = (page: Page, code: string) => rows(page).filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test('expand 广东省 → 深圳市 → 南山区, add a town under it, and find it offered one level below 南山区', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/sysregion');
  await expect(row(page, '440000')).toContainText('广东省', { timeout: 15_000 });
  // Lazy: a province's cities are not there until it is expanded.
  await expect(row(page, '440300')).toHaveCount(0);
  for (const code of ['440000', '440300', '440305']) await row(page, code).locator('.ant-table-row-expand-icon').click();
  await expect(row(page, '440305001')).toContainText('南头街道');
  await expect(row(page, '440305007')).toContainText('粤海街道');
  await expect(row(page, '440305001')).toContainText('Nantou Subdistrict');

  // A new street under 南山区, named by its parent's code: the server puts it under that region of the tree.
  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '上级编码' }).fill('440305');
  await form.getByRole('combobox', { name: '区域级别' }).click();
  await openDropdown(page).getByTitle('乡镇街道', { exact: true }).click();
  await form.getByRole('textbox', { name: '区域名称' }).fill('前海合作区街道');
  // The code follows the spec's rule: 6 to 20 digits, said under the field.
  await form.getByRole('textbox', { name: '区域编码' }).fill('44030A');
  await page.getByTestId('form-save').click();
  await expect(form.getByText(/6 至 20 位数字/)).toBeVisible();
  await form.getByRole('textbox', { name: '区域编码' }).fill('440305901');
  await form.getByRole('textbox', { name: /英文/ }).fill('Qianhai Cooperation Zone Subdistrict');
  await page.getByTestId('form-save').click();
  await expect(form).toHaveCount(0);

  // It is in the tree under 南山区 …
  await page.reload();
  for (const code of ['440000', '440300', '440305']) await row(page, code).locator('.ant-table-row-expand-icon').click();
  await expect(row(page, '440305901')).toContainText('前海合作区街道');

  // … and the address cascader's level read (country → province → city → county → town) offers it under 南山区.
  const level = async (dictionaryCode: string, parentValue?: string) => {
    const qid = dictionaryCode === 'country' ? 'FIND_REGION_COUNTRIES' : 'FIND_REGION_CHILDREN';
    const reply = await page.request.post('/api/bdtibs/dataQuery/findAllByCallId', { form: { qid, filters: JSON.stringify({ dictionaryCode, parentValue }) } });
    return ((await reply.json()).data as { dictionaryValue: string; dictionaryName: string }[]).map((r) => `${r.dictionaryValue} ${r.dictionaryName}`);
  };
  expect(await level('country')).toContain('142 中国');
  expect(await level('province', '142')).toContain('440000 广东省');
  expect(await level('town', '440305')).toContain('440305901 前海合作区街道');

  // Deleting it by its code, as the spec's call does, takes it out again.
  const deleted = await page.request.post('/api/admin/sysregion/deleteSysRegion?regionCode=440305901');
  expect((await deleted.json()).data).toEqual({ deleted: 1 });
  expect(await level('town', '440305')).not.toContain('440305901 前海合作区街道');
});
