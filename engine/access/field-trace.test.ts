import type { EntitySchema } from '../schema/entity-schema';
import { traceField, viewMembership, type TraceInput, type TraceRole } from './field-trace';

const t = (zh: string) => ({ zh, en: zh });
const base: EntitySchema = {
  id: 'x.person', title: t('人员'), route: '/people', api: { pattern: 'admin', entity: 'person' },
  fields: {
    name: { type: 'string', title: t('姓名'), required: true },
    mobile: { type: 'string', title: t('手机'), 'x-mask': 'phone' },
    email: { type: 'string', title: t('邮箱') },
    token: { type: 'string', title: t('密钥'), 'x-mask': 'secret' },
    createdAt: { type: 'string', title: t('创建时间'), readOnly: true },
    kind: { type: 'string', title: t('类型') },
  },
  list: { columns: ['name', 'mobile', 'email'] },
  form: { fields: ['name', 'mobile', 'email', 'token', 'kind'] },
};

const admin: TraceRole = { roleCode: null, admin: true, holdsMenu: true, listed: null };
const operator: TraceRole = { roleCode: 'ROLE_OPERATOR', admin: false, holdsMenu: true, listed: null };
const trace = (over: Partial<TraceInput>) => traceField({ base, override: null, view: 'form', field: 'name', route: '/people', role: operator, ...over })!;
const layer = (result: ReturnType<typeof trace>, name: string) => result.layers.filter((l) => l.layer === name);

describe('viewMembership', () => {
  it('reads list.columns, form.fields (or the not read-only fields) and the detail (or every non-array field)', () => {
    expect(viewMembership(base, 'list', 'kind')).toEqual({ inView: false, decidedBy: 'list.columns' });
    expect(viewMembership(base, 'form', 'kind')).toEqual({ inView: true, decidedBy: 'form.fields' });
    const noForm = { ...base, form: undefined };
    expect(viewMembership(noForm, 'form', 'createdAt')).toEqual({ inView: false, decidedBy: 'readOnly' });
    const grouped = { ...base, form: { sections: [{ title: t('基本'), fields: ['name', 'kind'] }] } };
    expect(viewMembership(grouped, 'form', 'kind')).toEqual({ inView: true, decidedBy: 'form.sections' });
    expect(viewMembership(grouped, 'form', 'email')).toEqual({ inView: false, decidedBy: 'form.sections' });
    expect(viewMembership(base, 'detail', 'createdAt').inView).toBe(true);
    const sections = { ...base, detail: { sections: [{ title: t('基本'), fields: ['name'] }] } };
    expect(viewMembership(sections, 'detail', 'email')).toEqual({ inView: false, decidedBy: 'detail' });
  });
});

