/**
 * Load units (/loadingStowage, schemas/operate/loading-stowage.json; docs/domain/operate.md "Loads"): the write rules
 * of a unit and its three commands.
 *
 * - A new unit gets its number, BG (bag) / PL (pallet) / TK (truck) / FL (flight) + yyMMdd + 4 digits.
 * - A unit goes onto a bigger one of its own site (bag ▸ pallet ▸ truck or flight) that is still loading; it is taken
 *   off only while that one is loading too. A closed unit's figures count on the unit it is on.
 * - close: the units on it are closed, and the loader's count and weighbridge weight match the parcels scanned onto
 *   it (and the closed units on it) within the tolerance (/sysparam); the figures are kept and count on its parent.
 * - reopen (a supervisor's button): while the unit it is on still loads and none of its parcels is scanned out.
 * - depart: a unit on no other, once every parcel on it and on the units below it is scanned out; the units below
 *   depart with it.
 */
import { AppError } from '../errors/app-error';
import type { WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import type { EntityModel } from '../../engine/schema/entity-model';
import { stateLabel, lifecyclesOf } from '../../engine/schema/lifecycles';
import { nextCode } from '../db/next-code';
import { chinaDay } from '../china-day';
import { inLanguage } from '../errors/in-language';
import { closeRefusal, mayGoOnto, type LoadFigures } from '../operate/load-rules';
import { addFigures, figuresOf, parcelsAt, unitsBelow, unitsOn, weightTolerance, type LoadModels } from '../operate/load-unit-store';
import type { CommandImplementation, CommandRegistry, EntityModels } from './registry';
import { requireSite } from './operate-desk-hooks';
import { TWO_C_ORDER } from './two-c-order-hooks';

export const LOAD_UNIT = 'operate.loadingStowage';

/** The operate node of a parcel loaded and not yet scanned out (docs/domain/operate.md). */
const LOADED_NODE = 'W30';

const PREFIX: Record<string, string> = { bag: 'BG', pallet: 'PL', truck: 'TK', flight: 'FL' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

function refuse(ctx: WriteContext, field: string, zh: string, en: string): never {
  const said = inLanguage(ctx.lang, zh, en);
  throw new AppError('VALIDATION', { detail: said }, { [field]: said });
}

function typeTitle(model: EntityModel, type: unknown, ctx: WriteContext): string {
  const field = model.schema.fields.unitType!;
  const index = (field.enum ?? []).indexOf(text(type));
  return field['x-enum-titles']?.[index]?.[ctx.lang] ?? text(type);
}

function stateTitle(model: EntityModel, state: unknown, ctx: WriteContext): string {
  return stateLabel(lifecyclesOf(model.schema)[0]!, state, ctx.lang);
}

async function unitByCode(ctx: WriteContext, model: EntityModel, code: string): Promise<Record<string, unknown> | undefined> {
  const row = await (ctx.db as UntypedDb).selectFrom(model.table!).selectAll().where('tenantId', '=', ctx.user.tenantId).where('unitCode', '=', code).executeTakeFirst();
  return row ?? undefined;
}

const figuresOfRow = (row: Record<string, unknown>): LoadFigures => ({ pieces: Number(row.parcelCount ?? 0), weight: Number(row.totalWeight ?? 0) });

/** The unit `child` (of type and site) may go onto the unit numbered `parentCode`: the parent row, or a refusal. */
async function checkParent(ctx: WriteContext, model: EntityModel, child: { unitCode?: string; unitType: unknown; ownerSiteCode: unknown }, parentCode: string): Promise<Record<string, unknown>> {
  const parent = await unitByCode(ctx, model, parentCode);
  if (!parent) refuse(ctx, 'parentUnit', `上级单元 ${parentCode} 不存在`, `There is no unit ${parentCode}`);
  if (parentCode === child.unitCode) refuse(ctx, 'parentUnit', '不能装入自身', 'A unit cannot go onto itself');
  if (!mayGoOnto(text(child.unitType), text(parent.unitType))) {
    refuse(ctx, 'parentUnit', `${typeTitle(model, child.unitType, ctx)}不能装入${typeTitle(model, parent.unitType, ctx)}（袋 ▸ 托盘 ▸ 车次/航班）`,
      `A ${typeTitle(model, child.unitType, ctx).toLowerCase()} cannot go onto a ${typeTitle(model, parent.unitType, ctx).toLowerCase()} (bag ▸ pallet ▸ truck or flight)`);
  }
  if (text(parent.unitState) !== 'open') {
    refuse(ctx, 'parentUnit', `上级单元 ${parentCode} 为「${stateTitle(model, parent.unitState, ctx)}」，不能再装入`, `Unit ${parentCode} is "${stateTitle(model, parent.unitState, ctx)}": nothing more goes onto it`);
  }
  if (text(child.ownerSiteCode) && text(parent.ownerSiteCode) !== text(child.ownerSiteCode)) {
    refuse(ctx, 'parentUnit', `上级单元 ${parentCode} 属于站点 ${text(parent.ownerSiteCode)}，不在本站`, `Unit ${parentCode} belongs to site ${text(parent.ownerSiteCode)}`);
  }
  return parent;
}

const loadUnitHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, now }) {
    requireSite(ctx, model, values, true);
    if (text(values.parentUnit)) await checkParent(ctx, model, { unitType: values.unitType, ownerSiteCode: values.ownerSiteCode }, text(values.parentUnit));
    const prefix = `${PREFIX[text(values.unitType)] ?? 'LU'}${chinaDay(now).compact}`;
    return { parcel_count: 0, total_weight: 0, unit_code: await nextCode(ctx.db as UntypedDb, { table: model.table!, column: 'unitCode', tenantId: ctx.user.tenantId, prefix, digits: 4 }) };
  },
  async beforeUpdate({ ctx, model, values, before }) {
    requireSite(ctx, model, values, false);
    const code = text(before.unitCode);
    if (Object.hasOwn(values, 'unitType') && text(values.unitType) !== text(before.unitType)) {
      const below = await unitsOn(ctx.db, model, ctx.user.tenantId, code);
      if (Number(before.parcelCount ?? 0) > 0 || below.length || text(before.parentUnit)) {
        refuse(ctx, 'unitType', '已装货或已装入上级的单元不能改类型', 'A unit with parcels on it, or on another unit, keeps its type');
      }
    }
    if (Object.hasOwn(values, 'ownerSiteCode') && text(values.ownerSiteCode) !== text(before.ownerSiteCode) && Number(before.parcelCount ?? 0) > 0) {
      refuse(ctx, 'ownerSiteCode', '已装货的单元不能改站点', 'A unit with parcels on it stays at its site');
    }
    if (!Object.hasOwn(values, 'parentUnit') || text(values.parentUnit) === text(before.parentUnit)) return;
    if (text(before.unitState) === 'departed') refuse(ctx, 'parentUnit', '已发出的单元不能再调整', 'A departed unit is not moved any more');
    const old = text(before.parentUnit);
    const oldParent = old ? await unitByCode(ctx, model, old) : undefined;
    if (oldParent && text(oldParent.unitState) !== 'open') {
      refuse(ctx, 'parentUnit', `上级单元 ${old} 为「${stateTitle(model, oldParent.unitState, ctx)}」，先重新打开才能取下`, `Unit ${old} is "${stateTitle(model, oldParent.unitState, ctx)}": reopen it to take this one off`);
    }
    const next = text(values.parentUnit);
    const unitType = Object.hasOwn(values, 'unitType') ? values.unitType : before.unitType;
    const ownerSiteCode = Object.hasOwn(values, 'ownerSiteCode') ? values.ownerSiteCode : before.ownerSiteCode;
    if (next) await checkParent(ctx, model, { unitCode: code, unitType, ownerSiteCode }, next);
    if (next && (await unitsBelow(ctx.db, model, ctx.user.tenantId, code)).includes(next)) refuse(ctx, 'parentUnit', '不能装入自己的下级单元', 'A unit cannot go onto a unit that is on it');
    // A closed unit's figures move with it.
    if (text(before.unitState) === 'closed') {
      if (old) await addFigures(ctx.db, model, ctx.user.tenantId, old, figuresOfRow(before), -1);
      if (next) await addFigures(ctx.db, model, ctx.user.tenantId, next, figuresOfRow(before), 1);
    }
  },
};

