// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { stubMatchMedia, pressKey } from '../../src/test/render-shell';
import { DataQueryProvider, type DataQueryPort } from '../../engine/render/data-context';
import { LanguageProvider } from '../../engine/render/language-context';
import type { Language } from '../../engine/render/localize';
import { createComponentRegistry } from '../../engine/registry/components';
import { registerWidgets } from '../index';
import { clearDictionaryCache, DictSelect, DictTag, dictionaryOptions } from './index';

const LOCK_STATE = [
  { dictionaryCode: 'lockState', dictionaryValue: '1', dictionaryName: '已锁定', dictionaryNameEn: 'Locked', dictionaryOrder: 2 },
  { dictionaryCode: 'lockState', dictionaryValue: '0', dictionaryName: '正常', dictionaryNameEn: 'Normal', dictionaryOrder: 1 },
];

function fakeQuery() {
  const calls: unknown[] = [];
  const query = {
    findAll: async (params: unknown) => {
      calls.push(params);
      return LOCK_STATE;
    },
    findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }),
  } as unknown as DataQueryPort;
  return { query, calls };
}

function renderWith(ui: React.ReactNode, query: DataQueryPort, language: Language = 'zh') {
  stubMatchMedia();
  return render(
    <DataQueryProvider value={query}>
      <LanguageProvider value={language}>{ui}</LanguageProvider>
    </DataQueryProvider>,
  );
}

beforeEach(() => clearDictionaryCache());

describe('DictSelect', () => {
  it('offers the dictionary items in order, labelled in the language, and sets the field value', async () => {
    const { query, calls } = fakeQuery();
    const form = createForm();
    const SchemaField = createSchemaField({ components: { FormItem, DictSelect } });
    renderWith(
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: { status: { type: 'string', 'x-component': 'DictSelect', 'x-component-props': { dictionaryCode: 'lockState' } } } }} />
      </FormProvider>,
      query,
      'en',
    );
    const box = screen.getByRole('combobox');
    pressKey(box, 'ArrowDown');
    expect(await screen.findByText('Normal')).toBeTruthy();
    expect([...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent)).toEqual(['Normal', 'Locked']);
    pressKey(box, 'Enter');
    await waitFor(() => expect(form.values.status).toBe('0'));
    expect(calls).toEqual([{ qid: 'FIND_BASE_DICTIONARY_DETAIL', filters: { dictionaryCode: 'lockState' } }]);
  });

  it('fetches a dictionary once per session, again after clearDictionaryCache', async () => {
    const { query, calls } = fakeQuery();
    const view = renderWith(<><DictTag dictionaryCode="lockState" value="1" /><DictTag dictionaryCode="lockState" value="0" /></>, query);
    expect(await screen.findByText('已锁定')).toBeTruthy();
    expect(screen.getByText('正常')).toBeTruthy();
    view.unmount();
    renderWith(<DictTag dictionaryCode="lockState" value="1" />, query);
    expect(screen.getByText('已锁定')).toBeTruthy();
    expect(calls).toHaveLength(1);
    clearDictionaryCache();
    renderWith(<DictTag dictionaryCode="lockState" value="0" />, query);
    await screen.findAllByText('正常');
    expect(calls).toHaveLength(2);
  });

  it('shows an unknown value as it is, and nothing for an empty one', async () => {
    const { query } = fakeQuery();
    const view = renderWith(<><DictTag dictionaryCode="lockState" value="9" /><DictTag dictionaryCode="lockState" value="" /></>, query);
    expect(await screen.findByText('9')).toBeTruthy();
    expect(view.container.querySelectorAll('.ant-tag')).toHaveLength(1);
  });

  it('is registered by widgets/index.ts under its names', () => {
    const registry = createComponentRegistry();
    registerWidgets(registry);
    expect(registry.get('DictSelect')).toBe(DictSelect);
    expect(registry.get('DictTag')).toBe(DictTag);
    expect(() => registerWidgets(registry)).toThrow('already registered');
  });

  it('falls back to the Chinese name when an item has no English one', () => {
    expect(dictionaryOptions([{ dictionaryCode: 'x', dictionaryValue: 'a', dictionaryName: '甲' }], 'en')).toEqual([{ value: 'a', label: '甲' }]);
  });
});
