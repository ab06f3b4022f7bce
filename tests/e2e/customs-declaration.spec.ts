import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';
import { idCardCheckCharacter } from '../../engine/validation/chinese-id-card';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const list = (page: Page) => page.getByTestId('schema-list').first();
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const orderRow = (page: Page, orderNo: string) => rows(page).filter({ has: page.getByRole('cell', { name: orderNo, exact: true }) });
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ }).click();

/** A valid 18-digit ID card number from its first 17 digits. */
const idCard = (first17: string) => first17 + idCardCheckCharacter(first17);

/** A platform's order file: one row per goods line; the third order's buyer ID number fails its check digit. */
async function orderFile(stamp: string): Promise<{ bytes: Buffer; good: string[]; bad: string }> {
  const headers = ['订单编号', '电商平台代码', '电商平台名称', '电商企业代码', '电商企业名称', '物流企业代码', '物流企业名称', '运单号', '订购人注册号', '订购人姓名', '证件号码',
    '订购人电话', '收货人', '收货人电话', '收货地址', '商品价格', '代扣税款', '实际支付金额', '毛重(kg)', '净重(kg)', '订单商品.序号', '订单商品.账册料号', '订单商品.商品编码',
    '订单商品.申报品名', '订单商品.规格型号', '订单商品.原产国', '订单商品.成交数量', '订单商品.成交单位', '订单商品.法定数量', '订单商品.法定单位', '订单商品.单价', '订单商品.总价'];
  const [a, b, bad] = [`E2E${stamp}A`, `E2E${stamp}B`, `E2E${stamp}X`];
  const row = (orderNo: string, id: string) => [orderNo, '3301960TMG', '浙江天猫技术有限公司', '91370200MA3C8TQ46C', '青岛市童趣电子商务有限公司', '4403180SFE', '顺丰速运有限公司',
    `SF${stamp}${orderNo.slice(-1)}`, `tb_${orderNo}`, '陈嘉怡', id, '13728034567', '陈嘉怡', '13728034567', '广东省深圳市南山区科苑南路2666号', 169, 15.38, 184.38, 0.68, 0.52,
    1, 'GM000004', '2106909090', '鱼油软胶囊', 'Swisse|深海鱼油|400粒/瓶', '601', 1, '142', 0.52, '035', 169, 169];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('订单');
  sheet.addRow(headers);
  sheet.addRow(row(a, idCard('44030519950922162')));
  sheet.addRow(row(bad, '440305199509221620'));
  sheet.addRow(row(b, idCard('44030519950922162')));
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), good: [a, b], bad };
}

test.describe('bonded import: B2C declarations (/entryOrderSearch)', () => {
  test('imports orders with one bad row, declares the good ones, watches the receipts, opens the sent XML and cancels one', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now() % 1_000_000}`;
    const { bytes, good: [first, second], bad } = await orderFile(stamp);
    await login(page, USERS.customs);
    await page.goto('/entryOrderSearch');
    await expect(rows(page).first()).toBeVisible();

    // Import: the preview names the bad row and its column; the good orders go in.
    await list(page).getByRole('button', { name: /^导\s*入$/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入跨境订单申报' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByTestId('import-choose').click();
    await (await chooser).setFiles({ name: 'tmall-orders.xlsx', mimeType: XLSX_MIME, buffer: bytes });
    await expect(dialog.getByTestId('import-preview')).toBeVisible();
    await expect(dialog.getByTestId('import-inserted')).toHaveText('2');
    await expect(dialog.getByTestId('import-refused')).toHaveText('1');
    await expect(dialog).toContainText('证件号码');
    await dialog.getByTestId('import-confirm').click();
    await expect(dialog.getByTestId('import-result')).toBeVisible();
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();

    await list(page).getByRole('textbox', { name: '订单编号' }).fill(`E2E${stamp}`);
    await list(page).getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(2);
    await expect(orderRow(page, bad)).toHaveCount(0);
    await expect(orderRow(page, first)).toContainText('待申报');

    // Declare both from the list: 申报中, then customs' receipts move them to 申报成功 and 放行.
    await orderRow(page, first).locator('.ant-checkbox-input').check();
    await orderRow(page, second).locator('.ant-checkbox-input').check();
    await list(page).getByRole('button', { name: '申 报', exact: true }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('把订单和清单发送海关申报？');
    await confirm(page);
    await expect(page.getByText('申报：成功 2 条')).toBeVisible();
    await expect(async () => {
      await list(page).getByTestId('list-search').click();
      await expect(orderRow(page, first)).toContainText('放行', { timeout: 1000 });
      await expect(orderRow(page, second)).toContainText('放行', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(orderRow(page, first)).toContainText('申报成功');

    // The detail page: its 报文 tab lists what was sent and received; a row opens to the XML as sent.
    await orderRow(page, first).getByRole('button', { name: /^查\s*看$/ }).click();
    const detail = page.getByTestId('detail-page');
    await expect(detail).toContainText(first);
    await expect(detail).toContainText(/5349\d{4}I\d{9}/);
    await detail.getByRole('tab', { name: '报文' }).click();
    const messages = detail.getByTestId('related-rows');
    const inventory = messages.locator('tr.ant-table-row').filter({ hasText: 'CEB621' });
    await expect(inventory).toHaveCount(1);
    await expect(messages.locator('tr.ant-table-row').filter({ hasText: 'CEB622' })).toHaveCount(4);
    await inventory.getByRole('button', { name: /展开行|Expand row/ }).click();
    const xml = detail.getByTestId('related-expanded');
    await expect(xml).toContainText('<ceb:CEB621Message');
    await expect(xml).toContainText(`<ceb:orderNo>${first}</ceb:orderNo>`);
    await expect(xml).toContainText('<ceb:emsNo>T5349W000021</ceb:emsNo>');
    await detail.getByRole('button', { name: /返\s*回|Back/ }).click();

    // Cancel the second (CEB623), with its reason; customs accepts; the clerk handles it on /entryCancelOrder.
    await list(page).getByRole('textbox', { name: '订单编号' }).fill(second);
    await list(page).getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(1);
    await orderRow(page, second).getByRole('button', { name: /^撤\s*单$/ }).click();
    await page.getByRole('textbox', { name: '撤单原因' }).fill('买家申请取消订单');
    await page.getByTestId('form-save').click();
    await expect(page.getByText(/撤单.*成功|已撤单|撤单：/).first()).toBeVisible();

    await page.goto('/entryCancelOrder');
    await list(page).getByRole('textbox', { name: '订单编号' }).fill(second);
    const cancelRow = () => rows(page).filter({ hasText: second });
    await expect(async () => {
      await list(page).getByTestId('list-search').click();
      await expect(cancelRow()).toContainText('撤单成功', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await cancelRow().getByRole('button', { name: /^撤单处理$/ }).click();
    await confirm(page);
    await expect(cancelRow()).toContainText('已处理');

    await page.goto('/entryOrderSearch');
    await list(page).getByRole('textbox', { name: '订单编号' }).fill(second);
    await list(page).getByTestId('list-search').click();
    await expect(orderRow(page, second)).toContainText('已撤单');
  });
});
