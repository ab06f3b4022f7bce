// @vitest-environment jsdom
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeUser, renderShell } from '../../../../test/render-shell';
import { loadEntityFiles } from '../../../../../schemas/load-entity-files';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import type { PreviewReply } from '../../devtool-api';
import { PreviewPanel } from './PreviewPanel';
import { demoAudiences, fakeDevtoolHttp } from './fake-devtool-http';
import { compileEntity } from '../../../../../engine/schema/entity-model';

// Counted: a change Formily can make on the live fields must not compile (and draw) the form again.
vi.mock('../../../../../engine/schema/entity-model', async (actual) => {
  const module = await actual<typeof import('../../../../../engine/schema/entity-model')>();
  return { ...module, compileEntity: vi.fn(module.compileEntity) };
});

const carrier = loadEntityFiles().map(({ json }) => json as unknown as EntitySchema).find((schema) => schema.id === 'base.carrier')!;
let reply: PreviewReply;
const fake = fakeDevtoolHttp({
  'get /api/clearway/devtool/audiences': () => demoAudiences,
  'post /api/clearway/devtool/preview': () => reply,
});
afterAll(() => fake.restore());
beforeEach(() => {
  fake.seen.length = 0;
});

const user = fakeUser({ tenantCode: 'demo', roles: ['ROLE_ADMIN'] });

