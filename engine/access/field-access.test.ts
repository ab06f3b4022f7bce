import { applyFieldAccess, childGrants, fieldAccess, maskOnlyAccess, queryableFields, restricts, writableValues, type PageFieldGrants } from './field-access';

const FIELDS = { name: {}, mobile: { 'x-mask': 'phone' }, email: {}, idNo: { 'x-mask': 'idCard' } };
const role = (...names: string[]) => new Set(names);
const decide = (grants: Partial<PageFieldGrants>) => fieldAccess(FIELDS, { admin: false, roles: [], ...grants });
const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('fieldAccess', () => {
  it('shows an administrator every field in full', () => {
    const access = decide({ admin: true, roles: [role('name')] });
    expect(access.hidden.size).toBe(0);
    expect(access.masked.size).toBe(0);
    expect(sorted(access.fullValue)).toEqual(['email', 'idNo', 'mobile', 'name']);
  });
  it('shows a role without rows for the menu every field, masked ones masked', () => {
    const access = decide({ roles: [null] });
    expect(access.hidden.size).toBe(0);
    expect([...access.masked]).toEqual([['mobile', 'phone'], ['idNo', 'idCard']]);
  });
  it('shows a configured role exactly its fields, a listed masked field in full', () => {
    const access = decide({ roles: [role('name', 'mobile')] });
    expect(sorted(access.hidden)).toEqual(['email', 'idNo']);
    expect(sorted(access.fullValue)).toEqual(['mobile', 'name']);
    expect(access.masked.size).toBe(0);
  });
  it('unites the roles: an unconfigured one shows every field, a listing one gives the full value', () => {
    const access = decide({ roles: [null, role('mobile')] });
    expect(access.hidden.size).toBe(0);
    expect([...access.masked.keys()]).toEqual(['idNo']);
    expect(sorted(decide({ roles: [role('name'), role('email')] }).hidden)).toEqual(['idNo', 'mobile']);
  });
  it('hides everything from someone none of whose roles holds the menu', () => {
    expect(sorted(decide({ roles: [] }).hidden)).toEqual(['email', 'idNo', 'mobile', 'name']);
  });
  it("ignores a listed name that is not the page's field", () => {
    expect(decide({ roles: [role('salary', 'name')] }).fullValue).toEqual(new Set(['name']));
  });
});

describe('secrets (x-mask: secret)', () => {
  const fields = { appKey: {}, appSecret: { 'x-mask': 'secret' } };
  it('masks a secret for administrators and for roles listing it alike', () => {
    expect(fieldAccess(fields, { admin: true, roles: [] }).masked).toEqual(new Map([['appSecret', 'secret']]));
    const listed = fieldAccess(fields, { admin: false, roles: [new Set(['appKey', 'appSecret'])] });
    expect(listed.masked.get('appSecret')).toBe('secret');
    expect(listed.fullValue.has('appSecret')).toBe(false);
    expect(applyFieldAccess({ appKey: 'k1', appSecret: 'supersecret-9876' }, listed)).toEqual({ appKey: 'k1', appSecret: '************9876' });
  });
});

describe('childGrants', () => {
  it('applies key.field names to the child, and leaves a role listing none of them unconfigured for it', () => {
    expect(childGrants({ admin: false, roles: [role('orderNo', 'boxes.boxNo'), role('orderNo'), null] }, 'boxes').roles)
      .toEqual([role('boxNo'), null, null]);
    expect(childGrants({ admin: false, roles: [role('boxes.boxNo')] }, 'boxes', ['orderId']).roles).toEqual([role('boxNo', 'orderId')]);
  });
});

describe('applying the access', () => {
  const access = decide({ roles: [role('name', 'idNo')] });
  it('leaves hidden fields and their labels out, masks masked ones, keeps the rest', () => {
    const operator = decide({ roles: [null] });
    expect(applyFieldAccess({ id: 1, name: 'A', mobile: '13812345678', idNo: null }, operator)).toEqual({ id: 1, name: 'A', mobile: '138****5678', idNo: null });
    expect(applyFieldAccess({ id: 1, name: 'A', mobile: '13812345678', email: 'a@b', _labels: { email: 'x', name: 'y' } }, access))
      .toEqual({ id: 1, name: 'A', _labels: { name: 'y' } });
    expect(restricts(decide({ admin: true }))).toBe(false);
  });
  it('never writes a hidden field, nor a masked one sent back as its mask; a new value is written', () => {
    const operator = decide({ roles: [null] });
    const stored = { mobile: '13812345678' };
    expect(writableValues({ name: 'B', mobile: '138****5678' }, operator, stored)).toEqual({ name: 'B' });
    expect(writableValues({ mobile: '13900001111' }, operator, stored)).toEqual({ mobile: '13900001111' });
    expect(writableValues({ name: 'B', email: 'e@x', mobile: '1' }, access, stored)).toEqual({ name: 'B' });
  });
  it('refuses filtering and sorting by hidden and masked fields', () => {
    const may = queryableFields(decide({ roles: [role('name', 'mobile')] }));
    expect([may('name'), may('mobile'), may('email')]).toEqual([true, true, false]);
    expect(queryableFields(decide({ roles: [null] }))('mobile')).toBe(false);
  });
});

describe('maskOnlyAccess (qids)', () => {
  it('masks for everyone but administrators and roles listing the field; hides nothing', () => {
    expect([...maskOnlyAccess({ mobile: 'phone' }, { admin: false, roles: [] }).masked]).toEqual([['mobile', 'phone']]);
    expect(maskOnlyAccess({ mobile: 'phone' }, { admin: false, roles: [role('name')] }).hidden.size).toBe(0);
    expect(maskOnlyAccess({ mobile: 'phone' }, { admin: false, roles: [role('mobile')] }).masked.size).toBe(0);
    expect(maskOnlyAccess({ mobile: 'phone' }, { admin: true, roles: [] }).masked.size).toBe(0);
  });
});
