// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { stubMatchMedia, pressKey } from '../../src/test/render-shell';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import type { RefSpec } from '../../engine/schema/entity-schema';
import { RefSelect, SEARCH_DEBOUNCE_MS } from './RefSelect';
import { clearRefLabels, refSearchBody, toRefOptions } from './ref-options';

const DEPARTMENTS = [{ value: 'OPS', label: '运营部' }, { value: 'CUS', label: '关务部' }];
const CITIES: Record<string, { value: string; label: string }[]> = {
  '440000': [{ value: '440300', label: '深圳市' }, { value: '440100', label: '广州市' }],
  '810000': [{ value: '810300', label: '新界' }],
};

/** A fake server: departments by search text, cities by parent, labels by values; every body is recorded. */
function fakeHttp() {
  const bodies: Record<string, unknown>[] = [];
  const http = {
    request: async ({ data }: { data: Record<string, unknown> }) => {
      bodies.push(data);
      const all = data.field === 'cityCode' ? (data.parent ? CITIES[String(data.parent)] ?? [] : Object.values(CITIES).flat()) : DEPARTMENTS;
      const values = data.values as string[] | undefined;
      const found = values ? all.filter((o) => values.includes(o.value)) : all.filter((o) => !data.search || o.label.includes(String(data.search)));
      return { data: { code: 200, data: found } };
    },
  } as unknown as HttpPort;
  return { http, bodies };
}

const department: RefSpec = { entity: 'base.department', value: 'departmentCode', label: 'departmentName', search: 'departmentName' };
const city: RefSpec = { qid: 'FIND_REGION_CHILDREN', value: 'dictionaryValue', label: 'dictionaryName', params: { dictionaryCode: 'city' }, dependsOn: { field: 'provinceCode', param: 'parentValue' } };
const province: RefSpec = { qid: 'FIND_REGION_CHILDREN', value: 'dictionaryValue', label: 'dictionaryName', params: { dictionaryCode: 'province' } };

function renderForm(http: HttpPort, properties: Record<string, unknown>, initialValues: Record<string, unknown> = {}) {
  stubMatchMedia();
  const form = createForm({ initialValues });
  const SchemaField = createSchemaField({ components: { FormItem, RefSelect } });
  render(
    <HttpProvider value={http}>
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: properties as never }} />
      </FormProvider>
    </HttpProvider>,
  );
  return form;
}

const refField = (name: string, reference: RefSpec) => ({ type: 'string', 'x-component': 'RefSelect', 'x-component-props': { entity: 'base.employee', field: name, reference, 'aria-label': name } });

beforeEach(() => clearRefLabels());

describe('RefSelect', () => {
  it('searches the server as the person types (debounced) and picks with the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { http, bodies } = fakeHttp();
      const form = renderForm(http, { departmentCode: refField('departmentCode', department) });
      const box = screen.getByRole('combobox', { name: 'departmentCode' });
      pressKey(box, 'ArrowDown');
      expect(await screen.findByText('关务部')).toBeTruthy();
      fireEvent.change(box, { target: { value: '关' } });
      fireEvent.change(box, { target: { value: '关务' } });
      await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
      await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
      // One request when it opened and one for the pause in typing, not one per key.
      expect(bodies).toEqual([{ entity: 'base.employee', field: 'departmentCode' }, { entity: 'base.employee', field: 'departmentCode', search: '关务' }]);
      pressKey(box, 'Enter');
      await waitFor(() => expect(form.values.departmentCode).toBe('CUS'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the current value's label when editing", async () => {
    const { http, bodies } = fakeHttp();
    renderForm(http, { departmentCode: refField('departmentCode', department) }, { departmentCode: 'OPS' });
    expect(await screen.findByText('运营部')).toBeTruthy();
    expect(bodies).toEqual([{ entity: 'base.employee', field: 'departmentCode', values: ['OPS'] }]);
  });

  it('waits for its parent, asks for its children, and clears itself when the parent changes', async () => {
    const { http, bodies } = fakeHttp();
    const form = renderForm(http, { provinceCode: refField('provinceCode', province), cityCode: refField('cityCode', city) });
    const cityBox = screen.getByRole('combobox', { name: 'cityCode' });
    expect(cityBox.closest('.ant-select')!.classList.contains('ant-select-disabled')).toBe(true);
    await act(async () => form.setValues({ provinceCode: '440000' }));
    await waitFor(() => expect(cityBox.closest('.ant-select')!.classList.contains('ant-select-disabled')).toBe(false));
    pressKey(cityBox, 'ArrowDown');
    expect(await screen.findByText('广州市')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ entity: 'base.employee', field: 'cityCode', parent: '440000' });
    pressKey(cityBox, 'Enter');
    await waitFor(() => expect(form.values.cityCode).toBe('440300'));
    await act(async () => form.setValues({ provinceCode: '810000' }));
    await waitFor(() => expect(form.values.cityCode).toBeUndefined());
  });
});

describe('RefSelect over a tree target (x-ref.tree)', () => {
  it("shows the target's tree, asked once, and picks a node below its parent", async () => {
    const bodies: Record<string, unknown>[] = [];
    const http = {
      request: async ({ data }: { data: Record<string, unknown> }) => {
        bodies.push(data);
        return { data: { code: 200, data: [{ value: 'FOOD', label: '食品', children: [{ value: 'MILK', label: '奶粉' }] }, { value: 'TOYS', label: '玩具' }] } };
      },
    } as unknown as HttpPort;
    const category: RefSpec = { entity: 'base.goodsCategory', value: 'categoryCode', label: 'categoryName', tree: true };
    const form = renderForm(http, { categoryCode: refField('categoryCode', category) });
    const box = screen.getByRole('combobox', { name: 'categoryCode' });
    pressKey(box, 'ArrowDown');
    expect(await screen.findByText('奶粉')).toBeTruthy();
    expect(bodies).toEqual([{ entity: 'base.employee', field: 'categoryCode', tree: true }]);
    fireEvent.click(screen.getByText('奶粉'));
    await waitFor(() => expect(form.values.categoryCode).toBe('MILK'));
  });
});

describe('ref options', () => {
  it('builds the search body without empty text, sending a cleared parent as null', () => {
    const target = { entity: 'base.employee', field: 'cityCode' };
    expect(refSearchBody(target, { search: '  ' })).toEqual(target);
    expect(refSearchBody(target, { search: ' 深 ', parent: '' })).toEqual({ ...target, search: '深', parent: null });
  });

  it('keeps only options from a reply', () => {
    expect(toRefOptions([{ value: 'A', label: '甲' }, { value: 1, label: '一' }, { value: {}, label: 'x' }, null, { value: 'B' }])).toEqual([{ value: 'A', label: '甲' }, { value: 1, label: '一' }]);
    expect(toRefOptions({ list: [] })).toEqual([]);
  });
});
