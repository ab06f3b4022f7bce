import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startPrintSimulator, type PrintSimulator } from '../../scripts/print-simulator/print-simulator';
import { authHeaders, login, USERS } from './support';

/**
 * The 2C order desk (docs/domain/orders.md) on the demo orders (schemas/order/demo/two-c-order.json): tracking
 * numbers pasted into the /twoCOrder filter, an order's detail with its freight and quote number, an order confirmed
 * on /orderReview, and a last-mile label printed on /tailPathPrint to the print simulator (the number taken from the
 * label stock by the server before printing, filled into the carrier's label template).
 */
interface DemoOrder { orderCode: string; trackingNo: string; freight: number | null; quoteNo: string | null; orderStatus: string; reviewState: string; tailCarrierCode: string; tailPrintCount: number; ownerSiteCode: string }
const demo: DemoOrder[] = JSON.parse(fs.readFileSync(new URL('../../schemas/order/demo/two-c-order.json', import.meta.url), 'utf8')).rows.demo;

/** A label range of /doughSheet as its list call answers it. */
interface StockRange { prefix: string; serialDigits: number; serialStart: number; usedCount: number; remainingCount: number; receivedOn: string }

/** The next label number of a site's carrier (docs/domain/printing.md): its oldest range with numbers left. */
function nextLabelNumber(ranges: StockRange[]): string {
  const [oldest] = ranges.filter((r) => r.remainingCount > 0).sort((a, b) => a.receivedOn.localeCompare(b.receivedOn) || a.serialStart - b.serialStart);
  expect(oldest, 'an available range').toBeDefined();
  return `${oldest!.prefix}${String(oldest!.serialStart + oldest!.usedCount).padStart(oldest!.serialDigits, '0')}`;
}

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });

test('pastes three tracking numbers into the order filter, opens one and sees its freight from the quotation', async ({ page }) => {
  const priced = demo.filter((o) => o.freight !== null).slice(0, 3);
  await login(page, USERS.admin);
  await page.goto('/twoCOrder');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  const box = list(page).getByRole('textbox', { name: '运单号' });
  await box.fill(`${priced[0]!.trackingNo}\n${priced[1]!.trackingNo}, ${priced[2]!.trackingNo}`);
  await list(page).getByTestId('list-search').click();
  await expect(rows(page)).toHaveCount(3);
  for (const o of priced) await expect(row(page, o.trackingNo)).toHaveCount(1);

  const target = priced[0]!;
  await row(page, target.trackingNo).getByRole('button', { name: /^查\s*看$/ }).click();
  await expect(page).toHaveURL(/\/twoCOrderDetail\?id=\d+/);
  const detail = page.getByTestId('detail-view');
  await expect(detail.getByText('运费（按报价）')).toBeVisible();
  await expect(detail.getByText(target.quoteNo!, { exact: true })).toBeVisible();
  await expect(detail.getByText(`${target.freight!.toFixed(2)} CNY`)).toBeVisible();
  await expect(page.getByRole('tab', { name: '商品明细' })).toBeVisible();
});

test('confirms an order held for confirmation on /orderReview', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/orderReview');
  const first = rows(page).first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const code = (await first.innerText()).match(/CW\d{12}/)![0];
  const count = await rows(page).count();
  await row(page, code).getByRole('button', { name: /^确\s*认$/ }).click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await page.getByTestId('entity-form').getByRole('textbox', { name: '确认意见' }).fill('已核对备案凭证');
  await page.getByTestId('form-save').click();
  // The command's question (确认选中的订单？…), then the list without the order.
  await confirmOk(page).click();
  await expect(row(page, code)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(count - 1);
});

test.describe('last-mile labels', () => {
  let dir: string;
  let simulator: PrintSimulator | undefined;
  test.beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-orders-print-'));
  });
  test.afterEach(async () => {
    await simulator?.close();
    simulator = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("prints a label on /tailPathPrint: the number is taken from the stock first and printed in SF's label template", async ({ page }) => {
    const target = demo.find((o) => o.reviewState === '1' && o.orderStatus === 'S100' && o.tailCarrierCode === 'SF' && !o.tailPrintCount)!;
    simulator = await startPrintSimulator({ port: 0, dir, pdf: false });
    await page.addInitScript((value) => localStorage.setItem('clearway.printPort', value), String(simulator.port));
    await login(page, USERS.admin);
    // The administrator prints at his site (888888): the next number of its oldest available SF range.
    const headers = await authHeaders(page);
    const stock = (await (await page.request.post('/api/bdttms/doughSheet/queryDoughSheetPageList', { headers, data: { carrierCode: 'SF', ownerSiteCode: '888888', status: 'available', pageSize: 50 } })).json()).data.list as StockRange[];
    const expected = nextLabelNumber(stock);
    await page.goto('/tailPathPrint');
    await list(page).getByRole('textbox', { name: '运单号' }).fill(target.trackingNo);
    await list(page).getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(1);
    await row(page, target.trackingNo).getByRole('button', { name: /^打\s*印$/ }).click();
    await expect.poll(() => simulator!.jobs().length).toBe(1);
    const job = simulator.jobs()[0]!;
    expect(job).toMatchObject({ templateId: 'SF-TAIL-150', content: { paper: '100x150', orientation: 'portrait' } });
    const html = job.content!.html;
    expect(html).toContain('顺丰速运');
    expect(html).toContain(expected);
    expect(html).toContain(target.trackingNo);
    expect(html).toContain(target.orderCode);
    // The list shows the number and the count once refreshed.
    await expect(row(page, target.trackingNo)).toContainText(expected);
  });
});
