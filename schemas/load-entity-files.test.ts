import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEntityFiles, loadQidFiles, REPOSITORY_SCHEMA_DIR } from './load-entity-files';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-schema-dir-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), text);
};

describe('loadEntityFiles', () => {
  it('reads every <area>/*.json of the repository, but not the route catalogue or the qids, named from the working folder', () => {
    const files = loadEntityFiles();
    const names = files.map(({ file }) => file);
    expect(names).toEqual(expect.arrayContaining(['schemas/admin/sysparam.json', 'schemas/base/carrier.json']));
    expect(names.some((name) => name.startsWith('schemas/routes/') || name.startsWith('schemas/queries/'))).toBe(false);
    expect(files.find(({ file }) => file === 'schemas/admin/sysparam.json')!.json).toMatchObject({ id: 'admin.sysparam' });
    expect(REPOSITORY_SCHEMA_DIR).toBe(path.resolve('schemas'));
  });

  it('adds an installation’s own folder after the repository’s, in name order, and ignores what is not a JSON file', () => {
    write('zoo/b.json', '{"id":"zoo.b"}');
    write('zoo/a.json', '{"id":"zoo.a"}');
    write('zoo/notes.txt', 'not a schema');
    write('loose.json', '{"id":"not in an area"}');
    write('queries/q.json', '{"qid":"Q"}');
    write('routes/r.json', '{}');
    const files = loadEntityFiles([REPOSITORY_SCHEMA_DIR, dir]);
    const own = files.filter(({ file }) => file.startsWith(dir));
    expect(own.map(({ file }) => path.relative(dir, file))).toEqual(['zoo/a.json', 'zoo/b.json']);
    expect(files.indexOf(own[0]!)).toBeGreaterThan(files.findIndex(({ file }) => file === 'schemas/base/carrier.json'));
    expect(loadQidFiles([dir]).map(({ json }) => json)).toEqual([{ qid: 'Q' }]);
  });

  it('has none for a missing folder, and names the file that is not JSON', () => {
    expect(loadEntityFiles([path.join(dir, 'missing')])).toEqual([]);
    write('base/broken.json', '{ "id": ');
    expect(() => loadEntityFiles([dir])).toThrow(/broken\.json: is not valid JSON/);
  });
});
