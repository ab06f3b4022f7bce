import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startPrintSimulator, type PrintSimulator } from '../../scripts/print-simulator/print-simulator';
import { authHeaders, login, openDropdown, USERS } from './support';

/**
 * Workstation printing (spec 01 §7, §8) against the print simulator, started here on a free port (never 5000, so a
 * real component or a running simulator is not disturbed). The browser is told the port through local storage
 * (`clearway.printPort`, widgets/printing/print-connection.ts). Then the operator's print pages, printing through the
 * print templates (docs/domain/printing.md): what the simulator received is the filled, purified template.
 */
async function usePrintPort(page: Page, port: number): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('clearway.printPort', value), String(port));
}

async function openPrinterSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  const section = page.getByTestId('settings-printer');
  await expect(section).toBeVisible();
  return section;
}

test.describe('workstation printing', () => {
  let dir: string;
  let simulator: PrintSimulator | undefined;
  test.beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-print-e2e-'));
  });
  test.afterEach(async () => {
    await simulator?.close();
    simulator = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("lists the simulator's printers, keeps the chosen one, and prints a test page on it", async ({ page }) => {
    simulator = await startPrintSimulator({ port: 0, dir });
    const [defaultPrinter, , chosen] = simulator.printers as [string, string, string];
    await usePrintPort(page, simulator.port);
    await login(page, USERS.admin);
    const section = await openPrinterSettings(page);
    const select = section.getByTestId('printer-select');
    await expect(select).toContainText(`${defaultPrinter}（默认）`);

    await select.click();
    // Closed antd dropdowns stay in the page: the open one is the one without the hidden class.
    await openDropdown(page).getByTitle(chosen, { exact: true }).click();
    await expect(select).toContainText(chosen);
    expect((await page.context().cookies()).find((c) => c.name === 'printerName')?.value).toBe(encodeURIComponent(chosen));

    await section.getByRole('button', { name: /打印测试页/ }).click();
    await expect(page.getByText(`测试页已发送到 ${chosen}`)).toBeVisible();
    const jobs = simulator.jobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ printer: chosen, templateId: 'CLEARWAY-TEST-PAGE', data: { title: 'Clearway 打印测试页', printer: chosen } });
    expect(fs.readFileSync(path.join(dir, jobs[0]!.pdf!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(fs.readFileSync(path.join(dir, 'jobs.jsonl'), 'utf8').trim().split('\n')).toHaveLength(1);

    // The choice is a UI setting: kept across a reload.
    await page.reload();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    const again = await openPrinterSettings(page);
    await expect(again.getByTestId('printer-select')).toContainText(chosen);
  });

  test('says the print component is not started when nothing listens on its port', async ({ page }) => {
    // A port that was free a moment ago: start the simulator to get one, then stop it.
    const probe = await startPrintSimulator({ port: 0, dir, pdf: false });
    const port = probe.port;
    await probe.close();
    await usePrintPort(page, port);
    await login(page, USERS.admin);
    const section = await openPrinterSettings(page);
    await expect(section.getByRole('alert')).toHaveText('连接打印组件失败，请确认本地打印组件已启动');
    await expect(section.getByRole('button', { name: /打印测试页/ })).toBeDisabled();

    // The client retries every second: once the component is there, the alert goes and its printers show.
    simulator = await startPrintSimulator({ port, dir });
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByTestId('printer-select')).toContainText(`${simulator.defaultPrinter}（默认）`);
  });
});

/** A page of a qid as the signed-in person reads it. */
async function qidRows(page: Page, qid: string, filters: Record<string, unknown> = {}): Promise<Record<string, any>[]> {
  // Every row, page by page: other journeys (the operate journey's 200 parcels) may come first.
  const rows: Record<string, any>[] = [];
  for (let currentPage = 1; ; currentPage += 1) {
    const reply = await page.request.post('/api/bdtibs/dataQuery/findPageByCallId', { headers: await authHeaders(page), form: { qid, currentPage, pageSize: 200, filters: JSON.stringify(filters) } });
    const body = await reply.json();
    expect(body.code, JSON.stringify(body)).toBe(200);
    rows.push(...body.data.list);
    if (currentPage * 200 >= body.data.total || body.data.list.length === 0) return rows;
  }
}