describe('traceField', () => {
  it('lists every layer in order and gives a plain verdict', () => {
    const result = trace({});
    expect(result.layers.map((l) => l.layer)).toEqual(['base', 'base', 'override', 'role', 'dataField', 'mask', 'reaction']);
    expect(result.verdict).toEqual({ visible: true, readOnly: false, required: true, masked: false });
    expect(layer(result, 'base').map((l) => l.effect)).toEqual(['shown', 'required']);
    expect(layer(result, 'override')[0]).toMatchObject({ effect: 'none', reason: { en: 'The tenant has no active override' } });
  });

  it('answers null for a field neither the base nor the override has', () => {
    expect(traceField({ base, override: null, view: 'form', field: 'nope', role: admin })).toBeNull();
  });

  it('base: a field the base leaves out of the view, a read-only one', () => {
    const list = trace({ view: 'list', field: 'kind' });
    expect(layer(list, 'base')[0]).toMatchObject({ effect: 'hidden' });
    expect(layer(list, 'base')[0]!.reason.en).toContain('list.columns');
    expect(list.verdict.visible).toBe(false);
    const readOnly = trace({ view: 'detail', field: 'createdAt' });
    expect(layer(readOnly, 'base').map((l) => l.effect)).toEqual(['shown', 'readOnly']);
    expect(readOnly.verdict).toMatchObject({ visible: true, readOnly: true });
  });

  it('override: leaves a field out, adds required, adds a custom field, names its version or the draft', () => {
    const patch = { fields: { email: { required: true } }, form: { fields: ['name', 'email', 'kind'] } };
    const hidden = trace({ field: 'mobile', override: { version: 3, patch } });
    expect(layer(hidden, 'override')[0]).toMatchObject({ effect: 'hidden', version: 3 });
    expect(layer(hidden, 'override')[0]!.reason.en).toContain('version 3');
    expect(hidden.verdict.visible).toBe(false);
    const required = trace({ field: 'email', override: { version: 'draft', patch } });
    expect(layer(required, 'override')).toEqual([expect.objectContaining({ effect: 'required', version: 'draft' })]);
    expect(layer(required, 'override')[0]!.reason.en).toMatch(/^The draft override makes email required/);
    expect(required.verdict.required).toBe(true);
    const custom = trace({ field: 'ext_x', override: { version: 'draft', patch: { fields: { ext_x: { type: 'string', title: t('X') } }, form: { fields: ['name', 'ext_x'] } } } });
    expect(layer(custom, 'base')[0]).toMatchObject({ effect: 'none' });
    expect(layer(custom, 'override').map((l) => l.effect)).toEqual(['added', 'shown']);
    expect(custom.verdict.visible).toBe(true);
    const unchanged = trace({ field: 'name', override: { version: 2, patch: { fields: { name: { title: t('名字') } } } } });
    expect(layer(unchanged, 'override')).toEqual([expect.objectContaining({ effect: 'none', version: 2 })]);
  });

  it('role: a role without the menu sees nothing at all; an administrator opens every page', () => {
    const none = trace({ role: { ...operator, holdsMenu: false } });
    expect(layer(none, 'role')[0]).toMatchObject({ effect: 'hidden', roleCode: 'ROLE_OPERATOR' });
    expect(layer(none, 'role')[0]!.reason.en).toContain('/people');
    expect(layer(none, 'dataField')[0]!.effect).toBe('none');
    expect(none.verdict.visible).toBe(false);
    expect(layer(trace({ role: admin }), 'role')[0]!.effect).toBe('shown');
  });

  it('dataField: listed, not listed, not configured', () => {
    const listed = new Set(['name', 'mobile']);
    const hidden = trace({ field: 'email', role: { ...operator, listed } });
    expect(layer(hidden, 'dataField')[0]).toMatchObject({ effect: 'hidden', roleCode: 'ROLE_OPERATOR', field: 'email', reason: {
      zh: '角色 ROLE_OPERATOR 在此菜单的数据字段授权未列出该字段，因此隐藏',
      en: "Role ROLE_OPERATOR's data-field grant on this menu does not list the field, so it is hidden",
    } });
    expect(hidden.verdict).toEqual({ visible: false, readOnly: false, required: false, masked: false });
    expect(layer(trace({ field: 'name', role: { ...operator, listed } }), 'dataField')[0]!.effect).toBe('shown');
    expect(layer(trace({ field: 'email' }), 'dataField')[0]!.reason.en).toContain('not configured');
  });

  it('mask: masked (read-only) for a role not listing the field, in full when listed or for administrators; a secret for everyone', () => {
    const masked = trace({ field: 'mobile' });
    expect(layer(masked, 'mask')[0]).toMatchObject({ effect: 'masked' });
    expect(masked.verdict).toMatchObject({ visible: true, masked: true, readOnly: true });
    const full = trace({ field: 'mobile', role: { ...operator, listed: new Set(['mobile']) } });
    expect(layer(full, 'mask')[0]!.effect).toBe('shown');
    expect(full.verdict).toMatchObject({ masked: false, readOnly: false });
    expect(trace({ field: 'mobile', role: admin }).verdict.masked).toBe(false);
    const secret = trace({ field: 'token', role: admin });
    expect(layer(secret, 'mask')[0]!.effect).toBe('masked');
    expect(secret.verdict).toMatchObject({ masked: true, readOnly: false });
    expect(layer(trace({ field: 'mobile', role: { ...operator, listed: new Set(['name']) } }), 'mask')[0]!.effect).toBe('none');
  });

  it('reaction: each x-when entry names the other field; an unreadable one is reported', () => {
    const patch = { fields: { kind: { 'x-when': [
      { field: 'name', in: ['A', 'B'], then: 'show' },
      { field: 'email', filled: true, then: 'require' },
      { field: 'mobile', then: 'disable' },
      { then: 'explode' },
    ] } } };
    const result = trace({ field: 'kind', override: { version: 'draft', patch } });
    const reactions = layer(result, 'reaction');
    expect(reactions.map((l) => [l.effect, l.field])).toEqual([['shown', 'name'], ['required', 'email'], ['readOnly', 'mobile'], ['none', undefined]]);
    expect(reactions[0]!.reason.en).toBe('Reaction: only when name is one of A, B is kind shown (hidden otherwise)');
    expect(reactions[1]!.reason.zh).toBe('反应：仅当email 已填写时，kind 为必填');
    // Reactions depend on values: the verdict is the field as served.
    expect(result.verdict).toMatchObject({ visible: true, required: false, readOnly: false });
  });
});
