/**
 * Who may download a stored file, over real HTTP: its uploader, those who may read the record it is attached to
 * (the entity's menu and the row's site), and, for an image in saved rich text, the tenant. An outside test found
 * the operator, refused the carriers list, listing every file of the tenant and downloading the admin's exports.
 */
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { waitForJob } from '../../server/jobs/job-worker';
import { type TestClient, type Reply, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

const UPLOAD = '/api/bdttms/file/uploadFile';
const DOWNLOAD = '/api/bdttms/file/downloadFile';
const t = (zh: string, en: string) => ({ zh, en });

/** A work-order attachment list on a route the operator holds (the customs clerk does not), rows by site. */
const DOSSIER: EntitySchema = {
  id: 'test.dossier',
  title: t('附件登记', 'Dossiers'),
  route: '/workOrderQuery',
  api: { pattern: 'admin', entity: 'dossier' },
  storage: { table: 'test_dossier', site: 'siteCode' },
  fields: {
    subject: { type: 'string', title: t('主题', 'Subject'), required: true, maxLength: 100 },
    siteCode: { type: 'string', title: t('站点', 'Site'), maxLength: 32 },
    attachments: { type: 'array', title: t('附件', 'Attachments'), 'x-component': 'Upload', items: { type: 'object', properties: { key: { type: 'string', title: t('键', 'Key') }, name: { type: 'string', title: t('文件名', 'Name') } } } },
  },
  list: { columns: ['subject', 'siteCode'] },
  actions: { create: { action: 'create' }, edit: { action: 'edit' }, delete: { action: 'delete' } },
};

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;

beforeAll(async () => {
  expect(validateEntityJson(DOSSIER)).toEqual([]);
  const entities = new EntityRegistry([...defaultEntityRegistry().all(), compileEntity(structuredClone(DOSSIER))]);
  server = await startTestServer({}, { entities });
  [admin, operator, customs] = await Promise.all([
    signInAs(server, 'admin'), signInAs(server, 'operator'), signInAs(server, 'customs'),
  ]);
});
afterAll(async () => server?.close());

async function upload(client: TestClient, name: string, text = `bytes of ${name}`): Promise<{ key: string; name: string; id: number }> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/pdf' }), name);
  return expectOk(await client.request('POST', UPLOAD, { body: form }));
}

const download = (client: TestClient, key: string): Promise<Reply> => client.request('GET', DOWNLOAD, { query: { key } });

describe('files and the permissions of what they belong to', () => {
  it("refuses the operator the administrator's carrier export, and does not list it", async () => {
    const reply = await admin.request('POST', '/api/bdtibs/sync/export/saveSyncExportTask', {
      json: { dataFrom: 'IBS', execMode: 0, platformCode: 0, queryTimeGroup: 0, reqId: Date.now(), taskType: 'entity:base.carrier', configParams: { filters: {} } },
    });
    const job = await waitForJob(server.ctx.db, expectOk(reply).taskId);
    expect(job.status).toBe('done');
    const key = job.resultFileKey!;
    expect((await download(admin, key)).http).toBe(200);

    const refused = await download(operator, key);
    expect(refused.http).toBe(404);
    expect(refused.body.code).toBe(404);
    const listed = expectOk(await operator.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE' }));
    expect(listed.map((file: { fileKey: string }) => file.fileKey)).not.toContain(key);
    expect(expectOk(await operator.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE', fileKey: key }))).toEqual([]);
  });

  it("refuses another user's upload, administrators included, and gives the uploader theirs", async () => {
    const own = await upload(customs, '报关资料.pdf', 'customs only');
    expect((await download(customs, own.key)).http).toBe(200);
    expect(expectOk(await customs.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE', fileKey: own.key }))).toHaveLength(1);
    for (const other of [operator, admin]) {
      expect((await download(other, own.key)).http).toBe(404);
      expect(expectOk(await other.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE', fileKey: own.key }))).toEqual([]);
    }
  });

  it("will not import another user's upload as a task", async () => {
    const theirs = await upload(customs, 'carriers.xlsx', 'not read: refused before');
    const reply = await admin.request('POST', '/api/bdtibs/tSysImportTask/saveSyncImportTask', { query: { taskType: 'entity:base.carrier', fileKey: theirs.key } });
    expect(reply.http).toBe(404);
    expect(reply.body.code).toBe(404);
  });

  it('gives an attached file to those who may read its record: the menu and the row’s site decide', async () => {
    const szFile = await upload(admin, 'sz.pdf');
    const hqFile = await upload(admin, 'hq.pdf');
    expect((await download(operator, szFile.key)).http).toBe(404);
    const sz = expectOk(await admin.request('POST', '/api/admin/dossier/addDossier', { json: { subject: '福田站理赔附件', siteCode: 'SZ001', attachments: [{ key: szFile.key, name: szFile.name }] } }));
    expectOk(await admin.request('POST', '/api/admin/dossier/addDossier', { json: { subject: '总仓附件', siteCode: '888888', attachments: [{ key: hqFile.key, name: hqFile.name }] } }));

    expect((await download(operator, szFile.key)).http).toBe(200); // the operator's site, on a route they hold
    expect((await download(operator, hqFile.key)).http).toBe(404); // another site's row
    expect((await download(customs, szFile.key)).http).toBe(404); // no such menu

    // detached on update, gone on delete
    expectOk(await admin.request('PUT', '/api/admin/dossier/updateDossier', { json: { id: sz.id, version: sz.version, attachments: [] } }));
    expect((await download(operator, szFile.key)).http).toBe(404);
    const again = expectOk(await admin.request('POST', '/api/admin/dossier/addDossier', { json: { subject: '再附', siteCode: 'SZ001', attachments: [{ key: szFile.key, name: szFile.name }] } }));
    expect((await download(operator, szFile.key)).http).toBe(200);
    expectOk(await admin.request('POST', '/api/admin/dossier/deleteDossier', { query: { id: again.id } }));
    expect((await download(operator, szFile.key)).http).toBe(404);
  });

  it('shows an image of saved rich text to the tenant, not before it is saved', async () => {
    const image = await upload(admin, 'notice.png');
    expect((await download(operator, image.key)).http).toBe(404);
    const content = `<p>仓库搬迁</p><img src="/api/bdttms/file/downloadFile?key=${image.key}&amp;name=notice.png">`;
    expectOk(await admin.request('POST', '/api/notification/notification/addNotification', { json: { title: '搬迁通知', type: 'business', priority: 'high', publisher: '系统管理员', startTime: '2026-11-01T00:00:00+08:00', content } }));
    expect((await download(operator, image.key)).http).toBe(200);
    expect((await download(customs, image.key)).http).toBe(200);
    const harbor = await signInAs(server, 'harbor_admin');
    expect((await download(harbor, image.key)).http).toBe(404);
  });
});
