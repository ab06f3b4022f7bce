/**
 * Which fields of a page a person sees, and which in full (docs/domain/administration.md "Data fields"): the pure
 * decision from the data-field grants of their roles on the page's menu (`sys_role_menu_data`) and the schema's
 * masks (`x-mask`), and applying it to a row. The server loads the grants (server/entity/field-permissions.ts).
 */
import { ALWAYS_MASKED, isMaskName, maskValue, type MaskName } from '../format/masks';

/**
 * The grants that decide one page for one person: `admin` sees everything in full; otherwise one entry per role of
 * theirs holding the page's menu, each the field names listed for it, or null when the role lists none for the menu
 * ("not configured": it sees every field).
 */
export interface PageFieldGrants {
  admin: boolean;
  roles: readonly (ReadonlySet<string> | null)[];
}

/** What a person may see of a page's fields. */
export interface FieldAccess {
  /** Fields left out of everything the server hands out (rows, files, the schema), and ignored in what it takes. */
  hidden: ReadonlySet<string>;
  /** Fields listed explicitly for one of their roles (administrators: all): a mask does not apply to them. */
  fullValue: ReadonlySet<string>;
  /** Visible fields sent masked, with their mask. */
  masked: ReadonlyMap<string, MaskName>;
}

/** A field as the decision reads it: only its mask. */
export type MaskedField = { 'x-mask'?: string };

/** Everything visible, nothing masked (an administrator; a page without fields). */
export const FULL_ACCESS: FieldAccess = { hidden: new Set(), fullValue: new Set(), masked: new Map() };

/**
 * The access of one person to one page's fields. Administrators see every field in full. Others see the union over
 * their roles holding the menu: a role without rows for the menu sees every field, a role with rows exactly the
 * listed ones (no role holding it: nothing). A field with a mask is masked unless one of the roles lists it.
 * @example fieldAccess({ name: {}, mobile: { 'x-mask': 'phone' }, salary: {} }, { admin: false, roles: [new Set(['name', 'mobile'])] });
 *   // { hidden: {salary}, fullValue: {name, mobile}, masked: {} }
 * @example fieldAccess({ name: {}, mobile: { 'x-mask': 'phone' } }, { admin: false, roles: [null] });
 *   // { hidden: {}, fullValue: {}, masked: { mobile: 'phone' } }
 */
export function fieldAccess(fields: Readonly<Record<string, MaskedField>>, grants: PageFieldGrants): FieldAccess {
  const names = Object.keys(fields);
  const always = new Map(names.flatMap((name) => {
    const mask = fields[name]!['x-mask'];
    return isMaskName(mask) && ALWAYS_MASKED.has(mask) ? [[name, mask] as const] : [];
  }));
  if (grants.admin) return { hidden: new Set(), fullValue: new Set(names.filter((name) => !always.has(name))), masked: always };
  const seesAll = grants.roles.some((role) => role === null);
  const listed = new Set<string>();
  for (const role of grants.roles) if (role) for (const name of role) listed.add(name);
  const hidden = new Set(names.filter((name) => !seesAll && !listed.has(name)));
  const fullValue = new Set(names.filter((name) => listed.has(name) && !always.has(name)));
  const masked = new Map<string, MaskName>();
  for (const name of names) {
    const mask = fields[name]!['x-mask'];
    if (isMaskName(mask) && !hidden.has(name) && !fullValue.has(name)) masked.set(name, mask);
  }
  return { hidden, fullValue, masked };
}

/**
 * The grants of a child table (whose page is its header's): a role's listed names `key.field` (the child's key in the
 * header) apply to the child's `field`; a role listing none of the child's fields is not configured for it. `always`
 * are seen by every configured role too (the link to the header, by which the lines are read).
 * @example childGrants({ admin: false, roles: [new Set(['orderNo', 'boxes.boxNo'])] }, 'boxes', ['orderId']); // roles: [{boxNo, orderId}]
 */
export function childGrants(header: PageFieldGrants, key: string, always: readonly string[] = []): PageFieldGrants {
  const prefix = `${key}.`;
  return {
    admin: header.admin,
    roles: header.roles.map((role) => {
      if (!role) return null;
      const names = [...role].filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
      return names.length ? new Set([...names, ...always]) : null;
    }),
  };
}

