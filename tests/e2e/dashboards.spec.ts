import { expect, test, type Page } from '@playwright/test';
import { login, screenshotPath, USERS } from './support';

/** The figure a stat card shows (0 when it says so with a grey zero). */
async function figure(page: Page, id: string): Promise<number> {
  const card = page.getByTestId(`widget-${id}`);
  await expect(card).toHaveAttribute('data-state', 'ready');
  return Number((await card.getByTestId('stat-value').textContent())!.replace(/[^\d.]/g, ''));
}

/** A chart drawn with its series: the SVG there, with more paths than the axes alone. */
async function drawn(chart: import('@playwright/test').Locator): Promise<void> {
  await expect(chart.locator('[data-testid=echart] svg')).toBeVisible();
  await expect.poll(() => chart.locator('[data-testid=echart] svg path').count()).toBeGreaterThan(4);
}

/** How many rows the list page shows in all, once it has loaded. */
async function listTotal(page: Page): Promise<number> {
  const list = page.getByTestId('schema-list');
  await expect(list.locator('.ant-table')).toBeVisible();
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  const total = list.locator('.ant-pagination-total-text');
  if (await total.count()) return Number((await total.textContent())!.replace(/\D/g, ''));
  return list.locator('.ant-table-tbody tr.ant-table-row').count();
}

/** Every figure on the workbench equals the total of the list its card opens (with the card's filters). */
async function figuresMatchLists(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    await page.goto('/workbench');
    const value = await figure(page, id);
    const link = page.getByTestId(`stat-link-${id}`);
    // A card is a link reached with the keyboard.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?/);
    expect(await listTotal(page), `${id} on the workbench against its list`).toBe(value);
  }
}

test.describe('dashboards', () => {
  test('the operator\'s workbench: his own figures, each equal to its list and to the API', async ({ page }) => {
    await login(page, USERS.operator);
    await page.goto('/workbench');
    await expect(page.getByTestId('workbench-greeting')).toBeVisible();
    await expect(page.getByTestId('workbench-reminders')).toBeVisible();
    const figures = page.getByTestId('workbench-figures');
    await expect(figures.getByTestId('widget-myScansToday')).toHaveAttribute('data-state', 'ready');
    // the operator's menu has no claims, quotations or customs orders: those cards are not served to him
    await expect(figures.getByTestId('widget-claimsToSubmit')).toHaveCount(0);
    expect(await figure(page, 'myScansWeek')).toBeGreaterThan(0);
    // the API says the same for his scans of the last 7 days
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6).toISOString();
    const to = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999).toISOString();
    const reply = await page.request.post('/api/bdtibs/dataQuery/findPageByCallId', { headers: { Authorization: `Bearer ${token}` }, form: { qid: 'FIND_SCAN_RECORD', filters: JSON.stringify({ scannedBy: 'operator', scanType: 'putIn', scannedAtFrom: from, scannedAtTo: to }), pageSize: 1 } });
    expect((await reply.json()).data.total).toBe(await figure(page, 'myScansWeek'));
    await figuresMatchLists(page, ['myScansToday', 'myScansWeek', 'myTasksFailed']);
    await page.goto('/workbench');
    await expect(page.getByTestId('workbench-recent')).toBeVisible();
  });

  test('the administrator\'s workbench figures equal the lists behind them', async ({ page }) => {
    await login(page, USERS.admin);
    await figuresMatchLists(page, ['myScansToday', 'claimsToSubmit', 'claimsToApprove', 'quotesPending', 'ordersToDeclare']);
  });

  test('the chart reports draw their charts in Chinese, follow the filters and the language switch', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/chart-report/line');
    const line = page.getByTestId('widget-scansPerDay');
    await expect(line).toContainText('每日扫描量（按站点）');
    await drawn(line);
    await expect(line.locator('svg')).toContainText('深圳福田站');
    await page.screenshot({ path: screenshotPath('chart-report-line.png') });
    const all = await figure(page, 'scans');
    // choosing a site refreshes every widget that takes it
    await page.getByTestId('filter-site').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'SZ001' }).click();
    await expect.poll(() => figure(page, 'scans')).toBeLessThan(all);
    await expect(line.locator('svg')).not.toContainText('香港葵涌仓');
    // the period card opens the scan list with the same filters and the same total
    const bySite = await figure(page, 'scans');
    await page.getByTestId('stat-link-scans').click();
    expect(await listTotal(page)).toBe(bySite);

    await page.goto('/chart-report/bar');
    const bars = page.getByTestId('widget-claimsByType');
    await drawn(bars);
    await expect(bars.locator('svg')).toContainText('索赔金额');
    await expect(bars.locator('svg')).toContainText('丢件');
    await page.goto('/chart-report/pie');
    const pie = page.getByTestId('widget-claimsByState');
    await drawn(pie);
    await expect(pie.locator('svg')).toContainText('已登记');

    // the language switch redraws the charts in English
    await page.getByTestId('language-select').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(pie).toContainText('Claims by state');
    await expect(pie.locator('svg')).toContainText('Registered');
  });
});

test.describe('dashboards in English', () => {
  test.use({ locale: 'en-US' });

  test('line, bar and pie draw their series', async ({ page }) => {
    await login(page, USERS.admin);
    for (const [path, widget, text] of [['/chart-report/line', 'scansPerDay', 'Scans per day, by site'], ['/chart-report/bar', 'scansBySite', 'Scans'], ['/chart-report/pie', 'quotesByService', 'Bonded 2C']] as const) {
      await page.goto(path);
      const chart = page.getByTestId(`widget-${widget}`);
      await drawn(chart);
      await expect(chart).toContainText(text);
    }
    await page.goto('/workbench');
    await expect(page.getByTestId('workbench-figures')).toContainText('My scans today');
  });
});
