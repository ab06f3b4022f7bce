/**
 * The developer tools as an implementer uses them (issue 17, docs/domain/devtool.md): a custom field drawn into the
 * carrier form in the designer, previewed, saved as demo's override, seen by demo and not by harbor, changed, rolled
 * back and dropped; the tracer explaining a field a data-field grant hides; a table reversed into a draft, generated
 * forward as a new entity in development mode, and its list page opened with its demo rows.
 */
import { expect, test, type Page } from '@playwright/test';
import { login, screenshotPath, USERS } from './support';

const canvas = (page: Page) => page.getByTestId('designer-canvas');
const properties = (page: Page) => page.getByTestId('designer-properties');

/** Selects an option of an antd Select by its accessible name and the option's visible text. */
async function choose(page: Page, scope: ReturnType<Page['getByTestId']>, label: string, option: string | RegExp): Promise<void> {
  await scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label }) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Saves the design as the tenant's override with a comment, after the dialog has listed the changes. */
async function saveOverride(page: Page, comment: string, change: RegExp): Promise<void> {
  await page.getByTestId('designer-save').click();
  const dialog = page.getByTestId('designer-save-dialog');
  await expect(dialog.getByTestId('designer-save-changes')).toContainText(change);
  await dialog.getByLabel('说明（选填）').fill(comment);
  await page.getByTestId('designer-save-ok').click();
  await expect(page.locator('.ant-message')).toContainText(/已保存为第 \d+ 版/);
}

/** Opens the carrier list's create form and answers the form's field labels. */
async function carrierFormLabels(page: Page): Promise<string> {
  await page.goto('/carrierManagement');
  await page.getByTestId('schema-list').getByRole('button', { name: /^新\s*增$/ }).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog.getByText('承运商编码')).toBeVisible();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
  return text;
}

