import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import type { Language } from '../errors/catalogue';
import { mayOpenRoute } from '../entity/entity-permissions';
import { RowStore, type RequestDb } from '../entity/row-store';
import type { EntityRegistry } from '../entity/entity-registry';
import { findTransition, lifecyclesOf, stateLabel } from '../../engine/schema/lifecycles';
import { scanPageOf } from '../../engine/schema/scan-moves';
import { trajectoryOf, type ParcelTrajectory, type TrajectoryAudit, type TrajectoryScan, type TrajectoryTexts } from '../operate/trajectory';
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import { carrierStatusTitle } from '../carriers/carrier-event';
import type { ServerContext } from './context';

/** The page that grants reading trajectories. */
export const TRAJECTORY_ROUTE = '/travelManageCenter';
/** Most numbers one search takes (a pasted column of a day's complaints). */
export const MAX_TRAJECTORY_CODES = 200;
/** The numbers a parcel is found by, tried in order. */
const FOUND_BY = ['trackingNo', 'orderCode', 'tailTrackingNo'];

type Texts = TrajectoryTexts & { statusTitle(status: string): string };

/** The texts of a registry's schemas, by language: built once per registry (a reload serves a new one). */
const textsByRegistry = new WeakMap<EntityRegistry, Partial<Record<Language, Texts>>>();

function textsFor(entities: EntityRegistry, lang: Language): Texts {
  let byLang = textsByRegistry.get(entities);
  if (!byLang) textsByRegistry.set(entities, (byLang = {}));
  return (byLang[lang] ??= buildTexts(entities, lang));
}

function buildTexts(entities: EntityRegistry, lang: Language): Texts {
  const orders = entities.get(TWO_C_ORDER)!;
  const operate = lifecyclesOf(orders.schema).find((l) => l.field === 'operateNode');
  const order = lifecyclesOf(orders.schema).find((l) => l.field === 'orderStatus');
  const pages = new Map(entities.all().flatMap((model) => {
    const page = scanPageOf(model.schema);
    return page?.moves ? [[page.scanType, model.schema.title[lang]] as const] : [];
  }));
  const zh = lang === 'zh';
  return {
    scanTitle: (scanType) => pages.get(scanType) ?? scanType,
    nodeTitle: (node) => (operate ? stateLabel(operate, node, lang) : node),
    statusTitle: (status) => (order ? stateLabel(order, status, lang) : status),
    operationTitle: (name) => findTransition(orders.schema, name)?.transition.title[lang] ?? orders.schema.commands?.[name]?.title[lang] ?? name,
    placed: zh ? '下单' : 'Order placed',
    refused: (title) => (zh ? `${title}（被拒绝）` : `${title} (refused)`),
    labelPrinted: (carrier, number) => (zh ? `尾程面单已打印：${carrier} ${number}` : `Last-mile label printed: ${carrier} ${number}`),
    carrierTitle: (status) => carrierStatusTitle(status, lang),
  };
}

/**
 * The trajectories of the parcels the numbers name, in the order asked: each found among the caller's orders (their
 * site's, for non-administrators) by tracking, order or last-mile number, with every scan of it at any site — the
 * parcel's whole way — the desk's moves and the last-mile carrier's events; a number of no parcel of theirs comes back with `parcel: null`.
 */
