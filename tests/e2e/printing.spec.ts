import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startPrintSimulator, type PrintSimulator } from '../../scripts/print-simulator/print-simulator';
import { login, openDropdown, USERS } from './support';

/**
 * Workstation printing (spec 01 §7, §8) against the print simulator, started here on a free port (never 5000, so a
 * real component or a running simulator is not disturbed). The browser is told the port through local storage
 * (`clearway.printPort`, widgets/printing/print-connection.ts).
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
