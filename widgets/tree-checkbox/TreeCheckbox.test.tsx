// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { stubMatchMedia } from '../../src/test/render-shell';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import { TreeCheckbox } from './TreeCheckbox';

const TREE = [{ key: 'menu:1', title: '系统管理', children: [{ key: 'menu:2', title: '菜单管理', children: [{ key: 'button:9', title: '新增', children: [] }] }] }];

/** A fake server answering the tree and, per role, its checked keys; every URL asked is recorded. */
function fakeHttp() {
  const urls: string[] = [];
  const http = {
    request: async ({ url }: { url: string }) => {
      urls.push(url);
      const checkedKeys = url.endsWith('roleId=7') ? ['menu:1'] : [];
      return { data: { code: 200, data: { summary: '', result: { tree: TREE, checkedKeys } } } };
    },
  } as unknown as HttpPort;
  return { http, urls };
}

function renderForm(http: HttpPort, initialValues: Record<string, unknown>) {
  stubMatchMedia();
  const form = createForm({ initialValues });
  const SchemaField = createSchemaField({ components: { FormItem, TreeCheckbox } });
  render(
    <HttpProvider value={http}>
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: {
          roleId: { type: 'number' },
          grants: { type: 'array', 'x-component': 'TreeCheckbox', 'x-component-props': { url: '/api/x/tree', dependsOn: { field: 'roleId', param: 'roleId' } } },
        } as never }} />
      </FormProvider>
    </HttpProvider>,
  );
  return form;
}

describe('TreeCheckbox', () => {
  it('waits for the field it depends on, then takes the checked keys of the reply as its value', async () => {
    const { http, urls } = fakeHttp();
    const form = renderForm(http, {});
    expect(screen.getByText('请先选择上一项')).toBeTruthy();
    form.setValuesIn('roleId', 7);
    await waitFor(() => expect(form.values.grants).toEqual(['menu:1']));
    expect(urls).toEqual(['/api/x/tree?roleId=7']);
  });

  it('checks a node on its own, and finds a node by its title', async () => {
    const { http } = fakeHttp();
    const form = renderForm(http, { roleId: 7 });
    await waitFor(() => expect(form.values.grants).toEqual(['menu:1']));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索' }), { target: { value: '新增' } });
    const leaf = await screen.findByTitle('新增');
    fireEvent.click(leaf.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    await waitFor(() => expect(form.values.grants).toEqual(['menu:1', 'button:9']));
  });
});