test.describe('developer tools', () => {
  test('a custom field drawn in the designer is previewed, saved as demo\'s override, seen by demo only, rolled back and dropped', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await login(page, USERS.admin);
    await page.goto('/formdesign?schema=base.carrier');
    await expect(canvas(page).getByTestId('canvas-field-carrierCode')).toBeVisible();

    // Drag a text input from the palette to the end of the form; name it and make it required.
    await page.getByTestId('palette-Input').dragTo(canvas(page).locator('[data-testid^="canvas-drop-"]').last());
    const name = properties(page).getByLabel('字段名');
    await expect(name).toHaveValue(/^ext_/);
    await name.fill('ext_region');
    await name.press('Enter');
    await expect(canvas(page).getByTestId('canvas-field-ext_region')).toBeVisible();
    await properties(page).getByLabel('中文标题').fill('区域');
    await properties(page).getByLabel('英文标题').fill('Region');
    await properties(page).getByLabel('必填').click();
    await expect(canvas(page).getByTestId('canvas-field-ext_region')).toContainText('区域');
    await expect(properties(page).getByRole('switch', { name: '必填' })).toBeChecked();
    await page.waitForTimeout(300); // the switch's animation, for the picture
    await page.screenshot({ path: screenshotPath('form-designer.png') });

    // The preview draws it with the engine's form, as demo's administrator: submitting empty says it is required.
    await page.getByRole('tab', { name: '预览' }).click();
    const preview = page.getByTestId('preview-panel');
    await expect(preview.getByTestId('preview-form').getByText('区域')).toBeVisible();
    await preview.getByTestId('preview-submit').click();
    await expect(preview.getByTestId('preview-form')).toContainText('请输入区域');

    await saveOverride(page, '加区域字段', /ext_region/);

    // demo's administrator sees the field on the real carrier form; harbor's does not.
    expect(await carrierFormLabels(page)).toContain('区域');
    const harborContext = await browser.newContext({ locale: 'zh-CN' });
    const harbor = await harborContext.newPage();
    await login(harbor, USERS.harborAdmin);
    expect(await carrierFormLabels(harbor)).not.toContain('区域');
    await harborContext.close();

    // A second version renames it; rolling back to version 1 brings the first title back.
    await page.goto('/formdesign?schema=base.carrier');
    await canvas(page).getByTestId('canvas-field-ext_region').click();
    await properties(page).getByLabel('中文标题').fill('所属区域');
    await saveOverride(page, '改名', /所属区域/);
    expect(await carrierFormLabels(page)).toContain('所属区域');

    await page.goto('/formdesign?schema=base.carrier&panel=history');
    const history = page.getByTestId('history-panel');
    await expect(history).toContainText('加区域字段');
    await history.locator('tr').filter({ hasText: '加区域字段' }).getByRole('button', { name: '回滚到此版本' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已回滚到版本 1');
    const rolledBack = await carrierFormLabels(page);
    expect(rolledBack).toContain('区域');
    expect(rolledBack).not.toContain('所属区域');

    // Dropping the override leaves the carrier form as the base draws it (for every later journey too).
    await page.goto('/formdesign?schema=base.carrier&panel=history');
    await page.getByTestId('history-panel').getByRole('button', { name: '撤销覆盖' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已撤销覆盖');
    expect(await carrierFormLabels(page)).not.toContain('区域');
  });

  test('the tracer says a data-field grant hides the site from the operator on the scan records', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/formdesign?schema=operate.scanRecordQuery');
    await expect(canvas(page)).toBeVisible();
    await page.getByRole('tab', { name: '追踪' }).click();
    const tracer = page.getByTestId('tracer-panel');
    await choose(page, tracer, '字段', /ownerSiteCode|站点/);
    await choose(page, tracer, '视图', '列表');
    await choose(page, tracer, '角色', '仓库操作员');
    await tracer.getByRole('button', { name: /解\s*释/ }).click();
    const dataField = tracer.getByTestId('trace-layer').filter({ hasText: '数据字段权限' });
    await expect(dataField).toContainText('ROLE_OPERATOR');
    await expect(dataField).toContainText('隐藏');
  });

  test('a table reversed into a draft is generated forward as a new entity whose list page opens with demo rows', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, USERS.admin);
    await page.goto('/reversegenerator');
    await page.getByTestId('codegen-tables').getByPlaceholder(/搜索|表名/).fill('base_carrier');
    await page.getByTestId('codegen-tables').getByRole('row', { name: /base_carrier/ }).first().click();
    await expect(page.getByTestId('codegen-draft-fields')).toContainText('carrierCode');
    await page.getByTestId('codegen-to-forward').click();

    await expect(page).toHaveURL(/\/forwardgenerator\?draft=1/);
    await page.getByTestId('codegen-route-input').fill('/warehouseManage');
    await expect(page.getByTestId('codegen-route-status')).toContainText('仓库管理');
    await page.getByTestId('codegen-table-input').fill('gen_warehouse');
    await page.getByTestId('codegen-preview').click();
    await expect(page.getByTestId('codegen-files')).toContainText('generated/base-carrier.json');

    await page.getByTestId('codegen-write').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定|写\s*入|OK/ }).click();
    await page.getByTestId('codegen-open-page').click();
    await expect(page).toHaveURL(/\/warehouseManage/);
    await expect(page.getByTestId('schema-list').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  });
  test('the generated forms page lists demo\'s overrides and opens one\'s history; a template shows the names it gives', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/generatorform');
    const unit = page.getByTestId('schema-list').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'base.unit' });
    await expect(unit).toContainText('加自定义字段');
    await unit.getByRole('button', { name: '历史' }).click();
    await expect(page).toHaveURL(/\/formdesign\?schema=base\.unit&panel=history/);
    await expect(page.getByTestId('history-panel').locator('tr').filter({ hasText: '列表把单位类型放到英文名称前' })).toBeVisible();

    await page.goto('/generatortemplate');
    const customs = page.getByTestId('schema-list').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'cus_' });
    await customs.getByRole('button', { name: /查\s*看/ }).click();
    await page.getByRole('tab', { name: '命名预览' }).click();
    await expect(page.getByText('schemas/customs-generated/sample-order.json')).toBeVisible();
  });
});
