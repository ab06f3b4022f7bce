// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { stubMatchMedia } from '../../src/test/render-shell';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import { TemplatePreview } from './TemplatePreview';

const ORDERS = [
  { id: 9, orderCode: 'CW261126000409', trackingNo: 'CL9', tailCarrierCode: 'JD', consignee: '李雷', consigneeTelephone: '13911112222' },
  { id: 8, orderCode: 'CW261126000408', trackingNo: 'CL8', tailCarrierCode: 'SF', consignee: '<img src=x onerror="window.hacked=1">王芳', consigneeTelephone: '13800138000' },
];
const GOODS = [{ orderId: 8, itemName: '保湿面霜 50ml', qty: 2 }, { orderId: 8, itemName: '维生素C 60粒', qty: 1 }];
const TYPES = [
  { typeCode: 'TAIL_LABEL', printKind: 'tailLabel', paperSize: '100x150', orientation: 'portrait' },
  { typeCode: 'HANDOVER_LIST', printKind: 'handoverList', paperSize: 'A4', orientation: 'portrait' },
];

/** A fake data query: the orders newest first, their goods, the types; every qid asked is recorded. */
function fakeHttp() {
  const asked: { qid: string; filters: Record<string, unknown> }[] = [];
  const http = {
    request: async ({ data }: { data: URLSearchParams }) => {
      const qid = data.get('qid')!;
      const filters = JSON.parse(data.get('filters') ?? '{}') as Record<string, unknown>;
      asked.push({ qid, filters });
      const table: Record<string, unknown>[] = qid === 'ORDERS' ? ORDERS : qid === 'GOODS' ? GOODS : TYPES;
      const list = table.filter((row) => Object.entries(filters).every(([name, value]) => row[name] === value)).slice(0, Number(data.get('pageSize')));
      return { data: { code: 200, data: { list, total: list.length } } };
    },
  } as unknown as HttpPort;
  return { http, asked };
}

const PROPS = {
  sample: { qid: 'ORDERS', search: ['orderCode', 'trackingNo'], prefer: { carrierCode: 'tailCarrierCode' }, lines: { goods: { qid: 'GOODS', parent: 'orderId' } } },
  type: { field: 'typeCode', qid: 'TYPES', key: 'typeCode', noSample: { printKind: ['handoverList'] } },
};

function renderForm(http: HttpPort, initialValues: Record<string, unknown>, readPretty = false) {
  stubMatchMedia();
  const form = createForm({ initialValues, readPretty });
  const SchemaField = createSchemaField({ components: { FormItem, TemplatePreview } });
  render(
    <HttpProvider value={http}>
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: {
          typeCode: { type: 'string' },
          carrierCode: { type: 'string' },
          layout: { type: 'string', 'x-component': 'TemplatePreview', 'x-component-props': { ...PROPS, 'aria-label': '版式' } },
        } as never }} />
      </FormProvider>
    </HttpProvider>,
  );
  return form;
}

/** Enter pressed and let go (the input takes one Enter per key press). */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const LABEL = '<div class="label"><b>{{consignee}}</b> {{consigneeTelephone}}<script>window.hacked=2</script>{{#goods}}<p>{{itemName}} × {{qty}}</p>{{/goods}}{{parcelCount}}</div>';

