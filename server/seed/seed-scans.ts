/**
 * The demo tenants' scans (docs/domain/operate.md): each demo 2C order past N00 gets the scans that brought it to its
 * operate node, at the sites and by the people who work them, timed around the order's own stamps; a few scans the
 * floor got wrong are kept as refused, with the reason the server gives (server/operate/scan-verdict.ts). Every verdict
 * is the server's own judgement, so a flow that breaks the operate rules stops the seed.
 */
import type { Kysely } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { findTransition, stateLabel } from '../../engine/schema/lifecycles';
import { scanPageOf } from '../../engine/schema/scan-moves';
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { draw } from '../text-dice';
import { judgeScan, type ScannedParcel, type ScanRule, type ScanVerdict } from '../operate/scan-verdict';

type Tenant = 'demo' | 'harbor';

/** Who scans at each site, and their share of its scans (about how many a day). */
const SCANNERS: Record<Tenant, { username: string; site: string; perDay: number }[]> = {
  demo: [
    { username: 'operator', site: 'SZ001', perDay: 5 },
    { username: 'huangxy', site: 'SZ001', perDay: 7 },
    { username: 'admin', site: '888888', perDay: 2 },
    { username: 'liuyang', site: '888888', perDay: 8 },
    { username: 'kelvin.ho', site: 'HK001', perDay: 4 },
  ],
  harbor: [{ username: 'harbor_admin', site: 'HB001', perDay: 6 }],
};

/** Where each leg is scanned: the Hong Kong steps, the head warehouse (the order's own site when it is not Hong Kong's), the transfer station. */
const SITES: Record<Tenant, { hongKong: string; warehouse: string; station: string }> = {
  demo: { hongKong: 'HK001', warehouse: '888888', station: 'SZ001' },
  harbor: { hongKong: 'HB001', warehouse: 'HB001', station: 'HB001' },
};

/**
 * Days of history kept, counting back from the seed's moment. A tenant's scans stay under the scan list's `maxRows`
 * (1,000), so a whole-list read (findAllByCallId) still holds every one: the demo orders' flows come to about 850
 * scans over 15 days (a month of them would be some 1,500).
 */
const DAYS = 15;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;

/** The two ways a parcel travels, scan by scan. */
const HONG_KONG = ['pickUp', 'tally', 'sort', 'hkLoad', 'takeIn'];
const WAREHOUSE = ['putIn', 'load', 'out', 'stationIn', 'endOut', 'receipt'];
/** The steps made at the transfer station; the first four Hong Kong steps are made in Hong Kong, the others at the warehouse. */
const STATION = ['stationIn', 'endOut', 'receipt'];
/** Hours from the step before (from the order's time for the first), at least and at most. */
const GAP: Record<string, [number, number]> = {
  pickUp: [3, 9], tally: [4, 10], sort: [1, 3], hkLoad: [3, 6], takeIn: [8, 14], putIn: [6, 30], load: [4, 10], out: [2, 4],
  stationIn: [6, 12], endOut: [3, 8], receipt: [18, 40], abnormal: [3, 20], returnIn: [48, 96],
};

/** Numbers no order carries (another carrier's parcel on the belt): SF, JD, YTO, ZTO and EMS label formats. */
const UNKNOWN_NUMBERS: ((serial: number) => string)[] = [
  (n) => `SF${String(1_400_000_000_000 + n * 7_919).padStart(13, '0')}`,
  (n) => `JDV${String(300_000_000_000 + n * 6_113)}`,
  (n) => `YT${String(7_500_000_000_000 + n * 4_447).padStart(13, '0')}`,
  (n) => `7731${String(10_000_000 + n * 3_251).slice(-8)}`,
  (n) => `E${'ABCDEFGHJK'[n % 10]}${String(100_000_000 + n * 2_137).slice(-9)}CN`,
];
/** Marks the seeded scans (the client id an offline queue would send): seeded once per tenant. */
const SEED_CLIENT_ID = 'seed-';

interface DemoOrder { id: number; trackingNo: string; orderStatus: string; reviewState: string | null; operateNode: string; holdState: string | null; holdReason: string | null; ownerSiteCode: string | null; orderTime: Date | null; putInAt: Date | null }
interface Scan { scanType: string; at: number; site: string; verdict: 'moved' | 'refused'; code: string; rowId: number | null; node: string | null; refusalCode: string | null; refusalReason: string | null }

