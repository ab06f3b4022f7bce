// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { ConfigProvider } from 'antd';
import { stubMatchMedia } from '../../src/test/render-shell';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import { TreePicker } from './TreePicker';

const TREE = [
  { id: 1, orgName: '总部', children: [{ id: 2, orgName: '深圳分公司', children: [{ id: 3, orgName: '深圳仓储部' }] }, { id: 4, orgName: '财务部' }] },
];

function renderPicker(props: Record<string, unknown>, value?: number, readPretty = false) {
  stubMatchMedia();
  const urls: string[] = [];
  const http = { request: async ({ url }: { url: string }) => (urls.push(url), { data: { code: 200, data: TREE } }) } as unknown as HttpPort;
  const form = createForm({ values: value === undefined ? {} : { orgParent: value }, readPretty });
  const SchemaField = createSchemaField({ components: { FormItem, TreePicker } });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <HttpProvider value={http}>
        <FormProvider form={form}>
          <SchemaField schema={{ type: 'object', properties: { orgParent: { type: 'number', 'x-component': 'TreePicker', 'x-component-props': { url: '/api/admin/sysorg/querySysOrgTree', labelField: 'orgName', open: true, ...props } } } }} />
        </FormProvider>
      </HttpProvider>
    </ConfigProvider>,
  );
  return { form, urls };
}

const option = (title: string) => document.querySelector(`.ant-select-tree-treenode [title="${title}"]`)?.closest('.ant-select-tree-treenode');

describe('TreePicker', () => {
  it('offers the tree read at its url, and picks a node by id', async () => {
    const { form, urls } = renderPicker({});
    await waitFor(() => expect(option('深圳仓储部')).toBeTruthy());
    expect(urls).toEqual(['/api/admin/sysorg/querySysOrgTree']);
    fireEvent.click(document.querySelector('[title="财务部"]')!);
    expect(form.values.orgParent).toBe(4);
  });

  it('disables the edited node and everything below it', async () => {
    renderPicker({ excludeId: 2 });
    await waitFor(() => expect(option('深圳仓储部')).toBeTruthy());
    expect(option('深圳分公司')!.className).toContain('disabled');
    expect(option('深圳仓储部')!.className).toContain('disabled');
    expect(option('财务部')!.className).not.toContain('disabled');
  });

  it('reads as the chosen node’s label', async () => {
    renderPicker({}, 3, true);
    expect(await screen.findByText('深圳仓储部')).toBeTruthy();
  });
});
