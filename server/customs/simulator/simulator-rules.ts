/**
 * What the simulated customs answers to one declaration, decided up front (pure): the logic checks customs runs on
 * a declaration, then the receipts it sends, each some steps after the declaration
 * (docs/domain/customs.md "The declaration platform"). Shares are drawn by a die that is a function of the message's
 * guid, so one declaration always takes the same path.
 */
import { createHash } from 'node:crypto';
import { isChineseIdCard } from '../../../engine/validation/chinese-id-card';
import type { DeclarationType } from '../messages/ceb-layout';
import type { SimulatorSettings } from './simulator-settings';

export interface ReadDeclaration {
  type: DeclarationType;
  guid: string;
  head: Record<string, string>;
  lines: Record<string, string>[];
}

export interface PlannedReceipt {
  /** Steps after the declaration (1 = the first receipt). */
  step: number;
  returnStatus: string;
  returnInfo: string;
  /** Keys customs assigns (invtNo, preNo), sent from this receipt on. */
  assigned?: Record<string, string>;
}

const info = (code: number, text: string) => `[Code:${code};Desc:${text}]`;

/** A number between 0 and 1 that depends only on the guid and what it is drawn for. */
export function die(guid: string, purpose: string): number {
  const digest = createHash('sha256').update(`${purpose}:${guid}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

const amount = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value));
const cents = (value: number) => Math.round(value * 100);

/** The first logic check a CEB311 order or CEB621 inventory fails, as customs words it; undefined when it passes. */
export function logicCheck(declaration: ReadDeclaration, settings: SimulatorSettings): string | undefined {
  const { type, head, lines } = declaration;
  if (!lines.length) return info(2607, '表体不能为空');
  if (head.buyerIdType === '1' && !isChineseIdCard(head.buyerIdNumber)) return info(2601, '订购人身份证件号码校验不通过');
  if (type === 'CEB311') {
    const expected = amount(head.goodsValue) + amount(head.freight) + amount(head.taxTotal) - amount(head.discount);
    if (cents(expected) !== cents(amount(head.acturalPaid))) return info(2602, '实际支付金额与商品价格、运杂费、代扣税款、非现金抵扣不符');
    if (amount(head.acturalPaid) > settings.singleLimit) return info(2603, `单次交易金额超过限值${settings.singleLimit}元`);
  }
  if (type === 'CEB621') {
    if (amount(head.grossWeight) < amount(head.netWeight)) return info(2604, '毛重不能小于净重');
    if (lines.some((line) => !/^\d{10}$/.test(line.gcode ?? ''))) return info(2605, '商品编码必须为10位数字');
    if (head.tradeMode === '1210' && !head.emsNo) return info(2606, '保税电商清单账册编号不能为空');
    if (head.tradeMode === '1210' && lines.some((line) => !line.itemRecordNo)) return info(2608, '保税电商清单账册料号不能为空');
  }
  return undefined;
}

/** `5349` + year + `I` + 9 digits: the inventory number customs gives (reference §2.4). */
function inventoryNumbers(declaration: ReadDeclaration, year: string): Record<string, string> {
  const sequence = String(Math.floor(die(declaration.guid, 'invtNo') * 1e9)).padStart(9, '0');
  const pre = String(Math.floor(die(declaration.guid, 'preNo') * 1e9)).padStart(9, '0');
  const customs = /^\d{4}$/.test(declaration.head.customsCode ?? '') ? declaration.head.customsCode! : '5349';
  return { invtNo: `${customs}${year}I${sequence}`, preNo: `B${year}${pre.slice(0, 4)}${pre}`.slice(0, 18) };
}

/** The key that pairs an inventory with its order message (三单对碰: same seller, same order number). */
export const orderKey = (head: Record<string, string>) => `${head.ebcCode ?? ''}|${head.orderNo ?? ''}`;

/**
 * The receipts customs sends for a declaration, in order. `orderRefused`: the order message (CEB311) of the same
 * order was refused, so its inventory cannot pass either.
 */
export function planReceipts(declaration: ReadDeclaration, settings: SimulatorSettings, year: string, orderRefused = false): PlannedReceipt[] {
  const declaring: PlannedReceipt = { step: 1, returnStatus: '2', returnInfo: '电子口岸申报中' };
  switch (declaration.type) {
    case 'CEB311': {
      const failed = logicCheck(declaration, settings);
      return [declaring, failed ? { step: 2, returnStatus: '100', returnInfo: failed } : { step: 2, returnStatus: '120', returnInfo: info(1800, '逻辑校验通过') }];
    }
    case 'CEB621': {
      const failed = orderRefused ? info(2620, '三单对碰失败：电子订单未通过校验') : logicCheck(declaration, settings);
      if (failed) return [declaring, { step: 2, returnStatus: '100', returnInfo: failed }];
      const assigned = inventoryNumbers(declaration, year);
      const accepted: PlannedReceipt[] = [
        declaring,
        { step: 2, returnStatus: '120', returnInfo: info(1800, '逻辑校验通过'), assigned },
        { step: 3, returnStatus: '399', returnInfo: '海关审结', assigned },
      ];
      if (die(declaration.guid, 'inspection') < settings.inspectionShare) {
        accepted.push({ step: 4, returnStatus: '500', returnInfo: '布控查验，请配合海关查验', assigned }, { step: 6, returnStatus: '800', returnInfo: '查验正常，放行', assigned });
      } else {
        accepted.push({ step: 4, returnStatus: '800', returnInfo: '放行', assigned });
      }
      return accepted;
    }
    case 'CEB623': {
      if (!declaration.head.invtNo || !declaration.head.reason) return [declaring, { step: 2, returnStatus: '100', returnInfo: info(2610, '撤销申请缺少清单编号或撤单原因') }];
      if (die(declaration.guid, 'cancel') < settings.cancelRefuseShare) return [declaring, { step: 2, returnStatus: '100', returnInfo: info(2611, '清单已放行出区，不能撤销') }];
      return [declaring, { step: 2, returnStatus: '399', returnInfo: '撤销申请审核通过' }];
    }
    case 'CEB625': {
      if (!declaration.head.invtNo || !declaration.lines.length) return [declaring, { step: 2, returnStatus: '100', returnInfo: info(2620, '退货申请缺少清单编号或表体') }];
      if (die(declaration.guid, 'refund') < settings.refundRefuseShare) return [declaring, { step: 2, returnStatus: '100', returnInfo: info(2621, '超过退货期限，不予退货') }];
      return [declaring, { step: 2, returnStatus: '120', returnInfo: '退货申请已入库' }, { step: 3, returnStatus: '399', returnInfo: '退货申请审核通过' }];
    }
  }
}
