/**
 * What the customs server tests share: a test server whose simulated customs answers fast (receipts 40 ms apart,
 * nothing inspected or refused by chance; the outbox looks every 50 ms), and waiting for the receipts to arrive.
 */
import { DEV_CUSTOMS_SECRET } from '../../server/config';
import type { SimulatorSettings } from '../../server/customs/simulator/simulator-settings';
import { startSignedIn, type DemoUsername } from './test-server';
import { idCardCheckCharacter } from '../../engine/validation/chinese-id-card';
import type { Reply } from './http-client';

export const FAST_SIMULATOR: SimulatorSettings = { stepMs: 40, inspectionShare: 0, cancelRefuseShare: 0, refundRefuseShare: 0, singleLimit: 5000 };

/** A test server (as startSignedIn) declaring to the fast simulator inside it. */
export function startCustomsSignedIn<const U extends DemoUsername>(usernames: readonly U[], simulator: Partial<SimulatorSettings> = {}) {
  return startSignedIn(usernames, { customs: { platform: 'simulator', secret: DEV_CUSTOMS_SECRET, outboxIntervalMs: 50 } }, { customsSimulator: { ...FAST_SIMULATOR, ...simulator } });
}

/** Reads until `done` holds (the receipts have moved a document), or fails naming what it waited for. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Row = Record<string, unknown>;

/** A valid 18-digit ID card number from its first 17 digits. */
export const validIdCard = (first17: string) => first17 + idCardCheckCharacter(first17);

/** The goods line of the demo ledger's fish oil (GM000004): two bottles at 99. */
export const FISH_OIL_LINE: Row = { gnum: 1, itemRecordNo: 'GM000004', gcode: '2106909090', gname: '鱼油软胶囊', gmodel: 'Swisse|深海鱼油|400粒/瓶', country: '601', qty: 2, unit: '142', qty1: 1.04, unit1: '035', price: 99, totalPrice: 198 };

let orderSeq = 0;

/**
 * A B2C (1210) order a Tmall buyer placed, as saveOrderCustomsbbc takes it: numbers unique per call (`prefix` + a
 * counter), the payment summing up (198 + 18.02 tax), a valid ID card number.
 */
export function b2cOrderBody(prefix: string, overrides: Row = {}, goods: Row[] = [FISH_OIL_LINE]): Row {
  orderSeq += 1;
  const n = `${Date.now() % 1_000_000}${orderSeq}`;
  return {
    orderNo: `${prefix}${n}`, ebpCode: '3301960TMG', ebpName: '浙江天猫技术有限公司', ebcCode: '91370200MA3C8TQ46C', ebcName: '青岛市童趣电子商务有限公司',
    logisticsCode: '4403180SFE', logisticsName: '顺丰速运有限公司', logisticsNo: `SF${n}`, payCode: '3120960ZFB', payName: '支付宝（中国）网络技术有限公司',
    payTransactionId: `2026${n}`, tradeMode: '1210', buyerRegNo: `tb_${n}`, buyerName: '王小明', buyerIdType: '1', buyerIdNumber: validIdCard('11010519900307123'),
    buyerTelephone: '13800138000', consignee: '王小明', consigneeTelephone: '13800138000', consigneeAddress: '北京市朝阳区建国路88号', consigneeDistrict: '110105',
    goodsValue: 198, freight: 0, discount: 0, taxTotal: 18.02, acturalPaid: 216.02, currency: '142', grossWeight: 1.2, netWeight: 1.04, goods, ...overrides,
  };
}

/** A refusal's body: the message, and the field errors when the refusal names fields (typed present: a test reading them fails if not). */
export interface Refusal {
  message: string;
  data: { fields: Record<string, string> };
}

/** The reply refused with `http` (400 by default), its body for the message and field errors. */
export function expectRefused(reply: Reply, http = 400): Refusal {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body as Refusal;
}