describe('TemplatePreview', () => {
  it('fills the layout from the newest order of the form\'s carrier, escaped, purified, the phone masked, the unknown placeholder marked', async () => {
    const { http } = fakeHttp();
    renderForm(http, { typeCode: 'TAIL_LABEL', carrierCode: 'SF', layout: LABEL });
    expect(await screen.findByText(/示例订单：CW261126000408/)).toBeTruthy();
    expect(screen.getByText(/纸张 100×150 mm/)).toBeTruthy();
    const sheet = screen.getByTestId('template-rendered');
    await waitFor(() => expect(within(sheet).getByText('保湿面霜 50ml × 2')).toBeTruthy());
    expect(within(sheet).getByText('维生素C 60粒 × 1')).toBeTruthy();
    // The consignee's markup is text, the layout's script is gone, the phone is masked on the label.
    expect(within(sheet).getByText('<img src=x onerror="window.hacked=1">王芳')).toBeTruthy();
    expect(sheet.querySelector('img, script')).toBeNull();
    expect(sheet.textContent).toContain('138****8000');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    // The order has no parcelCount: marked in the sheet and named above it.
    expect(within(sheet).getByText('{{parcelCount}}').tagName).toBe('MARK');
    expect(screen.getByRole('alert').textContent).toContain('订单中没有这些字段：{{parcelCount}}');
  });

  it('follows the layout as it is typed, the field taking the text', async () => {
    const { http } = fakeHttp();
    const form = renderForm(http, { typeCode: 'TAIL_LABEL', layout: '{{orderCode}}' });
    const sheet = screen.getByTestId('template-rendered');
    await waitFor(() => expect(sheet.textContent).toBe('CW261126000409'));
    fireEvent.change(screen.getByRole('textbox', { name: '版式' }), { target: { value: '<h1>{{trackingNo}}</h1>' } });
    expect(form.values.layout).toBe('<h1>{{trackingNo}}</h1>');
    await waitFor(() => expect(within(sheet).getByRole('heading', { name: 'CL9' })).toBeTruthy());
  });

  it('fills from the order whose tracking number is typed, and says when none has it', async () => {
    const { http } = fakeHttp();
    renderForm(http, { typeCode: 'TAIL_LABEL', carrierCode: 'JD', layout: '{{consignee}}' });
    await screen.findByText(/示例订单：CW261126000409/);
    const search = screen.getByRole('searchbox', { name: '示例订单' });
    fireEvent.change(search, { target: { value: 'CL8' } });
    pressEnter(search);
    expect(await screen.findByText(/示例订单：CW261126000408/)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'NOPE' } });
    pressEnter(search);
    expect(await screen.findByText(/^没有找到订单 NOPE，占位符按原样显示/)).toBeTruthy();
    expect(screen.getByTestId('template-rendered').textContent).toBe('{{consignee}}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not fill a hand-over list from an order: placeholders and sections shown as written on A4', async () => {
    const { http, asked } = fakeHttp();
    renderForm(http, { typeCode: 'HANDOVER_LIST', layout: '{{unitCode}}{{#parcels}}<i>{{trackingNo}}</i>{{/parcels}}' });
    expect(await screen.findByText(/此类模板不按订单填充/)).toBeTruthy();
    expect(screen.getByText(/纸张 210×297 mm/)).toBeTruthy();
    expect(screen.getByTestId('template-rendered').textContent).toBe('{{unitCode}}{{#parcels}}{{trackingNo}}{{/parcels}}');
    expect(asked.map((call) => call.qid)).toEqual(['TYPES']);
  });

  it('says so when the person may not read orders, the layout shown as written', async () => {
    const http = {
      request: async ({ data }: { data: URLSearchParams }) => {
        if (data.get('qid') === 'ORDERS') throw Object.assign(new Error('没有权限执行此操作'), { code: 403 });
        return { data: { code: 200, data: { list: TYPES.slice(0, 1), total: 1 } } };
      },
    } as unknown as HttpPort;
    renderForm(http, { typeCode: 'TAIL_LABEL', layout: '<b>{{orderCode}}</b>' });
    expect(await screen.findByText(/^您没有 2C 订单的查看权限/)).toBeTruthy();
    expect(screen.getByTestId('template-rendered').innerHTML).toBe('<b>{{orderCode}}</b>');
  });

  it('shows only the filled result when read-only', async () => {
    const { http } = fakeHttp();
    renderForm(http, { typeCode: 'TAIL_LABEL', layout: '{{orderCode}}' }, true);
    await waitFor(() => expect(screen.getByTestId('template-rendered').textContent).toBe('CW261126000409'));
    expect(screen.queryByRole('textbox', { name: '版式' })).toBeNull();
  });
});
