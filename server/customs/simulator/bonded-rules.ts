/**
 * What the simulated customs answers to a bonded-zone declaration (pure; docs/domain/customs.md "The declaration
 * platform"): a bonded inventory (INV101) is approved with its 核注清单编号, or returned when it cannot be booked;
 * a passport (SAS121) is approved with its 核放单编号 and, one step later, the vehicle passes the gate — or it is
 * returned when its weights do not agree.
 */
import type { BondedDeclarationType, BondedReceiptType } from '../messages/sas-xml';
import { die } from './simulator-rules';

export interface ReadBondedDeclaration {
  type: BondedDeclarationType;
  guid: string;
  head: Record<string, string>;
  lines: Record<string, string>[];
}

export interface PlannedBondedReceipt {
  step: number;
  type: BondedReceiptType;
  fields: Record<string, string>;
}

const info = (code: number, text: string) => `[Code:${code};Desc:${text}]`;
const amount = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value));
const digits = (guid: string, purpose: string, count: number) => String(Math.floor(die(guid, purpose) * 10 ** count)).padStart(count, '0');

/** The first reason customs returns a bonded inventory; undefined when it books. */
export function inventoryCheck(declaration: ReadBondedDeclaration): string | undefined {
  const { head, lines } = declaration;
  if (!head.putrecNo) return info(3101, '核注清单账册编号不能为空');
  if (!lines.length) return info(3102, '核注清单表体不能为空');
  const bad = lines.find((line) => !line.gdsMtno || !/^\d{10}$/.test(line.gdecd ?? '') || !(amount(line.dclQty) > 0));
  if (bad) return info(3103, `第${bad.gdsSeqno ?? '?'}项：料号、10位商品编码和申报数量必须填写`);
  return undefined;
}

/** The first reason customs returns a passport; undefined when it is approved. */
export function passportCheck(declaration: ReadBondedDeclaration): string | undefined {
  const { head, lines } = declaration;
  if (head.passportTypecd !== '6' && !head.vehicleNo) return info(3201, '核放单车牌号不能为空');
  if (!lines.length && !head.rltNo) return info(3202, '核放单须关联核注清单或有表体');
  const listed = lines.reduce((total, line) => total + amount(line.grossWt), 0);
  const declared = amount(head.totalGrossWt);
  if (listed > 0 && Math.abs(declared - listed) > listed * 0.05) return info(3203, `核放单总毛重${declared}与表体毛重合计${Math.round(listed * 1000) / 1000}相差超过5%`);
  return undefined;
}

/** The receipts of a bonded declaration, in order. `year2`: the year's last two digits. */
export function planBondedReceipts(declaration: ReadBondedDeclaration, year2: string): PlannedBondedReceipt[] {
  const { head, guid } = declaration;
  const customs = /^\d{4}$/.test(head.dclPlcCuscd ?? head.masterCuscd ?? '') ? (head.dclPlcCuscd ?? head.masterCuscd)! : '5349';
  if (declaration.type === 'INV101') {
    const refused = inventoryCheck(declaration);
    if (refused) return [{ step: 1, type: 'INV201', fields: { etpsPreentNo: head.etpsInnerInvtNo ?? '', manageResult: '3', rmk: refused } }];
    const bondInvtNo = `QD${customs}${year2}${head.impexpMarkcd === 'E' ? 'E' : 'I'}${digits(guid, 'bondInvtNo', 9)}`;
    return [{ step: 1, type: 'INV201', fields: { etpsPreentNo: head.etpsInnerInvtNo ?? '', bondInvtNo, manageResult: '1', rmk: '审核通过' } }];
  }
  const refused = passportCheck(declaration);
  if (refused) return [{ step: 1, type: 'SAS221', fields: { etpsPreentNo: head.etpsPreentNo ?? '', manageResult: '3', rmk: refused } }];
  const passportNo = `Z${customs}${head.ioTypecd === 'E' ? 'E' : 'I'}${year2}${digits(guid, 'passportDate', 4)}${digits(guid, 'passportNo', 12)}`.slice(0, 24);
  return [
    { step: 1, type: 'SAS221', fields: { etpsPreentNo: head.etpsPreentNo ?? '', passportNo, manageResult: '1', rmk: '审批通过' } },
    { step: 2, type: 'SAS251', fields: { passportNo, stucd: '2', vehicleNo: head.vehicleNo ?? '', totalWt: head.totalWt ?? '', rmk: '已过卡' } },
  ];
}
