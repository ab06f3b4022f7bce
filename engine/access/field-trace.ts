/**
 * The form designer's tracer (docs/domain/devtool.md "Layers of the tracer"): why one field is shown, hidden,
 * read-only, required or masked in one view for one tenant and role. A pure decision over what the server loads (the
 * base schema, the tenant's override or a draft, the role's menu and data-field grant); every layer that had a say is
 * listed in order with its reason in both languages, and the verdict is what the served schema would do.
 */
import { ALWAYS_MASKED, isMaskName } from '../format/masks';
import type { EntitySchema, FieldSchema } from '../schema/entity-schema';
import { formFieldNames } from '../schema/form-field-names';
import { applyMergePatch } from '../schema/tenant-override';
import { fieldAccess, type PageFieldGrants } from './field-access';

/** A page view of an entity: its list, its create/edit form, its detail. */
export type PageView = 'list' | 'form' | 'detail';

export type TraceLayerName = 'base' | 'override' | 'role' | 'dataField' | 'mask' | 'reaction';
export type TraceEffect = 'shown' | 'hidden' | 'readOnly' | 'required' | 'optional' | 'masked' | 'added' | 'none';
type Text = { zh: string; en: string };

/** One layer's say (src/pages/devtool/devtool-api.ts `TraceLayer`). */
export interface TraceLayer {
  layer: TraceLayerName;
  effect: TraceEffect;
  version?: number | 'draft';
  roleCode?: string;
  field?: string;
  reason: Text;
}

export interface TraceVerdict {
  visible: boolean;
  readOnly: boolean;
  required: boolean;
  masked: boolean;
}

export interface FieldTrace {
  field: string;
  verdict: TraceVerdict;
  layers: TraceLayer[];
}

/** The role a trace is for: an administrator, or a role holding (or not) the page's menu, with its listed fields. */
export interface TraceRole {
  /** Null for the tenant's administrator without a role named. */
  roleCode: string | null;
  admin: boolean;
  holdsMenu: boolean;
  /** The field names the role's data-field grant on the menu lists; null when not configured (every field). */
  listed: ReadonlySet<string> | null;
}

export interface TraceInput {
  base: EntitySchema;
  /** The tenant's active override (its version) or the draft being designed ('draft'); null for none. */
  override: { version: number | 'draft'; patch: Record<string, unknown> } | null;
  view: PageView;
  field: string;
  /** The menu path granting the page (the schema's route, a child table's its header's). */
  route?: string;
  role: TraceRole;
}

const VIEW: Record<PageView, Text> = { list: { zh: '列表列', en: 'list columns' }, form: { zh: '表单', en: 'form' }, detail: { zh: '详情', en: 'detail' } };

/** Whether a view draws the field, and the schema key that decides it, as the engine's pages read the schema. */
export function viewMembership(schema: EntitySchema, view: PageView, field: string): { inView: boolean; decidedBy: string } {
  const own = schema.fields[field];
  if (view === 'list') return { inView: schema.list.columns.includes(field), decidedBy: 'list.columns' };
  if (view === 'form') {
    const decidedBy = schema.form?.sections ? 'form.sections' : schema.form?.fields ? 'form.fields' : 'readOnly';
    // Without sections or fields: every field that is not read-only (engine/schema/form-field-names.ts).
    return { inView: formFieldNames(schema).includes(field), decidedBy };
  }
  const detail = schema.detail;
  if (detail?.sections || detail?.tabs) {
    const named = [...(detail.sections ?? []).flatMap((s) => s.fields), ...(detail.tabs ?? []).flatMap((t) => t.fields ?? [])];
    return { inView: named.includes(field), decidedBy: 'detail' };
  }
  // No sections nor tabs: every field but sub-tables (engine/render/detail/detail-layout.ts).
  return { inView: !!own && own.type !== 'array', decidedBy: 'type' };
}

const who = (role: TraceRole): Text => (role.admin
  ? { zh: role.roleCode ? `管理员角色 ${role.roleCode}` : '租户管理员', en: role.roleCode ? `The administrator role ${role.roleCode}` : "The tenant's administrator" }
  : { zh: `角色 ${role.roleCode}`, en: `Role ${role.roleCode}` });

