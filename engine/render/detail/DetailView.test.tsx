// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import carrier from '../../../schemas/base/carrier.json';
import { renderEngine } from '../testing/render-engine';
import { detailLayout } from './detail-layout';
import { DetailView } from './DetailView';

const order = compileEntity({
  id: 'test.order', title: { zh: '订单', en: 'Order' }, api: { pattern: 'admin', entity: 'order' },
  fields: {
    orderCode: { type: 'string', title: { zh: '订单号', en: 'Order no.' } },
    orderType: { type: 'string', title: { zh: '类型', en: 'Type' }, enum: ['b2c'], 'x-enum-titles': [{ zh: '零售', en: 'Retail' }] },
    remark: { type: 'string', title: { zh: '备注', en: 'Remark' } },
    lines: {
      type: 'array', title: { zh: '商品明细', en: 'Lines' },
      items: { type: 'object', properties: { sku: { type: 'string', title: { zh: '货号', en: 'SKU' } }, shippedOn: { type: 'string', title: { zh: '发货日', en: 'Shipped' }, format: 'date' } } },
    },
  },
  list: { columns: ['orderCode'] },
  detail: {
    sections: [{ title: { zh: '订单信息', en: 'Order' }, fields: ['orderCode', 'orderType'] }],
    tabs: [{ title: { zh: '商品', en: 'Goods' }, subTable: 'lines' }, { title: { zh: '其他', en: 'Other' }, fields: ['remark'] }],
  },
} as EntitySchema);

const row = { id: 1, version: 2, orderCode: 'SO-1', orderType: 'b2c', remark: '加急', createdBy: 'admin', createdAt: '2024-03-05T10:11:12', lines: [{ sku: 'A1', shippedOn: '2024-03-06T00:00:00' }, { sku: 'B2' }] };

describe('DetailView', () => {
  it('draws the schema’s sections, then its tabs with a sub-table of the array field', async () => {
    renderEngine(<DetailView model={order} row={row} />);
    const view = screen.getByTestId('detail-view');
    expect(within(view).getByText('订单信息')).toBeTruthy();
    expect(within(view).getByText('SO-1')).toBeTruthy();
    expect(within(view).getByText('零售')).toBeTruthy();
    expect(within(view).getByText('记录信息')).toBeTruthy();
    expect(within(view).getByText('2024-03-05 10:11:12')).toBeTruthy();
    expect(within(view).getByRole('tab', { name: '商品' })).toBeTruthy();
    expect(within(view).getByText('货号')).toBeTruthy();
    expect(within(view).getByText('A1')).toBeTruthy();
    expect(within(view).getByText('2024-03-06')).toBeTruthy();
    expect(within(view).getByText('B2')).toBeTruthy();
  });

  it('lays out every plain field and a tab per sub-table when the schema says nothing', () => {
    const model = compileEntity(carrier as unknown as EntitySchema);
    const layout = detailLayout(model, 'en');
    expect(layout.sections[0]).toEqual({ title: 'Details', fields: Object.keys(model.schema.fields) });
    expect(layout.sections[1]!.fields).toEqual(['createdAt', 'createdBy', 'updatedAt', 'updatedBy']);
    expect(layout.tabs).toEqual([]);
  });
});
