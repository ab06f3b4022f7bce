// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AxiosAdapter } from 'axios';
import { Link } from 'react-router-dom';
import { http } from '../../../app/http';
import { fakeUser, renderShell } from '../../../test/render-shell';
import { clearSchemaIndex } from '../../schema/schema-index';
import FormDesignerPage from './FormDesignerPage';

// The bottom panels are another piece of work with their own tests: stand-ins here.
vi.mock('./panels/SchemaJsonPanel', () => ({ SchemaJsonPanel: () => <div data-testid="schema-json-panel" /> }));
vi.mock('./panels/PreviewPanel', () => ({ PreviewPanel: () => <div data-testid="preview-panel" /> }));
vi.mock('./panels/TracerPanel', () => ({ TracerPanel: () => <div data-testid="tracer-panel" /> }));
vi.mock('./panels/HistoryPanel', () => ({ HistoryPanel: () => <div data-testid="history-panel" /> }));

const carrier = {
  id: 'base.carrier', title: { zh: '承运商', en: 'Carriers' }, route: '/carrierManagement',
  api: { pattern: 'base', entity: 'Carrier', list: { qid: 'FIND_CARRIER' } }, storage: { table: 'base_carrier' },
  fields: {
    carrierCode: { type: 'string', title: { zh: '承运商编码', en: 'Carrier code' }, required: true, maxLength: 20, 'x-sanitize': 'lettersDigits' },
    carrierName: { type: 'string', title: { zh: '承运商名称', en: 'Carrier name' }, maxLength: 100 },
  },
  list: { columns: ['carrierCode', 'carrierName'] },
  form: { grid: 2 },
};

const seen: { method: string; url: string; body: unknown }[] = [];
const original = http.defaults.adapter;
let problems: { path: string; message: string }[] = [];
let devMode = false;

beforeEach(() => {
  seen.length = 0;
  problems = [{ path: '/fields/ext_input1/maxLength', message: 'must be <= 50' }];
  devMode = false;
  clearSchemaIndex();
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toLowerCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    seen.push({ method, url, body });
    const ok = (data: unknown) => ({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, message: 'ok', status: 200, data } });
    if (url === '/api/clearway/schemas') return ok([{ route: '/carrierManagement', schemaId: 'base.carrier' }]);
    if (url === '/api/clearway/devtool/settings') return ok({ devMode, generatorDir: null });
    if (url === '/api/clearway/devtool/schema-files/base.carrier') {
      return ok({ file: 'schemas/base/carrier.json', schema: method === 'put' ? body.schema : structuredClone(carrier), problems: method === 'put' ? ['/fields/input1: refused'] : null });
    }
    if (url === '/api/clearway/schema-overrides/base.carrier' && method === 'get') return ok({ active: null, merged: structuredClone(carrier), base: structuredClone(carrier) });
    if (url === '/api/clearway/schema-overrides/base.carrier/check') {
      return ok({ problems, changes: [{ path: '/fields/ext_input1', from: undefined, to: { type: 'string' } }], merged: carrier });
    }
    if (url === '/api/clearway/schema-overrides/base.carrier' && method === 'put') return ok({ active: { version: 1 }, merged: carrier });
    return ok([]);
  };
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = original;
});

const open = async (wrapper?: (children: ReactNode) => ReactNode) => {
  const shell = renderShell(<FormDesignerPage />, { path: '/formdesign?schema=base.carrier', language: 'en', user: fakeUser({ tenantCode: 'demo' }), wrapper });
  await screen.findByTestId('canvas-field-carrierCode', undefined, { timeout: 5000 });
  return shell;
};
const titleEn = () => screen.getByLabelText('Title (English)') as HTMLInputElement;