function loadModels(models: EntityModels, units: EntityModel): LoadModels {
  const orders = models.get(TWO_C_ORDER);
  if (!orders) throw new Error(`${TWO_C_ORDER} is not served`);
  return { units, orders };
}

const close: CommandImplementation = async ({ ctx, service, models, model, row, params }) => {
  if (!row) return;
  const code = text(row.unitCode);
  const open = (await unitsOn(ctx.db, model, ctx.user.tenantId, code)).filter((unit) => unit.unitState === 'open').map((unit) => unit.unitCode);
  if (open.length) refuse(ctx, 'countedPieces', `下级单元未封装：${open.join('、')}`, `Units on it are still loading: ${open.join(', ')}`);
  const scanned = await figuresOf(ctx.db, loadModels(models, model), ctx.user.tenantId, code);
  const entered = { pieces: Number(params.countedPieces), weight: Number(params.weighedWeight) };
  const refusal = closeRefusal(scanned, entered, await weightTolerance(ctx.db, ctx.user.tenantId), ctx.lang);
  if (refusal) throw new AppError('VALIDATION', { detail: `${code}: ${refusal.message}` }, { [refusal.field]: refusal.message });
  const written = await service.writeFields(ctx, model, row, {
    parcelCount: scanned.pieces, totalWeight: scanned.weight, countedPieces: entered.pieces, weighedWeight: entered.weight,
    closedAt: service.now().toISOString(), closedBy: ctx.user.username,
  });
  if (text(row.parentUnit)) await addFigures(ctx.db, model, ctx.user.tenantId, text(row.parentUnit), scanned, 1);
  return { row: written };
};

