import type { EntitySchema } from './entity-schema';
import { linkProblems } from './link-check';

const t = { zh: '字', en: 'F' };
const users = (): EntitySchema => ({
  id: 'admin.sysuser', title: t, api: { pattern: 'admin', entity: 'sysuser' }, storage: { table: 'sys_user' }, hooks: 'admin.sysuser',
  fields: {
    username: { type: 'string', title: t },
    password: { type: 'string', title: t, writeOnly: true },
    roleIds: { type: 'array', title: t, 'x-ref': { qid: 'FIND_SYS_ROLE', value: 'id', label: 'roleName' }, 'x-link': { table: 'sys_user_role', self: 'userId', other: 'roleId' } },
  },
  list: { columns: ['username', 'roleIds'], filters: ['username'] },
});

describe('linkProblems', () => {
  it('accepts a link with its reference, a write-only field with hooks, and registered hooks', () => {
    expect(linkProblems(users(), ['admin.sysuser'])).toEqual([]);
  });

  it.each<[string, (s: EntitySchema) => void, string, RegExp]>([
    ['a link that is not an array', (s) => { s.fields.roleIds!.type = 'string'; }, '/fields/roleIds/type', /array/],
    ['a link without a reference', (s) => { delete s.fields.roleIds!['x-ref']; }, '/fields/roleIds/x-link', /x-ref/],
    ['a link as a filter', (s) => { s.list.filters = ['roleIds']; }, '/fields/roleIds/x-link', /filter/],
    ['a required link', (s) => { s.fields.roleIds!.required = true; }, '/fields/roleIds/required', /required/],
    ['a link without storage', (s) => { delete s.storage; }, '/fields/roleIds/x-link', /storage/],
    ['a write-only field shown in the list', (s) => { s.list.columns.push('password'); }, '/fields/password/writeOnly', /never shown/],
    ['a write-only number', (s) => { s.fields.password!.type = 'integer'; }, '/fields/password/type', /string/],
    ['a write-only field without hooks', (s) => { delete s.hooks; }, '/fields/password/writeOnly', /hooks/],
    ['unregistered hooks', (s) => { s.hooks = 'admin.nobody'; }, '/hooks', /no write hooks are registered as "admin.nobody"/],
  ])('refuses %s', (_name, change, path, message) => {
    const schema = users();
    change(schema);
    const problems = linkProblems(schema, ['admin.sysuser']);
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringMatching(message) })]));
  });
});
