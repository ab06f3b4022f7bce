import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareCounts, recordedCounts, runWedgeScanner, type PlannedScan } from '../../scripts/bench/wedge-scanner';
import { authHeaders, login, openDropdown, USERS } from './support';

/**
 * The warehouse floor of docs/domain/operate.md, as the SZ001 operator works it with a wedge scanner at 20 scans a
 * second: 200 new parcels put in (with a network cut in the middle), one scanned out before it was loaded (refused,
 * with where it stands), loaded onto two pallets on one truck made on /loadingStowage, the pallets and the truck
 * closed against the count and the weighbridge (a wrong weight refused with both figures), scanned out, the truck
 * departed, and taken in at the station; none lost, none doubled, none refused but the one; then the tracking centre
 * shows each parcel's whole way.
 */
const PARCELS = 200;
const list = (page: Page) => page.getByTestId('schema-list');
/** A unit's row (a truck's number is also in its pallets' 装入上级 column: its row is the one of type 车次). */
const unitRow = (page: Page, code: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code }).filter({ hasText: code.startsWith('TK') ? '车次' : '托盘' });

/**
 * Picks a load unit in a unit picker (`select`, holding its `combobox`) by typing its number, as a person does: a click
 * on the picker (on the unit shown when one is chosen already), then the number.
 */
async function pickUnit(page: Page, select: Locator, code: string): Promise<void> {
  const combobox = select.getByRole('combobox');
  await expect(async () => {
    await select.click();
    await combobox.fill('');
    await combobox.pressSequentially(code);
    await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: code }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** Adds a load unit on /loadingStowage through its form; answers the number the server gave it. */
async function addUnit(page: Page, type: string, fill: (form: ReturnType<Page['getByTestId']>) => Promise<void>): Promise<string> {
  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('combobox', { name: '单元类型' }).click();
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: type }).click();
  await fill(form);
  const saved = page.waitForResponse((response) => response.url().includes('/saveLoadUnit'));
  await page.getByTestId('form-save').click();
  const unitCode = String((await (await saved).json()).data.unitCode);
  await expect(form).toBeHidden();
  await expect(unitRow(page, unitCode)).toContainText('装载中');
  return unitCode;
}

