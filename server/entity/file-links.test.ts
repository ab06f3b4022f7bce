import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { filesOfRow, holdsFiles } from './file-links';

const t = (zh: string, en: string) => ({ zh, en });
const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);
const KEY_C = 'c'.repeat(32);

const schema: EntitySchema = {
  id: 'test.files',
  title: t('文件', 'Files'),
  api: { pattern: 'admin', entity: 'files' },
  storage: { table: 'test_files' },
  fields: {
    title: { type: 'string', title: t('标题', 'Title') },
    attachments: { type: 'array', title: t('附件', 'Attachments'), 'x-component': 'Upload' },
    body: { type: 'string', title: t('正文', 'Body'), 'x-component': 'RichText' },
  },
  list: { columns: ['title'] },
};
const model = compileEntity(schema);

describe('the files a row refers to', () => {
  it('takes Upload items by key and rich-text download links, ignoring anything that is not a file key', () => {
    const files = filesOfRow(model, {
      title: `downloadFile?key=${KEY_C}`,
      attachments: [{ key: KEY_A, name: 'a.pdf' }, { key: '../etc/passwd' }, null, 'text'],
      body: `<p><img src="/api/bdttms/file/downloadFile?key=${KEY_B}&amp;name=b.png"><a href="/api/bdttms/file/downloadFile?name=x.pdf&amp;key=${KEY_C}">x</a></p>`,
    });
    expect(files).toEqual({ attached: [KEY_A], published: [KEY_B, KEY_C] });
  });

  it('counts a file both attached and shown as attached only, and finds nothing in empty values', () => {
    expect(filesOfRow(model, { attachments: [{ key: KEY_A }], body: `<img src="downloadFile?key=${KEY_A}">` })).toEqual({ attached: [KEY_A], published: [] });
    expect(filesOfRow(model, { attachments: null, body: undefined })).toEqual({ attached: [], published: [] });
  });

  it('knows which entities hold files at all', () => {
    expect(holdsFiles(model)).toBe(true);
    expect(holdsFiles(compileEntity({ ...schema, fields: { title: schema.fields.title! } }))).toBe(false);
  });
});
