import { describe, expect, it } from 'vitest';
import { missingPayloadFields } from './mq-types';

describe('missingPayloadFields', () => {
  it('names the fields the receiving system needs', () => {
    expect(missingPayloadFields('EMP_INFO_TO_WMS', { employeeCode: 'E1', employeeName: '张三', siteCode: ' ' })).toEqual(['siteCode']);
    expect(missingPayloadFields('EMP_INFO_TO_WMS', { employeeCode: 'E1', employeeName: '张三', siteCode: 'SZ001' })).toEqual([]);
  });
  it('knows no other type', () => {
    expect(missingPayloadFields('toString', {})).toBeUndefined();
    expect(missingPayloadFields('DROP_ALL', {})).toBeUndefined();
  });
});