/** The scan types that brought a parcel to `node`, in order (where an exception or a return came from varies by parcel). */
function flowTo(node: string, rule: (scanType: string) => ScanRule, order: DemoOrder): string[] {
  for (const chain of [HONG_KONG, WAREHOUSE]) {
    const end = chain.findIndex((scanType) => rule(scanType).to === node);
    if (end >= 0) return chain.slice(0, end + 1);
  }
  const n = draw(order.trackingNo, 'flow');
  if (node === rule('abnormal').to) return [...(n < 0.35 ? WAREHOUSE.slice(0, 4) : order.putInAt ? ['putIn'] : []), 'abnormal'];
  if (node === rule('returnIn').to) {
    // Refused at the door (last mile), returned after delivery, or sent back from the exception desk: as the rule allows.
    const ways = [WAREHOUSE.slice(0, 5), WAREHOUSE, [...WAREHOUSE.slice(0, 3), 'abnormal']]
      .filter((way) => rule('returnIn').from.includes(rule(way.at(-1)!).to));
    return [...ways[Math.floor(n * ways.length)]!, 'returnIn'];
  }
  return [];
}

/** The demo orders of a tenant, as the seeded rows have them. */
async function demoOrders(db: Db, model: EntityModel, tenantId: number): Promise<DemoOrder[]> {
  const fields = ['trackingNo', 'orderStatus', 'reviewState', 'operateNode', 'holdState', 'holdReason', 'ownerSiteCode', 'orderTime', 'putInAt'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = await (db as unknown as Kysely<any>).selectFrom(model.table!).select(['id', ...fields.map(columnName)]).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return rows as DemoOrder[];
}

/** The operate lifecycle as the scans need it: each scan type's rule, a node's title, the first node. */
interface OperateRules { rule: (scanType: string) => ScanRule; title: (node: string) => string; initial: string }

/** Each scan type's rule as its scan page declares it (`moves`): the same the scan endpoint judges by. */
function operateRules(model: EntityModel, entities: EntityRegistry): OperateRules {
  const moves = new Map(entities.all().map((page) => scanPageOf(page.schema)).filter((page) => page?.moves?.entity === TWO_C_ORDER).map((page) => [page!.scanType, page!.moves!]));
  const lifecycle = findTransition(model.schema, moves.get('putIn')!.transition)!.lifecycle;
  return {
    rule: (scanType) => {
      const page = moves.get(scanType);
      if (!page) throw new Error(`no scan page moves ${TWO_C_ORDER} by scan type ${scanType}`);
      const { transition } = findTransition(model.schema, page.transition)!;
      return { from: transition.from, to: transition.to, takesHeld: page.takesHeld === true };
    },
    title: (node) => stateLabel(lifecycle, node, 'zh'),
    initial: lifecycle.initial ?? 'N00',
  };
}

/** The nodes of a parcel not yet delivered, returned or waiting for its first scan. */
const ON_THE_WAY = new Set(['P10', 'P20', 'P30', 'P40', 'W10', 'W20', 'W30', 'W40', 'T10', 'T20', 'X90']);

/**
 * When each step of a flow was scanned: the put-in (the tally in Hong Kong) at the order's putInAt, the others hours
 * apart around it, moved on by `weeksLate`, all before `now` (a flow that would run past it ends a little before).
 * Undefined for an order whose flow lies a day or more after `now`.
 */
function flowTimes(order: DemoOrder, flow: string[], now: number, weeksLate: number): number[] | undefined {
  const code = order.trackingNo;
  const gap = (i: number) => { const [least, most] = GAP[flow[i]!]!; return (least + draw(code, i, 'gap') * (most - least)) * HOUR; };
  const anchor = order.putInAt ? flow.findIndex((s) => s === 'putIn' || s === 'tally') : -1;
  const at: number[] = [];
  at[Math.max(anchor, 0)] = anchor >= 0 ? order.putInAt!.getTime() : (order.orderTime?.getTime() ?? now) + gap(0);
  for (let i = anchor - 1; i >= 0; i--) at[i] = at[i + 1]! - gap(i + 1);
  for (let i = Math.max(anchor, 0) + 1; i < flow.length; i++) at[i] = restDay(at[i - 1]! + gap(i), code, i);
  const end = now - (5 + draw(code, 'end') * 90) * 60_000;
  const late = Math.max(0, at.at(-1)! + weeksLate - end);
  if (late > DAY) return undefined;
  const times = at.map((t) => t + weeksLate - late);
  // A parcel still on its way was often scanned today: about four in ten end their flow in today's shift, so each
  // scan page's list (today's scans) shows the floor's work, not an empty morning.
  if (!ON_THE_WAY.has(order.operateNode) || draw(code, 'today') >= 0.4) return times;
  const shift = now - (20 + draw(code, 'shift') * 7 * 60) * 60_000 - times.at(-1)!;
  return shift > 0 ? times.map((t) => t + shift) : times;
}


/**
 * One order's scans: each step of its flow, judged as the server judges it (a step the rules refuse is a bug of this
 * seed and stops it); now and then a step skipped first (an out scan before the load), refused; for a held parcel, the
 * next scan refused once or twice.
 */
function orderScans(order: DemoOrder, flow: string[], times: number[], rules: OperateRules, sites: (typeof SITES)[Tenant], now: number): Scan[] {
  const code = order.trackingNo;
  const { rule, title } = rules;
  const warehouse = order.ownerSiteCode && order.ownerSiteCode !== sites.hongKong ? order.ownerSiteCode : sites.warehouse;
  const siteOf = (scanType: string, before?: string) => (HONG_KONG.slice(0, 4).includes(scanType) ? sites.hongKong
    : STATION.includes(scanType) || (scanType === 'abnormal' && before === sites.station) ? sites.station : warehouse);
  const scans: Scan[] = [];
  const record = (scanType: string, at: number, site: string, verdict: ScanVerdict) => scans.push({
    scanType, at, site, code, rowId: order.id, ...(verdict.allowed
      ? { verdict: 'moved', node: verdict.node, refusalCode: null, refusalReason: null }
      : { verdict: 'refused', node: null, refusalCode: verdict.code, refusalReason: verdict.reason }),
  });
  let parcel: ScannedParcel = { operateNode: rules.initial, orderStatus: order.orderStatus, reviewState: order.reviewState, holdState: '0' };
  const skipAt = draw(code, 'skip') < 0.045 ? 1 + Math.floor(draw(code, 'where') * (flow.length - 1)) : 0;
  let before: string | undefined;
  flow.forEach((scanType, i) => {
    const site = siteOf(scanType, before);
    const chain = [HONG_KONG, WAREHOUSE].find((c) => c.includes(scanType));
    const ahead = chain?.[chain.indexOf(scanType) + 1];
    if (i === skipAt && i > 0 && ahead && siteOf(ahead, before) === site) {
      const refused = judgeScan(code, rule(ahead), parcel, 'zh', title);
      if (!refused.allowed) record(ahead, times[i]! - (5 + draw(code, 'early') * 35) * 60_000, site, refused);
    }
    const type = scanType === 'putIn' && site === sites.warehouse && draw(code, 'bin') < 0.35 ? 'putInBin' : scanType;
    const verdict = judgeScan(code, rule(type), parcel, 'zh', title);
    if (!verdict.allowed) throw new Error(`demo scan flow of ${code} (${flow.join(' → ')}): ${verdict.reason}`);
    record(type, times[i]!, site, verdict);
    parcel = { ...parcel, operateNode: verdict.node };
    before = site;
  });
  if (order.holdState === '1') {
    const chain = HONG_KONG.includes(flow.at(-1)!) ? [...HONG_KONG, 'putIn'] : WAREHOUSE;
    const next = chain[chain.indexOf(flow.at(-1)!) + 1]!;
    const held = { ...parcel, holdState: '1', holdReason: order.holdReason };
    for (let k = 0; k < 2; k++) {
      const at = times.at(-1)! + (2 + k * 5 + draw(code, 'held', k) * 4) * HOUR;
      if (at < now) record(next, at, siteOf(next), judgeScan(code, rule(next), held, 'zh', title));
    }
  }
  return scans;
}

/** `count` put-in scans of numbers no order carries, spread over the kept days at the tenant's warehouses: refused. */
function unknownScans(tenantCode: Tenant, count: number, rules: OperateRules, now: number): Scan[] {
  const sites = SITES[tenantCode];
  const warehouses = [...new Set([sites.warehouse, ...SCANNERS[tenantCode].map((s) => s.site).filter((s) => s !== sites.hongKong)])];
  return Array.from({ length: count }, (_, k): Scan => {
    const code = UNKNOWN_NUMBERS[k % UNKNOWN_NUMBERS.length]!(k + 1 + (tenantCode === 'demo' ? 0 : 500));
    const verdict = judgeScan(code, rules.rule('putIn'), undefined, 'zh', rules.title);
    const at = now - ((k + draw(tenantCode, k, 'unknown')) / count) * DAYS * DAY;
    return { scanType: 'putIn', at, site: warehouses[k % warehouses.length]!, code, rowId: null, node: null, verdict: 'refused', refusalCode: verdict.allowed ? null : verdict.code, refusalReason: verdict.allowed ? null : verdict.reason };
  });
}

/**
 * Seeds a tenant's scans once, after its demo orders: the flows of its orders over the last {@link DAYS} days, with the
 * scans the floor got wrong (about 3 %: a step skipped, a held parcel, a number no order carries). Deterministic (no
 * random numbers), all before the seed's moment. When the seed runs weeks after the demo orders' stamps, the scans
 * move on by whole weeks, so the dashboards still show the last days' work.
 */
export async function seedScanRecords(db: Db, tenantId: number, tenantCode: Tenant, entities: EntityRegistry, now = Date.now()): Promise<void> {
  if (await db.selectFrom('scanRecord').select('id').where('tenantId', '=', tenantId).where('clientScanId', 'like', `${SEED_CLIENT_ID}%`).executeTakeFirst()) return;
  const model = entities.get(TWO_C_ORDER);
  if (!model?.table) return;
  const orders = await demoOrders(db, model, tenantId);
  if (!orders.length) return;
  const rules = operateRules(model, entities);
  const newest = Math.max(...orders.flatMap((o) => [o.orderTime, o.putInAt]).filter((t): t is Date => t !== null).map((t) => t.getTime()));
  const weeksLate = newest < now ? Math.floor((now - newest) / (7 * DAY)) * 7 * DAY : 0;
  const kept = (s: Scan) => s.at > now - DAYS * DAY && s.at < now;
  const scans = orders.flatMap((order) => {
    const flow = flowTo(order.operateNode, rules.rule, order);
    const times = flow.length ? flowTimes(order, flow, now, weeksLate) : undefined;
    return times ? orderScans(order, flow, times, rules, SITES[tenantCode], now).filter(kept) : [];
  });
  scans.push(...unknownScans(tenantCode, Math.max(1, Math.round(scans.length / 90)), rules, now));
  const rows = scans.sort((a, b) => a.at - b.at).map((s, serial) => ({
    tenantId, scanType: s.scanType, scanCode: s.code, ownerSiteCode: s.site, scannedBy: scannerAt(tenantCode, s.site, s.code, s.scanType), scannedAt: new Date(Math.floor(s.at / 1000) * 1000),
    clientScanId: `${SEED_CLIENT_ID}${serial + 1}`, verdict: s.verdict, entityId: TWO_C_ORDER, rowId: s.rowId, node: s.node, refusalCode: s.refusalCode, refusalReason: s.refusalReason,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('scanRecord').values(rows.slice(i, i + 500)).execute();
}

/** A step that would fall on a Sunday (China time) mostly waits for Monday morning: the floor's quiet day. */
function restDay(time: number, code: string, i: number): number {
  const china = new Date(time + CHINA);
  if (china.getUTCDay() !== 0 || draw(code, i, 'sunday') < 0.3) return time;
  const monday = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + 1, 8, 30) - CHINA;
  return monday + draw(code, i, 'monday') * 3 * HOUR;
}

/** Who made a scan at a site: the site's scanners by their share, the same one for a parcel's steps of a kind. */
function scannerAt(tenantCode: Tenant, site: string, code: string, scanType: string): string {
  const here = SCANNERS[tenantCode].filter((s) => s.site === site);
  if (!here.length) return SCANNERS[tenantCode][0]!.username;
  let pick = draw(code, scanType, 'who') * here.reduce((sum, s) => sum + s.perDay, 0);
  for (const scanner of here) if ((pick -= scanner.perDay) < 0) return scanner.username;
  return here.at(-1)!.username;
}
