/**
 * The message types `sendMQByType` takes (spec 02 §7 names the call, not its types: ours, docs/api.md "Message
 * queue"). Each says which outside system receives it and which payload fields that system needs, so a message the
 * system would refuse is refused at the call, naming the field. Pure.
 */
import type { LocalizedText } from '../../engine/validation/localized-text';

/** The outside systems a message can go to (server/mq/outside-systems.ts). */
export type MqTarget = 'wms';

export interface MqType {
  target: MqTarget;
  title: LocalizedText;
  /** Payload fields the receiving system needs (non-empty text or numbers). */
  required: readonly string[];
}

export const MQ_TYPES: Readonly<Record<string, MqType>> = Object.freeze({
  EMP_INFO_TO_WMS: { target: 'wms', title: { zh: '员工信息推送仓库系统', en: 'Employee to the warehouse system' }, required: ['employeeCode', 'employeeName', 'siteCode'] },
  CUSTOMER_INFO_TO_WMS: { target: 'wms', title: { zh: '客户信息推送仓库系统', en: 'Customer to the warehouse system' }, required: ['customerCode', 'customerName'] },
  CARRIER_INFO_TO_WMS: { target: 'wms', title: { zh: '承运商信息推送仓库系统', en: 'Carrier to the warehouse system' }, required: ['carrierCode', 'carrierName'] },
});

/** Message states as stored (`mq_message.status`). */
export const MQ_STATUS = { waiting: '0', sent: '1', failed: '2', sending: '3' } as const;

/**
 * The payload fields a message of this type lacks (empty when it may be sent); undefined for an unknown type.
 * @example missingPayloadFields('EMP_INFO_TO_WMS', { employeeCode: 'E1', employeeName: '张三' }); // ['siteCode']
 */
export function missingPayloadFields(type: string, payload: Record<string, unknown>): string[] | undefined {
  const spec = Object.hasOwn(MQ_TYPES, type) ? MQ_TYPES[type] : undefined;
  if (!spec) return undefined;
  return spec.required.filter((field) => {
    const value = payload[field];
    return !((typeof value === 'string' && value.trim() !== '') || typeof value === 'number');
  });
}
