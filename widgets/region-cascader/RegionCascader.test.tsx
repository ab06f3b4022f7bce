// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { ConfigProvider } from 'antd';
import { stubMatchMedia } from '../../src/test/render-shell';
import { DataQueryProvider, type DataQueryPort } from '../../engine/render/data-context';
import { LanguageProvider } from '../../engine/render/language-context';
import type { Language } from '../../engine/render/localize';
import { createComponentRegistry } from '../../engine/registry/components';
import { registerWidgets } from '../index';
import { fakeRegionQuery } from './region-fixtures';
import { RegionCascader } from './RegionCascader';

function renderField(query: DataQueryPort, options: { language?: Language; value?: string[]; depth?: number; readPretty?: boolean } = {}) {
  stubMatchMedia();
  const form = createForm({ values: options.value ? { region: options.value } : {}, readPretty: options.readPretty });
  const SchemaField = createSchemaField({ components: { FormItem, RegionCascader } });
  const schema = { type: 'object', properties: { region: { type: 'array', title: 'Region', 'x-decorator': 'FormItem', 'x-component': 'RegionCascader', 'x-component-props': { depth: options.depth ?? 3 } } } };
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DataQueryProvider value={query}>
        <LanguageProvider value={options.language ?? 'en'}>
          <FormProvider form={form}>
            <SchemaField schema={schema} />
          </FormProvider>
        </LanguageProvider>
      </DataQueryProvider>
    </ConfigProvider>,
  );
  return form;
}

const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));
const item = (label: string) => screen.findByRole('menuitemcheckbox', { name: label }).catch(() => screen.findByTitle(label));

describe('RegionCascader', () => {
  it('picks country → province → city, loading each level when its parent opens', async () => {
    const { query, calls } = fakeRegionQuery();
    const form = renderField(query);
    open();
    fireEvent.click(await item('China'));
    fireEvent.click(await item('Guangdong'));
    fireEvent.click(await item('Shenzhen'));
    await waitFor(() => expect(form.values.region).toEqual(['142', '440000', '440300']));
    expect(calls).toEqual([{ dictionaryCode: 'country' }, { dictionaryCode: 'province', parentValue: '142' }, { dictionaryCode: 'city', parentValue: '440000' }]);
    expect(screen.getByText('China / Guangdong / Shenzhen')).toBeTruthy();
  });

  it('shows a stored value with its labels at once (in Chinese), loading the levels it runs through', async () => {
    const { query, calls } = fakeRegionQuery();
    renderField(query, { language: 'zh', value: ['142', '440000', '440300'] });
    expect(await screen.findByText('中国 / 广东省 / 深圳市')).toBeTruthy();
    expect(calls).toHaveLength(3);
  });

  it('says so when there are no regions, and offers a retry after an error', async () => {
    let failing = true;
    const { query } = fakeRegionQuery({ fail: () => failing });
    renderField(query, { language: 'zh' });
    open();
    expect(await screen.findByText('地区加载失败')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await item('中国')).toBeTruthy();

    const empty = { findAll: async () => [], findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }) } as unknown as DataQueryPort;
    document.body.innerHTML = '';
    renderField(empty);
    open();
    expect(await screen.findByText('No regions')).toBeTruthy();
  });

  it('makes a region whose children come back empty a leaf the person can pick', async () => {
    const { query } = fakeRegionQuery();
    const form = renderField(query, { depth: 5 });
    open();
    fireEvent.click(await item('Australia'));
    await waitFor(() => expect(screen.getByTitle('Australia').closest('li')?.querySelector('.ant-cascader-menu-item-expand-icon')).toBeNull());
    fireEvent.click(screen.getByTitle('Australia'));
    await waitFor(() => expect(form.values.region).toEqual(['601']));
  });

  it('reads pretty as the labels of the path', async () => {
    const { query } = fakeRegionQuery();
    renderField(query, { value: ['142', '440000'], readPretty: true });
    expect(await screen.findByText('China / Guangdong')).toBeTruthy();
  });

  it('is registered by widgets/index.ts as RegionCascader', () => {
    const registry = createComponentRegistry();
    registerWidgets(registry);
    expect(registry.get('RegionCascader')).toBeTruthy();
  });
});