/** Text as a filled template holds it (values are HTML-escaped as they are filled in). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

test.describe('printing through the print templates', () => {
  let dir: string;
  let simulator: PrintSimulator | undefined;
  test.beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-print-pages-'));
  });
  test.afterEach(async () => {
    await simulator?.close();
    simulator = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const list = (page: Page) => page.getByTestId('schema-list');
  const row = (page: Page, text: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

  test("the station operator prints a last-mile label on /sheetTailPathPrint: the number from his site's stock, in the carrier's label", async ({ page }) => {
    simulator = await startPrintSimulator({ port: 0, dir });
    await usePrintPort(page, simulator.port);
    await login(page, USERS.operator);
    // A parcel at the operator's station (SZ001, T10) without a last-mile number, and the stock it will take one from.
    // A parcel at the station without a number whose carrier has label stock at SZ001 (a demo parcel: other journeys'
    // parcels at the station may have no carrier).
    const stock = (await (await page.request.post('/api/bdttms/doughSheet/queryDoughSheetPageList', { headers: await authHeaders(page), data: { status: 'available', pageSize: 200 } })).json()).data.list as Record<string, any>[];
    const usable = stock.filter((r) => r.remainingCount > 0 && r.ownerSiteCode === 'SZ001');
    const target = (await qidRows(page, 'FIND_SHEET_TAIL_PATH_PRINT')).find((o) => !o.tailTrackingNo && usable.some((r) => r.carrierCode === o.tailCarrierCode));
    expect(target, 'a parcel at the station without a number, of a carrier with stock').toBeDefined();
    const [oldest] = usable.filter((r) => r.carrierCode === target!.tailCarrierCode).sort((a, b) => String(a.receivedOn).localeCompare(String(b.receivedOn)) || a.serialStart - b.serialStart);
    const expected = `${oldest!.prefix}${String(oldest!.serialStart + oldest!.usedCount).padStart(oldest!.serialDigits, '0')}`;
    const goods = await qidRows(page, 'FIND_SHEET_TAIL_PATH_PRINT_GOODS', { orderId: target!.id });

    await page.goto('/sheetTailPathPrint');
    await list(page).getByRole('textbox', { name: '运单号' }).fill(target!.trackingNo);
    await list(page).getByTestId('list-search').click();
    await expect(row(page, target!.trackingNo)).toHaveCount(1);
    await row(page, target!.trackingNo).getByRole('button', { name: /^打\s*印$/ }).click();
    await expect.poll(() => simulator!.jobs().length).toBe(1);
    const job = simulator.jobs()[0]!;
    expect(job).toMatchObject({ templateId: `${target!.tailCarrierCode}-TAIL-150`, content: { paper: '100x150', orientation: 'portrait' } });
    const html = job.content!.html;
    expect(html).toContain(expected);
    expect(html).toContain(target!.trackingNo);
    expect(html).toContain(escaped(String(target!.consignee)));
    expect(html).toMatch(/\d{3}\*{4}\d{4}/);
    for (const line of goods) expect(html).toContain(escaped(String(line.itemName)));
    expect(html).not.toMatch(/\{\{|<script/);
    // What the simulator keeps is what it was sent, and its PDF is drawn.
    const logged = JSON.parse(fs.readFileSync(path.join(dir, 'jobs.jsonl'), 'utf8').trim()) as { content: { html: string } };
    expect(logged.content.html).toBe(html);
    expect(fs.readFileSync(path.join(dir, job.pdf!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText('已发送 1 个打印任务到')).toBeVisible();
    // The list shows the number once refreshed; the stock has used one.
    await expect(row(page, target!.trackingNo)).toContainText(expected);
    const after = (await (await page.request.get(`/api/bdttms/doughSheet/queryDoughSheetDetail?id=${oldest!.id}`, { headers: await authHeaders(page) })).json()).data;
    expect(after.usedCount).toBe(oldest!.usedCount + 1);
  });

  test("prints a customs declaration on /customsDeclarationPrint: A4 landscape, the ID number in full (the operator's data fields), the goods", async ({ page }) => {
    simulator = await startPrintSimulator({ port: 0, dir, pdf: false });
    await usePrintPort(page, simulator.port);
    await login(page, USERS.operator);
    const target = (await qidRows(page, 'FIND_CUSTOMS_DECLARATION_PRINT')).find((o) => o.consigneeIdNumber);
    expect(target?.consigneeIdNumber).toMatch(/^\d{17}[\dX]$/);
    const goods = await qidRows(page, 'FIND_CUSTOMS_DECLARATION_PRINT_GOODS', { orderId: target!.id });
    await page.goto('/customsDeclarationPrint');
    await list(page).getByRole('textbox', { name: '运单号' }).fill(target!.trackingNo);
    await list(page).getByTestId('list-search').click();
    await expect(row(page, target!.trackingNo)).toContainText(target!.consigneeIdNumber);
    await row(page, target!.trackingNo).getByRole('button', { name: /^打\s*印$/ }).click();
    await expect.poll(() => simulator!.jobs().length).toBe(1);
    const job = simulator.jobs()[0]!;
    expect(job).toMatchObject({ templateId: 'CUSTOMS-A4-L', content: { paper: 'A4', orientation: 'landscape' } });
    expect(job.content!.html).toContain(target!.consigneeIdNumber);
    for (const line of goods) expect(job.content!.html).toContain(escaped(String(line.itemName)));
  });

  test('prints the declaration sheets of two chosen orders on /declarationPrint, each with its goods lines', async ({ page }) => {
    simulator = await startPrintSimulator({ port: 0, dir, pdf: false });
    await usePrintPort(page, simulator.port);
    await login(page, USERS.operator);
    const orders = (await qidRows(page, 'FIND_DECLARATION_PRINT')).slice(0, 2);
    expect(orders).toHaveLength(2);
    await page.goto('/declarationPrint');
    for (const order of orders) await expect(row(page, order.orderCode)).toHaveCount(1, { timeout: 20_000 });
    for (const order of orders) await row(page, order.orderCode).locator('.ant-checkbox-input').check();
    // The batch button comes first, above the table; each row has its own.
    await list(page).getByRole('button', { name: /^打\s*印$/ }).first().click();
    await expect.poll(() => simulator!.jobs().length).toBe(2);
    for (const order of orders) {
      const job = simulator.jobs().find((printed) => printed.content?.html.includes(order.orderCode))!;
      expect(job).toMatchObject({ templateId: 'DECL-A4', content: { paper: 'A4', orientation: 'portrait' } });
      expect(job.content!.html).toContain(order.orderCode);
      const goods = await qidRows(page, 'FIND_DECLARATION_PRINT_GOODS', { orderId: order.id });
      expect(goods.length).toBeGreaterThan(0);
      for (const line of goods) expect(job.content!.html).toContain(escaped(String(line.itemName)));
    }
  });
});