describe('FormDesignerPage', () => {
  it('opens the tenant’s merged schema and draws the form with its required stars', async () => {
    await open();
    expect(seen.some((r) => r.url === '/api/clearway/schema-overrides/base.carrier')).toBe(true);
    const card = screen.getByTestId('canvas-field-carrierCode');
    expect(card.textContent).toContain('Carrier code');
    expect(card.querySelector('.fd-required')).not.toBeNull();
    expect(screen.getByTestId('canvas-field-carrierName').querySelector('.fd-required')).toBeNull();
  });

  it('adds a palette item with Enter, edits its title, and undoes and redoes it', async () => {
    await open();
    const item = screen.getByTestId('palette-Input');
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    const card = await screen.findByTestId('canvas-field-ext_input1');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('designer-unsaved')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('ext_input1');
    fireEvent.change(titleEn(), { target: { value: 'Remark' } });
    expect(screen.getByTestId('canvas-field-ext_input1').textContent).toContain('Remark');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('canvas-field-ext_input1').textContent).toContain('Text');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByTestId('canvas-field-ext_input1').textContent).toContain('Remark');

    // Ctrl+Z outside a text box undoes the edit, then the addition.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(screen.queryByTestId('canvas-field-ext_input1')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(screen.getByTestId('canvas-field-ext_input1')).toBeTruthy();
  });

  it('leaves Ctrl+Z to the browser while typing in a text box', async () => {
    await open();
    fireEvent.click(screen.getByTestId('canvas-field-carrierName'));
    fireEvent.change(titleEn(), { target: { value: 'Name' } });
    fireEvent.keyDown(titleEn(), { key: 'z', ctrlKey: true });
    expect(titleEn().value).toBe('Name');
  });

  it('moves a field with Alt+↓ and takes it out of the view with Delete (kept, offered below)', async () => {
    await open();
    const code = screen.getByTestId('canvas-field-carrierCode');
    fireEvent.keyDown(code, { key: 'ArrowDown', altKey: true });
    const order = () => [...screen.getByTestId('designer-canvas').querySelectorAll('[data-testid^="canvas-field-"]')].map((e) => e.getAttribute('data-testid'));
    expect(order()).toEqual(['canvas-field-carrierName', 'canvas-field-carrierCode']);
    fireEvent.keyDown(screen.getByTestId('canvas-field-carrierCode'), { key: 'Delete' });
    expect(order()).toEqual(['canvas-field-carrierName']);
    expect(screen.getByTestId('canvas-hidden-carrierCode')).toBeTruthy();
  });

  it('locks what an override may not change on a base field, with the reason', async () => {
    await open();
    fireEvent.click(screen.getByTestId('canvas-field-carrierCode'));
    expect((screen.getByLabelText('Required') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText(/An override may not change this: may not drop required/)).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
  });

  it('drops a palette item onto a drop zone (one undo step)', async () => {
    await open();
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(screen.getByTestId('palette-NumberPicker'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('canvas-drop-0'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('canvas-drop-0'), { dataTransfer });
    const first = screen.getByTestId('designer-canvas').querySelector('[data-testid^="canvas-field-"]');
    expect(first?.getAttribute('data-testid')).toBe('canvas-field-ext_numberPicker1');
  });

  it('shows the server’s problems in the save dialog and saves nothing while any is left', async () => {
    await open();
    const item = screen.getByTestId('palette-Input');
    fireEvent.keyDown(item, { key: 'Enter' });
    await screen.findByTestId('canvas-field-ext_input1');
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    const dialog = await screen.findByTestId('designer-save-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('designer-save-problems').textContent).toContain('/fields/ext_input1/maxLength'));
    expect(within(dialog).getByTestId('designer-save-problems').textContent).toContain('must be <= 50');
    const check = seen.find((r) => r.url.endsWith('/check'))!;
    expect((check.body as { patch: { fields: Record<string, unknown> } }).patch.fields.ext_input1).toMatchObject({ type: 'string', 'x-component': 'Input' });
    expect((screen.getByTestId('designer-save-ok') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a clean check as a new override version with the comment, and the design is clean after', async () => {
    problems = [];
    const shell = await open();
    fireEvent.keyDown(screen.getByTestId('palette-Input'), { key: 'Enter' });
    fireEvent.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect((screen.getByTestId('designer-save-ok') as HTMLButtonElement).disabled).toBe(false));
    await shell.user.type(screen.getByLabelText('Comment (optional)'), 'remark field');
    await act(async () => fireEvent.click(screen.getByTestId('designer-save-ok')));
    await waitFor(() => expect(screen.queryByTestId('designer-unsaved')).toBeNull());
    const put = seen.find((r) => r.method === 'put')!;
    expect(put.body).toMatchObject({ comment: 'remark field', patch: { form: { fields: ['carrierCode', 'carrierName', 'ext_input1'] } } });
  });

  it('asks before leaving with unsaved changes, and leaves when told to', async () => {
    const shell = await open((children) => <>{children}<Link to="/workbench">away</Link></>);
    fireEvent.keyDown(screen.getByTestId('palette-Input'), { key: 'Enter' });
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('Leaving loses them. Leave anyway?')).toBeTruthy();
    expect(shell.currentPath()).toBe('/formdesign?schema=base.carrier');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(shell.currentPath()).toBe('/workbench'));
  });

  it('designs the base file in development mode and shows what the reload refused', async () => {
    devMode = true;
    await open();
    await waitFor(() => expect(screen.getByTestId('designer-target-base').closest('.ant-segmented-item-disabled')).toBeNull());
    fireEvent.click(screen.getByTestId('designer-target-base'));
    await waitFor(() => expect(seen.some((r) => r.url === '/api/clearway/devtool/schema-files/base.carrier')).toBe(true));
    await screen.findByTestId('canvas-field-carrierCode');
    fireEvent.keyDown(screen.getByTestId('palette-ArrayTable'), { key: 'Enter' });
    expect(await screen.findByTestId('canvas-field-arrayTable1.column1')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    await screen.findByTestId('designer-save-dialog');
    await act(async () => fireEvent.click(screen.getByTestId('designer-save-ok')));
    expect((await screen.findByTestId('designer-save-problems')).textContent).toContain('/fields/input1: refused');
    const put = seen.find((r) => r.method === 'put')!;
    expect((put.body as { schema: { fields: Record<string, unknown> } }).schema.fields.arrayTable1).toMatchObject({ type: 'array', 'x-component': 'ArrayTable' });
    expect(screen.queryByTestId('designer-unsaved')).toBeNull();
  });
});