/** Whether the access changes anything (a row can be handed out as it is). */
export function restricts(access: FieldAccess): boolean {
  return access.hidden.size > 0 || access.masked.size > 0;
}

/**
 * A row as the person may see it: hidden fields (and their reference labels under `_labels`) left out, masked ones
 * masked. Returns a new object; other keys (id, version, stamps) pass.
 * @example applyFieldAccess({ id: 1, mobile: '13812345678', salary: 9 }, { hidden: {salary}, masked: { mobile: 'phone' }, … });
 *   // { id: 1, mobile: '138****5678' }
 */
export function applyFieldAccess<R extends Record<string, unknown>>(row: R, access: FieldAccess): R {
  if (!restricts(access)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const name of access.hidden) delete out[name];
  for (const [name, mask] of access.masked) if (Object.hasOwn(out, name)) out[name] = maskValue(mask, out[name]);
  const labels = out._labels;
  if (labels && typeof labels === 'object' && !Array.isArray(labels)) {
    const kept = { ...(labels as Record<string, unknown>) };
    for (const name of access.hidden) delete kept[name];
    out._labels = kept;
  }
  return out as R;
}

/**
 * What a person's write may change: hidden fields are dropped (an update keeps the stored value, a create the
 * default), and a masked field sent back as the mask of the stored value is dropped (it never overwrites the real
 * one). A new value of a masked field is taken. Returns a new body.
 * @example writableValues({ mobile: '138****5678', name: 'A' }, access, { mobile: '13812345678' }); // { name: 'A' }
 */
export function writableValues(body: Record<string, unknown>, access: FieldAccess, stored?: Record<string, unknown>): Record<string, unknown> {
  if (!restricts(access)) return body;
  const out = { ...body };
  for (const name of access.hidden) delete out[name];
  for (const [name, mask] of access.masked) {
    if (!Object.hasOwn(out, name)) continue;
    if (stored && (out[name] === maskValue(mask, stored[name]) || out[name] === stored[name])) delete out[name];
  }
  return out;
}

/**
 * An audit entry's changes (`{ field: [from, to] }`) as a person may see them: hidden fields left out, masked ones
 * masked on both sides (the record history shows no more of a row than its list does).
 * @example changesForAccess({ mobile: ['13812345678', '13900001111'] }, operatorAccess); // { mobile: ['138****5678', '139****1111'] }
 */
export function changesForAccess<C extends Record<string, [unknown, unknown]>>(changed: C, access: FieldAccess): C {
  if (!restricts(access)) return changed;
  const out: Record<string, [unknown, unknown]> = {};
  for (const [name, [from, to]] of Object.entries(changed)) {
    if (access.hidden.has(name)) continue;
    const mask = access.masked.get(name);
    out[name] = mask ? [maskValue(mask, from), maskValue(mask, to)] : [from, to];
  }
  return out as C;
}

/** The fields a person may filter or sort by: not hidden, and not masked (a filter would reveal the masked value). */
export function queryableFields(access: FieldAccess): (name: string) => boolean {
  return (name) => !access.hidden.has(name) && !access.masked.has(name);
}

/**
 * The masks of a query (a qid's `masks`) for one person: nothing is hidden (a qid has no page whose fields a role is
 * granted), each masked field is sent masked unless the person is an administrator or one of their roles lists it
 * for the qid's menu.
 * @example maskOnlyAccess({ mobile: 'phone' }, { admin: false, roles: [] }); // masked: { mobile: 'phone' }
 */
export function maskOnlyAccess(masks: Readonly<Record<string, string>>, grants: PageFieldGrants): FieldAccess {
  const fields = Object.fromEntries(Object.entries(masks).map(([name, mask]) => [name, { 'x-mask': mask }]));
  const decided = fieldAccess(fields, { admin: grants.admin, roles: [...grants.roles.filter(Boolean), null] });
  return { hidden: new Set(), fullValue: decided.fullValue, masked: decided.masked };
}
