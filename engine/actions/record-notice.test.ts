import claim from '../../schemas/customer-service/claim.json';
import { commandNotice, transitionNotice } from './record-notice';
import { testEnvironment } from './test-environment';

const row = { id: 4, version: 1, claimNo: 'CL2026-0001', claimState: 'registered' };

describe('notices that name the record', () => {
  it('a transition: the record and its new state, in both languages', () => {
    expect(transitionNotice(testEnvironment(claim, [], 'zh'), row, 'submit')).toBe('理赔单 CL2026-0001 状态变为「已提交」');
    expect(transitionNotice(testEnvironment(claim, [], 'en'), row, 'submit')).toBe('Claim CL2026-0001 is now Submitted');
  });
  it('a command without a transition: the command and the record', () => {
    const en = testEnvironment(claim, [], 'en');
    expect(commandNotice(en, row, { title: { zh: '打印', en: 'Print' } })).toBe('Print: claim CL2026-0001 done');
    expect(commandNotice(testEnvironment(claim, [], 'zh'), row, { title: { zh: '打印', en: 'Print' } })).toBe('理赔单 CL2026-0001：打印已完成');
  });
  it('nothing when the row has no name (the caller says the plain thing)', () => {
    expect(transitionNotice(testEnvironment(claim, [], 'en'), { id: 4 }, 'submit')).toBeUndefined();
    expect(transitionNotice(testEnvironment(claim, [], 'en'), row, 'nope')).toBeUndefined();
  });
});