const reopen: CommandImplementation = async ({ ctx, service, models, model, row }) => {
  if (!row) return;
  const code = text(row.unitCode);
  const parentCode = text(row.parentUnit);
  const parent = parentCode ? await unitByCode(ctx, model, parentCode) : undefined;
  if (parent && text(parent.unitState) !== 'open') {
    refuse(ctx, 'unitState', `上级单元 ${parentCode} 为「${stateTitle(model, parent.unitState, ctx)}」，先重新打开上级单元`, `Unit ${parentCode} it is on is "${stateTitle(model, parent.unitState, ctx)}": reopen that one first`);
  }
  const { orders } = loadModels(models, model);
  const out = await parcelsAt(ctx.db, orders, ctx.user.tenantId, [code], LOADED_NODE, false);
  if (out) refuse(ctx, 'unitState', `${code} 已有 ${out} 件出库扫描，不能重新打开`, `${out} parcels of ${code} are scanned out already: it cannot reopen`);
  const written = await service.writeFields(ctx, model, row, { countedPieces: null, weighedWeight: null, closedAt: null, closedBy: null });
  if (parentCode) await addFigures(ctx.db, model, ctx.user.tenantId, parentCode, figuresOfRow(row), -1);
  return { row: written };
};

const depart: CommandImplementation = async ({ ctx, service, models, model, row }) => {
  if (!row) return;
  const code = text(row.unitCode);
  // A unit on a truck or pallet leaves with it (its depart moves the units below).
  if (text(row.parentUnit)) refuse(ctx, 'unitState', `${code} 装在 ${text(row.parentUnit)} 上，随上级单元发出`, `${code} is on ${text(row.parentUnit)}: it departs with that unit`);
  const below = await unitsBelow(ctx.db, model, ctx.user.tenantId, code);
  const { orders } = loadModels(models, model);
  const waiting = await parcelsAt(ctx.db, orders, ctx.user.tenantId, [code, ...below], LOADED_NODE, true);
  if (waiting) refuse(ctx, 'unitState', `${code} 尚有 ${waiting} 件未出库扫描，不能发出`, `${waiting} parcels on ${code} are not scanned out yet: it cannot depart`);
  const departedAt = service.now().toISOString();
  for (const unitCode of below) {
    const found = await unitByCode(ctx, model, unitCode);
    if (!found || text(found.unitState) !== 'closed') continue;
    const locked = await service.lockRow(ctx, model, Number(found.id));
    const moved = await service.moveRow(ctx, model, locked, 'depart');
    await service.writeFields(ctx, model, moved as StoredRow, { departedAt });
  }
  return { row: await service.writeFields(ctx, model, row, { departedAt }) };
};

export function registerLoadUnitHooks(registry: WriteHookRegistry): void {
  registry.register(LOAD_UNIT, loadUnitHooks);
}

export function registerLoadUnitCommands(registry: CommandRegistry): void {
  registry.register(`${LOAD_UNIT}.close`, close);
  registry.register(`${LOAD_UNIT}.reopen`, reopen);
  registry.register(`${LOAD_UNIT}.depart`, depart);
}
