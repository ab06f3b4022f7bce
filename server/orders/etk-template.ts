/**
 * The built-in `ETK` import template (docs/domain/order-intake.md, "ETK import batches"): the column titles of the HK
 * partner warehouses' ETK order export, mapped to the 2C order (`order.twoCOrder`) and its goods lines. Every tenant
 * has it; a tenant's own `ETK` row on /orderTemplate replaces it. Rows with the same `Order No` are one order.
 */
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import type { ImportTemplate } from '../entity/import/import-templates';

export const ETK_TEMPLATE: ImportTemplate = {
  templateCode: 'ETK',
  templateName: 'ETK订单导出 / ETK order export',
  typeCode: '2C',
  targetEntity: TWO_C_ORDER,
  headerRow: 1,
  sheetName: null,
  groupField: 'customerOrderNo',
  lines: [
    { columnTitle: 'Order No', targetField: 'customerOrderNo', required: true },
    { columnTitle: 'Customer Code', targetField: 'customerCode', required: true },
    { columnTitle: 'Product', targetField: 'productCode', required: true },
    { columnTitle: 'Route', targetField: 'routeCode', required: true },
    { columnTitle: 'Tracking No', targetField: 'trackingNo' },
    { columnTitle: 'Shop', targetField: 'shopName' },
    { columnTitle: 'Receiver', targetField: 'consignee', required: true },
    { columnTitle: 'Phone', targetField: 'consigneeTelephone', required: true },
    { columnTitle: 'ID No', targetField: 'consigneeIdNumber' },
    { columnTitle: 'Province', targetField: 'consigneeProvince' },
    { columnTitle: 'City', targetField: 'consigneeCity' },
    { columnTitle: 'District', targetField: 'consigneeDistrict' },
    { columnTitle: 'Address', targetField: 'consigneeAddress', required: true },
    { columnTitle: 'Pieces', targetField: 'packages', defaultValue: '1' },
    { columnTitle: 'Weight(kg)', targetField: 'weight', required: true },
    { columnTitle: 'Line No', targetField: 'goods.gnum', defaultValue: '1' },
    { columnTitle: 'SKU', targetField: 'goods.itemNo' },
    { columnTitle: 'Item Name', targetField: 'goods.itemName', required: true },
    { columnTitle: 'HS Code', targetField: 'goods.hsCode' },
    { columnTitle: 'Qty', targetField: 'goods.qty', required: true },
    { columnTitle: 'Unit Price', targetField: 'goods.price' },
    { columnTitle: 'Origin', targetField: 'goods.country' },
    { columnTitle: '来源 Source', targetField: 'source', defaultValue: 'etk' },
  ],
};
