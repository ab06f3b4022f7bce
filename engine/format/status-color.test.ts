import { statusColor } from './status-color';

describe('statusColor', () => {
  it('takes the declared colour first', () => {
    expect(statusColor('rejected', ['Rejected'], { rejected: 'purple' })).toBe('purple');
  });
  it('reads the meaning of the value and its titles, refusals before approvals', () => {
    expect(statusColor('2', ['审核不通过', 'Rejected'])).toBe('red');
    expect(statusColor('1', ['已审核', 'Approved'])).toBe('green');
    expect(statusColor('0', ['待审核', 'Pending review'])).toBe('orange');
    expect(statusColor('submitted', ['已提交', 'Submitted'])).toBe('blue');
    expect(statusColor('registered', ['已登记', 'Registered'])).toBe('default');
    expect(statusColor('invalid', [])).toBe('red');
    expect(statusColor('0', ['未提交', 'Not submitted'])).toBe('default');
    expect(statusColor('0', ['未拼单', 'Not merged'])).toBe('default');
    expect(statusColor('2', ['未通过', 'Not passed'])).toBe('red');
  });
});
