// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeUser, renderShell } from '../../../test/render-shell';
import { clearSchemaIndex } from '../../schema/schema-index';
import { DESIGNER_DRAFT_KEY } from './designer-draft';
import { fakeDevtoolServer, FakeFailure, type FakeServer } from './fake-devtool-server';
import ReverseGeneratorPage from './ReverseGeneratorPage';

const DRAFT = {
  schema: {
    id: 'gen.rate',
    title: { zh: 'rate', en: 'Rate' },
    route: '/rate',
    api: { pattern: 'base', entity: 'Rate', list: { qid: 'FIND_RATE' } },
    fields: {
      rateCode: { type: 'string', title: { zh: 'rate_code', en: 'Rate code' }, maxLength: 32, required: true },
      carrierCode: { type: 'string', title: { zh: 'carrier_code', en: 'Carrier code' }, 'x-ref': { entity: 'base.carrier', value: 'carrierCode', label: 'carrierName' } },
    },
    list: { columns: ['rateCode', 'carrierCode'] },
  },
  notes: ['Column legacy_flag left out: its type (bytea) has no field type', 'Name the titles properly'],
};

let server: FakeServer;
beforeEach(() => {
  clearSchemaIndex();
  sessionStorage.clear();
  server = fakeDevtoolServer({
    'GET /api/clearway/devtool/tables': () => [
      { table: 'base_carrier', columns: 14, schemaId: 'base.carrier' },
      { table: 'legacy_rate', columns: 6, schemaId: null },
    ],
    'POST /api/bdtibs/dataQuery/findAllByCallId': () => [{ id: 4, templateName: 'Standard', isDefault: true }, { id: 5, templateName: 'Legacy', isDefault: false }],
    'GET /api/clearway/devtool/tables/legacy_rate/draft': () => structuredClone(DRAFT),
  });
});
afterEach(() => server.restore());

const admin = () => fakeUser({ roles: ['ROLE_ADMIN'], isAdmin: '1' });
const render = () => renderShell(<ReverseGeneratorPage />, { path: '/reversegenerator', language: 'en', user: admin() });

describe('ReverseGeneratorPage', () => {
  it('lists the tables with their schema or "no schema", searchable', async () => {
    const shell = render();
    const row = await screen.findByTestId('codegen-table-legacy_rate', undefined, { timeout: 5000 });
    expect(row.textContent).toContain('no schema');
    expect(screen.getByTestId('codegen-table-base_carrier').textContent).toContain('base.carrier');
    await shell.user.type(screen.getByRole('searchbox', { name: 'Search by table or schema' }), 'legacy');
    expect(screen.queryByTestId('codegen-table-base_carrier')).toBeNull();
    expect(screen.getByTestId('codegen-table-legacy_rate')).toBeTruthy();
  });

  it('drafts the picked table (Enter on a focused row) under the default template and shows its fields and notes', async () => {
    render();
    const row = await screen.findByTestId('codegen-table-legacy_rate', undefined, { timeout: 5000 });
    expect(row.tabIndex).toBe(0);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    const fields = await screen.findByTestId('codegen-draft-fields');
    expect(within(fields).getByText('rateCode')).toBeTruthy();
    expect(within(fields).getByText('base.carrier.carrierCode')).toBeTruthy();
    expect(screen.getByTestId('codegen-draft-notes').textContent).toContain('Name the titles properly');
    await waitFor(() => expect(server.seen.find((c) => c.url?.endsWith('/legacy_rate/draft'))?.params).toEqual({ templateId: 4 }));
    expect(screen.queryByTestId('codegen-draft-json')).toBeNull();
    fireEvent.click(screen.getByText('Schema JSON'));
    expect((await screen.findByTestId('codegen-draft-json')).textContent).toContain('"id": "gen.rate"');
  });

  it('names a field and takes the draft to the forward generator through sessionStorage', async () => {
    const shell = render();
    await shell.user.click(await screen.findByTestId('codegen-table-legacy_rate', undefined, { timeout: 5000 }));
    const zh = await screen.findByTestId('codegen-title-zh-rateCode');
    await shell.user.clear(zh);
    await shell.user.type(zh, '费率编码');
    await shell.user.click(screen.getByTestId('codegen-to-forward'));
    expect(shell.currentPath()).toBe('/forwardgenerator?draft=1');
    const stored = JSON.parse(sessionStorage.getItem(DESIGNER_DRAFT_KEY)!) as typeof DRAFT.schema;
    expect(stored.fields.rateCode.title).toEqual({ zh: '费率编码', en: 'Rate code' });
    expect(stored.id).toBe('gen.rate');
  });

  it('opens the draft in the form designer', async () => {
    const shell = render();
    await shell.user.click(await screen.findByTestId('codegen-table-legacy_rate', undefined, { timeout: 5000 }));
    await shell.user.click(await screen.findByTestId('codegen-open-designer'));
    expect(shell.currentPath()).toBe('/formdesign?draft=1');
    expect(JSON.parse(sessionStorage.getItem(DESIGNER_DRAFT_KEY)!)).toMatchObject({ id: 'gen.rate' });
  });

  it('says so inline when the tables cannot be read, and tries again', async () => {
    server.routes['GET /api/clearway/devtool/tables'] = () => new FakeFailure(500);
    const shell = render();
    expect(await screen.findByText('The tables could not be read.', undefined, { timeout: 5000 })).toBeTruthy();
    server.routes['GET /api/clearway/devtool/tables'] = () => [{ table: 'legacy_rate', columns: 6, schemaId: null }];
    await shell.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('codegen-table-legacy_rate')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    renderShell(<ReverseGeneratorPage />, { path: '/reversegenerator', language: 'zh', user: admin() });
    expect((await screen.findByTestId('codegen-table-legacy_rate', undefined, { timeout: 5000 })).textContent).toContain('无模型');
    expect(screen.getByText('数据库表')).toBeTruthy();
    expect(screen.getByText(/选择一张表/)).toBeTruthy();
  });

  it('uses the server’s default template when the templates cannot be read', async () => {
    server.routes['POST /api/bdtibs/dataQuery/findAllByCallId'] = () => new FakeFailure(404);
    const shell = render();
    expect(await screen.findByText(/The templates could not be read/, undefined, { timeout: 5000 })).toBeTruthy();
    await shell.user.click(await screen.findByTestId('codegen-table-legacy_rate'));
    await screen.findByTestId('codegen-draft-fields');
    expect(server.seen.find((c) => c.url?.endsWith('/legacy_rate/draft'))?.params).toEqual({});
  });
});