describe('PreviewPanel', () => {
  it('sends the draft as a merge patch and draws the served schema with the engine’s form; submit shows the messages', async () => {
    const served = structuredClone(carrier);
    served.fields.carrierName!.title = { zh: '承运商全称', en: 'Full name' };
    reply = { opens: true, schema: served, overrideVersion: 'draft', buttons: ['add'], access: { hidden: ['remark'], masked: { contactPhone: 'phone' } } };
    const edited = structuredClone(carrier) as unknown as Record<string, any>;
    edited.fields.carrierName.title = { zh: '承运商全称', en: 'Full name' };
    const shell = renderShell(<PreviewPanel schemaId="base.carrier" base={carrier} edited={edited} target="override" />, { user });

    const panel = await screen.findByTestId('preview-form', undefined, { timeout: 5000 });
    // The form's grid is a lazily loaded component: it arrives a moment later.
    expect(await within(panel).findByText('承运商全称', undefined, { timeout: 5000 })).toBeTruthy();
    const call = fake.seen.find((c) => c.url === '/api/clearway/devtool/preview')!;
    expect(call.body).toEqual({ schemaId: 'base.carrier', tenantCode: 'demo', roleCode: null, patch: { fields: { carrierName: { title: { zh: '承运商全称', en: 'Full name' } } } } });
    const access = screen.getByTestId('preview-access');
    expect(within(access).getByText('当前草稿')).toBeTruthy();
    expect(within(access).getByText('remark')).toBeTruthy();
    expect(within(access).getByText('contactPhone: phone')).toBeTruthy();
    expect(within(access).getByText('create')).toBeTruthy();
    expect(within(access).queryByText('delete')).toBeNull();
    expect(screen.getByTestId('preview-panel').getAttribute('data-preview-rendered-at')).toMatch(/^\d/);

    await shell.user.click(screen.getByTestId('preview-submit'));
    expect(await within(panel).findByText('请输入承运商全称')).toBeTruthy();
    expect(screen.queryByTestId('preview-submitted')).toBeNull();
    // Only reads: the audiences, the preview, and the widgets' dictionary queries; nothing is saved.
    const reads = ['/api/clearway/devtool/audiences', '/api/clearway/devtool/preview', '/api/bdtibs/dataQuery/findAllByCallId'];
    expect(fake.seen.filter((c) => !reads.includes(c.url))).toEqual([]);
  });

  it('relabels a field renamed in the draft at once, without waiting for the server', async () => {
    reply = { opens: true, schema: carrier, overrideVersion: 'draft', buttons: 'all', access: { hidden: [], masked: {} } };
    const renamed = structuredClone(carrier) as unknown as Record<string, any>;
    renamed.fields.carrierName.title = { zh: '承运商简称', en: 'Short name' };
    function Designer() {
      const [design, setDesign] = useState<Record<string, unknown>>(carrier as never);
      return (
        <>
          <button type="button" onClick={() => setDesign(renamed)}>rename</button>
          <PreviewPanel schemaId="base.carrier" base={carrier} edited={design} target="override" />
        </>
      );
    }
    const shell = renderShell(<Designer />, { user });
    const panel = await screen.findByTestId('preview-form', undefined, { timeout: 5000 });
    await within(panel).findByText('承运商名称', undefined, { timeout: 5000 });
    const calls = fake.seen.filter((c) => c.url === '/api/clearway/devtool/preview').length;
    await shell.user.click(screen.getByRole('button', { name: 'rename' }));
    // This fake server keeps answering the old title: the label can only come from the design.
    expect(within(panel).getByText('承运商简称')).toBeTruthy();
    expect(screen.getByTestId('preview-form')).toBe(panel);
    await waitFor(() => expect(fake.seen.filter((c) => c.url === '/api/clearway/devtool/preview').length).toBe(calls + 1));
    await waitFor(() => expect(screen.getByTestId('preview-panel').querySelector('.ant-spin')).toBeNull());
    expect(within(panel).getByText('承运商简称')).toBeTruthy();
  });

  it('says clearly when the role cannot open the page', async () => {
    reply = { opens: false, schema: carrier, overrideVersion: 3, buttons: [], access: { hidden: [], masked: {} } };
    renderShell(<PreviewPanel schemaId="base.carrier" base={carrier} edited={carrier as never} target="override" />, { user });
    expect(await screen.findByTestId('preview-cannot-open', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('版本 3')).toBeTruthy();
    expect(screen.queryByTestId('preview-form')).toBeNull();
  });

  it('draws a new entity as designed, without asking the server, keeps typed values through a redraw, and shows the submitted values', async () => {
    const edited = structuredClone(carrier) as unknown as Record<string, any>;
    edited.form = { fields: ['carrierName'] };
    const renamed = structuredClone(edited);
    renamed.fields.carrierName.title = { zh: '名称（新）', en: 'Name (new)' };
    // The designer changes `edited` as the person edits the canvas.
    function Designer() {
      const [design, setDesign] = useState(edited);
      return (
        <>
          <button type="button" onClick={() => setDesign(renamed)}>rename</button>
          <PreviewPanel schemaId={undefined} base={undefined} edited={design} target="base" />
        </>
      );
    }
    const shell = renderShell(<Designer />, { user });
    const panel = await screen.findByTestId('preview-form', undefined, { timeout: 5000 });
    await shell.user.type(await within(panel).findByRole('textbox', undefined, { timeout: 5000 }), '顺丰');
    // A title changed on the canvas redraws the form at once, keeping what was typed.
    await shell.user.click(screen.getByRole('button', { name: 'rename' }));
    expect(await within(panel).findByText('名称（新）')).toBeTruthy();
    const input = within(panel).getByRole('textbox', { name: '名称（新）' }) as HTMLInputElement;
    expect(input.value).toBe('顺丰');
    // The relabelled field's messages name it by its new title.
    await shell.user.clear(input);
    await shell.user.click(screen.getByTestId('preview-submit'));
    expect(await within(panel).findByText('请输入名称（新）')).toBeTruthy();
    await shell.user.type(input, '顺丰');
    await shell.user.click(screen.getByTestId('preview-submit'));
    expect((await screen.findByTestId('preview-submitted')).textContent).toContain('"carrierName": "顺丰"');
    expect(fake.seen.some((c) => c.url === '/api/clearway/devtool/preview')).toBe(false);
  });

  it('writes required, a placeholder and the options into the drawn form, without making a new one', async () => {
    const edited = structuredClone(carrier) as unknown as Record<string, any>;
    edited.form = { fields: ['contactName', 'carrierType'] };
    const changed = structuredClone(edited);
    Object.assign(changed.fields.contactName, { required: true, 'x-component-props': { placeholder: '谁接电话' } });
    changed.fields.carrierType.enum = ['express', 'air'];
    changed.fields.carrierType['x-enum-titles'] = [{ zh: '快递', en: 'Express' }, { zh: '空运', en: 'Air' }];
    function Designer() {
      const [design, setDesign] = useState(edited);
      return (
        <>
          <button type="button" onClick={() => setDesign(changed)}>change</button>
          <PreviewPanel schemaId={undefined} base={undefined} edited={design} target="base" />
        </>
      );
    }
    const shell = renderShell(<Designer />, { user });
    const panel = await screen.findByTestId('preview-form', undefined, { timeout: 5000 });
    const input = await within(panel).findByRole('textbox', { name: '联系人' }, { timeout: 5000 });
    await shell.user.type(input, '张三');
    const compiled = vi.mocked(compileEntity).mock.calls.length;
    await shell.user.click(screen.getByRole('button', { name: 'change' }));
    // The same input, with what was typed, now required and with its placeholder.
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe('谁接电话'));
    expect(within(panel).getByRole('textbox', { name: '联系人' })).toBe(input);
    expect(vi.mocked(compileEntity).mock.calls.length).toBe(compiled);
    expect((input as HTMLInputElement).value).toBe('张三');
    await shell.user.clear(input);
    await shell.user.click(screen.getByTestId('preview-submit'));
    expect(await within(panel).findByText('请输入联系人')).toBeTruthy();
    await shell.user.click(within(panel).getByRole('combobox'));
    expect(await screen.findByText('空运')).toBeTruthy();
  });

  it('draws the same form in a new order when only the order changed, keeping what was typed', async () => {
    const edited = structuredClone(carrier) as unknown as Record<string, any>;
    edited.form = { fields: ['carrierName', 'contactName', 'templateId'] };
    const moved = { ...edited, form: { fields: ['contactName', 'templateId', 'carrierName'] } };
    function Designer() {
      const [design, setDesign] = useState(edited);
      return (
        <>
          <button type="button" onClick={() => setDesign(moved)}>move</button>
          <PreviewPanel schemaId={undefined} base={undefined} edited={design} target="base" />
        </>
      );
    }
    const shell = renderShell(<Designer />, { user });
    const panel = await screen.findByTestId('preview-form', undefined, { timeout: 5000 });
    await shell.user.type(await within(panel).findByRole('textbox', { name: '承运商名称' }, { timeout: 5000 }), '顺丰');
    const names = () => within(panel).getAllByRole('textbox').map((input) => input.getAttribute('aria-label'));
    expect(names()).toEqual(['承运商名称', '联系人', '面单模板']);
    const compiled = vi.mocked(compileEntity).mock.calls.length;
    await shell.user.click(screen.getByRole('button', { name: 'move' }));
    await waitFor(() => expect(names()).toEqual(['联系人', '面单模板', '承运商名称']));
    expect(vi.mocked(compileEntity).mock.calls.length).toBe(compiled);
    expect((within(panel).getByRole('textbox', { name: '承运商名称' }) as HTMLInputElement).value).toBe('顺丰');
    await shell.user.click(screen.getByTestId('preview-submit'));
    expect((await screen.findByTestId('preview-submitted')).textContent).toContain('"carrierName": "顺丰"');
  });
});
