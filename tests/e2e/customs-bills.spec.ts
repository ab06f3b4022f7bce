import { expect, test, type Page } from '@playwright/test';
import { idCardCheckCharacter } from '../../engine/validation/chinese-id-card';
import { authHeaders, login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list').first();
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();
const search = async (page: Page, label: string, value: string) => {
  await list(page).getByRole('textbox', { name: label }).fill(value);
  await list(page).getByTestId('list-search').click();
};

/** A released (放行) B2C order of one ledger item, arranged through the API: entered, declared, customs' receipts in. */
async function releasedOrder(page: Page, stamp: string): Promise<{ id: number; orderNo: string }> {
  const headers = await authHeaders(page);
  const id = `44030519950922162`;
  const orderNo = `E2EB${stamp}`;
  const saved = await (await page.request.post('/api/bdtibs/customs/saveOrderCustomsbbc', { headers, data: {
    orderNo, ebpCode: '3301960TMG', ebpName: '浙江天猫技术有限公司', ebcCode: '91370200MA3C8TQ46C', ebcName: '青岛市童趣电子商务有限公司', logisticsCode: '4403180SFE', logisticsName: '顺丰速运有限公司',
    logisticsNo: `SFB${stamp}`, tradeMode: '1210', buyerRegNo: `tb_${stamp}`, buyerName: '陈嘉怡', buyerIdType: '1', buyerIdNumber: id + idCardCheckCharacter(id), buyerTelephone: '13728034567',
    consignee: '陈嘉怡', consigneeTelephone: '13728034567', consigneeAddress: '广东省深圳市南山区科苑南路2666号', goodsValue: 69, freight: 0, discount: 0, taxTotal: 0, acturalPaid: 69,
    currency: '142', grossWeight: 0.62, netWeight: 0.55,
    goods: [{ gnum: 1, itemRecordNo: 'GM000008', gcode: '3305100000', gname: '洗发水', gmodel: 'TSUBAKI丝蓓绮|500ml/瓶', country: '116', qty: 1, unit: '142', qty1: 0.55, unit1: '035', price: 69, totalPrice: 69 }],
  } })).json();
  expect(saved.code, JSON.stringify(saved)).toBe(200);
  expect((await (await page.request.post(`/api/bdtibs/customs/sendBBCDeclareTOKJY?ids=${saved.data.id}`, { headers })).json()).data.done).toBe(1);
  await expect.poll(async () => (await (await page.request.get(`/api/bdtibs/customs/queryOrderCustomsbbcDetail?id=${saved.data.id}`, { headers })).json()).data.customsStatus, { timeout: 20_000 }).toBe('800');
  return { id: saved.data.id, orderNo };
}

async function ledgerLine(page: Page, item: string): Promise<{ actlRedcQty: number; prevdRedcQty: number }> {
  const reply = await (await page.request.post('/api/bdtibs/customs/queryCustomsStockPageList', { headers: await authHeaders(page), data: { emsNo: 'T5349W000021', gdsMtno: item, currentPage: 1, pageSize: 5 } })).json();
  const line = reply.data.list.find((l: { gdsMtno: string }) => l.gdsMtno === item);
  return { actlRedcQty: Number(line.actlRedcQty), prevdRedcQty: Number(line.prevdRedcQty) };
}

test.describe('bonded import: release bills (/entryRemitOrder) and the park ledger', () => {
  test('puts a released order on a bill, declares its 核注清单, enters the release, declares the 核放单, and sees the ledger and its adjust log change at the gate', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now() % 1_000_000}`;
    await login(page, USERS.customs);
    const order = await releasedOrder(page, stamp);
    const before = await ledgerLine(page, 'GM000008');

    // A new bill with the order, through the form.
    await page.goto('/entryRemitOrder');
    await expect(rows(page).first()).toBeVisible();
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '订单编号' }).fill(order.orderNo);
    await page.getByTestId('form-save').click();
    await expect(form).toBeHidden();
    // The order now names its bill (放行单号).
    const headers = await authHeaders(page);
    const hdCode = (await (await page.request.get(`/api/bdtibs/customs/queryOrderCustomsbbcDetail?id=${order.id}`, { headers })).json()).data.hdCode as string;
    expect(hdCode).toMatch(/^HD\d{10}$/);
    const row = () => rows(page).filter({ hasText: hdCode });
    await search(page, '核放单号', hdCode);
    await expect(row()).toHaveCount(1);
    await expect(row()).toContainText('暂存');

    // 核注申报 (INV101): customs approves it.
    await row().getByRole('button', { name: '核注申报' }).click();
    await confirm(page);
    await expect(async () => {
      await list(page).getByTestId('list-search').click();
      await expect(row()).toContainText('核注通过', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row()).toContainText(/QD5349\d{2}E\d{9}/);

    // The release (核放单 data) on the bill's detail page.
    await row().getByRole('button', { name: /^查\s*看$/ }).click();
    const detail = page.getByTestId('detail-page');
    await expect(detail).toContainText(hdCode);
    await detail.getByRole('tab', { name: '核放信息' }).click();
    await detail.getByRole('button', { name: '填写核放信息' }).click();
    await form.getByRole('textbox', { name: '车牌号' }).fill('粤B7E2E1');
    const number = (label: string) => form.getByRole('spinbutton', { name: label }).or(form.getByRole('textbox', { name: label })).first();
    await number('货物总毛重(kg)').fill('0.62');
    await number('货物总净重(kg)').fill('0.55');
    await page.getByTestId('form-save').click();
    await expect(detail.getByTestId('schema-list').filter({ hasText: '粤B7E2E1' })).toBeVisible();
    await detail.getByRole('button', { name: /返\s*回|Back/ }).click();

    // 核放申报 (SAS121): approved, then the truck passes the gate.
    await search(page, '核放单号', hdCode);
    await row().getByRole('button', { name: '核放申报' }).click();
    await confirm(page);
    await expect(async () => {
      await list(page).getByTestId('list-search').click();
      await expect(row()).toContainText('已过卡', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // The ledger: the reservation became an actual reduction; the adjust log names the bill.
    const after = await ledgerLine(page, 'GM000008');
    expect(after.actlRedcQty).toBe(before.actlRedcQty + 1);
    expect(after.prevdRedcQty).toBe(before.prevdRedcQty - 1);
    await page.goto('/entryStock');
    await search(page, '料号', 'GM000008');
    await expect(rows(page).filter({ hasText: 'GM000008' })).toContainText(String(after.actlRedcQty));
    await page.goto('/ledgerInventoryDetails');
    await search(page, '单据编号', hdCode);
    const logRow = rows(page).filter({ hasText: 'GM000008' });
    await expect(logRow).toHaveCount(1);
    await expect(logRow).toContainText('预减转实减');
    await expect(logRow).toContainText(String(before.actlRedcQty));
    await expect(logRow).toContainText(String(after.actlRedcQty));

    // The order left the park: 结关.
    await page.goto('/entryOrderSearch');
    await search(page, '订单编号', order.orderNo);
    await expect(rows(page).first()).toContainText('结关');
  });
});

test.describe('bonded import: every page opens in Chromium with its rows', () => {
  const PAGES: [string, string][] = [
    ['/entryOrderSearch', '订单编号'], ['/entryCancelOrder', '撤单编号'], ['/applicationReturnDetail', '退货编号'], ['/returnWarehouseScanIbs', '运单号'],
    ['/returnGoodsPark', '核放单号'], ['/entryRemitOrder', '核放单号'], ['/entryStock', '料号'], ['/ledgerInventoryDetails', '单据编号'],
    ['/entryAdjust', '调整单号'], ['/applicationAdmission', '申请单号'], ['/entryCarrying', '载货单号'], ['/entrySubsheet', '分单号'], ['/entryQG', '清关单号'],
    ['/customsConfig', '配置编码'], ['/waybillConfigured', '物流企业代码'], ['/orderConfigured', '电商企业代码'], ['/commercePlatformConfigured', '电商平台代码'],
    ['/manifestConfigured', '担保企业代码'], ['/parkLedgerConfigured', '账册编号'], ['/storeDeclarationConfigured', '仓库编码'],
  ];
  test('the customs clerk opens each /bondedImport list and sees the demo rows', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, USERS.customs);
    for (const [path, column] of PAGES) {
      await page.goto(path);
      await expect(list(page), path).toBeVisible();
      await expect(list(page).locator('thead'), path).toContainText(column);
      await expect(rows(page).first(), `${path} has demo rows`).toBeVisible();
    }
  });
});