/** Closes a unit by its row's 封装 with the loader's count and weighbridge weight. */
async function closeUnit(page: Page, code: string, pieces: number, weight: number): Promise<void> {
  await unitRow(page, code).getByRole('button', { name: '封装' }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('spinbutton', { name: '清点件数' }).fill(String(pieces));
  await form.getByRole('spinbutton', { name: '过磅重量(kg)' }).fill(String(weight));
  await page.getByTestId('form-save').click();
}

/** Creates the parcels as the desk would (the administrator, route R2C002 of site SZ001), a few at a time. */
async function createParcels(page: Page, prefix: string): Promise<string[]> {
  const headers = await authHeaders(page);
  const codes = Array.from({ length: PARCELS }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  for (let i = 0; i < codes.length; i += 10) {
    await Promise.all(codes.slice(i, i + 10).map(async (trackingNo, j) => {
      const reply = await page.request.post('/api/bdtibs/order/saveTwoCOrder', {
        headers,
        data: {
          customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C002', trackingNo, customerOrderNo: `J-${trackingNo}`, orderTime: new Date().toISOString(),
          consignee: '陈晨', consigneeTelephone: `139${String(10_000_000 + i + j).slice(-8)}`, consigneeAddress: `福田区桃花路 ${i + j + 1} 号`, consigneeCity: '深圳市', weight: 1.25,
          goods: [{ gnum: 1, itemNo: 'SKU-B', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 99 }],
        },
      });
      expect((await reply.json()).code, trackingNo).toBe(200);
    }));
  }
  return codes;
}

/** Scans every code on the scan page open in `page` at 20/s; answers how many the server recorded, lost and doubled. */
async function scanAll(page: Page, path: string, scanType: string, codes: string[], prefix: string, cut?: { from: number; to: number }) {
  await page.goto(path);
  await expect(page.getByTestId('scan-input')).toBeFocused();
  const plan: PlannedScan[] = codes.map((code) => ({ code, kind: 'new' }));
  const run = await runWedgeScanner(page, page.context(), plan, { rate: 20, ...(cut ? { cut } : {}) });
  await expect(page.getByTestId('scan-queued')).toHaveText('离线暂存：0');
  const expected = new Map(codes.map((code) => [code, 1]));
  return { run, counts: compareCounts(expected, await recordedCounts(page, prefix, { scanType })) };
}

test('200 parcels put in through a network cut, loaded onto two pallets and a truck, closed, out and at the station: none lost, doubled or refused but the one out of turn', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, USERS.admin);
  const prefix = `OPJ${Date.now().toString(36).toUpperCase()}`;
  const codes = await createParcels(page, prefix);
  await page.context().clearCookies();
  await login(page, USERS.operator);

  const putIn = await scanAll(page, '/putScan', 'putIn', codes, prefix, { from: 60, to: 140 });
  console.log(`put-in: sent at ${putIn.run.rate.toFixed(1)}/s, up to ${putIn.run.maxQueued} queued, drained in ${putIn.run.drainMs} ms`);
  expect(putIn.counts).toEqual({ recorded: PARCELS, lost: 0, doubled: 0 });
  expect(putIn.run.maxQueued).toBeGreaterThan(10);

  // Out before it was loaded: refused at once, the reason on its line and in the list below.
  await page.goto('/scanOut');
  await expect(page.getByTestId('scan-input')).toBeFocused();
  await page.keyboard.type(codes[0]!);
  await page.keyboard.press('Enter');
  const early = page.locator(`[data-testid="scan-line"][data-code="${codes[0]}"]`);
  await expect(early).toHaveAttribute('data-state', 'refused');
  await expect(early.getByTestId('scan-reason')).toHaveText(`${codes[0]} 当前为「在库」，不能转为「已出库」`);
  await expect(page.getByTestId('schema-list').locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('已拒绝');

  // The load: a truck and two pallets on it, made on /loadingStowage.
  await page.goto('/loadingStowage');
  const truck = await addUnit(page, '车次', (form) => form.getByRole('textbox', { name: '车牌号' }).fill('粤B7E3J9'));
  const pallets: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    pallets.push(await addUnit(page, '托盘', (form) => pickUnit(page, form.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '装入上级' }) }), truck)));
  }

  // Half the parcels onto each pallet, the pallet chosen above the scan box.
  await page.goto('/loadScan');
  await expect(page.getByTestId('scan-input')).toBeDisabled();
  for (const [i, pallet] of pallets.entries()) {
    await pickUnit(page, page.getByTestId('scan-context'), pallet);
    await expect(page.getByTestId('scan-input')).toBeFocused();
    const part = codes.slice(i * (PARCELS / 2), (i + 1) * (PARCELS / 2));
    await runWedgeScanner(page, page.context(), part.map((code): PlannedScan => ({ code, kind: 'new' })), { rate: 20 });
  }
  await expect(page.getByTestId('scan-queued')).toHaveText('离线暂存：0');
  expect(compareCounts(new Map(codes.map((code) => [code, 1])), await recordedCounts(page, prefix, { scanType: 'load' }))).toEqual({ recorded: PARCELS, lost: 0, doubled: 0 });

  // Closing: a wrong weighbridge figure is refused with both weights; the right ones close the pallets, then the truck.
  await page.goto('/loadingStowage');
  await expect(unitRow(page, pallets[0]!)).toContainText('100');
  await closeUnit(page, pallets[0]!, 100, 200);
  await expect(page.getByTestId('entity-form').getByText('重量超出允许误差（±2.5 kg：2% 或 1 kg 取大者）：已装 125 kg，过磅 200 kg')).toBeVisible();
  await page.getByTestId('entity-form').getByRole('spinbutton', { name: '过磅重量(kg)' }).fill('125.8');
  await page.getByTestId('form-save').click();
  await expect(unitRow(page, pallets[0]!)).toContainText('已封装');
  await closeUnit(page, pallets[1]!, 100, 124.6);
  await expect(unitRow(page, pallets[1]!)).toContainText('已封装');
  await closeUnit(page, truck, 200, 251);
  await expect(unitRow(page, truck)).toContainText('已封装');
  await page.screenshot({ path: 'test-results/screenshots/operate-loading-stowage.png', fullPage: true });

  for (const [path, scanType] of [['/scanOut', 'out'], ['/storageStation', 'stationIn']] as const) {
    const stage = await scanAll(page, path, scanType, codes, prefix);
    const outBefore = scanType === 'out' ? 1 : 0;
    expect(stage.counts, scanType).toEqual({ recorded: PARCELS + outBefore, lost: 0, doubled: outBefore });
    if (scanType !== 'out') continue;
    // Every parcel out: the truck leaves, its pallets with it.
    await page.goto('/loadingStowage');
    await unitRow(page, truck).getByRole('button', { name: '发出' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(unitRow(page, truck)).toContainText('已发出');
    await expect(unitRow(page, pallets[1]!)).toContainText('已发出');
  }
  // Only the one out of turn was refused.
  const refused = await recordedCounts(page, prefix, { verdict: 'refused' });
  expect([...refused.entries()]).toEqual([[codes[0], 1]]);

  // The tracking centre: each parcel's whole way, the refusal included.
  await page.goto('/travelManageCenter');
  await page.getByTestId('trajectory-numbers').fill(`${codes[0]}\n${codes[199]}, NOPE${prefix}`);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('trajectory-summary')).toHaveText('找到 2 个包裹，1 个单号未找到');
  const first = page.locator(`[data-testid="trajectory-parcel"][data-code="${codes[0]}"]`);
  await expect(first.getByTestId('trajectory-event')).toHaveCount(6);
  await expect(first).toContainText('已到站');
  await expect(first.locator('[data-kind="refused"]')).toContainText('当前为「在库」，不能转为「已出库」');
  const last = page.locator(`[data-testid="trajectory-parcel"][data-code="${codes[199]}"]`);
  await expect(last.getByTestId('trajectory-event')).toHaveText([/下单/, /入库扫描 → 在库/, /装车扫描 → 已配载/, /出库扫描 → 已出库/, /站点入库扫描 → 已到站/]);
  await page.screenshot({ path: 'test-results/screenshots/operate-trajectory.png', fullPage: true });
});