export async function trajectories(db: RequestDb, user: SessionUser, entities: EntityRegistry, lang: Language, codes: string[]): Promise<ParcelTrajectory[]> {
  const model = entities.get(TWO_C_ORDER);
  if (!model) return codes.map((code) => ({ code, parcel: null, events: [] }));
  const store = new RowStore(model);
  const texts = textsFor(entities, lang);
  const result: ParcelTrajectory[] = [];
  for (const code of codes) {
    let id: number | undefined;
    for (const field of FOUND_BY) if (id === undefined) [id] = await store.idsBy(db, user, field, code);
    const row = id === undefined ? undefined : (await db.selectFrom(model.table as never).selectAll().where('id' as never, '=', id as never).executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row) {
      result.push({ code, parcel: null, events: [] });
      continue;
    }
    const scans = await db.selectFrom('scanRecord').select(['scanType', 'scannedAt', 'scannedBy', 'ownerSiteCode', 'verdict', 'node', 'refusalReason'])
      .where('tenantId', '=', user.tenantId)
      .where((eb) => eb.or([eb.and([eb('entityId', '=', TWO_C_ORDER), eb('rowId', '=', id!)]), eb('scanCode', 'in', [row.trackingNo, row.orderCode].filter(Boolean) as string[])]))
      .orderBy('scannedAt').orderBy('id').execute() as TrajectoryScan[];
    const audits = await db.selectFrom('auditLog').select(['action', 'at', 'username', 'operation'])
      .where('tenantId', '=', user.tenantId).where('entityId', '=', TWO_C_ORDER).where('rowId', '=', id!).where('operation', 'is not', null)
      .orderBy('at').orderBy('id').execute() as unknown as TrajectoryAudit[];
    const carrierEvents = row.tailTrackingNo && row.tailCarrierCode
      ? await db.selectFrom('carrierEvent').select(['eventTime', 'status', 'description', 'location']).where('tenantId', '=', user.tenantId)
        .where('carrierCode', '=', String(row.tailCarrierCode)).where('trackingNo', '=', String(row.tailTrackingNo)).orderBy('eventTime').orderBy('id').execute()
      : [];
    result.push(trajectoryOf({
      code,
      parcel: {
        id: row.id as number, orderCode: String(row.orderCode), trackingNo: (row.trackingNo as string) ?? null, tailCarrierCode: (row.tailCarrierCode as string) ?? null,
        tailTrackingNo: (row.tailTrackingNo as string) ?? null, customerCode: (row.customerCode as string) ?? null, consigneeCity: (row.consigneeCity as string) ?? null,
        ownerSiteCode: (row.ownerSiteCode as string) ?? null, orderStatus: (row.orderStatus as string) ?? null, operateNode: (row.operateNode as string) ?? null,
        orderStatusTitle: row.orderStatus ? texts.statusTitle(String(row.orderStatus)) : null, operateNodeTitle: row.operateNode ? texts.nodeTitle(String(row.operateNode)) : null,
      },
      orderTime: (row.orderTime as Date | null) ?? (row.createdAt as Date),
      createdBy: (row.createdBy as string | null) ?? null,
      tailPrintedAt: (row.tailPrintedAt as Date | null) ?? null,
      scans,
      audits,
      carrierEvents,
    }, texts));
  }
  return result;
}

/**
 * POST /api/clearway/trajectory (our extension; docs/api.md "Trajectory"): `{ codes: [...] }` → the parcels' timelines,
 * for whoever has /travelManageCenter in their menu.
 */
export function registerTrajectoryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { codes: string[] } }>('/api/clearway/trajectory', {
    schema: {
      tags: ['clearway'],
      summary: 'Parcel timelines by tracking, order or last-mile number: [{ code, parcel, events: [{ at, kind, title, detail, site, by }] }]',
      body: {
        type: 'object', additionalProperties: false, required: ['codes'],
        properties: { codes: { type: 'array', minItems: 1, maxItems: MAX_TRAJECTORY_CODES, items: { type: 'string', minLength: 1, maxLength: 60, pattern: '^\\S+$' } } },
      },
      response: { 200: envelopeSchema({ type: 'array', items: { type: 'object', additionalProperties: true } }) },
    },
  }, async (request) => {
    const user = requireUser(request);
    if (!(await mayOpenRoute(request.db, user, TRAJECTORY_ROUTE))) throw new AppError('FORBIDDEN');
    const codes = [...new Set(request.body.codes)];
    return ok(await trajectories(request.db, user, ctx.entities, request.lang, codes));
  });
}