function baseLayers(input: TraceInput, field: string): TraceLayer[] {
  const own = input.base.fields[field];
  const view = VIEW[input.view];
  if (!own) return [{ layer: 'base', effect: 'none', reason: { zh: `基础 schema 没有字段 ${field}（它是租户覆盖添加的自定义字段）`, en: `The base schema has no field ${field} (it is a custom field an override adds)` } }];
  const { inView, decidedBy } = viewMembership(input.base, input.view, field);
  const layers: TraceLayer[] = [];
  if (inView) layers.push({ layer: 'base', effect: 'shown', reason: { zh: `基础 schema 的${view.zh}包含字段 ${field}（${decidedBy}）`, en: `The base schema's ${view.en} include ${field} (${decidedBy})` } });
  else if (decidedBy === 'readOnly') layers.push({ layer: 'base', effect: 'hidden', reason: { zh: `基础 schema 没有 form.fields，表单只含非只读字段，而 ${field} 是只读的，因此不在表单中`, en: `The base schema has no form.fields, so the form holds the fields that are not read-only; ${field} is read-only, so it is not in the form` } });
  else if (decidedBy === 'type') layers.push({ layer: 'base', effect: 'hidden', reason: { zh: `基础 schema 的详情没有分区或标签页，子表字段 ${field} 不在其中`, en: `The base schema's detail has no sections or tabs and leaves the sub-table ${field} out` } });
  else layers.push({ layer: 'base', effect: 'hidden', reason: { zh: `基础 schema 的${view.zh}未包含字段 ${field}（${decidedBy}），因此不显示`, en: `The base schema's ${view.en} leave ${field} out (${decidedBy}), so it is not shown` } });
  if (own.readOnly) layers.push({ layer: 'base', effect: 'readOnly', reason: { zh: `基础 schema 将 ${field} 设为只读（readOnly：由服务端填写）`, en: `The base schema makes ${field} read-only (readOnly: the server sets it)` } });
  if (own.required) layers.push({ layer: 'base', effect: 'required', reason: { zh: `基础 schema 将 ${field} 设为必填（required）`, en: `The base schema makes ${field} required` } });
  if (own['x-mask']) layers.push({ layer: 'base', effect: 'none', reason: { zh: `基础 schema 给 ${field} 设了掩码 ${own['x-mask']}（x-mask），是否生效见掩码层`, en: `The base schema gives ${field} the mask ${own['x-mask']} (x-mask); whether it applies is the mask layer's say` } });
  return layers;
}

function overrideLayers(input: TraceInput, merged: EntitySchema, field: string): TraceLayer[] {
  const override = input.override;
  if (!override) return [{ layer: 'override', effect: 'none', reason: { zh: '该租户没有生效的覆盖', en: 'The tenant has no active override' } }];
  const { version } = override;
  const name: Text = version === 'draft' ? { zh: '草稿覆盖', en: 'The draft override' } : { zh: `租户覆盖第 ${version} 版`, en: `The tenant's override version ${version}` };
  const view = VIEW[input.view];
  const from = input.base.fields[field];
  const to = merged.fields[field]!;
  const before = from ? viewMembership(input.base, input.view, field).inView : false;
  const after = viewMembership(merged, input.view, field);
  const layers: TraceLayer[] = [];
  const add = (effect: TraceEffect, reason: Text) => layers.push({ layer: 'override', effect, version, reason });
  if (!from) add('added', { zh: `${name.zh}添加了自定义字段 ${field}（保存在行的 ext 列中）`, en: `${name.en} adds the custom field ${field} (kept in the row's ext column)` });
  if (before && !after.inView) add('hidden', { zh: `${name.zh}把 ${field} 移出了${view.zh}（${after.decidedBy}），因此隐藏`, en: `${name.en} leaves ${field} out of the ${view.en} (${after.decidedBy}), so it is hidden` });
  else if (!before && after.inView) add('shown', { zh: `${name.zh}把 ${field} 加入了${view.zh}（${after.decidedBy}）`, en: `${name.en} puts ${field} in the ${view.en} (${after.decidedBy})` });
  else if (!from && !after.inView) add('hidden', { zh: `${name.zh}没有把 ${field} 放进${view.zh}（${after.decidedBy}）`, en: `${name.en} does not put ${field} in the ${view.en} (${after.decidedBy})` });
  if (to.required === true && from?.required !== true) add('required', { zh: `${name.zh}将 ${field} 设为必填`, en: `${name.en} makes ${field} required` });
  if (!layers.length) add('none', { zh: `${name.zh}没有改变 ${field} 在${view.zh}中的显示、只读或必填`, en: `${name.en} does not change whether ${field} is shown, read-only or required in the ${view.en}` });
  return layers;
}

