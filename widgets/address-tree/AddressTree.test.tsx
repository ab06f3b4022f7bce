// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { fakeRegionQuery } from '../region-cascader/region-fixtures';
import { AddressTree } from './AddressTree';

function renderTree(query: DataQueryPort, options: { language?: Language; value?: string[] } = {}) {
  stubMatchMedia();
  const form = createForm({ values: options.value ? { address: options.value } : {} });
  const SchemaField = createSchemaField({ components: { FormItem, AddressTree } });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DataQueryProvider value={query}>
        <LanguageProvider value={options.language ?? 'en'}>
          <FormProvider form={form}>
            <SchemaField schema={{ type: 'object', properties: { address: { type: 'array', 'x-component': 'AddressTree' } } }} />
          </FormProvider>
        </LanguageProvider>
      </DataQueryProvider>
    </ConfigProvider>,
  );
  return form;
}

/** The labels of the tree's nodes as drawn, top to bottom. */
const drawn = () => [...document.querySelectorAll('[data-testid^="address-node-"]')].map((n) => n.firstChild?.textContent);
const expand = (key: string) => fireEvent.click(screen.getByTestId(`address-node-${key}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);

describe('AddressTree', () => {
  it('shows the countries by textEn, sorted by first character, and loads children when a node opens', async () => {
    const { query, calls } = fakeRegionQuery();
    renderTree(query);
    expect(screen.getByTestId('address-tree-loading')).toBeTruthy();
    await screen.findByText('China');
    expect(drawn()).toEqual(['Australia', 'China', 'Hong Kong, China']);
    expand('country:142');
    await screen.findByText('Guangdong');
    expect(drawn()).toEqual(['Australia', 'China', 'Beijing', 'Guangdong', 'Shanghai', 'Hong Kong, China']);
    expect(calls).toEqual([{ dictionaryCode: 'country' }, { dictionaryCode: 'province', parentValue: '142' }]);
  });

  it('sets the value to the chosen node’s path', async () => {
    const { query } = fakeRegionQuery();
    const form = renderTree(query);
    await screen.findByText('China');
    expand('country:142');
    await waitFor(() => expect(screen.queryByText('Guangdong')).toBeTruthy());
    expand('province:440000');
    fireEvent.click(await screen.findByText('Shenzhen'));
    await waitFor(() => expect(form.values.address).toEqual(['142', '440000', '440300']));
  });

  it('opens a stored value’s path and marks its node, with Chinese names beside textEn in Chinese', async () => {
    const { query } = fakeRegionQuery();
    renderTree(query, { language: 'zh', value: ['142', '440000', '440300'] });
    const node = await screen.findByTestId('address-node-city:440300');
    expect(within(node).getByText('深圳市')).toBeTruthy();
    expect(node.closest('.ant-tree-treenode')!.className).toContain('ant-tree-treenode-selected');
  });

  it('says so when there are no regions', async () => {
    const empty = { findAll: async () => [], findPage: async () => ({}) } as unknown as DataQueryPort;
    renderTree(empty, { language: 'zh' });
    expect(await screen.findByText('暂无地区')).toBeTruthy();
  });

  it('shows an error with a retry, for the countries and for a node', async () => {
    let failCountries = true;
    let failProvinces = true;
    const { query } = fakeRegionQuery({ fail: (f) => (f.dictionaryCode === 'country' ? failCountries : f.dictionaryCode === 'province' && failProvinces) });
    renderTree(query);
    expect(await screen.findByText('The regions could not be loaded')).toBeTruthy();
    failCountries = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('China');
    expand('country:142');
    expect(await screen.findByText('The regions could not be loaded')).toBeTruthy();
    failProvinces = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Guangdong')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The regions could not be loaded')).toBeNull());
  });

  it('is registered by widgets/index.ts as AddressTree', () => {
    const registry = createComponentRegistry();
    registerWidgets(registry);
    expect(registry.get('AddressTree')).toBeTruthy();
  });
});
