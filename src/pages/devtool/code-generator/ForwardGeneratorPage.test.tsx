// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeUser, renderShell } from '../../../test/render-shell';
import { clearSchemaIndex } from '../../schema/schema-index';
import { DESIGNER_DRAFT_KEY } from './designer-draft';
import { bodyOf, fakeDevtoolServer, type FakeServer } from './fake-devtool-server';
import ForwardGeneratorPage from './ForwardGeneratorPage';

const SCHEMA = {
  id: 'gen.rate',
  title: { zh: '费率', en: 'Rates' },
  route: '/rate',
  api: { pattern: 'base', entity: 'Rate', list: { qid: 'FIND_RATE' } },
  fields: { rateCode: { type: 'string', title: { zh: '费率编码', en: 'Rate code' } } },
  list: { columns: ['rateCode'] },
};
const FILES = [
  { path: 'schemas/generated/rate.json', content: '{\n  "id": "gen.rate"\n}' },
  { path: 'schemas/routes/generated-rate.json', content: '{ "routes": [] }' },
];
const GOOD = { files: FILES, written: false, problems: [], route: '/rate' };
const BAD = { files: [], written: false, problems: [{ path: '/fields/rateCode/maxLength', message: 'must be a positive integer' }, { path: '/route', message: 'is claimed by base.carrier' }], route: null };

let server: FakeServer;
let forwardReply: (body: Record<string, unknown>) => unknown;
let settings: { devMode: boolean; generatorDir: string | null };

beforeEach(() => {
  clearSchemaIndex();
  sessionStorage.clear();
  forwardReply = () => GOOD;
  settings = { devMode: false, generatorDir: null };
  server = fakeDevtoolServer({
    'GET /api/clearway/devtool/settings': () => settings,
    'POST /api/bdtibs/dataQuery/findAllByCallId': () => [{ id: 4, templateName: 'Standard', isDefault: true }],
    'GET /api/clearway/schemas': () => [{ route: '/generatortemplate', schemaId: 'devtool.generatorTemplate' }],
    'GET /api/clearway/dashboards': () => [],
    'POST /api/clearway/devtool/forward': (config) => forwardReply(bodyOf(config)),
  });
});
afterEach(() => server.restore());

const render = (path = '/forwardgenerator?draft=1') =>
  renderShell(<ForwardGeneratorPage />, { path, language: 'en', user: fakeUser({ roles: ['ROLE_ADMIN'], isAdmin: '1' }) });
const withDraft = () => sessionStorage.setItem(DESIGNER_DRAFT_KEY, JSON.stringify(SCHEMA));
const forwardCalls = () => server.seen.filter((c) => c.url === '/api/clearway/devtool/forward').map(bodyOf);