function roleLayer(input: TraceInput): TraceLayer {
  const { role, route } = input;
  const menu = route ?? '—';
  const roleCode = role.roleCode ?? undefined;
  if (role.admin) return { layer: 'role', effect: 'shown', roleCode, reason: { zh: `${who(role).zh}可打开每个页面，包括菜单 ${menu}`, en: `${who(role).en} opens every page, the menu ${menu} too` } };
  if (role.holdsMenu) return { layer: 'role', effect: 'shown', roleCode, reason: { zh: `角色 ${role.roleCode} 拥有菜单 ${menu}`, en: `Role ${role.roleCode} holds the menu ${menu}` } };
  return { layer: 'role', effect: 'hidden', roleCode, reason: { zh: `角色 ${role.roleCode} 没有菜单 ${menu}，因此整个页面都打不开`, en: `Role ${role.roleCode} does not hold the menu ${menu}, so the page cannot be opened at all` } };
}

function dataFieldLayer({ role }: TraceInput, field: string): TraceLayer {
  const roleCode = role.roleCode ?? undefined;
  const say = (effect: TraceEffect, reason: Text): TraceLayer => ({ layer: 'dataField', effect, roleCode, field, reason });
  if (role.admin) return say('none', { zh: `${who(role).zh}不受数据字段授权限制`, en: `${who(role).en} is not limited by data-field grants` });
  if (!role.holdsMenu) return say('none', { zh: `角色 ${role.roleCode} 没有此菜单，没有数据字段授权可言`, en: `Role ${role.roleCode} does not hold the menu, so no data-field grant applies` });
  if (!role.listed) return say('shown', { zh: `角色 ${role.roleCode} 在此菜单未配置数据字段授权，因此可见所有字段`, en: `Role ${role.roleCode} has no data-field grant on this menu (not configured), so it sees every field` });
  if (role.listed.has(field)) return say('shown', { zh: `角色 ${role.roleCode} 在此菜单的数据字段授权列出了该字段，因此显示完整值`, en: `Role ${role.roleCode}'s data-field grant on this menu lists the field, so it is shown in full` });
  return say('hidden', { zh: `角色 ${role.roleCode} 在此菜单的数据字段授权未列出该字段，因此隐藏`, en: `Role ${role.roleCode}'s data-field grant on this menu does not list the field, so it is hidden` });
}

function maskLayer({ role }: TraceInput, own: FieldSchema, field: string, hidden: boolean, masked: boolean): TraceLayer {
  const roleCode = role.roleCode ?? undefined;
  const mask = own['x-mask'];
  const say = (effect: TraceEffect, reason: Text): TraceLayer => ({ layer: 'mask', effect, roleCode, field, reason });
  if (!isMaskName(mask)) return say('none', { zh: `${field} 没有掩码`, en: `${field} has no mask` });
  if (hidden) return say('none', { zh: `${field} 已隐藏，掩码 ${mask} 不起作用`, en: `${field} is hidden, so its mask ${mask} does not matter` });
  if (masked && ALWAYS_MASKED.has(mask)) return say('masked', { zh: `${field} 的掩码 ${mask} 对所有人生效（管理员也一样）；它仍可写，可替换而不被读出`, en: `The mask ${mask} of ${field} applies to everyone, administrators too; it stays writable (replaced without being read)` });
  if (masked) return say('masked', { zh: `${field} 的掩码 ${mask} 对角色 ${role.roleCode} 生效：表单中只读，列表中显示掩码值`, en: `The mask ${mask} of ${field} applies to role ${role.roleCode}: read-only in forms, masked in lists` });
  return say('shown', role.admin
    ? { zh: `管理员看到 ${field} 的完整值，掩码 ${mask} 不生效`, en: `Administrators see ${field} in full: its mask ${mask} does not apply` }
    : { zh: `角色 ${role.roleCode} 的数据字段授权列出了 ${field}，掩码 ${mask} 不生效`, en: `Role ${role.roleCode}'s data-field grant lists ${field}, so its mask ${mask} does not apply` });
}

