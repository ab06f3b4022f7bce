// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { compileEntity, type EntityModel } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import { createActionRegistry } from '../../actions/index';
import { renderEngine } from '../testing/render-engine';
import { DetailPage } from './DetailPage';

const t = (zh: string, en: string) => ({ zh, en });
const ORDER = compileEntity({
  id: 'test.order', title: t('订单', 'Orders'), route: '/orders', api: { pattern: 'customs', entity: 'Order' }, storage: { table: 'test_order' },
  fields: { orderNo: { type: 'string', title: t('订单号', 'Order no.') } },
  list: { columns: ['orderNo'] },
  detail: { mode: 'page', route: '/orderDetail', sections: [{ title: t('订单信息', 'Order'), fields: ['orderNo'] }], tabs: [{ title: t('箱单', 'Boxes'), child: 'boxes' }] },
  children: { boxes: { entity: 'test.box' } },
} as EntitySchema);
const BOX = compileEntity({
  id: 'test.box', title: t('箱单', 'Boxes'), api: { pattern: 'customs', entity: 'Box' }, storage: { table: 'test_box' },
  parent: { entity: 'test.order', field: 'orderId' },
  fields: { orderId: { type: 'integer', title: t('订单', 'Order'), required: true }, boxNo: { type: 'string', title: t('箱号', 'Box no.'), required: true } },
  list: { columns: ['orderId', 'boxNo'], filters: ['orderId'], toolbar: ['create'] },
  actions: { create: { action: 'create' } },
} as EntitySchema);

describe('DetailPage', () => {
  it('shows the header and a tab of its own lines, where a new line gets the header\'s id', async () => {
    const orders = createMemoryEntitySource([{ id: 7, version: 1, orderNo: 'QG-7' }]);
    const boxes = createMemoryEntitySource([{ id: 1, version: 1, orderId: 7, boxNo: 'B-7' }, { id: 2, version: 1, orderId: 8, boxNo: 'B-8' }]);
    const models: Record<string, EntityModel> = { 'test.box': BOX };
    const { user } = renderEngine(
      <DetailPage model={ORDER} source={orders} id={7} loadModel={async (id) => models[id]!} sourceFor={() => boxes} actions={createActionRegistry()} navigate={() => undefined} />,
    );
    const page = await screen.findByTestId('detail-page');
    await waitFor(() => expect(within(page).getByText('QG-7')).toBeTruthy());
    expect(within(page).getByRole('tab', { name: '箱单' })).toBeTruthy();
    await waitFor(() => expect(within(page).getByText('B-7')).toBeTruthy());
    expect(within(page).queryByText('B-8')).toBeNull();
    // The parent field is no column of the tab.
    expect(within(page).queryByRole('columnheader', { name: '订单' })).toBeNull();
    await user.click(within(page).getByRole('button', { name: /新\s*增/ }));
    const form = await screen.findByTestId('entity-form');
    await user.type(within(form).getByRole('textbox', { name: '箱号' }), 'B-NEW');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(boxes.calls.some((c) => c.method === 'create')).toBe(true));
    expect(boxes.calls.find((c) => c.method === 'create')!.args[0]).toMatchObject({ boxNo: 'B-NEW', orderId: 7 });
  });
});
