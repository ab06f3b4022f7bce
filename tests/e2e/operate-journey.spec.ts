import { expect, test, type Page } from '@playwright/test';
import { compareCounts, recordedCounts, runWedgeScanner, type PlannedScan } from '../../scripts/bench/scan';
import { authHeaders, login, USERS } from './support';

/**
 * The warehouse floor of docs/domain/operate.md, as the SZ001 operator works it with a wedge scanner at 20 scans a
 * second: 200 new parcels put in (with a network cut in the middle), one scanned out before it was loaded (refused,
 * with where it stands), all loaded, scanned out, and taken in at the station; none lost, none doubled, none refused
 * but the one; then the tracking centre shows each parcel's whole way.
 */
const PARCELS = 200;

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

test('200 parcels put in through a network cut, loaded, out and at the station: none lost, doubled or refused but the one out of turn', async ({ page }) => {
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

  for (const [path, scanType] of [['/loadScan', 'load'], ['/scanOut', 'out'], ['/storageStation', 'stationIn']] as const) {
    const stage = await scanAll(page, path, scanType, codes, prefix);
    const outBefore = scanType === 'out' ? 1 : 0;
    expect(stage.counts, scanType).toEqual({ recorded: PARCELS + outBefore, lost: 0, doubled: outBefore });
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