const THEN: Record<string, { effect: TraceEffect; zh: (field: string) => string; en: (field: string) => string }> = {
  show: { effect: 'shown', zh: (f) => `${f} 才显示，否则隐藏`, en: (f) => `is ${f} shown (hidden otherwise)` },
  require: { effect: 'required', zh: (f) => `${f} 为必填`, en: (f) => `is ${f} required` },
  disable: { effect: 'readOnly', zh: (f) => `${f} 为只读`, en: (f) => `is ${f} read-only` },
};

/**
 * The field's `x-when` reactions (`[{ field, in?, filled?, then: show|require|disable }]`), read defensively: an
 * entry this tracer cannot read is reported, not thrown (engine/validation/when-rules.ts is what applies them).
 */
function reactionLayers(own: FieldSchema, field: string): TraceLayer[] {
  const raw = (own as unknown as Record<string, unknown>)['x-when'];
  const entries = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const layers: TraceLayer[] = entries.map((entry): TraceLayer => {
    const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const then = typeof e.then === 'string' ? THEN[e.then] : undefined;
    if (typeof e.field !== 'string' || !then) return { layer: 'reaction', effect: 'none', reason: { zh: `${field} 的 x-when 有一项无法读取：${JSON.stringify(entry)}`, en: `An x-when entry of ${field} cannot be read: ${JSON.stringify(entry)}` } };
    const other = e.field;
    const values = Array.isArray(e.in) ? e.in.map(String) : undefined;
    const when: Text = values
      ? { zh: `${other} 为 ${values.join('、')} 之一时`, en: `when ${other} is one of ${values.join(', ')}` }
      : { zh: `${other} 已填写时`, en: `when ${other} is filled` };
    return { layer: 'reaction', effect: then.effect, field: other, reason: { zh: `反应：仅当${when.zh}，${then.zh(field)}`, en: `Reaction: only ${when.en} ${then.en(field)}` } };
  });
  if (!layers.length) layers.push({ layer: 'reaction', effect: 'none', reason: { zh: `没有反应改变 ${field}`, en: `No reaction changes ${field}` } });
  return layers;
}

/**
 * Traces one field (docs/domain/devtool.md "Layers of the tracer"). The verdict is the field as served, before any
 * reaction (reactions depend on the values being entered; their layers say when). Null for a field neither the base
 * nor the override has.
 * @example traceField({ base, override: null, view: 'form', field: 'email', route: '/employeeManagement',
 *   role: { roleCode: 'ROLE_CUSTOMS', admin: false, holdsMenu: true, listed: new Set(['name']) } });
 *   // { verdict: { visible: false, … }, layers: [base shown, override none, role shown, dataField hidden, mask none, reaction none] }
 */
export function traceField(input: TraceInput): FieldTrace | null {
  const { field, role } = input;
  const merged = (input.override ? applyMergePatch(input.base, input.override.patch) : input.base) as EntitySchema;
  const own = Object.hasOwn(merged.fields, field) ? merged.fields[field]! : undefined;
  if (!own) return null;
  const grants: PageFieldGrants = role.admin ? { admin: true, roles: [] } : { admin: false, roles: role.holdsMenu ? [role.listed] : [] };
  const access = fieldAccess({ [field]: own }, grants);
  const hidden = access.hidden.has(field);
  const mask = access.masked.get(field);
  const visible = viewMembership(merged, input.view, field).inView && (role.admin || role.holdsMenu) && !hidden;
  const masked = visible && mask !== undefined;
  const readOnly = visible && (own.readOnly === true || (masked && !ALWAYS_MASKED.has(mask!)));
  return {
    field,
    verdict: { visible, readOnly, required: visible && own.required === true, masked },
    layers: [
      ...baseLayers(input, field),
      ...overrideLayers(input, merged, field),
      roleLayer(input),
      dataFieldLayer(input, field),
      maskLayer(input, own, field, hidden, mask !== undefined),
      ...reactionLayers(own, field),
    ],
  };
}