describe('ForwardGeneratorPage', () => {
  it('takes the handed-over draft and shows its route’s status', async () => {
    withDraft();
    render();
    expect((await screen.findByTestId('codegen-draft-summary', undefined, { timeout: 5000 })).textContent).toContain('gen.rate (Rates)');
    expect((screen.getByTestId('codegen-route-input') as HTMLInputElement).value).toBe('/rate');
    expect(screen.getByTestId('codegen-route-status').textContent).toContain('Not in the route catalogue');
    fireEvent.change(screen.getByTestId('codegen-route-input'), { target: { value: '/generatortemplate' } });
    await waitFor(() => expect(screen.getByTestId('codegen-route-status').textContent).toContain('Built: schema devtool.generatorTemplate draws it'));
    expect(screen.getByTestId('codegen-route-status').textContent).toContain('Buttons: add, edit, delete');
    expect(screen.getByText(/the server will refuse to claim it twice/)).toBeTruthy();
  });

  it('lists the problems of a bad answer, and offers nothing else', async () => {
    withDraft();
    forwardReply = () => BAD;
    const shell = render();
    await shell.user.click(await screen.findByTestId('codegen-preview', undefined, { timeout: 5000 }));
    const problems = await screen.findByTestId('codegen-problems');
    expect(problems.textContent).toContain('2 problem(s)');
    expect(problems.textContent).toContain('/fields/rateCode/maxLength must be a positive integer');
    expect(problems.textContent).toContain('/route is claimed by base.carrier');
    expect(screen.queryByTestId('codegen-files')).toBeNull();
    expect((screen.getByTestId('codegen-download') as HTMLButtonElement).disabled).toBe(true);
    expect(forwardCalls()[0]).toEqual({ schema: SCHEMA, templateId: 4 });
  });

  it('shows the files of a good answer as tabs, with their content, and the route changed by the person', async () => {
    withDraft();
    const shell = render();
    const route = await screen.findByTestId('codegen-route-input', undefined, { timeout: 5000 });
    fireEvent.change(route, { target: { value: '/rates' } });
    await shell.user.click(screen.getByTestId('codegen-preview'));
    const files = await screen.findByTestId('codegen-files');
    expect(within(files).getByRole('tab', { name: 'rate.json' })).toBeTruthy();
    expect(within(files).getByRole('tab', { name: 'generated-rate.json' })).toBeTruthy();
    expect(screen.getByTestId('codegen-file-schemas/generated/rate.json').textContent).toContain('"id": "gen.rate"');
    expect((screen.getByTestId('codegen-download') as HTMLButtonElement).disabled).toBe(false);
    expect(forwardCalls()[0]!.schema).toMatchObject({ route: '/rates' });
    // A change after the preview makes it stale: no download of files that no longer match.
    fireEvent.change(route, { target: { value: '/rates2' } });
    expect(await screen.findByText(/changed since the preview/)).toBeTruthy();
    expect((screen.getByTestId('codegen-download') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for pasted JSON without a draft, and shows a JSON error with its position', async () => {
    const shell = render('/forwardgenerator');
    const area = await screen.findByTestId('codegen-pasted', undefined, { timeout: 5000 });
    expect((screen.getByTestId('codegen-preview') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(area, { target: { value: '{\n  "id": "gen.rate",\n  "title": }' } });
    expect(screen.getByTestId('codegen-json-error').textContent).toContain('JSON error at line 3, column 12');
    expect((screen.getByTestId('codegen-preview') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(area, { target: { value: JSON.stringify(SCHEMA) } });
    // antd fades the message out.
    await waitFor(() => expect(screen.queryByTestId('codegen-json-error')).toBeNull());
    await shell.user.click(screen.getByTestId('codegen-preview'));
    expect(await screen.findByTestId('codegen-files')).toBeTruthy();
  });

  it('offers the write only in development mode', async () => {
    withDraft();
    render();
    await screen.findByTestId('codegen-draft-summary', undefined, { timeout: 5000 });
    await waitFor(() => expect(server.seen.some((c) => c.url === '/api/clearway/devtool/settings')).toBe(true));
    expect(screen.queryByTestId('codegen-write')).toBeNull();
  });

  it('writes into the schema folder after confirming, then links to the page', async () => {
    withDraft();
    settings = { devMode: true, generatorDir: 'schemas/generated' };
    forwardReply = (body) => ({ ...GOOD, written: body.write === true });
    const shell = render();
    await shell.user.click(await screen.findByTestId('codegen-write', undefined, { timeout: 5000 }));
    expect(await screen.findByText(/Write the files into schemas\/generated\?/)).toBeTruthy();
    await shell.user.click(screen.getByRole('button', { name: 'OK' }));
    const written = await screen.findByTestId('codegen-written');
    expect(written.textContent).toContain('Written into schemas/generated');
    expect(within(written).getByRole('button', { name: 'Open the page' })).toBeTruthy();
    expect(forwardCalls()[0]).toEqual({ schema: SCHEMA, templateId: 4, write: true });
  });
});
